import type { INode } from 'n8n-workflow';
import { NodeApiError, sleep } from 'n8n-workflow';
import { failureToNodeApiError } from './errors';
import {
	decideRetry,
	refusingWindow,
	type RateWindowName,
	type RequestFailure,
	type RetryDecision,
} from './retryPolicy';

/** One attempt's result: the answer the caller wanted, or why it failed. */
export type AttemptOutcome<T> = { answer: T } | { failure: RequestFailure };

export interface RetriedRequest<T> {
	/** Named in the error: the method and path (never a query or a signed URL). */
	named: string;
	itemIndex?: number;
	/** Whether sending it twice cannot write twice. */
	idempotent: boolean;
	/** Sends the request once and reads its answer (a stream's body is read here when it must be whole). */
	attempt(): Promise<AttemptOutcome<T>>;
	/** A rate limit's window refused it (429): the caller's limiter holds the window back that long. */
	onRefused?(window: RateWindowName, delayMs: number): void;
}

/**
 * The one retry loop of every request to a HubSpot host (its API, the forms host, its pre-signed file
 * and journal links): the policy of retryPolicy.ts decides, 429s included, and a final failure becomes
 * a NodeApiError saying how often it was sent and whether HubSpot may have applied it.
 */
export async function withRetries<T>(node: INode, request: RetriedRequest<T>): Promise<T> {
	// Failed attempts, and when a rate limit's window first refused the request: decideRetry bounds each.
	let failures = 0;
	let refusedSince: number | undefined;
	for (let sent = 1; ; sent++) {
		const outcome = await request.attempt();
		if ('answer' in outcome) return outcome.answer;
		const { failure } = outcome;
		const refusing = refusingWindow(failure);
		if (refusing) refusedSince ??= Date.now();
		const decision = decideRetry(
			failure,
			failures,
			request.idempotent,
			refusedSince === undefined ? 0 : Date.now() - refusedSince,
		);
		if (!decision.retry) {
			const error = failureToNodeApiError(
				node,
				withOutcome(failure, sent, decision),
				request.itemIndex,
				request.named,
			);
			if (decision.unsafeToRepeat) error.context[OUTCOME_UNKNOWN] = true;
			throw error;
		}
		if (refusing) request.onRefused?.(refusing, decision.delayMs);
		else failures++;
		await sleep(decision.delayMs);
	}
}

/** Marks (in the error's context) a failure after which HubSpot may hold the request's result. */
const OUTCOME_UNKNOWN = 'outcomeUnknown';

/** Whether a request's error leaves open whether HubSpot applied it. */
export const outcomeUnknown = (error: unknown): boolean =>
	error instanceof NodeApiError && error.context[OUTCOME_UNKNOWN] === true;

/** What an unsafe-to-repeat failure's error adds: HubSpot may hold the result. */
export const MAY_HAVE_BEEN_APPLIED =
	'HubSpot may have applied it: not sent again, as repeating it could write twice; check in HubSpot whether it was applied before running it again';

/**
 * A failure says how often the request was sent and, when it was not repeated because it may have
 * been applied (no answer, an answer cut short, or a 502/503/504 from a gateway that may have passed
 * it on), that HubSpot may hold its result.
 */
function withOutcome(
	failure: RequestFailure,
	sent: number,
	decision: RetryDecision,
): RequestFailure {
	const tries = sent > 1 ? `sent ${sent} times` : undefined;
	const unsafe = decision.unsafeToRepeat ? MAY_HAVE_BEEN_APPLIED : undefined;
	if (failure.status !== undefined)
		return { ...failure, outcome: [tries, unsafe].filter(Boolean).join('; ') || undefined };
	return {
		...failure,
		message: `${failure.message}${tries ? ` (${tries})` : ''}${unsafe ? `; ${unsafe}` : ''}`,
	};
}
