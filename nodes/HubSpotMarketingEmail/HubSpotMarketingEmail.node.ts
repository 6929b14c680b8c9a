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
import * as emailRevision from './actions/emailRevision/EmailRevision.resource';
import * as singleSend from './actions/singleSend/SingleSend.resource';

// Marketing email is reached with an OAuth token or a private-app token.
const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = {
	emailRevision: emailRevision.operations,
	singleSend: singleSend.operations,
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
			{ name: 'Email Revision', value: 'emailRevision' },
			{ name: 'Single Send', value: 'singleSend' },
		],
		default: 'emailRevision',
	},
	...emailRevision.description,
	...singleSend.description,
];

export class HubSpotMarketingEmail implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Marketing Email',
		name: 'hubSpotMarketingEmail',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description: 'Read marketing email revisions and send single emails with HubSpot',
		defaults: { name: 'HubSpot Marketing Email' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
