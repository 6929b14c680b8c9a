import { createHmac, randomBytes } from 'node:crypto';
import type { AccessTokenRecord } from '../auth';
import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import type { SandboxHttpError } from '../errors';
import { clientCredentialsGrant } from './clientCredentials';

const CODE_LIFETIME_MS = 10 * 60_000;

interface IssuedCode {
	clientId: string;
	redirectUri: string;
	scopes: string[];
	expiresAt: number;
	used: boolean;
}

export interface RefreshTokenRecord {
	token: string;
	scopes: string[];
	clientId: string;
}

/**
 * How a token endpoint version words its refusals: `code` is the v1 status (`BAD_REFRESH_TOKEN`, …),
 * `error` the RFC 6749 code that every version also sends.
 */
export type OAuthFailure = (code: string, message: string, error: string) => SandboxHttpError;

/** The form fields of the token endpoints (v1 and dated alike). */
export type TokenForm = Partial<
	Record<
		| 'grant_type'
		| 'client_id'
		| 'client_secret'
		| 'code'
		| 'redirect_uri'
		| 'refresh_token'
		| 'scope',
		string
	>
>;

/**
 * The app's grants: authorization codes, refresh tokens and the access tokens issued from them, shared
 * by every OAuth version (a token from `/oauth/v1/token` introspects at `/oauth/2026-03/…`).
 */
export class OAuthGrants {
	private readonly codes = new Map<string, IssuedCode>();
	private readonly refreshTokens = new Map<string, RefreshTokenRecord>();

	constructor(private readonly context: SandboxContext) {}

	reset(): void {
		this.codes.clear();
		this.refreshTokens.clear();
	}

	issueCode(clientId: string, redirectUri: string, scopes: string[]): string {
		const code = randomBytes(18).toString('hex');
		this.codes.set(code, {
			clientId,
			redirectUri,
			scopes,
			expiresAt: this.context.clock.now() + CODE_LIFETIME_MS,
			used: false,
		});
		return code;
	}

	issuePair(
		scopes: string[],
		lifetimeSeconds?: number,
		clientId: string = ACCOUNT.clientId,
	): { access: AccessTokenRecord; refreshToken: string } {
		const refreshToken = `na1-${randomBytes(16).toString('hex')}`;
		this.refreshTokens.set(refreshToken, { token: refreshToken, scopes, clientId });
		return {
			access: this.context.tokens.issueOAuthAccessToken(scopes, refreshToken, lifetimeSeconds),
			refreshToken,
		};
	}

	refreshToken(token: string): RefreshTokenRecord | undefined {
		return this.refreshTokens.get(token);
	}

	/** The refresh token stops working; access tokens issued from it keep theirs. */
	revokeRefreshToken(token: string): boolean {
		return this.refreshTokens.delete(token);
	}

	revokeAccessToken(token: string): void {
		this.context.tokens.revoke(token);
	}

	/** The live OAuth access token, if the string is one. */
	liveAccessToken(token: string): AccessTokenRecord | undefined {
		const record = this.context.tokens.get(token);
		return record?.kind === 'oauth' && record.expiresAt! > this.context.clock.now()
			? record
			: undefined;
	}

	/** Refuses a request whose client id and secret are not the app's. */
	checkClient(form: TokenForm, fail: OAuthFailure): void {
		if (form.client_id !== ACCOUNT.clientId)
			throw fail('BAD_CLIENT_ID', 'missing or unknown client id', 'invalid_client');
		if (form.client_secret !== ACCOUNT.clientSecret)
			throw fail('BAD_CLIENT_SECRET', 'missing or invalid client secret', 'invalid_client');
	}

	/**
	 * The authorization-code, refresh-token and client-credentials grants, answering HubSpot's token
	 * body. `clientCredentials`: whether the endpoint version serves that grant (2026-09's does not).
	 */
	grant(form: TokenForm, fail: OAuthFailure, clientCredentials = true): Record<string, unknown> {
		if (form.grant_type === 'client_credentials') {
			if (!clientCredentials)
				throw fail(
					'BAD_GRANT_TYPE',
					'unsupported grant_type: client_credentials',
					'unsupported_grant_type',
				);
			return clientCredentialsGrant(this.context, form, fail);
		}
		this.checkClient(form, fail);
		if (form.grant_type === 'authorization_code') {
			const code = this.codes.get(form.code ?? '');
			if (!code || code.used)
				throw fail('BAD_AUTH_CODE', 'missing or unknown auth code', 'invalid_grant');
			if (code.expiresAt <= this.context.clock.now())
				throw fail('EXPIRED_AUTH_CODE', 'auth code is expired', 'invalid_grant');
			if (code.redirectUri !== form.redirect_uri)
				throw fail(
					'BAD_REDIRECT_URI',
					'redirect_uri does not match the one the code was issued for',
					'invalid_grant',
				);
			code.used = true;
			const { access, refreshToken } = this.issuePair(code.scopes, undefined, code.clientId);
			return this.tokenAnswer(access, refreshToken);
		}
		if (form.grant_type === 'refresh_token') {
			const record = this.refreshTokens.get(form.refresh_token ?? '');
			if (!record)
				throw fail('BAD_REFRESH_TOKEN', 'missing or invalid refresh token', 'invalid_grant');
			// The refresh token is not rotated (HubSpot's documentation leaves it open: the same one is returned).
			return this.tokenAnswer(
				this.context.tokens.issueOAuthAccessToken(record.scopes, record.token),
				record.token,
			);
		}
		throw fail(
			'BAD_GRANT_TYPE',
			`unsupported grant_type: ${form.grant_type ?? ''}`,
			'unsupported_grant_type',
		);
	}

	tokenAnswer(access: AccessTokenRecord, refreshToken: string): Record<string, unknown> {
		return {
			token_type: 'bearer',
			token_use: 'access_token',
			refresh_token: refreshToken,
			access_token: access.token,
			expires_in: Math.round((access.expiresAt! - this.context.clock.now()) / 1000),
			hub_id: access.hubId,
			user_id: access.userId,
			scopes: access.scopes,
		};
	}

	/** What v1's access-token metadata and the introspection of an access token both say. */
	accessTokenMetadata(record: AccessTokenRecord): Record<string, unknown> {
		return {
			token: record.token,
			user: record.user,
			hub_domain: ACCOUNT.hubDomain,
			scopes: record.scopes,
			signed_access_token: {
				expiresAt: record.expiresAt,
				scopes: record.scopes.join(','),
				hubId: record.hubId,
				userId: record.userId,
				appId: record.appId,
				appInstallId: `${record.appId}-${record.hubId}`,
				audience: ACCOUNT.clientId,
				installingUserId: record.userId,
				isPrivateDistribution: false,
				isServiceAccount: false,
				signature: createHmac('sha256', ACCOUNT.clientSecret).update(record.token).digest('base64'),
				scopeToScopeGroupPks: '',
				newSignature: createHmac('sha256', ACCOUNT.clientSecret)
					.update(`${record.token}:v2`)
					.digest('base64'),
				hublet: 'na1',
				trialScopes: '',
				trialScopeToScopeGroupPks: '',
				isUserLevel: false,
			},
			hub_id: record.hubId,
			app_id: record.appId,
			user_id: record.userId,
			is_private_distribution: false,
			expires_in: Math.max(0, Math.round((record.expiresAt! - this.context.clock.now()) / 1000)),
			token_type: 'access',
		};
	}

	/** What v1's refresh-token metadata and the introspection of a refresh token both say. */
	refreshTokenMetadata(record: RefreshTokenRecord): Record<string, unknown> {
		return {
			token: record.token,
			user: ACCOUNT.userEmail,
			hub_domain: ACCOUNT.hubDomain,
			scopes: record.scopes,
			hub_id: ACCOUNT.hubId,
			client_id: record.clientId,
			user_id: ACCOUNT.userId,
			token_type: 'refresh',
		};
	}
}
