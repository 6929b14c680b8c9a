/**
 * The account's marketing emails: each a live version and, once edited, a draft apart from it
 * (HubSpot's `/draft`: what publishing makes live), with sends counted deterministically so the
 * statistics of a seed are the same on every run.
 */

/** A marketing email as HubSpot answers it (the fields the sandbox keeps; unknown writes are refused). */
export type MarketingEmail = Record<string, unknown> & {
	id: string;
	name: string;
	type: string;
	state: string;
	isPublished: boolean;
	archived: boolean;
	campaign: string;
	createdAt: string;
	updatedAt: string;
	publishedAt?: string;
};

/** The fields a create or a draft update may set (HubSpot's `EmailCreateRequest` / `EmailUpdateRequest`). */
export const WRITABLE_EMAIL_FIELDS = [
	'name',
	'subject',
	'from',
	'to',
	'content',
	'campaign',
	'subscriptionDetails',
	'publishDate',
	'sendOnPublish',
	'language',
	'businessUnitId',
	'activeDomain',
	'subcategory',
	'webversion',
	'archived',
] as const;

/** The counters HubSpot's statistics answer, per email and in the aggregate. */
export const COUNTERS = ['sent', 'delivered', 'open', 'click', 'bounce', 'unsubscribed'] as const;
export type Counters = Record<(typeof COUNTERS)[number], number>;

/** What a published email's send counted: fixed by its id, so every seed answers the same. */
export function sendCounters(emailId: string): Counters {
	const n = Number(emailId) % 97;
	const sent = 1000 + n * 10;
	const bounce = 5 + (n % 7);
	const delivered = sent - bounce;
	return {
		sent,
		delivered,
		bounce,
		open: Math.floor(delivered * 0.4),
		click: Math.floor(delivered * 0.1),
		unsubscribed: 1 + (n % 3),
	};
}

export class MarketingEmailStore {
	private live = new Map<string, MarketingEmail>();
	private drafts = new Map<string, MarketingEmail>();
	private nextId = 0;

	constructor(private readonly seed: () => MarketingEmail[]) {
		this.reset();
	}

	reset(): void {
		this.live = new Map(this.seed().map((email) => [email.id, email]));
		this.drafts = new Map();
		this.nextId = 6_200_001;
	}

	newId(): string {
		return String(this.nextId++);
	}

	all(): MarketingEmail[] {
		return [...this.live.values()];
	}

	get(id: string): MarketingEmail | undefined {
		return this.live.get(id);
	}

	/** The draft: the live email until an edit sets one apart. */
	draft(id: string): MarketingEmail | undefined {
		return this.drafts.get(id) ?? this.live.get(id);
	}

	put(email: MarketingEmail): void {
		this.live.set(email.id, email);
	}

	putDraft(email: MarketingEmail): void {
		this.drafts.set(email.id, email);
	}

	/** Publishing makes the draft live. */
	takeDraft(id: string): MarketingEmail | undefined {
		const draft = this.drafts.get(id);
		this.drafts.delete(id);
		return draft;
	}
}
