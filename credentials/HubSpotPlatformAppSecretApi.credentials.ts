import type { ICredentialType, INodeProperties, Icon } from 'n8n-workflow';
import { apiBaseUrlProperty, hubSpotIcon } from './common';
import { CREDENTIAL_TYPES } from './credentialTypes';
import { JOURNAL_TOKEN_SCOPES } from '../nodes/shared/transport/scopes';

/**
 * The client id and secret of an app: for the trigger to verify the signatures of the webhook
 * deliveries a project declares, for the OAuth Tokens node's token requests under a service key, and
 * with its scopes for the CRM Events Trigger's client-credentials token (no refresh token: a new one
 * is asked for on expiry).
 */
export class HubSpotPlatformAppSecretApi implements ICredentialType {
	name = CREDENTIAL_TYPES.appClient;

	displayName = 'HubSpot Platform App Client Secret API';

	icon: Icon = hubSpotIcon;

	documentationUrl =
		'https://developers.hubspot.com/docs/apps/developer-platform/build-apps/authentication/request-validation';

	properties: INodeProperties[] = [
		{
			displayName: 'App ID',
			name: 'appId',
			type: 'string',
			default: '',
			required: true,
			description:
				"The app's ID (Development › Projects › your app › Auth): events of other apps are dropped",
		},
		{
			displayName: 'Client ID',
			name: 'clientId',
			type: 'string',
			default: '',
			description:
				"The app's client ID (same page). The HubSpot OAuth Tokens node and the CRM Events Trigger need it, for HubSpot's token endpoints.",
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
		{
			displayName: 'Scopes',
			name: 'scopes',
			type: 'string',
			default: JOURNAL_TOKEN_SCOPES,
			description:
				"Scopes the CRM Events Trigger's client credentials token asks for, separated by spaces: the journal's and the read scope of each object type watched. The app must be configured with each.",
		},
		apiBaseUrlProperty,
	];
}
