import { randomBytes } from 'node:crypto';
import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { OBJECT_TYPES, scopesFor } from '../state/objectTypes';
import { PROJECT_APP } from '../state/projectApps';
import { JOURNAL_SCOPES } from './journal';
import type { OAuthFailure, TokenForm } from './oauthGrants';

/** What the project-based app is configured with: the journal's scopes, every object type's read scope, lists and custom object schemas. */
export const PROJECT_APP_SCOPES = [
	...Object.values(JOURNAL_SCOPES),
	...new Set(OBJECT_TYPES.flatMap((type) => scopesFor(type, 'read'))),
	'crm.lists.read',
	'crm.schemas.custom.read',
];

/**
 * The client-credentials grant (`grant_type=client_credentials`): an app-level token of the
 * project-based app, with the scopes asked for, each of which the app must be configured with. No
 * refresh token: the app asks again when the token expires.
 */
export function clientCredentialsGrant(
	context: SandboxContext,
	form: TokenForm,
	fail: OAuthFailure,
): Record<string, unknown> {
	if (form.client_id !== PROJECT_APP.clientId) {
		throw fail(
			'BAD_CLIENT_ID',
			'missing or unknown client id (the client credentials grant serves project-based apps)',
			'invalid_client',
		);
	}
	if (form.client_secret !== PROJECT_APP.clientSecret)
		throw fail('BAD_CLIENT_SECRET', 'missing or invalid client secret', 'invalid_client');
	const scopes = [
		...new Set(
			String(form.scope ?? '')
				.split(/[\s+]+/)
				.filter(Boolean),
		),
	];
	if (scopes.length === 0) throw fail('BAD_SCOPES', 'scope is required', 'invalid_scope');
	const unknown = scopes.filter((scope) => !PROJECT_APP_SCOPES.includes(scope));
	if (unknown.length)
		throw fail(
			'BAD_SCOPES',
			`The app is not configured with the scopes: ${unknown.join(', ')}`,
			'invalid_scope',
		);
	const lifetimeSeconds = context.config.accessTokenLifetimeSeconds;
	const token = context.tokens.add({
		token: `CC${randomBytes(120).toString('base64url')}`,
		kind: 'oauth',
		scopes,
		hubId: ACCOUNT.hubId,
		appId: PROJECT_APP.appId,
		userId: 0,
		user: '',
		expiresAt: context.clock.now() + lifetimeSeconds * 1000,
	});
	return {
		token_type: 'bearer',
		token_use: 'client_credentials',
		access_token: token.token,
		expires_in: lifetimeSeconds,
		scopes,
		hub_id: ACCOUNT.hubId,
	};
}
