import type { AuthenticationKind } from './authentication';
/**
 * Client-side sliding-window limiter, so a long job stays under HubSpot's limits instead of running
 * into 429s. One window per credential and limit class; limits are learned from the
 * `X-HubSpot-RateLimit-*` headers of the answers.
 */

/** A little room on top of the window, for clocks and timers that are not exact. */
const MARGIN_MS = 50;
/**
 * How much later than its own places a process takes another's that age out, as a share of the
 * interval (400 ms of HubSpot's 10 s): the one whose request ages out sends again about a round trip
 * after, and racing it for the place only earns 429s; if it has no more to send, the place idles
 * this long.
 */
const OTHERS_FIRST = 0.04;
/** How soon to look again when the window is full of requests still in flight. */
const IN_FLIGHT_POLL_MS = 25;

/**
 * One request counted in the window: in flight, or answered at `at`; sent at `sentAt` by this
 * process, or `unseen`: made by another.
 */
export interface WindowEntry {
	at: number;
	sentAt?: number;
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
			const entry = { at: now, sentAt: now, answered: false };
			this.entries.push(entry);
			return { entry };
		}
		const oldest = this.entries.filter((e) => e.answered).sort((a, b) => a.at - b.at)[
			this.entries.length - this.max
		];
		if (!oldest) return { waitMs: IN_FLIGHT_POLL_MS };
		return { waitMs: Math.max(1, oldest.at + this.intervalMs + MARGIN_MS - now) };
	}

	private othersFirstMs(): number {
		return this.intervalMs * OTHERS_FIRST;
	}

	private forgetAgedOut(now: number): void {
		this.entries = this.entries.filter(
			(e) => !e.answered || e.at > now - this.intervalMs - MARGIN_MS,
		);
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
	 * sees the others' requests. The refusal says the window is full (`observeRateLimitHeaders` counts
	 * it so), and this pause covers what that count cannot: it starts at two places' time, doubles with
	 * every refusal in a row, is spread between half and all of that so processes do not wake together,
	 * and never exceeds the interval. Requests already in flight when a pause began are refused with
	 * the same news: their refusals neither double nor lengthen it (doubling once per request of a
	 * burst of 10 paused a worker for a whole window while places freed). A Retry-After
	 * (`minimumMs`) is waited in full.
	 */
	refused(minimumMs = 0, now = Date.now(), random = Math.random): void {
		if (now < this.pausedUntil) {
			this.pausedUntil = Math.max(this.pausedUntil, now + minimumMs);
			return;
		}
		this.refusals++;
		const ceiling = Math.min(this.intervalMs, (this.intervalMs / this.max) * 2 ** this.refusals);
		this.pausedUntil = now + Math.max(minimumMs, ceiling / 2 + (random() * ceiling) / 2);
	}

	/**
	 * Adopts the limits the service announced, and its count (`remaining`) when others share the
	 * token. The count was taken as the answered request arrived: it holds the request itself when
	 * `counted` (a refused one is not) and this process's requests answered before it, though for
	 * sure only those sent less than an interval ago (one sent earlier may have aged out there while
	 * this process, dating it by its answer, still holds it); not those still in flight, which mostly
	 * arrived later. Counting either hid others' requests and sent into a full window. The rest are
	 * others'; those not known yet are dated now, the latest they can be, and OTHERS_FIRST of the
	 * interval more, so a place frees late rather than into a 429 (the process that made them refills
	 * it on time); when the count is lower, the oldest of them are forgotten.
	 */
	observe(
		max: number | undefined,
		intervalMs: number | undefined,
		remaining: number | undefined,
		now = Date.now(),
		counted = true,
	): void {
		if (max !== undefined && max > 0) this.max = max;
		if (intervalMs !== undefined && intervalMs > 0) this.intervalMs = intervalMs;
		if (remaining === undefined) return;
		this.forgetAgedOut(now);
		// What the service still counts for sure: own requests answered and sent less than an interval
		// ago, others' dated (late by othersFirstMs) less than an interval ago.
		const counting = (e: WindowEntry) =>
			e.answered &&
			(e.unseen ? e.at - this.othersFirstMs() : (e.sentAt ?? e.at)) > now - this.intervalMs;
		const known = this.entries.filter(counting).length + (counted ? 1 : 0);
		const unseen = this.max - remaining - known;
		for (let i = 0; i < unseen; i++)
			this.entries.push({ at: now + this.othersFirstMs(), answered: true, unseen: true });
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
export function limiterFor(
	credentialKey: string,
	limitClass: LimitClass,
	authentication?: AuthenticationKind,
): SlidingWindowLimiter {
	const key = `${credentialKey}\u0000${limitClass}`;
	let limiter = limiters.get(key);
	if (!limiter) {
		const defaults = DEFAULT_LIMITS[limitClass];
		limiter = new SlidingWindowLimiter(
			limitClass === 'standard' && authentication
				? DOCUMENTED_STANDARD_LIMITS[authentication]
				: defaults.max,
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
 * Feeds the rate-limit headers of an answer back into the standard limiter. A refusal says the
 * window is full whatever its headers say: counted as Remaining 0, without the refused request —
 * unless it carries a Retry-After: then HubSpot said when there is room again, and the pause it sets
 * (`refused`) stands for the count (read as a full window, a `Retry-After: 1` was waited 10 s).
 */
export function observeRateLimitHeaders(
	limiter: SlidingWindowLimiter,
	headers: Record<string, unknown>,
	refused = false,
): void {
	const fullWindow = refused && headers['retry-after'] === undefined;
	limiter.observe(
		headerNumber(headers, 'x-hubspot-ratelimit-max'),
		headerNumber(headers, 'x-hubspot-ratelimit-interval-milliseconds'),
		fullWindow ? 0 : refused ? undefined : headerNumber(headers, 'x-hubspot-ratelimit-remaining'),
		Date.now(),
		!refused,
	);
}
