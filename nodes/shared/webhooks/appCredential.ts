import type {
	ICredentialsDecrypted,
	ICredentialTestFunctions,
	INodeCredentialTestResult,
	IWebhookFunctions,
} from 'n8n-workflow';
import { CREDENTIAL_TYPES } from '../../../credentials/credentialTypes';
import { authenticationOf, credentialTypeOf } from '../transport/authentication';

/** Authentication value of the credential holding only a project-based app's id and client secret. */
export const APP_SECRET = 'appSecret';

/** A project-based app's id (when given) and client secret, from the app-secret credential. */
export async function appClientOf(
	ctx: IWebhookFunctions,
): Promise<{ appId?: string; clientSecret: string }> {
	const credentials = await ctx.getCredentials<{ appId?: string; clientSecret?: string }>(
		CREDENTIAL_TYPES.appClient,
	);
	return {
		appId: String(credentials.appId ?? '').trim() || undefined,
		clientSecret: String(credentials.clientSecret ?? ''),
	};
}

/** The app the chosen credential names (only the app-secret credential does) and its client secret. */
export async function appOf(
	ctx: IWebhookFunctions,
): Promise<{ appId?: string; clientSecret: string }> {
	if (ctx.getNodeParameter('authentication', 'developerApiKey') === APP_SECRET)
		return await appClientOf(ctx);
	const credentials = await ctx.getCredentials<{ clientSecret?: string }>(
		credentialTypeOf(authenticationOf(ctx)),
	);
	return { clientSecret: String(credentials.clientSecret ?? '') };
}

/**
 * The app-secret credential's test. HubSpot has no endpoint that checks a client secret without a
 * token: it checks what can be checked offline, the shape of both fields. A wrong secret shows as
 * refused deliveries (401).
 */
export async function appSecretShape(
	this: ICredentialTestFunctions,
	credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
	const { appId, clientSecret } = (credential.data ?? {}) as {
		appId?: string;
		clientSecret?: string;
	};
	if (!/^\d+$/.test(String(appId ?? '').trim()))
		return { status: 'Error', message: 'The App ID is a number, e.g. 1234567' };
	if (String(clientSecret ?? '').trim().length < 16)
		return {
			status: 'Error',
			message: 'The client secret is too short to be an app client secret',
		};
	return {
		status: 'OK',
		message:
			'Both fields have the right shape; HubSpot offers no way to check the secret without a token',
	};
}
