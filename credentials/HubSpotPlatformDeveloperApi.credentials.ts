import type {
	IAuthenticateGeneric,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
	Icon,
} from 'n8n-workflow';
import {
	apiBaseUrlExpression,
	apiBaseUrlProperty,
	apiVersionProperty,
	hubSpotIcon,
} from './common';
import { CREDENTIAL_TYPES } from './credentialTypes';
import { ENDPOINTS, latestTemplate } from '../nodes/shared/transport/endpoints';

/**
 * Developer account API key (`hapikey`), used by the media bridge and webhook subscription
 * operations, with the app it manages and that app's client secret for webhook signatures.
 */
export class HubSpotPlatformDeveloperApi implements ICredentialType {
	name = CREDENTIAL_TYPES.developer;

	displayName = 'HubSpot Platform Developer API';

	icon: Icon = hubSpotIcon;

	documentationUrl = 'https://developers.hubspot.com/docs/api/webhooks';

	properties: INodeProperties[] = [
		{
			displayName: 'Developer API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Developer account API key, sent as the hapikey query parameter',
		},
		{
			displayName: 'App ID',
			name: 'appId',
			type: 'string',
			default: '',
			required: true,
			description: 'ID of the public app whose webhooks and media bridge settings are managed',
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: "The app's client secret, used to verify the signatures of webhook deliveries",
		},
		apiVersionProperty,
		apiBaseUrlProperty,
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			qs: { hapikey: '={{$credentials.apiKey}}' },
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: apiBaseUrlExpression,
			url: `=${latestTemplate(ENDPOINTS.webhookSubscriptions).replace('{appId}', '{{$credentials.appId}}')}`,
		},
	};
}
