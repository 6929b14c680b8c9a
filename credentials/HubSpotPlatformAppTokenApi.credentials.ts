import type {
	IAuthenticateGeneric,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
	Icon,
} from 'n8n-workflow';

/** Private-app access token, sent as a Bearer token. */
export class HubSpotPlatformAppTokenApi implements ICredentialType {
	name = 'hubSpotPlatformAppTokenApi';

	displayName = 'HubSpot Platform App Token API';

	icon: Icon = { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' };

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
		{
			displayName: 'API Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'https://api.hubapi.com',
			description: 'Base URL of the HubSpot API. Change it only to use a proxy or a HubSpot simulator.',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: { Authorization: '=Bearer {{$credentials.accessToken}}' },
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '/crm/v3/objects/companies',
			qs: { limit: 1 },
		},
	};
}
