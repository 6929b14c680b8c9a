import { createHmac, randomBytes } from 'node:crypto';
import { ALL_SCOPES, type AccessTokenRecord } from '../auth';
import { ACCOUNT, type SandboxContext } from '../context';
import { SandboxHttpError } from '../errors';
import type { Route, SandboxArea } from '../types';

const CODE_LIFETIME_MS = 10 * 60_000;

interface IssuedCode {
	clientId: string;
	redirectUri: string;
	scopes: string[];
	expiresAt: number;
	used: boolean;
}

interface RefreshTokenRecord {
	scopes: string[];
	clientId: string;
}

/** Token errors: HTTP 400 with `status`, `message`, `error`, `error_description` (API-FACTS.md). */
function tokenError(status: string, message: string, error = 'invalid_grant'): SandboxHttpError {
	return new SandboxHttpError(400, { status, message, error, error_description: message });
}

function allowedRedirect(uri: string, configured: string[]): boolean {
	if (configured.includes(uri)) return true;
	try {
		const url = new URL(uri);
		return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
	} catch {
		return false;
	}
}

const page = (status: number, text: string) => ({ status, body: `<!doctype html><title>HubSpot sandbox</title><p>${text}</p>` });

/** OAuth (E1–E4): the install page, the token endpoint, token metadata and refresh-token deletion. */
export function createOAuthArea(context: SandboxContext): SandboxArea & { issuePair(scopes: string[], lifetimeSeconds?: number): { access: AccessTokenRecord; refreshToken: string } } {
	const codes = new Map<string, IssuedCode>();
	const refreshTokens = new Map<string, RefreshTokenRecord>();

	const issuePair = (scopes: string[], lifetimeSeconds?: number, clientId: string = ACCOUNT.clientId) => {
		const refreshToken = `na1-${randomBytes(16).toString('hex')}`;
		refreshTokens.set(refreshToken, { scopes, clientId });
		return { access: context.tokens.issueOAuthAccessToken(scopes, refreshToken, lifetimeSeconds), refreshToken };
	};

	const tokenResponse = (access: AccessTokenRecord, refreshToken: string) => ({
		status: 200,
		body: {
			token_type: 'bearer',
			refresh_token: refreshToken,
			access_token: access.token,
			expires_in: Math.round((access.expiresAt! - context.clock.now()) / 1000),
		},
	});

	const routes: Route[] = [
		{
			method: 'GET',
			pattern: '/oauth/authorize',
			auth: { kind: 'none' },
			handler: (req) => {
				const clientId = req.query.get('client_id') ?? '';
				const redirectUri = req.query.get('redirect_uri') ?? '';
				if (clientId !== ACCOUNT.clientId) return page(400, 'Unknown client_id: the app does not exist.');
				if (!allowedRedirect(redirectUri, context.config.oauthRedirectUris)) return page(400, 'The redirect_uri does not match the app.');
				const required = (req.query.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
				const optional = (req.query.get('optional_scope') ?? '').split(/[\s+]+/).filter(Boolean);
				const unknown = [...required, ...optional].filter((s) => !ALL_SCOPES.includes(s));
				if (unknown.length) return page(400, `Unknown scopes: ${unknown.join(', ')}`);
				const code = randomBytes(18).toString('hex');
				// The sandbox's account has every scope, so optional scopes are granted too.
				codes.set(code, { clientId, redirectUri, scopes: [...new Set(['oauth', ...required, ...optional])], expiresAt: context.clock.now() + CODE_LIFETIME_MS, used: false });
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
				if (!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
					throw tokenError('BAD_GRANT_TYPE', 'The token endpoint accepts only application/x-www-form-urlencoded bodies', 'invalid_request');
				}
				const form = (req.body ?? {}) as Record<string, string>;
				if (form.client_id !== ACCOUNT.clientId) throw tokenError('BAD_CLIENT_ID', 'missing or unknown client id', 'invalid_client');
				if (form.client_secret !== ACCOUNT.clientSecret) throw tokenError('BAD_CLIENT_SECRET', 'missing or invalid client secret', 'invalid_client');
				if (form.grant_type === 'authorization_code') {
					const code = codes.get(form.code ?? '');
					if (!code || code.used) throw tokenError('BAD_AUTH_CODE', 'missing or unknown auth code');
					if (code.expiresAt <= context.clock.now()) throw tokenError('EXPIRED_AUTH_CODE', 'auth code is expired');
					if (code.redirectUri !== form.redirect_uri) throw tokenError('BAD_REDIRECT_URI', 'redirect_uri does not match the one the code was issued for');
					code.used = true;
					const { access, refreshToken } = issuePair(code.scopes, undefined, code.clientId);
					return tokenResponse(access, refreshToken);
				}
				if (form.grant_type === 'refresh_token') {
					const record = refreshTokens.get(form.refresh_token ?? '');
					if (!record) throw tokenError('BAD_REFRESH_TOKEN', 'missing or invalid refresh token');
					// The refresh token is not rotated (uncertain in API-FACTS.md: the same one is returned).
					return tokenResponse(context.tokens.issueOAuthAccessToken(record.scopes, form.refresh_token), form.refresh_token);
				}
				throw tokenError('BAD_GRANT_TYPE', `unsupported grant_type: ${form.grant_type ?? ''}`, 'unsupported_grant_type');
			},
		},
		{
			method: 'GET',
			pattern: '/oauth/v1/access-tokens/{token}',
			auth: { kind: 'none' },
			handler: (req) => {
				const record = context.tokens.get(req.params.token);
				if (!record || record.kind !== 'oauth' || record.expiresAt! <= context.clock.now()) {
					throw new SandboxHttpError(404, { status: 'error', message: 'Token not found or expired', category: 'OBJECT_NOT_FOUND' });
				}
				const scopes = record.scopes.join(',');
				return {
					status: 200,
					body: {
						token: record.token,
						user: record.user,
						hub_domain: ACCOUNT.hubDomain,
						scopes: record.scopes,
						signed_access_token: {
							expiresAt: record.expiresAt,
							scopes,
							hubId: record.hubId,
							userId: record.userId,
							appId: record.appId,
							signature: createHmac('sha256', ACCOUNT.clientSecret).update(record.token).digest('base64'),
							scopeToScopeGroupPks: '',
							newSignature: createHmac('sha256', ACCOUNT.clientSecret).update(`${record.token}:v2`).digest('base64'),
							hublet: 'na1',
							trialScopes: '',
							trialScopeToScopeGroupPks: '',
							isUserLevel: false,
						},
						hub_id: record.hubId,
						app_id: record.appId,
						user_id: record.userId,
						expires_in: Math.max(0, Math.round((record.expiresAt! - context.clock.now()) / 1000)),
						token_type: 'access',
					},
				};
			},
		},
		{
			method: 'GET',
			pattern: '/oauth/v1/refresh-tokens/{token}',
			auth: { kind: 'none' },
			handler: (req) => {
				const record = refreshTokens.get(req.params.token);
				if (!record) throw new SandboxHttpError(404, { status: 'error', message: 'Refresh token not found', category: 'OBJECT_NOT_FOUND' });
				return {
					status: 200,
					body: { token: req.params.token, user: ACCOUNT.userEmail, hub_domain: ACCOUNT.hubDomain, scopes: record.scopes, hub_id: ACCOUNT.hubId, client_id: record.clientId, user_id: ACCOUNT.userId, token_type: 'refresh' },
				};
			},
		},
		{
			method: 'DELETE',
			pattern: '/oauth/v1/refresh-tokens/{token}',
			auth: { kind: 'none' },
			handler: (req) => {
				// Access tokens already issued keep working; the app stays installed (API.md, States).
				if (!refreshTokens.delete(req.params.token)) {
					throw new SandboxHttpError(404, { status: 'error', message: 'Refresh token not found', category: 'OBJECT_NOT_FOUND' });
				}
				return { status: 204 };
			},
		},
	];

	return {
		name: 'oauth',
		routes,
		issuePair,
		reset: () => {
			codes.clear();
			refreshTokens.clear();
		},
	};
}
