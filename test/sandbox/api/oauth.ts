import { ALL_SCOPES, type AccessTokenRecord } from '../auth';
import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { SandboxHttpError } from '../errors';
import type { Route, SandboxArea } from '../types';
import { OAuthGrants, type TokenForm } from './oauthGrants';
import { datedOAuthRoutes } from './oauthTokens';

/** v1 token errors: HTTP 400 with `status`, `message`, `error`, `error_description`. */
function tokenError(status: string, message: string, error: string): SandboxHttpError {
	return new SandboxHttpError(400, { status, message, error, error_description: message });
}

function allowedRedirect(uri: string, configured: string[]): boolean {
	if (configured.includes(uri)) return true;
	try {
		const url = new URL(uri);
		return (
			url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
		);
	} catch {
		return false;
	}
}

const page = (status: number, text: string) => ({
	status,
	body: `<!doctype html><title>HubSpot sandbox</title><p>${text}</p>`,
});

/**
 * OAuth: the install page, the v1 token endpoint, token metadata and refresh-token deletion, and the
 * token, introspection and revocation endpoints of `/oauth/v3` and the dated versions.
 */
export function createOAuthArea(context: SandboxContext): SandboxArea & {
	issuePair(
		scopes: string[],
		lifetimeSeconds?: number,
	): { access: AccessTokenRecord; refreshToken: string };
} {
	const grants = new OAuthGrants(context);
	const notFound = (message: string) =>
		new SandboxHttpError(404, { status: 'error', message, category: 'OBJECT_NOT_FOUND' });

	const routes: Route[] = [
		{
			method: 'GET',
			pattern: '/oauth/authorize',
			auth: { kind: 'none' },
			handler: (req) => {
				const clientId = req.query.get('client_id') ?? '';
				const redirectUri = req.query.get('redirect_uri') ?? '';
				if (clientId !== ACCOUNT.clientId)
					return page(400, 'Unknown client_id: the app does not exist.');
				if (!allowedRedirect(redirectUri, context.config.oauthRedirectUris))
					return page(400, 'The redirect_uri does not match the app.');
				const required = (req.query.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
				const optional = (req.query.get('optional_scope') ?? '').split(/[\s+]+/).filter(Boolean);
				const unknown = [...required, ...optional].filter((s) => !ALL_SCOPES.includes(s));
				if (unknown.length) return page(400, `Unknown scopes: ${unknown.join(', ')}`);
				// The sandbox's account has every scope, so optional scopes are granted too.
				const code = grants.issueCode(clientId, redirectUri, [
					...new Set(['oauth', ...required, ...optional]),
				]);
				const target = new URL(redirectUri);
				target.searchParams.set('code', code);
				const state = req.query.get('state');
				if (state !== null) target.searchParams.set('state', state);
				return { status: 302, headers: { Location: target.toString() } };
			},
		},
		{
			method: 'POST',
			pattern: '/oauth/v1/token',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => {
				if (
					!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
				) {
					throw tokenError(
						'BAD_GRANT_TYPE',
						'The token endpoint accepts only application/x-www-form-urlencoded bodies',
						'invalid_request',
					);
				}
				return { status: 200, body: grants.grant((req.body ?? {}) as TokenForm, tokenError) };
			},
		},
		{
			method: 'GET',
			pattern: '/oauth/v1/access-tokens/{token}',
			auth: { kind: 'none' },
			handler: (req) => {
				const record = grants.liveAccessToken(req.params.token);
				if (!record) throw notFound('Token not found or expired');
				return { status: 200, body: grants.accessTokenMetadata(record) };
			},
		},
		{
			method: 'GET',
			pattern: '/oauth/v1/refresh-tokens/{token}',
			auth: { kind: 'none' },
			handler: (req) => {
				const record = grants.refreshToken(req.params.token);
				if (!record) throw notFound('Refresh token not found');
				return { status: 200, body: grants.refreshTokenMetadata(record) };
			},
		},
		{
			method: 'DELETE',
			pattern: '/oauth/v1/refresh-tokens/{token}',
			auth: { kind: 'none' },
			handler: (req) => {
				if (!grants.revokeRefreshToken(req.params.token)) throw notFound('Refresh token not found');
				return { status: 204 };
			},
		},
		...datedOAuthRoutes(grants),
	];

	return {
		name: 'oauth',
		routes,
		issuePair: (scopes, lifetimeSeconds) => grants.issuePair(scopes, lifetimeSeconds),
		reset: () => grants.reset(),
	};
}
