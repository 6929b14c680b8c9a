import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { ACCOUNT } from '../sandbox/account';

/** The sandbox's private-app credential data. */
export const appTokenData = (baseUrl: string): ICredentialDataDecryptedObject => ({ accessToken: ACCOUNT.privateAppToken, baseUrl });

export interface IssuedToken {
	access_token: string;
	refresh_token: string;
	expires_in: number;
}

/** OAuth2 credential data around a token pair from `POST /__sandbox/tokens`, as n8n stores it. */
export const oauth2Data = (baseUrl: string, scopes: string[], token: IssuedToken): ICredentialDataDecryptedObject => ({
	clientId: ACCOUNT.clientId,
	clientSecret: ACCOUNT.clientSecret,
	baseUrl,
	authUrl: `${baseUrl}/oauth/authorize`,
	scope: scopes.join(' '),
	oauthTokenData: { ...token, token_type: 'bearer' },
});
