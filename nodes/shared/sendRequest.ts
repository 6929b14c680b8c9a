import type { ICredentialDataDecryptedObject, IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';
import type { HubSpotContext } from './nodeContext';
import type { AuthenticationKind } from './authentication';
import { clientCredentialsSender } from './clientCredentials';

/** HubSpot's whole answer, whatever its status. */
export interface HubSpotAnswer {
	statusCode: number;
	headers: Record<string, unknown>;
	body: unknown;
}

/** Sends one request and resolves with HubSpot's answer; rejects only when no answer arrived. */
export type SendRequest = (options: IHttpRequestOptions) => Promise<HubSpotAnswer>;

/**
 * n8n's authenticated helper wraps a refused request in a NodeApiError, and before n8n-workflow 2.34
 * that error drops the answer (status, headers, body). So every request asks n8n to resolve whatever
 * the status is, and the transport reads the answer itself.
 */
function resolvingEveryStatus(ctx: HubSpotContext, options: IHttpRequestOptions): IHttpRequestOptions {
	const cancel = 'getExecutionCancelSignal' in ctx ? (ctx as IExecuteFunctions).getExecutionCancelSignal() : undefined;
	return { ...options, ignoreHttpStatusErrors: true, returnFullResponse: true, ...(cancel ? { abortSignal: cancel } : {}) };
}

/**
 * The secret of a static credential, placed as its `authenticate` block declares it for n8n's own
 * uses (credential test, HTTP Request node): the private-app token as a Bearer header, the developer
 * key as the `hapikey` query parameter.
 */
function withStaticCredential(
	authentication: AuthenticationKind,
	credentials: ICredentialDataDecryptedObject,
	options: IHttpRequestOptions,
): IHttpRequestOptions {
	if (authentication === 'developerApiKey') {
		return { ...options, qs: { ...options.qs, hapikey: String(credentials.apiKey ?? '') } };
	}
	return { ...options, headers: { ...options.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` } };
}

/**
 * How requests made with one credential are sent. Static credentials go through n8n's plain request
 * helper with their secret added here. OAuth2 goes through n8n's authenticated helper, which signs
 * with the stored token; as it resolves every status, n8n's own refresh-on-401 never fires, so a
 * 401 refreshes the token through n8n (which stores it) and the request is sent once more.
 */
export async function senderFor(
	ctx: HubSpotContext,
	authentication: AuthenticationKind,
	credentialType: string,
	withoutAuthentication = false,
): Promise<SendRequest> {
	const plain: SendRequest = async (options) =>
		(await ctx.helpers.httpRequest(resolvingEveryStatus(ctx, options))) as HubSpotAnswer;
	if (withoutAuthentication) return plain;
	if (authentication === 'appSecret') return await clientCredentialsSender(ctx, credentialType, plain);
	if (authentication !== 'oAuth2') {
		const credentials = await ctx.getCredentials(credentialType);
		return async (options) => await plain(withStaticCredential(authentication, credentials, options));
	}
	const signed: SendRequest = async (options) =>
		(await ctx.helpers.httpRequestWithAuthentication.call(ctx, credentialType, resolvingEveryStatus(ctx, options))) as HubSpotAnswer;
	let refreshed = false;
	return async (options) => {
		const answer = await signed(options);
		if (answer.statusCode !== 401 || refreshed) return answer;
		refreshed = true;
		try {
			await ctx.helpers.refreshOAuth2Token.call(ctx, credentialType);
		} catch {
			// The token could not be renewed: HubSpot's refusal says what to do (reconnect).
			return answer;
		}
		return await signed(options);
	};
}
