/**
 * Which failures are worth another attempt, and after how long. A request that may have reached the
 * service (5xx, timeout, reset) is repeated only when repeating it cannot write twice.
 */

export interface RequestFailure {
	/** HTTP status, absent when no answer arrived. */
	status?: number;
	headers: Record<string, unknown>;
	body: unknown;
	/** Network error code (ECONNRESET, ETIMEDOUT, ...) when no answer arrived. */
	code?: string;
	message: string;
}

export interface RetryDecision {
	retry: boolean;
	delayMs: number;
}

export const MAX_ATTEMPTS = 6;

const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
const AMBIGUOUS_CODES = new Set(['ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'EPIPE', 'ESOCKETTIMEDOUT', 'EMALFORMED']);

function retryAfterMs(headers: Record<string, unknown>): number | undefined {
	const value = headers['retry-after'];
	if (value === undefined) return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
	const date = Date.parse(String(value));
	return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential backoff with full jitter, from 500 ms up to `capMs`. */
export function backoffMs(attempt: number, capMs = 10_000, random = Math.random): number {
	const ceiling = Math.min(capMs, 500 * 2 ** attempt);
	return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function policyName(body: unknown): string | undefined {
	return typeof body === 'object' && body !== null ? ((body as { policyName?: string }).policyName) : undefined;
}

export function decideRetry(failure: RequestFailure, attempt: number, idempotent: boolean): RetryDecision {
	const no = { retry: false, delayMs: 0 };
	if (attempt + 1 >= MAX_ATTEMPTS) return no;
	const { status, headers } = failure;

	if (status === 429) {
		// The daily limit does not lift within a run: say so instead of waiting for hours.
		if (policyName(failure.body) === 'DAILY') return no;
		const intervalMs = Number(headers['x-hubspot-ratelimit-interval-milliseconds']) || 10_000;
		const secondly = policyName(failure.body) === 'SECONDLY';
		return { retry: true, delayMs: retryAfterMs(headers) ?? backoffMs(attempt, secondly ? 2_000 : intervalMs) };
	}
	if (status === undefined && failure.code && NOT_SENT_CODES.has(failure.code)) {
		return { retry: true, delayMs: backoffMs(attempt) };
	}
	if (!idempotent) return no;
	if (status === 423) return { retry: true, delayMs: Math.max(2_000, retryAfterMs(headers) ?? 0) };
	if (status === 477) return { retry: true, delayMs: retryAfterMs(headers) ?? backoffMs(attempt) };
	if (status === 502 || status === 503 || status === 504) {
		return { retry: true, delayMs: retryAfterMs(headers) ?? backoffMs(attempt) };
	}
	if (status === undefined && failure.code && AMBIGUOUS_CODES.has(failure.code)) {
		return { retry: true, delayMs: backoffMs(attempt) };
	}
	return no;
}
