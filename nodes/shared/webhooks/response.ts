import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

/**
 * Answers the request itself: n8n then sends nothing more. A node that answers before returning is
 * also the one case where n8n 2.x saves the static data `webhook()` changed when it then starts an
 * execution (its response callback saves it before the run begins; when n8n answers after starting
 * the run, the run's own copy of the workflow has already reset the "changed" flag).
 */
export function answer(
	ctx: IWebhookFunctions,
	status: number,
	body: IDataObject,
): IWebhookResponseData {
	const response = ctx.getResponseObject();
	response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
	response.end(JSON.stringify(body));
	return { noWebhookResponse: true };
}

/** Refuses the request; no execution starts. */
export const refuse = (
	ctx: IWebhookFunctions,
	status: number,
	message: string,
): IWebhookResponseData => answer(ctx, status, { status: 'error', message });
