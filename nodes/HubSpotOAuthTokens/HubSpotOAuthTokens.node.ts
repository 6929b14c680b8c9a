import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { routeOperation, type ResourceMap } from '../shared/execution/router';
import { operationSubtitle } from '../shared/execution/subtitles';
import * as accessToken from './actions/accessToken/AccessToken.resource';
import * as refreshToken from './actions/refreshToken/RefreshToken.resource';
import * as token from './actions/token/Token.resource';
import { appClientCredential } from './helpers/appClient';

// Token operations belong to a public app: its OAuth2 credential holds the client id and secret;
// under a service key or app token the App Client Secret credential holds them.
const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = {
	accessToken: accessToken.operations,
	refreshToken: refreshToken.operations,
	token: token.operations,
} satisfies ResourceMap;

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [
	auth.property,
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Access Token', value: 'accessToken' },
			{ name: 'Refresh Token', value: 'refreshToken' },
			{ name: 'Token', value: 'token' },
		],
		default: 'accessToken',
	},
	...accessToken.description,
	...refreshToken.description,
	...token.description,
];

export class HubSpotOAuthTokens implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot OAuth Tokens',
		name: 'hubSpotOAuthTokens',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description: 'Exchange, refresh, inspect and delete the OAuth tokens of a HubSpot public app',
		defaults: { name: 'HubSpot OAuth Tokens' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials.concat(appClientCredential),
		properties,
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
