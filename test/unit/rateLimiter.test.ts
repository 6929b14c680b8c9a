import { SlidingWindowLimiter } from '../../nodes/shared/rateLimiter';
import { backoffMs, decideRetry } from '../../nodes/shared/retryPolicy';

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
		if ('entry' in first) limiter.release(first.entry, 0);
		limiter.observe(2, 10_000, 0, 0);
		const next = limiter.tryAcquire(1);
		expect('waitMs' in next && next.waitMs).toBeGreaterThanOrEqual(9_999);
	});
});

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
		expect(decideRetry(failure(429), 5, true).retry).toBe(false);
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
