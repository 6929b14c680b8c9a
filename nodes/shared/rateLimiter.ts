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
/** Weight of the latest answer in the running average of round trips. */
const ROUND_TRIP_WEIGHT = 1 / 8;

/**
 * One request counted in the window: sent at `sentAt`, then in flight, or answered at `at`. An
 * `unseen` one is another process's, known only from the service's count last read at `at`.
 */
export interface WindowEntry {
	sentAt: number;
	at: number;
	answered: boolean;
	unseen?: boolean;
}

/** When the service most likely counted a request: halfway between its sending and its answer. */
const arrivalOf = (entry: WindowEntry, answeredAt = entry.at): number => (entry.sentAt + answeredAt) / 2;

/**
 * Several n8n processes (queue mode's workers) can share one account's window, each with its own
 * limiter: they learn of each other only from the count the service gives in every answer. Once the
 * window is full, each process keeps what it holds by sending again as each of its own requests
 * ages out, and leaves the places of the others to them: a place another process gave up is taken
 * only when the service's count shows it still free after that process could have used it again.
 * So processes that run together keep their shares with few refusals (mostly where the window
 * fills), and one that stops leaves its share to the others within a round trip or two.
 */
export class SlidingWindowLimiter {
	/** Requests of the current window: this process's, and the others' it knows of. */
	private entries: WindowEntry[] = [];

	/** Until when nothing is sent, after the service asked for a pause (Retry-After). */
	private pausedUntil = 0;

	/** Refused tries in a row while holding no place. */
	private probes = 0;

	/** How long requests take to be answered, on average. */
	private roundTripMs = 0;

	/** When the request whose count was last read arrived: an earlier arrival's count is out of date. */
	private countedArrival = -Infinity;

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
			const entry = { sentAt: now, at: now, answered: false };
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
		this.roundTripMs += (now - entry.sentAt - this.roundTripMs) * ROUND_TRIP_WEIGHT;
		entry.at = now;
		entry.answered = true;
		if (refused) this.entries = this.entries.filter((e) => e !== entry);
		else this.probes = 0;
	}

	/**
	 * The service refused the request (released already) because its window was full when the
	 * request arrived: what this process did not make of it is others'. A Retry-After (`minimumMs`)
	 * is waited in full.
	 */
	refused(entry: WindowEntry, minimumMs = 0, now = Date.now(), random = Math.random): void {
		const holdsPlace = this.entries.some((e) => !e.unseen);
		this.count(this.max, entry, now, holdsPlace);
		this.pausedUntil = Math.max(this.pausedUntil, now + minimumMs);
		if (holdsPlace) return;
		// Holding no place, this process would learn nothing more until all others' aged out, and by
		// then their processes have taken them again. It tries one place after a pause instead: a
		// place frees every interval/max on average, and the pause doubles with every probe refused,
		// spread so that processes do not try together, up to the interval.
		this.probes++;
		const ceiling = Math.min(this.intervalMs, (this.intervalMs / this.max) * 2 ** this.probes);
		const probe = this.entries.find((e) => e.unseen);
		if (probe) probe.at = Math.min(probe.at, now + ceiling / 2 + (random() * ceiling) / 2 - this.intervalMs - MARGIN_MS);
	}

	/**
	 * Adopts the limits the service announced, and its count (`remaining`) when the request `entry`,
	 * answered now, arrived.
	 */
	observe(max: number | undefined, intervalMs: number | undefined, remaining: number | undefined, entry: WindowEntry, now = Date.now()): void {
		if (max !== undefined && max > 0) this.max = max;
		if (intervalMs !== undefined && intervalMs > 0) this.intervalMs = intervalMs;
		if (remaining !== undefined) this.count(this.max - remaining, entry, now);
	}

	/**
	 * The service counted `counted` requests when `entry` (answered now) arrived. This process's
	 * own among them are `entry` (unless refused) and its answered requests that arrived before it,
	 * less than an interval before; the rest are others'. This process holds that many places for
	 * them from now on, for as long as the counts it reads say so: they are taken again as they age
	 * out. Places the count says others gave up are freed only after two round trips, the time their
	 * process needs to take them again and this one to read it. A count from before the one last
	 * read says nothing new. Unless `confirmed`, the places others held already keep their dates (a
	 * process holding none only probes, see `refused`).
	 */
	private count(counted: number, entry: WindowEntry, now: number, confirmed = true): void {
		const arrival = arrivalOf(entry, now);
		if (arrival < this.countedArrival) return;
		this.countedArrival = arrival;
		this.forgetAgedOut(now);
		const own = this.entries.filter(
			(e) => e === entry || (!e.unseen && e.answered && arrivalOf(e) <= arrival && arrivalOf(e) > arrival - this.intervalMs),
		).length;
		const others = Math.max(0, counted - own);
		const held = this.entries.filter((e) => e.unseen);
		// Aged out two round trips and the margin from now.
		const givenUpAt = now + 2 * this.roundTripMs - this.intervalMs;
		for (const [n, e] of held.entries()) e.at = n >= others ? Math.min(e.at, givenUpAt) : confirmed ? now : e.at;
		for (let n = held.length; n < others; n++) this.entries.push({ sentAt: now, at: now, answered: true, unseen: true });
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

/**
 * Feeds the rate-limit headers of the answer to the request `entry` back into the standard limiter.
 * The Remaining 0 of a refusal is left out: the limiter's `refused` stands for it.
 */
export function observeRateLimitHeaders(limiter: SlidingWindowLimiter, headers: Record<string, unknown>, entry: WindowEntry, refused = false): void {
	limiter.observe(
		headerNumber(headers, 'x-hubspot-ratelimit-max'),
		headerNumber(headers, 'x-hubspot-ratelimit-interval-milliseconds'),
		refused ? undefined : headerNumber(headers, 'x-hubspot-ratelimit-remaining'),
		entry,
	);
}
