/**
 * Which failures are worth another attempt, and after how long. A request that may have reached the
 * service (5xx, timeout, reset, an answer cut short or not HubSpot's) is repeated only when repeating
 * it cannot write twice; one HubSpot says it did not apply (423 locked, 477 migrating) always is.
 */

export interface RequestFailure {
	/** HTTP status, absent when no answer arrived. */
	status?: number;
	headers: Record<string, unknown>;
	body: unknown;
	/** Network error code (ECONNRESET, ETIMEDOUT, ...) when no answer arrived. */
	code?: string;
	message: string;
	/** Said after HubSpot's own message: how often it was sent, whether HubSpot may have applied it. */
	outcome?: string;
}

/** A rate limit's window: the rolling one of every request, or the search limit's per-second one. */
export type RateWindowName = 'search' | 'standard';

export interface RetryDecision {
	retry: boolean;
	delayMs: number;
	/** Not repeated only because the request may have been applied and repeating it could write twice. */
	unsafeToRepeat?: boolean;
}

/** A 2xx whose body broke off: the connection failed while the answer was arriving. */
export const ANSWER_CUT = 'EANSWERCUT';
/** A 2xx that is not in the endpoint's shape: HTML, an empty body, JSON cut short, fields missing. */
export const ANSWER_NOT_IN_SHAPE = 'EANSWERSHAPE';

/** Attempts of a request that failed; refusals by a rate limit's window are not among them. */
export const MAX_ATTEMPTS = 6;

/**
 * How long one request may keep being refused by the rolling (or per-second) limit before it fails.
 * Such a refusal is no failure: HubSpot did not apply the request, and a place frees within the
 * interval. But when several n8n processes share an account, one request can lose the race for a
 * place many times in a row, so refusals are bounded by the time since the first, not by MAX_ATTEMPTS.
 */
const RATE_LIMIT_PATIENCE_MS = 5 * 60_000;

const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
const AMBIGUOUS_CODES = new Set([
	'ECONNRESET',
	'ETIMEDOUT',
	'ECONNABORTED',
	'EPIPE',
	'ESOCKETTIMEDOUT',
	ANSWER_CUT,
	ANSWER_NOT_IN_SHAPE,
]);

/** At least this long after 423: HubSpot locks a record for about two seconds. */
const LOCKED_MIN_DELAY_MS = 2_000;

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
	return typeof body === 'object' && body !== null
		? (body as { policyName?: string }).policyName
		: undefined;
}

/**
 * The window that refused a request: the search limit's per-second one, or the rolling window of
 * every request (a 429 that names no policy too). Undefined for other failures and the daily limit.
 */
export function refusingWindow(failure: RequestFailure): RateWindowName | undefined {
	if (failure.status !== 429) return undefined;
	const policy = policyName(failure.body);
	if (policy === 'DAILY') return undefined;
	return policy === 'SECONDLY' ? 'search' : 'standard';
}

/**
 * `attempt` counts the request's failed attempts so far, refusals by a window excepted;
 * `rateLimitedMs` is how long ago a window first refused it.
 */
export function decideRetry(
	failure: RequestFailure,
	attempt: number,
	idempotent: boolean,
	rateLimitedMs = 0,
): RetryDecision {
	const no = { retry: false, delayMs: 0 };
	const { status, headers } = failure;

	if (status === 429) {
		// The daily limit does not lift within a run: say so instead of waiting for hours.
		if (!refusingWindow(failure) || rateLimitedMs >= RATE_LIMIT_PATIENCE_MS) return no;
		// Not applied, so safe to repeat, creates too. Beyond a Retry-After (HubSpot documents none
		// for its windows, but one is honoured), the limiter of the refusing window holds it back.
		return { retry: true, delayMs: retryAfterMs(headers) ?? 0 };
	}
	if (attempt + 1 >= MAX_ATTEMPTS) return no;
	if (status === undefined && failure.code && NOT_SENT_CODES.has(failure.code)) {
		return { retry: true, delayMs: backoffMs(attempt) };
	}
	// Locked and migrating say the request was not applied: creates and sends are repeated too.
	if (status === 423)
		return { retry: true, delayMs: Math.max(LOCKED_MIN_DELAY_MS, retryAfterMs(headers) ?? 0) };
	if (status === 477) return { retry: true, delayMs: retryAfterMs(headers) ?? backoffMs(attempt) };
	// HubSpot's own internal error may come after a part of the work: never repeated, and a write's
	// outcome is unknown.
	if (status === 500) return idempotent ? no : { ...no, unsafeToRepeat: true };
	const mayBeApplied =
		status === 502 ||
		status === 503 ||
		status === 504 ||
		(status === undefined && failure.code !== undefined && AMBIGUOUS_CODES.has(failure.code));
	if (!mayBeApplied) return no;
	if (!idempotent) return { ...no, unsafeToRepeat: true };
	return { retry: true, delayMs: retryAfterMs(headers) ?? backoffMs(attempt) };
}
