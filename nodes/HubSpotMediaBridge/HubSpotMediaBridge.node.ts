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
import * as objectDefinition from './actions/objectDefinition/ObjectDefinition.resource';

// Media bridge settings belong to a developer app: only the developer key reaches them.
const auth = authentication(['developerApiKey']);

/** The node's resources and their operations, for the router. */
export const resources = { objectDefinition: objectDefinition.operations } satisfies ResourceMap;

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [
	auth.property,
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [{ name: 'Object Definition', value: 'objectDefinition' }],
		default: 'objectDefinition',
	},
	...objectDefinition.description,
];

export class HubSpotMediaBridge implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Media Bridge',
		name: 'hubSpotMediaBridge',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description: 'Read the media bridge object definitions of a HubSpot developer app',
		defaults: { name: 'HubSpot Media Bridge' },
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
