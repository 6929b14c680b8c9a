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
 * A service key, HubSpot's account-level credential for REST calls, or (until HubSpot retires them in
 * September 2027) a legacy private app's access token: both are sent as a Bearer token.
 */
export class HubSpotPlatformAppTokenApi implements ICredentialType {
	name = CREDENTIAL_TYPES.serviceKey;

	displayName = 'HubSpot Platform Service Key / App Token API';

	icon: Icon = hubSpotIcon;

	documentationUrl =
		'https://developers.hubspot.com/docs/apps/developer-platform/build-apps/authentication/account-service-keys';

	properties: INodeProperties[] = [
		{
			displayName: 'Service Key or Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'A service key (Development › Keys › Service keys) with the scopes the workflows need, or the access token of a legacy private app',
		},
		apiVersionProperty,
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
			// A date-based path: it proves the key works where the nodes will call.
			url: latestTemplate(ENDPOINTS.crmRecords).replace('{objectType}', 'companies'),
			qs: { limit: 1 },
		},
	};
}
