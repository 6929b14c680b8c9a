import type { ICredentialType, INodeProperties, Icon } from 'n8n-workflow';
import { hubSpotIcon } from './common';
import { CREDENTIAL_TYPES } from './credentialTypes';

/**
 * The client id and secret of an app: for the trigger to verify the signatures of the webhook
 * deliveries a project declares, and for the OAuth Tokens node's token requests under a service key.
 * It calls no API, so it holds no token: nothing to install, refresh or scope.
 */
export class HubSpotPlatformAppSecretApi implements ICredentialType {
	name = CREDENTIAL_TYPES.appClient;

	displayName = 'HubSpot Platform App Client Secret API';

	icon: Icon = hubSpotIcon;

	documentationUrl = 'https://developers.hubspot.com/docs/apps/developer-platform/build-apps/authentication/request-validation';

	properties: INodeProperties[] = [
		{
			displayName: 'App ID',
			name: 'appId',
			type: 'string',
			default: '',
			required: true,
			description: "The app's ID (Development › Projects › your app › Auth): events of other apps are dropped",
		},
		{
			displayName: 'Client ID',
			name: 'clientId',
			type: 'string',
			default: '',
			description: "The app's client ID (same page). Only the HubSpot OAuth Tokens node needs it, for HubSpot's token endpoints.",
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: "The app's client secret (same page), which signs every webhook delivery",
		},
	];
}
