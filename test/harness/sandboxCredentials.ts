import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { ACCOUNT } from '../sandbox/account';
import { PROJECT_APP_SCOPES } from '../sandbox/api/clientCredentials';
import { PROJECT_APP } from '../sandbox/state/projectApps';

/** The sandbox's private-app credential data. */
export const appTokenData = (baseUrl: string): ICredentialDataDecryptedObject => ({
	accessToken: ACCOUNT.privateAppToken,
	baseUrl,
});

/** The sandbox's project-based app credential data (App Client Secret): every scope the app is configured with. */
export const projectAppData = (baseUrl: string): ICredentialDataDecryptedObject => ({
	appId: String(PROJECT_APP.appId),
	clientId: PROJECT_APP.clientId,
	clientSecret: PROJECT_APP.clientSecret,
	scopes: PROJECT_APP_SCOPES.join(' '),
	baseUrl,
});

export interface IssuedToken {
	access_token: string;
	refresh_token: string;
	expires_in: number;
}

/** OAuth2 credential data around a token pair from `POST /__sandbox/tokens`, as n8n stores it. */
export const oauth2Data = (
	baseUrl: string,
	scopes: string[],
	token: IssuedToken,
): ICredentialDataDecryptedObject => ({
	clientId: ACCOUNT.clientId,
	clientSecret: ACCOUNT.clientSecret,
	baseUrl,
	authUrl: `${baseUrl}/oauth/authorize`,
	scope: scopes.join(' '),
	oauthTokenData: { ...token, token_type: 'bearer' },
});
