import { SlidingWindowLimiter } from '../../nodes/shared/rateLimiter';
import { backoffMs, decideRetry } from '../../nodes/shared/retryPolicy';

describe('sliding-window limiter', () => {
	it('lets `max` requests through per window and schedules the rest after the window', () => {
		const limiter = new SlidingWindowLimiter(3, 1000);
		const waits = Array.from({ length: 7 }, () => limiter.reserve(10_000));
		expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
		// The 4th..6th start one window (plus the arrival margin) after the 1st..3rd, the 7th two windows.
		expect(waits.slice(3, 6).every((w) => w === waits[3] && w >= 1000 && w < 1300)).toBe(true);
		expect(waits[6]).toBeGreaterThanOrEqual(2000);
	});

	it('adopts the announced limit and the requests others made with the same token', () => {
		const limiter = new SlidingWindowLimiter(100, 10_000);
		limiter.reserve(0);
		limiter.observe(2, 10_000, 0, 0);
		expect(limiter.reserve(1)).toBeGreaterThanOrEqual(9_999);
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
