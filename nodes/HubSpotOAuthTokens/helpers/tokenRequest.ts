import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from 'n8n-workflow';
import type { Endpoint } from '../../shared/transport/endpoints';
import { pathSegment } from '../../shared/transport/paths';
import { apiVersionFor, hubSpotApi } from '../../shared/transport/transport';
import { appClient } from './appClient';

export interface TokenRequest {
	/** `ENDPOINTS.oauthAccessTokenMetadata` or `ENDPOINTS.oauthRefreshTokenRevoke`. */
	endpoint: Endpoint;
	/** The v1 endpoint's method (GET metadata, DELETE refresh token). */
	legacyMethod: IHttpRequestMethods;
	token: string;
	tokenTypeHint: 'access_token' | 'refresh_token';
	itemIndex: number;
}

/**
 * A request about one token. On the v1 endpoints (Legacy) the token travels in the path; on the
 * 2026-03 introspection and revocation endpoints it travels in a form body with the app's client id
 * and secret. Neither carries the credential's header.
 */
export async function tokenRequest(
	ctx: IExecuteFunctions,
	request: TokenRequest,
): Promise<IDataObject | undefined> {
	const { endpoint, token, itemIndex } = request;
	if ((await apiVersionFor(ctx, endpoint)) === 'legacy') {
		return await hubSpotApi(ctx, {
			method: request.legacyMethod,
			endpoint,
			segments: { token: pathSegment(ctx, token, 'Token', itemIndex) },
			withoutAuthentication: true,
			itemIndex,
		});
	}
	const { clientId, clientSecret } = await appClient(ctx, itemIndex);
	return await hubSpotApi(ctx, {
		method: 'POST',
		endpoint,
		form: true,
		body: {
			client_id: clientId,
			client_secret: clientSecret,
			token,
			token_type_hint: request.tokenTypeHint,
		},
		// Reading a token's state, or revoking a revoked token, changes nothing more.
		idempotent: true,
		withoutAuthentication: true,
		itemIndex,
	});
}

/** A token as outputs show it: its first and last four characters only. */
export function maskToken(token: string): string {
	return token.length > 12 ? `${token.slice(0, 4)}…${token.slice(-4)}` : '…';
}
