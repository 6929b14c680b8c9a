import { randomBytes } from 'node:crypto';
import { ACCOUNT } from './account';
import type { Clock } from './clock';
import type { SandboxConfig } from './config';
import { OBJECT_TYPES, scopesFor } from './state/objectTypes';
import {
	SandboxHttpError,
	errorBody,
	expiredAuthentication,
	invalidAuthentication,
	missingScopes,
} from './errors';
import type { Caller, Route, SandboxRequest } from './types';

export interface AccessTokenRecord {
	token: string;
	kind: 'oauth' | 'privateApp';
	scopes: string[];
	hubId: number;
	appId?: number;
	userId: number;
	user: string;
	/** Epoch ms; private-app tokens do not expire. */
	expiresAt?: number;
	/** The refresh token the access token was issued from. */
	refreshToken?: string;
}

/** Every scope an operation of the package needs: what the demo private app is granted. */
export const ALL_SCOPES = [
	'oauth',
	...new Set(
		OBJECT_TYPES.flatMap((type) => [
			...scopesFor(type, 'read'),
			...scopesFor(type, 'write'),
			`crm.schemas.${type.scopeBase}.read`,
			`crm.schemas.${type.scopeBase}.write`,
		]),
	),
	'crm.lists.read',
	'crm.lists.write',
	'crm.objects.owners.read',
	'content',
	'hubdb',
	'hubdb.rows.write',
	'marketing.email.read',
	'marketing.email.write',
	'marketing-email',
	'transactional-email',
	'marketing.campaigns.read',
	'marketing.campaigns.write',
	'marketing.campaigns.revenue.read',
	'behavioral_events.event_definitions.read_write',
	'analytics.behavioral_events.send',
	'forms',
	'developers-read',
	'developers-write',
	'files',
	'files.ui_hidden.read',
	'automation',
	'automation.sequences.read',
	'automation.sequences.enrollments.write',
	'scheduler.meetings.meeting-link.read',
	'crm.objects.marketing_events.read',
	'crm.objects.marketing_events.write',
	'communication_preferences.read',
	'communication_preferences.write',
	'communication_preferences.statuses.batch.read',
	'communication_preferences.statuses.batch.write',
	'conversations.read',
	'conversations.write',
	'crm.import',
	'crm.export',
];

/** Access tokens the sandbox has issued, private-app tokens included. */
export class TokenRegistry {
	private readonly tokens = new Map<string, AccessTokenRecord>();

	constructor(
		private readonly clock: Clock,
		private readonly config: SandboxConfig,
	) {
		this.reset();
	}

	reset(): void {
		this.tokens.clear();
		this.add({
			token: ACCOUNT.privateAppToken,
			kind: 'privateApp',
			scopes: ALL_SCOPES.filter((s) => s !== 'oauth'),
			hubId: ACCOUNT.hubId,
			userId: ACCOUNT.userId,
			user: ACCOUNT.userEmail,
		});
	}

	add(record: AccessTokenRecord): AccessTokenRecord {
		this.tokens.set(record.token, record);
		return record;
	}

	/** Issues an OAuth access token: long and opaque, as the real ones (up to 512 characters). */
	issueOAuthAccessToken(
		scopes: string[],
		refreshToken: string,
		lifetimeSeconds?: number,
	): AccessTokenRecord {
		const token = `CJ${randomBytes(180).toString('base64url')}`;
		return this.add({
			token,
			kind: 'oauth',
			scopes,
			hubId: ACCOUNT.hubId,
			appId: ACCOUNT.appId,
			userId: ACCOUNT.userId,
			user: ACCOUNT.userEmail,
			expiresAt:
				this.clock.now() + (lifetimeSeconds ?? this.config.accessTokenLifetimeSeconds) * 1000,
			refreshToken,
		});
	}

	get(token: string): AccessTokenRecord | undefined {
		return this.tokens.get(token);
	}

	/** Revokes an OAuth access token (private-app tokens cannot be revoked this way). */
	revoke(token: string): void {
		if (this.tokens.get(token)?.kind === 'oauth') this.tokens.delete(token);
	}

	/** Resolves the caller of a request and refuses it as the service would. */
	authenticate(route: Route, req: SandboxRequest): Caller {
		const auth = route.auth;
		if (auth.kind === 'none') return { kind: 'anonymous', scopes: [], hubId: ACCOUNT.hubId };

		const hapikey = req.query.get('hapikey');
		if (auth.kind === 'developer' && hapikey !== null) {
			if (hapikey !== ACCOUNT.developerApiKey) {
				throw new SandboxHttpError(
					401,
					errorBody(
						'The API key provided is invalid. View or manage your API key here: https://app.hubspot.com/l/api-key/',
						'INVALID_AUTHENTICATION',
					),
				);
			}
			return { kind: 'developerKey', scopes: [], hubId: ACCOUNT.hubId, appId: ACCOUNT.appId };
		}

		if (auth.kind === 'developer' && auth.altScopes === undefined) {
			throw invalidAuthentication(
				'This API accepts only a developer API key (the hapikey query parameter).',
			);
		}
		const header = req.headers.authorization;
		const bearer = typeof header === 'string' && /^Bearer\s+(.+)$/i.exec(header)?.[1].trim();
		if (!bearer) throw invalidAuthentication();
		const record = this.tokens.get(bearer);
		if (!record) {
			throw invalidAuthentication(
				'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
			);
		}
		if (record.expiresAt !== undefined && record.expiresAt <= this.clock.now()) {
			throw expiredAuthentication(
				Math.max(1, Math.round((this.clock.now() - record.expiresAt) / 1000)),
			);
		}
		const required =
			auth.kind === 'developer'
				? (auth.altScopes ?? [])
				: typeof auth.anyOfScopes === 'function'
					? auth.anyOfScopes(req)
					: (auth.anyOfScopes ?? []);
		if (required.length > 0 && !required.some((s) => record.scopes.includes(s))) {
			throw missingScopes(required);
		}
		return {
			kind: record.kind,
			token: record.token,
			scopes: record.scopes,
			hubId: record.hubId,
			appId: record.appId,
			userId: record.userId,
		};
	}
}
