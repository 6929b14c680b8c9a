import { createHmac, randomUUID } from 'node:crypto';
import type {
	IDataObject,
	INodeExecutionData,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import type { HubSpotEvent } from '../shared/webhooks/events';
import { claimEvents, confirmClaims, rememberDecided } from './claims';
import { eventKey, type SeenStores } from '../shared/webhooks/deduplication';
import { answer, refuse } from '../shared/webhooks/response';
import { sameSignature, V3_MAX_AGE_MS } from '../shared/webhooks/signature';

/** The header carrying a confirm request's signature: HMAC-SHA256 of its body with the app's client secret. */
export const CONFIRM_HEADER = 'x-hubspot-trigger-confirm';

/** Settle delay unless the node says otherwise: n8n's save of the claims is to land within it. */
export const DEFAULT_SETTLE_MS = 1000;

/** HubSpot retries a delivery not answered within 5 s: the confirm rounds end by this time after it arrived. */
export const ANSWER_BUDGET_MS = 4000;

/** What a delivery's request sends to the workflow's production URL to learn which claims won. */
export interface ConfirmRequest {
	token: string;
	/** Epoch ms: a confirm older than 5 minutes is refused, so that a captured one cannot be replayed. */
	sentAt: number;
	events: HubSpotEvent[];
}

/** The confirm's answer: what it started, and the keys decided or still pending. */
export interface ConfirmAnswer {
	started: number;
	decided: string[];
	pending: string[];
}

export const signConfirm = (secret: string, body: string | Buffer): string =>
	createHmac('sha256', secret).update(body).digest('hex');

/** Whether the request is a confirm request (it carries the confirm header). */
export function isConfirmRequest(headers: Record<string, string | string[] | undefined>): boolean {
	return headers[CONFIRM_HEADER] !== undefined;
}

/** Reads a confirm request: signed with the secret, recent, and shaped as the node sends it. */
export function readConfirm(
	secret: string,
	rawBody: Buffer,
	signature: unknown,
	nowMs: number,
): ConfirmRequest | { problem: string } {
	if (
		!secret ||
		typeof signature !== 'string' ||
		!sameSignature(signConfirm(secret, rawBody), signature)
	) {
		return { problem: 'The confirm request is not signed with the app client secret' };
	}
	const request = JSON.parse(rawBody.toString('utf8')) as ConfirmRequest;
	if (
		typeof request.token !== 'string' ||
		!Array.isArray(request.events) ||
		Math.abs(nowMs - Number(request.sentAt)) > V3_MAX_AGE_MS
	) {
		return { problem: 'The confirm request is malformed or more than 5 minutes old' };
	}
	return request;
}

/** Posts one confirm round to the workflow's production URL; any process of the n8n instance may answer it. */
async function postConfirm(
	ctx: IWebhookFunctions,
	url: string,
	secret: string,
	confirm: ConfirmRequest,
	timeoutMs: number,
): Promise<ConfirmAnswer> {
	const body = JSON.stringify(confirm);
	const reply = (await ctx.helpers.httpRequest({
		method: 'POST',
		url,
		body,
		headers: { 'Content-Type': 'application/json', [CONFIRM_HEADER]: signConfirm(secret, body) },
		timeout: Math.max(1, timeoutMs),
		json: true,
	})) as ConfirmAnswer;
	if (!Array.isArray(reply?.decided) || !Array.isArray(reply.pending))
		throw new Error('Unexpected confirm answer');
	return reply;
}

export interface CrossProcessDelivery {
	stores: SeenStores;
	/**
	 * The workflow's production webhook URL, read before `webhook()` returns: n8n evaluates
	 * expressions only while the webhook phase holds its expression isolate.
	 */
	confirmUrl: string;
	secret: string;
	settleMs: number;
	/** How many events the delivery carried (the acknowledgement says). */
	received: number;
}

/**
 * After the claims were saved: waits the settle delay, confirms, and repeats for the keys still
 * pending while HubSpot's answer time allows; then answers HubSpot: 200 once every event is
 * decided, 503 otherwise (HubSpot retries: a later delivery finds them decided or takes them over).
 * Runs detached from `webhook()`, so it catches everything.
 */
async function confirmThenAnswer(
	ctx: IWebhookFunctions,
	delivery: CrossProcessDelivery,
	token: string,
	claimed: HubSpotEvent[],
	arrivedAt: number,
): Promise<void> {
	const deadline = arrivedAt + ANSWER_BUDGET_MS;
	let undecided = claimed;
	let started = 0;
	try {
		while (undecided.length > 0 && Date.now() + delivery.settleMs < deadline) {
			await sleep(delivery.settleMs);
			const reply = await postConfirm(
				ctx,
				delivery.confirmUrl,
				delivery.secret,
				{ token, sentAt: Date.now(), events: undecided },
				deadline - Date.now(),
			);
			started += reply.started;
			rememberDecided(delivery.stores.nodeKey, reply.decided, token, Date.now());
			undecided = undecided.filter((event) => reply.pending.includes(eventKey(event) ?? ''));
		}
	} catch {
		// A confirm that failed leaves its events undecided: HubSpot's retry decides them.
	}
	try {
		if (undecided.length === 0) answer(ctx, 200, { received: delivery.received, started });
		else refuse(ctx, 503, 'Another n8n process may be starting these events: try again later');
	} catch {
		// The connection is gone: HubSpot retries the delivery.
	}
}

/**
 * A verified delivery when deduplicating across processes: claims its fresh events, starts no
 * execution and leaves the answer to the confirm rounds, which begin once n8n saved the claims.
 */
export function receiveAcrossProcesses(
	ctx: IWebhookFunctions,
	delivery: CrossProcessDelivery,
	events: HubSpotEvent[],
): IWebhookResponseData {
	const arrivedAt = Date.now();
	const token = randomUUID();
	const outcome = claimEvents(events, token, delivery.stores, arrivedAt);
	if (outcome.busy)
		return refuse(ctx, 503, 'These events are being started by another delivery: try again later');
	if (outcome.claimed.length === 0)
		return answer(ctx, 200, { received: delivery.received, started: 0 });
	void confirmThenAnswer(ctx, delivery, token, outcome.claimed, arrivedAt);
	return { noWebhookResponse: true };
}

/** A verified confirm request: answers what it decided and starts the events its claims won. */
export function answerConfirm(
	ctx: IWebhookFunctions,
	stores: SeenStores,
	confirm: ConfirmRequest,
	itemsOf: (events: HubSpotEvent[]) => INodeExecutionData[],
): IWebhookResponseData {
	const decision = confirmClaims(confirm.events, confirm.token, stores, Date.now());
	const body: ConfirmAnswer & IDataObject = {
		started: decision.emit.length,
		decided: decision.decided,
		pending: decision.pending,
	};
	const answered = answer(ctx, 200, body);
	return decision.emit.length === 0
		? answered
		: { ...answered, workflowData: [itemsOf(decision.emit)] };
}
