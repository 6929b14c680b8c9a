import type {
	IAuthenticateGeneric,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
	Icon,
} from 'n8n-workflow';
import { apiBaseUrlExpression, apiBaseUrlProperty, hubSpotIcon } from './common';

/** Private-app access token, sent as a Bearer token. */
export class HubSpotPlatformAppTokenApi implements ICredentialType {
	name = 'hubSpotPlatformAppTokenApi';

	displayName = 'HubSpot Platform App Token API';

	icon: Icon = hubSpotIcon;

	documentationUrl = 'https://developers.hubspot.com/docs/api/private-apps';

	properties: INodeProperties[] = [
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Access token of a HubSpot private app (Settings › Integrations › Private Apps)',
		},
		apiBaseUrlProperty,
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: { Authorization: '=Bearer {{$credentials.accessToken}}' },
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: apiBaseUrlExpression,
			url: '/crm/v3/objects/companies',
			qs: { limit: 1 },
		},
	};
}
