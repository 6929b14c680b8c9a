/**
 * Client-side sliding-window limiter, so a long job stays under HubSpot's limits instead of running
 * into 429s. One window per credential and limit class; limits are learned from the
 * `X-HubSpot-RateLimit-*` headers of the answers.
 */

/** Sent a little later than the window strictly allows: the service counts arrivals, not sends. */
const ARRIVAL_MARGIN_MS = 150;

export class SlidingWindowLimiter {
	/** Reserved send times, ascending. */
	private readonly slots: number[] = [];

	constructor(
		private max: number,
		private intervalMs: number,
	) {}

	/** Reserves the next free slot and returns how long to wait for it (0 when free now). */
	reserve(now = Date.now()): number {
		const horizon = now - this.intervalMs - ARRIVAL_MARGIN_MS;
		while (this.slots.length > 0 && this.slots[0] <= horizon) this.slots.shift();
		const slot =
			this.slots.length < this.max
				? now
				: Math.max(now, this.slots[this.slots.length - this.max] + this.intervalMs + ARRIVAL_MARGIN_MS);
		this.slots.push(slot);
		return slot - now;
	}

	/** Adopts the limits the service announced, and its count when others share the token. */
	observe(max: number | undefined, intervalMs: number | undefined, remaining: number | undefined, now = Date.now()): void {
		if (max !== undefined && max > 0) this.max = max;
		if (intervalMs !== undefined && intervalMs > 0) this.intervalMs = intervalMs;
		if (remaining === undefined) return;
		const inWindow = this.slots.filter((t) => t > now - this.intervalMs && t <= now).length;
		const unseen = this.max - inWindow - remaining;
		for (let i = 0; i < unseen; i++) this.slots.push(now);
		this.slots.sort((a, b) => a - b);
	}
}

export type LimitClass = 'standard' | 'search';

/** Documented defaults until the service's headers say otherwise (API-FACTS.md). */
const DEFAULT_LIMITS: Record<LimitClass, { max: number; intervalMs: number }> = {
	standard: { max: 100, intervalMs: 10_000 },
	search: { max: 5, intervalMs: 1_000 },
};

const limiters = new Map<string, SlidingWindowLimiter>();

/** The limiter of one credential and class, shared by every execution in this n8n process. */
export function limiterFor(credentialKey: string, limitClass: LimitClass, defaultMax?: number): SlidingWindowLimiter {
	const key = `${credentialKey}\u0000${limitClass}`;
	let limiter = limiters.get(key);
	if (!limiter) {
		const defaults = DEFAULT_LIMITS[limitClass];
		limiter = new SlidingWindowLimiter(
			limitClass === 'standard' ? defaultMax ?? defaults.max : defaults.max,
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
