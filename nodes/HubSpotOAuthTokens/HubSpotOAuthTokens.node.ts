import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/descriptions';
import { routeOperation } from '../shared/router';
import { properties, resources } from './actions/resources';

// Token operations belong to a public app: its OAuth2 credential holds the client id and secret;
// under a service key or app token the node asks for them.
const auth = authentication(['oAuth2', 'appToken']);

export class HubSpotOAuthTokens implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot OAuth Tokens',
		name: 'hubSpotOAuthTokens',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Exchange, refresh, inspect and delete the OAuth tokens of a HubSpot public app',
		defaults: { name: 'HubSpot OAuth Tokens' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [auth.property, ...properties],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
