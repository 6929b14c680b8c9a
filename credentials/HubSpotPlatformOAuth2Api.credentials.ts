import type { ICredentialType, INodeProperties, Icon } from 'n8n-workflow';
import { apiBaseUrlProperty, apiVersionProperty, hubSpotIcon } from './common';
import { HUBSPOT_DEFAULT_SCOPES, HUBSPOT_OPTIONAL_SCOPES } from '../nodes/shared/transport/scopes';
import { CREDENTIAL_TYPES } from './credentialTypes';
import { ENDPOINTS, latestTemplate } from '../nodes/shared/transport/endpoints';

/**
 * Public-app OAuth2 (authorization code). n8n performs the code exchange and refreshes the
 * access token on 401 at HubSpot's dated token endpoint (Latest's), whatever the API version setting
 * (the v1 token endpoint stops working on 16 February 2027); client id and secret travel as form
 * fields of the token request, never in its query string.
 */
export class HubSpotPlatformOAuth2Api implements ICredentialType {
	name = CREDENTIAL_TYPES.publicApp;

	extends = ['oAuth2Api'];

	displayName = 'HubSpot Platform OAuth2 API';

	icon: Icon = hubSpotIcon;

	documentationUrl = 'https://developers.hubspot.com/docs/api/oauth-quickstart-guide';

	properties: INodeProperties[] = [
		{
			displayName: 'Grant Type',
			name: 'grantType',
			type: 'hidden',
			default: 'authorizationCode',
		},
		apiBaseUrlProperty,
		apiVersionProperty,
		{
			displayName: 'Install Page URL',
			name: 'authUrl',
			type: 'string',
			default: 'https://app.hubspot.com/oauth/authorize',
			required: true,
			description: 'Where users install the app and authorize access',
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: `={{$self["baseUrl"].replace(/\\/+$/, "")}}${latestTemplate(ENDPOINTS.oauthToken)}`,
		},
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'string',
			default: HUBSPOT_DEFAULT_SCOPES.join(' '),
			description:
				'Space-separated scopes the app requires. They must match the scopes configured in the app.',
		},
		{
			displayName: 'Optional Scopes',
			name: 'optionalScopes',
			type: 'string',
			default: HUBSPOT_OPTIONAL_SCOPES.join(' '),
			description: 'Space-separated scopes granted only when the installing account has them',
		},
		{
			displayName: 'Auth URI Query Parameters',
			name: 'authQueryParameters',
			type: 'hidden',
			default:
				'={{$self["optionalScopes"] ? "optional_scope=" + encodeURIComponent($self["optionalScopes"].trim()) : ""}}',
		},
		{
			displayName: 'Authentication',
			name: 'authentication',
			type: 'hidden',
			default: 'body',
		},
	];
}
