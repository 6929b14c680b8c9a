import type { IExecuteFunctions, INodeCredentialDescription } from 'n8n-workflow';
import { CREDENTIAL_TYPES } from '../../../credentials/credentialTypes';
import { authenticationOf } from '../../shared/transport/authentication';
import { invalidInput } from '../../shared/execution/validation';
import { oauthCredential } from './credentialTokens';

/** The public app's client id and secret, which HubSpot's token endpoints need with every request. */
export interface AppClient {
	clientId: string;
	clientSecret: string;
}

/**
 * Under a service key or app token the app's client id and secret come from the App Client Secret
 * credential: a secret in a node parameter would be stored unencrypted in the workflow and travel with
 * every export and copy of it.
 */
export const appClientCredential: INodeCredentialDescription = {
	name: CREDENTIAL_TYPES.appClient,
	required: true,
	displayOptions: { show: { authentication: ['appToken'] } },
};

/** The app's client id and secret: the OAuth2 credential's, or the App Client Secret credential's. */
export async function appClient(ctx: IExecuteFunctions, itemIndex: number): Promise<AppClient> {
	const oAuth2 = authenticationOf(ctx) === 'oAuth2';
	const { clientId, clientSecret } = oAuth2
		? await oauthCredential(ctx)
		: await appSecretCredential(ctx);
	if (!clientId || !clientSecret) {
		const credential = oAuth2 ? 'the OAuth2 credential' : 'the App Client Secret credential';
		throw invalidInput(
			ctx,
			'Credential',
			itemIndex,
			`${credential} needs its Client ID and Client Secret`,
		);
	}
	return { clientId, clientSecret };
}

async function appSecretCredential(ctx: IExecuteFunctions): Promise<AppClient> {
	const credentials = await ctx.getCredentials<{ clientId?: string; clientSecret?: string }>(
		CREDENTIAL_TYPES.appClient,
	);
	return {
		clientId: String(credentials.clientId ?? '').trim(),
		clientSecret: String(credentials.clientSecret ?? '').trim(),
	};
}
