import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/descriptions';
import { routeOperation } from '../shared/router';
import { properties, resources } from './actions/resources';

// Marketing email is reached with an OAuth token or a private-app token.
const auth = authentication(['oAuth2', 'appToken']);

export class HubSpotMarketingEmail implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Marketing Email',
		name: 'hubSpotMarketingEmail',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Read marketing email revisions and send single emails with HubSpot',
		defaults: { name: 'HubSpot Marketing Email' },
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
