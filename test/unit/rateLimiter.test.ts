import {
	observeRateLimitHeaders,
	SlidingWindowLimiter,
} from '../../nodes/shared/transport/rateLimiter';
import { backoffMs, decideRetry, MAX_ATTEMPTS } from '../../nodes/shared/transport/retryPolicy';

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
		const first = limiter.tryAcquire(0);
		// Read before the request's place is released, as the transport does.
		limiter.observe(2, 10_000, 0, 0);
		if ('entry' in first) limiter.release(first.entry, 0);
		const next = limiter.tryAcquire(1);
		expect('waitMs' in next && next.waitMs).toBeGreaterThanOrEqual(9_999);
	});

	it('counts as its own in the service’s count only the requests answered before, so others’ are not hidden by those still in flight', () => {
		const limiter = new SlidingWindowLimiter(10, 1000);
		const [a] = [0, 1, 2].map(() => limiter.tryAcquire(0));
		// `a` is answered with 6 counted: itself and 5 of other processes; b and c had not arrived.
		limiter.observe(10, 1000, 4, 100);
		if ('entry' in a) limiter.release(a.entry, 100);
		// In the window: a, b and c, and the other processes' 5: two places left.
		expect('entry' in limiter.tryAcquire(100)).toBe(true);
		expect('entry' in limiter.tryAcquire(100)).toBe(true);
		expect('waitMs' in limiter.tryAcquire(100)).toBe(true);
	});

	it('does not take its own request for counted once an interval has passed since it was sent, though it holds its place until an interval after the answer', () => {
		const limiter = new SlidingWindowLimiter(4, 1000);
		const own = limiter.tryAcquire(0);
		limiter.observe(4, 1000, 3, 300);
		if ('entry' in own) limiter.release(own.entry, 300);
		// At 1100 the service counts the answered request and two of others: the one sent at 0 has
		// aged out there, so both of the others' are new.
		const next = limiter.tryAcquire(1050);
		limiter.observe(4, 1000, 1, 1100);
		if ('entry' in next) limiter.release(next.entry, 1100);
		expect(limiter.tryAcquire(1100)).toEqual({ waitMs: 300 + 1000 + 50 - 1100 });
		expect('entry' in limiter.tryAcquire(1350)).toBe(true);
		expect('waitMs' in limiter.tryAcquire(1350)).toBe(true);
	});

	it('leaves the places of other processes’ requests to them for a moment after they age out, and forgets them when the count drops', () => {
		const limiter = new SlidingWindowLimiter(4, 1000);
		const own = limiter.tryAcquire(0);
		limiter.observe(4, 1000, 0, 0);
		if ('entry' in own) limiter.release(own.entry, 0);
		// Its own place frees one interval (and the margin) after its answer; the others' 4% of it later.
		expect(limiter.tryAcquire(500)).toEqual({ waitMs: 1000 + 50 - 500 });
		expect('entry' in limiter.tryAcquire(1050)).toBe(true);
		expect(limiter.tryAcquire(1050)).toEqual({ waitMs: 40 });
		// The service's count says two of the others' requests have aged out already: their places free.
		const again = new SlidingWindowLimiter(4, 1000);
		const answered = (at: number, remaining: number) => {
			const place = again.tryAcquire(at);
			again.observe(4, 1000, remaining, at);
			if ('entry' in place) again.release(place.entry, at);
		};
		answered(0, 3);
		// Its two requests and two of others fill the window.
		answered(0, 0);
		expect('waitMs' in again.tryAcquire(300)).toBe(true);
		// Read without a request of its own: one place free, one of the others' is gone.
		again.observe(4, 1000, 1, 300, false);
		expect('entry' in again.tryAcquire(300)).toBe(true);
		expect('waitMs' in again.tryAcquire(300)).toBe(true);
		// Others' requests the service no longer counts (aged out, held 40 ms longer) are not taken
		// for new ones: the count then adds only those made since.
		const later = new SlidingWindowLimiter(4, 1000);
		later.observe(4, 1000, 1, 0);
		later.observe(4, 1000, 1, 1000);
		expect(later.tryAcquire(1000)).toEqual({ waitMs: 40 + 1000 + 50 - 1000 });
		// The two made before 0 leave at 1090, the two made since stay.
		expect('entry' in later.tryAcquire(1090)).toBe(true);
		expect('entry' in later.tryAcquire(1090)).toBe(true);
		expect('waitMs' in later.tryAcquire(1090)).toBe(true);
	});

	it('counts a refusal as a full window: no place until its oldest request ages out', () => {
		const limiter = new SlidingWindowLimiter(4, 1000);
		const start = Date.now();
		const own = limiter.tryAcquire(start);
		limiter.observe(4, 1000, 3, start);
		if ('entry' in own) limiter.release(own.entry, start);
		const refused = limiter.tryAcquire(start);
		// Refused with no rate-limit headers at all: the window is full all the same.
		observeRateLimitHeaders(limiter, {}, true);
		if ('entry' in refused) limiter.release(refused.entry, Date.now(), true);
		const wait = limiter.tryAcquire(Date.now());
		expect('waitMs' in wait && wait.waitMs).toBeGreaterThan(1000 + 50 - (Date.now() - start) - 1);
	});

	it('leaves a refusal carrying Retry-After to its pause: HubSpot said when there is room, the window is not read as full', () => {
		const limiter = new SlidingWindowLimiter(4, 1000);
		const start = Date.now();
		const refused = limiter.tryAcquire(start);
		observeRateLimitHeaders(
			limiter,
			{ 'retry-after': '0', 'x-hubspot-ratelimit-remaining': '0' },
			true,
		);
		if ('entry' in refused) limiter.release(refused.entry, Date.now(), true);
		expect('entry' in limiter.tryAcquire(Date.now())).toBe(true);
	});

	it('after a refusal pauses for a share of the window that doubles with each refusal in a row, up to the interval', () => {
		const limiter = new SlidingWindowLimiter(100, 10_000);
		// One place's time is 100 ms: the first pause lies between one and two of them.
		const pauses = [0, 1, 1, 1, 1, 1, 1, 1].map((random, n) => {
			const now = n * 100_000;
			const place = limiter.tryAcquire(now);
			if ('entry' in place) limiter.release(place.entry, now, true);
			limiter.refused(0, now, () => random);
			const wait = limiter.tryAcquire(now);
			return 'waitMs' in wait ? wait.waitMs : 0;
		});
		expect(pauses).toEqual([100, 400, 800, 1600, 3200, 6400, 10_000, 10_000]);
		// An accepted request ends the run of refusals; a Retry-After is waited in full.
		const place = limiter.tryAcquire(1_000_000);
		if ('entry' in place) limiter.release(place.entry, 1_000_000);
		limiter.refused(0, 1_000_000, () => 1);
		expect(limiter.tryAcquire(1_000_000)).toEqual({ waitMs: 200 });
		limiter.refused(30_000, 2_000_000, () => 1);
		expect(limiter.tryAcquire(2_000_000)).toEqual({ waitMs: 30_000 });
	});

	it('does not double or lengthen a pause for the refusals of requests in flight when it began', () => {
		const limiter = new SlidingWindowLimiter(100, 10_000);
		// Ten requests sent together, all refused: the first pauses (100–200 ms), the other nine bring no news.
		for (let n = 0; n < 10; n++) limiter.refused(0, n, () => 1);
		expect(limiter.tryAcquire(9)).toEqual({ waitMs: 200 - 9 });
		// A Retry-After still counts in full.
		limiter.refused(5_000, 10, () => 1);
		expect(limiter.tryAcquire(10)).toEqual({ waitMs: 5_000 });
		// A request sent after the pause and refused again doubles it.
		limiter.refused(0, 6_000, () => 1);
		expect(limiter.tryAcquire(6_000)).toEqual({ waitMs: 400 });
	});

	it('does not count a refused request in the window: HubSpot did not', () => {
		const limiter = new SlidingWindowLimiter(1, 1000);
		const place = limiter.tryAcquire(0);
		if ('entry' in place) limiter.release(place.entry, 10, true);
		limiter.refused(0, 10, () => 0);
		// After the pause (half the interval here), not one interval after the refusal.
		expect(limiter.tryAcquire(20)).toEqual({ waitMs: 500 - 10 });
		expect('entry' in limiter.tryAcquire(510)).toBe(true);
	});
});

describe('retry policy', () => {
	const failure = (status?: number, extra: object = {}) => ({
		status,
		headers: {},
		body: {},
		message: 'x',
		...extra,
	});

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
		expect(decideRetry(rolling, MAX_ATTEMPTS - 1, false, 60_000)).toEqual({
			retry: true,
			delayMs: 0,
		});
		expect(
			decideRetry(failure(429, { body: { policyName: 'SECONDLY' } }), MAX_ATTEMPTS - 1, false)
				.retry,
		).toBe(true);
		// Five minutes after the first refusal, the request fails (as the README says).
		expect(decideRetry(rolling, 0, false, 5 * 60_000 - 1).retry).toBe(true);
		expect(decideRetry(rolling, 0, false, 5 * 60_000).retry).toBe(false);
	});

	it('honours Retry-After, waits at least 2 s on a locked record, and backs off with jitter', () => {
		expect(decideRetry(failure(429, { headers: { 'retry-after': '3' } }), 0, false).delayMs).toBe(
			3000,
		);
		expect(decideRetry(failure(477, { headers: { 'retry-after': '7' } }), 0, true).delayMs).toBe(
			7000,
		);
		expect(decideRetry(failure(423), 0, true).delayMs).toBeGreaterThanOrEqual(2000);
		expect(backoffMs(0, 10_000, () => 0)).toBe(250);
		expect(backoffMs(3, 10_000, () => 1)).toBe(4000);
		expect(backoffMs(10, 10_000, () => 1)).toBe(10_000);
	});
});
