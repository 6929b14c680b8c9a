import type { PlatformEvent } from '../events';

/** The account's project-based app (created with `hs project create`), beside the legacy public app. */
export const PROJECT_APP = {
	appId: 76543,
	clientId: 'dddddddd-5555-6666-7777-888888888888',
	clientSecret: 'pppppppp-pppp-pppp-pppp-pppppppppppp',
} as const;

/** Type ids of the object types generic subscriptions name (`objectType` in the config). */
export const TYPE_ID_BY_NAME: Record<string, string> = {
	contact: '0-1',
	company: '0-2',
	deal: '0-3',
	ticket: '0-5',
	product: '0-7',
	line_item: '0-8',
	quote: '0-14',
	communication: '0-18',
	feedback_submission: '0-19',
	task: '0-27',
	note: '0-46',
	meeting_event: '0-47',
	call: '0-48',
	email: '0-49',
	invoice: '0-53',
	marketing_event: '0-54',
	subscription: '0-69',
	goal_target: '0-74',
	discount: '0-84',
	fee: '0-85',
	tax: '0-86',
	payment: '0-101',
	user: '0-115',
	postal_mail: '0-116',
	order: '0-123',
	lead: '0-136',
	cart: '0-142',
	service: '0-162',
	course: '0-410',
	listing: '0-420',
	appointment: '0-421',
	project: '0-970',
};

export const GENERIC_TYPES = [
	'object.creation',
	'object.deletion',
	'object.merge',
	'object.restore',
	'object.propertyChange',
	'object.associationChange',
];

/** Classic names a project declares under `hubEvents`. */
export const HUB_EVENT_TYPES = [
	'contact.privacyDeletion',
	'conversation.creation',
	'conversation.deletion',
	'conversation.newMessage',
	'conversation.privacyDeletion',
	'conversation.propertyChange',
];

/** Classic CRM names a project declares under `legacyCrmObjects`. */
export const LEGACY_CRM_TYPES = [
	'company',
	'contact',
	'deal',
	'line_item',
	'ticket',
	'product',
].flatMap((object) =>
	[
		'creation',
		'deletion',
		'merge',
		'propertyChange',
		'restore',
		...(object === 'product' ? [] : ['associationChange']),
	].map((kind) => `${object}.${kind}`),
);

/** One subscription as the uploaded project declares it, with the id the service gave it. */
export interface DeclaredSubscription {
	id: number;
	/** Which array of the config it came from. */
	group: 'crmObjects' | 'legacyCrmObjects' | 'hubEvents';
	subscriptionType: string;
	/** For `crmObjects`: the object type name, or a custom object's type id. */
	objectType?: string;
	propertyName?: string;
	active: boolean;
}

/** The object type id an event concerns: carried by `object.*` events, implied by the classic prefixes. */
export function typeIdOf(event: PlatformEvent): string | undefined {
	const prefix = event.subscriptionType.split('.')[0];
	return prefix === 'object'
		? typeof event.objectTypeId === 'string'
			? event.objectTypeId
			: undefined
		: TYPE_ID_BY_NAME[prefix];
}

/**
 * The event as a subscription delivers it, or undefined when the subscription does not ask for it.
 * Generic subscriptions deliver `object.<action>` with the type as `objectTypeId`, whichever form the
 * change was published in; classic ones deliver their own name.
 */
export function deliveredAs(
	subscription: DeclaredSubscription,
	event: PlatformEvent,
): PlatformEvent | undefined {
	if (!subscription.active) return undefined;
	const [, action] = event.subscriptionType.split('.');
	if (
		action === 'propertyChange' &&
		subscription.propertyName !== undefined &&
		subscription.propertyName !== event.propertyName
	)
		return undefined;
	if (subscription.group !== 'crmObjects')
		return subscription.subscriptionType === event.subscriptionType ? event : undefined;
	const typeId = typeIdOf(event);
	const wantedTypeId = TYPE_ID_BY_NAME[subscription.objectType ?? ''] ?? subscription.objectType;
	if (
		subscription.subscriptionType !== `object.${action}` ||
		typeId === undefined ||
		typeId !== wantedTypeId
	)
		return undefined;
	return { ...event, subscriptionType: subscription.subscriptionType, objectTypeId: typeId };
}

/** The project app's uploaded webhooks component: its target and subscriptions (none before an upload). */
export class ProjectAppState {
	settings: { targetUrl: string; maxConcurrentRequests: number } | undefined;

	subscriptions: DeclaredSubscription[] = [];

	private nextId = 7001;

	/** An upload replaces the component; a subscription declared again keeps its id. */
	replace(
		settings: { targetUrl: string; maxConcurrentRequests: number },
		declared: Array<Omit<DeclaredSubscription, 'id'>>,
	): void {
		const key = (s: Omit<DeclaredSubscription, 'id'>) =>
			[s.group, s.subscriptionType, s.objectType ?? '', s.propertyName ?? ''].join('|');
		const previous = new Map(this.subscriptions.map((s) => [key(s), s.id]));
		this.settings = settings;
		this.subscriptions = declared.map((s) => ({ ...s, id: previous.get(key(s)) ?? this.nextId++ }));
	}

	reset(): void {
		this.settings = undefined;
		this.subscriptions = [];
		this.nextId = 7001;
	}
}
