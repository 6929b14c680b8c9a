import type { IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';
import type { HubSpotContext } from './nodeContext';
import type { AuthenticationKind } from './authentication';

/** HubSpot's whole answer, whatever its status. */
export interface HubSpotAnswer {
	statusCode: number;
	headers: Record<string, unknown>;
	body: unknown;
}

/**
 * Sends one request and resolves with HubSpot's answer; rejects only when no answer arrived. The
 * options are built for each send (a resend after a refreshed token too), as a streamed body can be
 * sent only once.
 */
export type SendRequest = (
	optionsOfSend: () => Promise<IHttpRequestOptions>,
) => Promise<HubSpotAnswer>;

/**
 * n8n's authenticated helper wraps a refused request in a NodeApiError, and before n8n-workflow 2.34
 * that error drops the answer (status, headers, body). So every request asks n8n to resolve whatever
 * the status is, and the transport reads the answer itself.
 */
function resolvingEveryStatus(
	ctx: HubSpotContext,
	options: IHttpRequestOptions,
): IHttpRequestOptions {
	const cancel =
		'getExecutionCancelSignal' in ctx
			? (ctx as IExecuteFunctions).getExecutionCancelSignal()
			: undefined;
	return {
		...options,
		ignoreHttpStatusErrors: true,
		returnFullResponse: true,
		...(cancel ? { abortSignal: cancel } : {}),
	};
}

/** Sends without the credential (a token request, or the app's own token added by the caller). */
export const plainSender =
	(ctx: HubSpotContext): SendRequest =>
	async (optionsOfSend) =>
		(await ctx.helpers.httpRequest(
			resolvingEveryStatus(ctx, await optionsOfSend()),
		)) as HubSpotAnswer;

/**
 * How requests made with one credential are sent: through n8n's authenticated helper, so what is sent
 * is what the credential's `authenticate` block declares (a Bearer header for the service key, the
 * `hapikey` query parameter for the developer key, the stored token for OAuth2). As every status
 * resolves, n8n's own OAuth2 refresh-on-401 never fires, so a 401 refreshes the token through n8n
 * (which stores it) and the request is sent once more.
 */
export async function senderFor(
	ctx: HubSpotContext,
	authentication: Exclude<AuthenticationKind, 'appSecret'>,
	credentialType: string,
): Promise<SendRequest> {
	const signed: SendRequest = async (optionsOfSend) =>
		(await ctx.helpers.httpRequestWithAuthentication.call(
			ctx,
			credentialType,
			resolvingEveryStatus(ctx, await optionsOfSend()),
		)) as HubSpotAnswer;
	if (authentication !== 'oAuth2') return signed;
	let refreshed = false;
	return async (optionsOfSend) => {
		const answer = await signed(optionsOfSend);
		if (answer.statusCode !== 401 || refreshed) return answer;
		refreshed = true;
		try {
			await ctx.helpers.refreshOAuth2Token.call(ctx, credentialType);
		} catch {
			// The token could not be renewed: HubSpot's refusal says what to do (reconnect).
			return answer;
		}
		return await signed(optionsOfSend);
	};
}
