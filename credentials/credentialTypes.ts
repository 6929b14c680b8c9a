/**
 * The package's credential type names: everything that names a credential type reads it here. The
 * nodes' `authentication` choices map onto them in nodes/shared/authentication.ts.
 */
export const CREDENTIAL_TYPES = {
	/** OAuth2 of a public app: n8n holds and refreshes its tokens. */
	publicApp: 'hubSpotPlatformOAuth2Api',
	/** A service key or a legacy private app's token. */
	serviceKey: 'hubSpotPlatformAppTokenApi',
	/** A developer account's API key, with the app it manages. */
	developer: 'hubSpotPlatformDeveloperApi',
	/** An app's id, client id and client secret, without a token. */
	appClient: 'hubSpotPlatformAppSecretApi',
} as const;
