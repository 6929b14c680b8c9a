import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { authenticationOf } from '../../shared/authentication';
import { invalidInput, requiredString } from '../../shared/validation';
import { oauthCredential } from './credentialTokens';

/** The public app's client id and secret, which HubSpot's token endpoints need with every request. */
export interface AppClient {
	clientId: string;
	clientSecret: string;
}

/** Asked for only where the node runs without the OAuth2 credential, which holds them otherwise. */
export const appClientFields = (show: Record<string, string[]>): INodeProperties[] => [
	{
		displayName: 'Client ID',
		name: 'clientId',
		type: 'string',
		default: '',
		required: true,
		hint: "The public app's client ID. The token endpoints need it; with the OAuth2 credential it is taken from there.",
		displayOptions: { show: { ...show, authentication: ['appToken'] } },
	},
	{
		displayName: 'Client Secret',
		name: 'clientSecret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		hint: "The public app's client secret. The token endpoints need it; with the OAuth2 credential it is taken from there.",
		displayOptions: { show: { ...show, authentication: ['appToken'] } },
	},
];

/** The app's client id and secret: the OAuth2 credential's, or the node's fields under another credential. */
export async function appClient(ctx: IExecuteFunctions, itemIndex: number): Promise<AppClient> {
	if (authenticationOf(ctx) !== 'oAuth2') {
		return {
			clientId: requiredString(ctx, 'clientId', 'Client ID', itemIndex),
			clientSecret: requiredString(ctx, 'clientSecret', 'Client Secret', itemIndex),
		};
	}
	const { clientId, clientSecret } = await oauthCredential(ctx);
	if (!clientId || !clientSecret) throw invalidInput(ctx, 'Credential', itemIndex, 'the OAuth2 credential needs its Client ID and Client Secret');
	return { clientId, clientSecret };
}
