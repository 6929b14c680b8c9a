import { ACCOUNT } from '../account';
import { SandboxHttpError, errorBody } from '../errors';
import type { SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, atLeast } from '../versions';
import type { OAuthFailure, OAuthGrants, TokenForm } from './oauthGrants';

/** Fields that carry secrets: the dated endpoints take them from the form body only. */
const SECRETS_NOT_IN_QUERY = ['client_secret', 'refresh_token', 'code', 'token'];
const TOKEN_TYPE_HINTS = ['access_token', 'refresh_token'];

type IntrospectionForm = TokenForm & { token?: string; token_type_hint?: string };

/**
 * Refusals of the dated token endpoints: the standard error body (`category`, `subCategory: OAUTH`, as a
 * third-party capture shows; *uncertain*) with RFC 6749's `error` and `error_description` beside it.
 */
const refusal = (message: string, error: string) =>
	new SandboxHttpError(
		400,
		errorBody(message, 'VALIDATION_ERROR', {
			subCategory: 'OAUTH',
			error,
			error_description: message,
		}),
	);

/** The grants' refusals in the dated form: v1's status codes are not sent. */
const datedFailure: OAuthFailure = (_v1Code, message, error) => refusal(message, error);

/** The form of a dated token request, or its refusal: form-encoded, no secrets in the query string. */
function formOf<T extends TokenForm>(req: SandboxRequest): T {
	if (!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
		throw refusal(
			'The token endpoints accept only application/x-www-form-urlencoded bodies',
			'invalid_request',
		);
	}
	const inQuery = SECRETS_NOT_IN_QUERY.filter((name) => req.query.has(name));
	if (inQuery.length) {
		throw refusal(
			`${inQuery.join(', ')} must be sent in the form body, never in the query string`,
			'invalid_request',
		);
	}
	return (req.body ?? {}) as T;
}

/** The token and the hint of an introspection or revocation, after the app's credentials are checked. */
function tokenOf(grants: OAuthGrants, req: SandboxRequest): { token: string; hint?: string } {
	const form = formOf<IntrospectionForm>(req);
	grants.checkClient(form, datedFailure);
	if (!form.token) throw refusal('token is required', 'invalid_request');
	if (form.token_type_hint !== undefined && !TOKEN_TYPE_HINTS.includes(form.token_type_hint)) {
		throw refusal(
			`token_type_hint must be one of ${TOKEN_TYPE_HINTS.join(', ')}`,
			'invalid_request',
		);
	}
	return { token: form.token, hint: form.token_type_hint };
}

/**
 * `POST {prefix}/token`, `/token/introspect` and `/token/revoke` of `/oauth/v3`, `/oauth/2026-03` and
 * `/oauth/2026-09` (the same operations in each). Introspection follows RFC 7662: a token that is
 * unknown, expired, revoked or another client's answers 200 `{active:false}`; the hint only decides
 * which kind is looked up first. Revocation follows RFC 7009: 200 with no body, unknown tokens too.
 */
export function datedOAuthRoutes(grants: OAuthGrants) {
	const lookup = (token: string, hint?: string) => {
		const asRefresh = () => {
			const record = grants.refreshToken(token);
			return record
				? {
						active: true,
						...grants.refreshTokenMetadata(record),
						app_id: ACCOUNT.appId,
						token_use: 'refresh_token',
					}
				: undefined;
		};
		const asAccess = () => {
			const record = grants.liveAccessToken(token);
			return record
				? {
						active: true,
						...grants.accessTokenMetadata(record),
						client_id: ACCOUNT.clientId,
						token_use: 'access_token',
					}
				: undefined;
		};
		return hint === 'refresh_token' ? (asRefresh() ?? asAccess()) : (asAccess() ?? asRefresh());
	};

	return servedIn(PATH_FORMS.oauthTokens, (version) => [
		{
			method: 'POST',
			path: '/token',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			// 2026-09's token spec lists no client_credentials grant (the facts' advice: use 2026-03).
			handler: (req) => ({
				status: 200,
				body: grants.grant(formOf<TokenForm>(req), datedFailure, !atLeast(version, '2026-09')),
			}),
		},
		{
			method: 'POST',
			path: '/token/introspect',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => {
				const { token, hint } = tokenOf(grants, req);
				return { status: 200, body: lookup(token, hint) ?? { active: false } };
			},
		},
		{
			method: 'POST',
			path: '/token/revoke',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => {
				const { token } = tokenOf(grants, req);
				if (!grants.revokeRefreshToken(token)) grants.revokeAccessToken(token);
				return { status: 200 };
			},
		},
	]);
}
