import { SlidingWindowLimiter, type WindowEntry } from '../../nodes/shared/rateLimiter';
import { backoffMs, decideRetry, MAX_ATTEMPTS } from '../../nodes/shared/retryPolicy';

describe('sliding-window limiter', () => {
	it('lets `max` requests in per window and frees each place one interval after its answer', () => {
		const limiter = new SlidingWindowLimiter(3, 1000);
		const places = [0, 1, 2].map(() => limiter.tryAcquire(10_000));
		expect(places.every((p) => 'entry' in p)).toBe(true);
		// The window is full of requests still in flight: nobody knows yet when they reached the service.
		expect(limiter.tryAcquire(10_010)).toEqual({ waitMs: 25 });
		places.forEach((p, i) => 'entry' in p && limiter.release(p.entry, 10_100 + i * 100));
		const wait = limiter.tryAcquire(10_200);
		expect('waitMs' in wait && wait.waitMs).toBe(10_100 + 1000 + 50 - 10_200);
		expect('entry' in limiter.tryAcquire(11_151)).toBe(true);
		expect('waitMs' in limiter.tryAcquire(11_151)).toBe(true);
	});

	it('adopts the announced limit and the requests others made with the same token', () => {
		const limiter = new SlidingWindowLimiter(100, 10_000);
		const first = take(limiter, 0);
		limiter.observe(2, 10_000, 0, first, 0);
		limiter.release(first, 0);
		const next = limiter.tryAcquire(1);
		expect('waitMs' in next && next.waitMs).toBeGreaterThanOrEqual(9_999);
	});

	it('counts as its own the answered requests that arrived before the counted one, the rest as others’', () => {
		const limiter = new SlidingWindowLimiter(10, 1000);
		const [slow, fast] = [take(limiter, 0), take(limiter, 0)];
		// Answered at 40, so counted about 20: the request still in flight arrived after it.
		limiter.observe(10, 1000, 7, fast, 40);
		limiter.release(fast, 40);
		// 5 counted about 50: both of this process's and 3 of others.
		limiter.observe(10, 1000, 5, slow, 100);
		limiter.release(slow, 100);
		expect(free(limiter, 100)).toBe(10 - 2 - 3);
	});

	it('keeps others’ places while the counts say they hold them, and frees places they gave up after two round trips', () => {
		const limiter = new SlidingWindowLimiter(4, 1000);
		const a = take(limiter, 0);
		limiter.observe(4, 1000, 1, a, 10);
		limiter.release(a, 10);
		// Others hold 2: read again at 500, when they still do (and the window is full).
		const b = take(limiter, 400);
		limiter.observe(4, 1000, 0, b, 500);
		limiter.release(b, 500);
		// The own place answered at 10 frees at 1060; others' places are theirs to take again then.
		expect(limiter.tryAcquire(1059)).toEqual({ waitMs: 1 });
		const c = take(limiter, 1060);
		expect('waitMs' in limiter.tryAcquire(1060)).toBe(true);
		// The service counts one of others' requests gone: its place frees two round trips (on
		// average) and the margin after this reading, unless a later count says it was taken again.
		limiter.observe(4, 1000, 1, c, 1100);
		limiter.release(c, 1100);
		const wait = limiter.tryAcquire(1100);
		expect('waitMs' in wait && wait.waitMs).toBeGreaterThan(50);
		expect('waitMs' in wait && wait.waitMs).toBeLessThan(400);
		expect(free(limiter, 1100 + (wait as { waitMs: number }).waitMs)).toBe(1);
	});

	it('reads nothing from a count older than the one last read', () => {
		const limiter = new SlidingWindowLimiter(10, 1000);
		const [early, late] = [take(limiter, 0), take(limiter, 50)];
		limiter.observe(10, 1000, 8, late, 60);
		limiter.release(late, 60);
		// Arrived about 50, before the other (about 55): its count (the window full) is out of date.
		limiter.observe(10, 1000, 0, early, 100);
		limiter.release(early, 100);
		expect(free(limiter, 100)).toBe(10 - 2 - 1);
	});

	it('after a refusal holds the rest of the window for others, and waits a Retry-After in full', () => {
		const limiter = new SlidingWindowLimiter(3, 1000);
		const own = take(limiter, 0);
		limiter.release(own, 5);
		const refused = take(limiter, 10);
		// A refused request takes no place: the service's 3 are this process's 1 and others' 2.
		limiter.release(refused, 20, true);
		limiter.refused(refused, 0, 20);
		expect(limiter.tryAcquire(20)).toEqual({ waitMs: 5 + 1000 + 50 - 20 });
		const again = take(limiter, 1055);
		limiter.release(again, 1060, true);
		limiter.refused(again, 30_000, 1060);
		expect(limiter.tryAcquire(1060)).toEqual({ waitMs: 30_000 });
	});

	it('holding no place, tries one after a jittered pause that doubles with every refused try, up to the interval', () => {
		const limiter = new SlidingWindowLimiter(10, 1000);
		// One place's time is 100 ms: the first try lies between one and two of them.
		const pauses = [0, 1, 1, 1, 1, 1].map((random, n) => {
			const now = n * 100_000;
			const place = take(limiter, now);
			limiter.release(place, now, true);
			limiter.refused(place, 0, now, () => random);
			const wait = limiter.tryAcquire(now);
			return 'waitMs' in wait ? wait.waitMs : 0;
		});
		expect(pauses).toEqual([100, 400, 800, 1000, 1000, 1000]);
		// Only the one place: the rest of the window stays the others' until it ages out.
		const probe = take(limiter, 501_000);
		expect('waitMs' in limiter.tryAcquire(501_000)).toBe(true);
		// An accepted try ends the run of refusals: the next pause is the first one's again.
		limiter.release(probe, 501_000);
		const refused = take(limiter, 501_100);
		limiter.release(refused, 501_100, true);
		// Still holding a place (the accepted one): no probe; it frees first, the others' after it.
		limiter.refused(refused, 0, 501_100, () => 1);
		expect(limiter.tryAcquire(501_100)).toEqual({ waitMs: 501_000 + 1050 - 501_100 });
		const next = take(limiter, 502_050);
		expect(limiter.tryAcquire(502_050)).toEqual({ waitMs: 100 });
		limiter.release(next, 502_060);
		const again = take(limiter, 600_000);
		limiter.release(again, 600_000, true);
		limiter.refused(again, 0, 600_000, () => 1);
		expect(limiter.tryAcquire(600_000)).toEqual({ waitMs: 200 });
	});
});

/** Takes a place that must be free. */
function take(limiter: SlidingWindowLimiter, now: number): WindowEntry {
	const place = limiter.tryAcquire(now);
	if (!('entry' in place)) throw new Error(`no place free at ${now}`);
	return place.entry;
}

/** How many places are free at `now` (taking them). */
function free(limiter: SlidingWindowLimiter, now: number): number {
	let n = 0;
	while ('entry' in limiter.tryAcquire(now)) n++;
	return n;
}

describe('retry policy', () => {
	const failure = (status?: number, extra: object = {}) => ({ status, headers: {}, body: {}, message: 'x', ...extra });

	it('retries rate limits for every request, transient failures only for idempotent ones', () => {
		expect(decideRetry(failure(429), 0, false).retry).toBe(true);
		expect(decideRetry(failure(429, { body: { policyName: 'DAILY' } }), 0, true).retry).toBe(false);
		expect(decideRetry(failure(503), 0, false).retry).toBe(false);
		expect(decideRetry(failure(503), 0, true).retry).toBe(true);
		expect(decideRetry(failure(undefined, { code: 'ECONNRESET' }), 0, false).retry).toBe(false);
		expect(decideRetry(failure(undefined, { code: 'ECONNRESET' }), 0, true).retry).toBe(true);
		expect(decideRetry(failure(undefined, { code: 'ECONNREFUSED' }), 0, false).retry).toBe(true);
		expect(decideRetry(failure(400), 0, true).retry).toBe(false);
		expect(decideRetry(failure(503), MAX_ATTEMPTS - 1, true).retry).toBe(false);
	});

	it('repeats a request the rolling or per-second window refused beyond MAX_ATTEMPTS, for a bounded time', () => {
		const rolling = failure(429, { body: { policyName: 'TEN_SECONDLY_ROLLING' } });
		expect(decideRetry(rolling, MAX_ATTEMPTS - 1, false, 60_000)).toEqual({ retry: true, delayMs: 0 });
		expect(decideRetry(failure(429, { body: { policyName: 'SECONDLY' } }), MAX_ATTEMPTS - 1, false).retry).toBe(true);
		// Five minutes after the first refusal, the request fails (as the README says).
		expect(decideRetry(rolling, 0, false, 5 * 60_000 - 1).retry).toBe(true);
		expect(decideRetry(rolling, 0, false, 5 * 60_000).retry).toBe(false);
	});

	it('honours Retry-After, waits at least 2 s on a locked record, and backs off with jitter', () => {
		expect(decideRetry(failure(429, { headers: { 'retry-after': '3' } }), 0, false).delayMs).toBe(3000);
		expect(decideRetry(failure(477, { headers: { 'retry-after': '7' } }), 0, true).delayMs).toBe(7000);
		expect(decideRetry(failure(423), 0, true).delayMs).toBeGreaterThanOrEqual(2000);
		expect(backoffMs(0, 10_000, () => 0)).toBe(250);
		expect(backoffMs(3, 10_000, () => 1)).toBe(4000);
		expect(backoffMs(10, 10_000, () => 1)).toBe(10_000);
	});
});
