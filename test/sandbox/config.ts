/** The sandbox's settings: rate limits, latency, token lifetime, delivery timing, seeds. */

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
	/**
	 * Length of the rolling window (HubSpot: 10 s), announced in `X-HubSpot-RateLimit-Interval-Milliseconds`;
	 * tests that need several windows shorten it.
	 */
	windowMs: number;
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
	/** The largest file an upload or import may store (*uncertain*: HubSpot's KB governs the real figure). */
	maxFileBytes: number;
	/** Events per webhooks-journal file at most (HubSpot's is not published); tests set 1 for a file per event. */
	journalEventsPerFile: number;
	/**
	 * Where an import from a URL fetches a host from: HubSpot fetches public addresses from the
	 * internet, the sandbox cannot, so a test serves e.g. `files.example.com` from a local server
	 * (`{"files.example.com": "http://127.0.0.1:5123"}`).
	 */
	importHosts: Record<string, string>;
	/**
	 * The account's Marketing Hub tier: batch reads and writes of subscription statuses need
	 * Enterprise (HubSpot grants their scopes only there); campaigns and publishing automated
	 * marketing emails need Professional.
	 */
	marketingHubTier: 'starter' | 'professional' | 'enterprise';
	/** The account's GDPR features: on, a subscription status write needs a legal basis. */
	gdprEnabled: boolean;
	/** How long a CRM import stays STARTED before rows are written, and the rows it writes a second after. */
	importStartDelayMs: number;
	importRowsPerSecond: number;
	/** How long an export stays PENDING, the records it writes a second after, and how long its link works. */
	exportStartDelayMs: number;
	exportRowsPerSecond: number;
	exportLinkLifetimeMs: number;
	/**
	 * The most rows one file of an export holds: past it HubSpot delivers a zip of files (1,000,000 a
	 * file since 2025-04-28); tests lower it to see a zip without a million records.
	 */
	exportRowsPerFile: number;
	/**
	 * Whether the user who installed the OAuth app is a Super Admin of the account: HubSpot lets an
	 * OAuth app start an export only then (private apps are not bound to a user).
	 */
	installerIsSuperAdmin: boolean;
}

export const defaultConfig = (): SandboxConfig => ({
	rateLimits: {
		enabled: true,
		oauthPerTenSeconds: 110,
		privateAppPerTenSeconds: 190,
		searchPerSecond: 5,
		privateAppDaily: 1_000_000,
		windowMs: 10_000,
	},
	latencyMs: 0,
	importHosts: {},
	accessTokenLifetimeSeconds: 1800,
	signatureVersion: 'v3',
	webhookTimeScale: 1,
	webhookReplyTimeoutMs: 5_000,
	emailSendDurationMs: 1500,
	seedPerType: 300,
	oauthRedirectUris: [],
	searchIndexDelayMs: 0,
	maxFileBytes: 300 * 1024 * 1024,
	journalEventsPerFile: 100,
	marketingHubTier: 'enterprise',
	gdprEnabled: false,
	// HubSpot's pace is not published; imports of a few thousand rows take seconds to minutes.
	importStartDelayMs: 1_000,
	importRowsPerSecond: 5_000,
	exportStartDelayMs: 1_000,
	exportRowsPerSecond: 20_000,
	// The link's lifetime is not published (*uncertain*): short, so a test meets an expired one.
	exportLinkLifetimeMs: 5 * 60_000,
	exportRowsPerFile: 1_000_000,
	installerIsSuperAdmin: true,
});
