/** What every API area of the sandbox shares: configuration, the account, time, ids and events. */

export interface RateLimitConfig {
	enabled: boolean;
	/** Requests per rolling 10 s window for OAuth (public app) tokens. */
	oauthPerTenSeconds: number;
	/** Requests per rolling 10 s window for private-app tokens (100 or 190 by tier). */
	privateAppPerTenSeconds: number;
	/** Search requests per second per token. */
	searchPerSecond: number;
	/** Daily limit of private apps. */
	privateAppDaily: number;
}

export interface SandboxConfig {
	rateLimits: RateLimitConfig;
	/** Simulated service latency added to every response. */
	latencyMs: number;
	/** Lifetime of OAuth access tokens in seconds (`expires_in`). */
	accessTokenLifetimeSeconds: number;
	/** Signature version of webhook deliveries. */
	signatureVersion: 'v1' | 'v2' | 'v3';
	/** Multiplies the webhook delivery delays (batching, retry backoff): 0.001 in tests. */
	webhookTimeScale: number;
	/**
	 * How long a receiver has to answer a delivery before it counts as failed (HubSpot: 5 s). Not
	 * scaled: a scaled timeout of a few milliseconds fails receivers on a busy machine at random.
	 */
	webhookReplyTimeoutMs: number;
	/** Time a single send takes from PENDING to COMPLETE. */
	emailSendDurationMs: number;
	/** CRM records of every type in the seed. */
	seedPerType: number;
	/** Redirect URIs of the OAuth app, besides any http://localhost or http://127.0.0.1 one. */
	oauthRedirectUris: string[];
	/** How long a create or update stays out of search results, as the real search index lags writes. */
	searchIndexDelayMs: number;
}

export const defaultConfig = (): SandboxConfig => ({
	rateLimits: {
		enabled: true,
		oauthPerTenSeconds: 110,
		privateAppPerTenSeconds: 190,
		searchPerSecond: 5,
		privateAppDaily: 1_000_000,
	},
	latencyMs: 0,
	accessTokenLifetimeSeconds: 1800,
	signatureVersion: 'v3',
	webhookTimeScale: 1,
	webhookReplyTimeoutMs: 5_000,
	emailSendDurationMs: 1500,
	seedPerType: 300,
	oauthRedirectUris: [],
	searchIndexDelayMs: 0,
});

/** The one account (portal) of the sandbox and its demo apps and credentials. */
export const ACCOUNT = {
	hubId: 62515,
	hubDomain: 'sandbox-demo.hubspot.example',
	userId: 9100001,
	userEmail: 'demo.user@sandbox-demo.example',
	userFirstName: 'Demo',
	userLastName: 'User',
	/** Private app of the account. */
	privateAppToken: 'pat-na1-11111111-2222-3333-4444-555555555555',
	/** Developer account key (`hapikey`) and its public app. */
	developerApiKey: 'dev-hapikey-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
	appId: 54321,
	clientId: 'cccccccc-1111-2222-3333-444444444444',
	clientSecret: 'yyyyyyyy-yyyy-yyyy-yyyy-yyyyyyyyyyyy',
} as const;

/**
 * The time CMS answers put in a required date-time that has no value (e.g. `deletedAt` of a live blog
 * author): the epoch (*uncertain*: seen in CMS v3 answers, not documented).
 */
export const UNSET_TIME = '1970-01-01T00:00:00Z';

/** A change in the account that webhook subscriptions may be notified of. */
export interface PlatformEvent {
	/** The event type, e.g. `contact.propertyChange`. */
	subscriptionType: string;
	objectId?: number;
	/** For `object.*` types: the custom object type id. */
	objectTypeId?: string;
	propertyName?: string;
	propertyValue?: string;
	changeSource?: string;
	/** Extra fields of the event kind (merge, association change, event completion...). */
	[field: string]: unknown;
}

type Listener = (event: PlatformEvent) => void;

/** Areas publish what changed; the webhooks area delivers it to subscribed apps. */
export class EventBus {
	private readonly listeners: Listener[] = [];

	subscribe(listener: Listener): void {
		this.listeners.push(listener);
	}

	publish(event: PlatformEvent): void {
		for (const listener of this.listeners) listener(event);
	}
}

/** Wall clock with an offset that tests can advance (token expiry, status progress). */
export class Clock {
	private offsetMs = 0;

	now(): number {
		return Date.now() + this.offsetMs;
	}

	iso(ms = this.now()): string {
		return new Date(ms).toISOString();
	}

	advance(ms: number): void {
		this.offsetMs += ms;
	}

	reset(): void {
		this.offsetMs = 0;
	}
}

/** Sequential ids, so seeds and tests are deterministic. */
export class IdSequence {
	private next: number;

	constructor(private readonly start: number) {
		this.next = start;
	}

	take(): number {
		return this.next++;
	}

	reset(): void {
		this.next = this.start;
	}
}

export interface SandboxContext {
	config: SandboxConfig;
	clock: Clock;
	bus: EventBus;
	tokens: import('./auth').TokenRegistry;
	limits: import('./limits').RateLimits;
	faults: import('./faults').Faults;
	log: import('./requestLog').RequestLog;
	/** Base URL the sandbox listens on (for links and redirects), known once listening. */
	baseUrl: () => string;
}
