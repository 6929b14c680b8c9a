import type { AuthenticationKind } from './authentication';
/**
 * Client-side sliding-window limiter, so a long job stays under HubSpot's limits instead of running
 * into 429s. One window per credential and limit class; limits are learned from the
 * `X-HubSpot-RateLimit-*` headers of the answers.
 */

/** A little room on top of the window, for clocks and timers that are not exact. */
const MARGIN_MS = 50;
/** How soon to look again when the window is full of requests still in flight. */
const IN_FLIGHT_POLL_MS = 25;

/** One request counted in the window: in flight, or answered at `at`; `unseen` when another process made it. */
export interface WindowEntry {
	at: number;
	answered: boolean;
	unseen?: boolean;
}

export class SlidingWindowLimiter {
	/** Requests of the current window, oldest first. */
	private entries: WindowEntry[] = [];

	/** Until when nothing is sent after the service refused a request for this window. */
	private pausedUntil = 0;

	/** Refusals in a row, for the pause after the next one. */
	private refusals = 0;

	/** When the service's count was last read, for dating the requests others made since. */
	private observedAt?: number;

	constructor(
		private max: number,
		private intervalMs: number,
	) {}

	/**
	 * Takes a place in the window, or says how long to wait before asking again. A request counts
	 * from its answer: the service saw it no later than that, so the window is never overrun, however
	 * late the request actually left.
	 */
	tryAcquire(now = Date.now()): { entry: WindowEntry } | { waitMs: number } {
		if (now < this.pausedUntil) return { waitMs: this.pausedUntil - now };
		this.forgetAgedOut(now);
		if (this.entries.length < this.max) {
			const entry = { at: now, answered: false };
			this.entries.push(entry);
			return { entry };
		}
		const oldest = this.entries.filter((e) => e.answered).sort((a, b) => a.at - b.at)[this.entries.length - this.max];
		if (!oldest) return { waitMs: IN_FLIGHT_POLL_MS };
		return { waitMs: Math.max(1, oldest.at + this.intervalMs + MARGIN_MS - now) };
	}

	private forgetAgedOut(now: number): void {
		this.entries = this.entries.filter((e) => !e.answered || e.at > now - this.intervalMs - MARGIN_MS);
	}

	/**
	 * Marks a request answered (or failed) now: from here its place frees after one interval. A
	 * request a rate limit refused takes no place: HubSpot did not count it.
	 */
	release(entry: WindowEntry, now = Date.now(), refused = false): void {
		entry.at = now;
		entry.answered = true;
		if (refused) this.entries = this.entries.filter((e) => e !== entry);
		else this.refusals = 0;
	}

	/**
	 * The service refused a request for this window: other processes (n8n workers) share it, and none
	 * sees the others' requests. Rather than wait a whole interval, this process pauses until a place
	 * has likely freed. A rolling window frees a place whenever one of its requests ages out; filled
	 * at the limit's pace that is one place per interval/max on average, and N processes each win
	 * about one in N of those. Not knowing N, the pause starts at two places' time and doubles with
	 * every refusal in a row (so N processes reach their share in about log2 N refusals), is spread
	 * between half and all of that so they do not wake together, and never exceeds the interval,
	 * after which the whole window has freed. A Retry-After (`minimumMs`) is waited in full.
	 */
	refused(minimumMs = 0, now = Date.now(), random = Math.random): void {
		this.refusals++;
		const ceiling = Math.min(this.intervalMs, (this.intervalMs / this.max) * 2 ** this.refusals);
		const pauseMs = Math.max(minimumMs, ceiling / 2 + (random() * ceiling) / 2);
		this.pausedUntil = Math.max(this.pausedUntil, now + pauseMs);
	}

	/**
	 * Adopts the limits the service announced, and its count when others share the token. Requests
	 * it counts that this process did not make were made since the count was last read: they are
	 * dated evenly over that time (the first time, now, which can only wait too long). When it counts
	 * fewer than this process thought, requests of others have aged out sooner than dated.
	 */
	observe(max: number | undefined, intervalMs: number | undefined, remaining: number | undefined, now = Date.now()): void {
		if (max !== undefined && max > 0) this.max = max;
		if (intervalMs !== undefined && intervalMs > 0) this.intervalMs = intervalMs;
		if (remaining === undefined) return;
		this.forgetAgedOut(now);
		const since = Math.max(this.observedAt ?? now, now - this.intervalMs);
		this.observedAt = now;
		const unseen = this.max - this.entries.length - remaining;
		for (let i = 1; i <= unseen; i++) this.entries.push({ at: since + ((now - since) * i) / unseen, answered: true, unseen: true });
		for (let gone = 0; gone < -unseen; gone++) {
			const index = this.entries.findIndex((e) => e.unseen);
			if (index < 0) break;
			this.entries.splice(index, 1);
		}
	}
}

export type LimitClass = 'standard' | 'search' | 'formsPublic' | 'formsSecure';

/** HubSpot's documented defaults, until the service's headers say otherwise. */
const DEFAULT_LIMITS: Record<LimitClass, { max: number; intervalMs: number }> = {
	standard: { max: 100, intervalMs: 10_000 },
	search: { max: 5, intervalMs: 1_000 },
	// The forms host's own limits: 50 unauthenticated submissions a 10 s, 100 authenticated (the lowest tier's).
	formsPublic: { max: 50, intervalMs: 10_000 },
	formsSecure: { max: 100, intervalMs: 10_000 },
};

/** Standard requests per 10 s that HubSpot documents for each kind of credential. */
const DOCUMENTED_STANDARD_LIMITS: Record<AuthenticationKind, number> = {
	oAuth2: 110,
	appToken: 100,
	developerApiKey: 100,
	// A project app's client-credentials token: the privately distributed apps' figure.
	appSecret: 100,
};

const limiters = new Map<string, SlidingWindowLimiter>();

/** The limiter of one credential and class, shared by every execution in this n8n process. */
export function limiterFor(credentialKey: string, limitClass: LimitClass, authentication?: AuthenticationKind): SlidingWindowLimiter {
	const key = `${credentialKey}\u0000${limitClass}`;
	let limiter = limiters.get(key);
	if (!limiter) {
		const defaults = DEFAULT_LIMITS[limitClass];
		limiter = new SlidingWindowLimiter(
			limitClass === 'standard' && authentication ? DOCUMENTED_STANDARD_LIMITS[authentication] : defaults.max,
			defaults.intervalMs,
		);
		limiters.set(key, limiter);
	}
	return limiter;
}

const headerNumber = (headers: Record<string, unknown>, name: string): number | undefined => {
	const value = headers[name];
	const n = Number(Array.isArray(value) ? value[0] : value);
	return value === undefined || !Number.isFinite(n) ? undefined : n;
};

/**
 * Feeds the rate-limit headers of an answer back into the standard limiter. The Remaining 0 of a
 * refusal is left out: the limiter's pause after it (`refused`) stands for it.
 */
export function observeRateLimitHeaders(limiter: SlidingWindowLimiter, headers: Record<string, unknown>, refused = false): void {
	limiter.observe(
		headerNumber(headers, 'x-hubspot-ratelimit-max'),
		headerNumber(headers, 'x-hubspot-ratelimit-interval-milliseconds'),
		refused ? undefined : headerNumber(headers, 'x-hubspot-ratelimit-remaining'),
	);
}
