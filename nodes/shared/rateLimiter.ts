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

/** One request counted in the window: in flight, or answered at `at`. */
export interface WindowEntry {
	at: number;
	answered: boolean;
}

export class SlidingWindowLimiter {
	/** Requests of the current window, oldest first. */
	private entries: WindowEntry[] = [];

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
		this.entries = this.entries.filter((e) => !e.answered || e.at > now - this.intervalMs - MARGIN_MS);
		if (this.entries.length < this.max) {
			const entry = { at: now, answered: false };
			this.entries.push(entry);
			return { entry };
		}
		const oldest = this.entries.filter((e) => e.answered).sort((a, b) => a.at - b.at)[this.entries.length - this.max];
		if (!oldest) return { waitMs: IN_FLIGHT_POLL_MS };
		return { waitMs: Math.max(1, oldest.at + this.intervalMs + MARGIN_MS - now) };
	}

	/** Marks a request answered (or failed) now: from here its place frees after one interval. */
	release(entry: WindowEntry, now = Date.now()): void {
		entry.at = now;
		entry.answered = true;
	}

	/** Adopts the limits the service announced, and its count when others share the token. */
	observe(max: number | undefined, intervalMs: number | undefined, remaining: number | undefined, now = Date.now()): void {
		if (max !== undefined && max > 0) this.max = max;
		if (intervalMs !== undefined && intervalMs > 0) this.intervalMs = intervalMs;
		if (remaining === undefined) return;
		const unseen = this.max - this.entries.length - remaining;
		for (let i = 0; i < unseen; i++) this.entries.push({ at: now, answered: true });
	}
}

export type LimitClass = 'standard' | 'search';

/** HubSpot's documented defaults, until the service's headers say otherwise. */
const DEFAULT_LIMITS: Record<LimitClass, { max: number; intervalMs: number }> = {
	standard: { max: 100, intervalMs: 10_000 },
	search: { max: 5, intervalMs: 1_000 },
};

/** Standard requests per 10 s that HubSpot documents for each kind of credential. */
const DOCUMENTED_STANDARD_LIMITS: Record<AuthenticationKind, number> = {
	oAuth2: 110,
	appToken: 100,
	developerApiKey: 100,
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

/** Feeds the rate-limit headers of an answer back into the standard limiter. */
export function observeRateLimitHeaders(limiter: SlidingWindowLimiter, headers: Record<string, unknown>): void {
	limiter.observe(
		headerNumber(headers, 'x-hubspot-ratelimit-max'),
		headerNumber(headers, 'x-hubspot-ratelimit-interval-milliseconds'),
		headerNumber(headers, 'x-hubspot-ratelimit-remaining'),
	);
}
