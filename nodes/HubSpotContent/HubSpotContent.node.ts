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
import * as blogAuthor from './actions/blogAuthor/BlogAuthor.resource';
import * as hubDbRow from './actions/hubDbRow/HubDbRow.resource';

// Content is reached with an OAuth token or a private-app token.
const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = {
	blogAuthor: blogAuthor.operations,
	hubDbRow: hubDbRow.operations,
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
			{ name: 'Blog Author', value: 'blogAuthor' },
			{ name: 'HubDB Row', value: 'hubDbRow' },
		],
		default: 'blogAuthor',
	},
	...blogAuthor.description,
	...hubDbRow.description,
];

export class HubSpotContent implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Content',
		name: 'hubSpotContent',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description: 'Update HubSpot blog authors and HubDB row drafts',
		defaults: { name: 'HubSpot Content' },
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
