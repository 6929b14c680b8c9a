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
import * as eventDefinition from './actions/eventDefinition/EventDefinition.resource';

const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = { eventDefinition: eventDefinition.operations } satisfies ResourceMap;

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [
	auth.property,
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [{ name: 'Event Definition', value: 'eventDefinition' }],
		default: 'eventDefinition',
	},
	...eventDefinition.description,
];

export class HubSpotEventDefinitions implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Event Definitions',
		name: 'hubSpotEventDefinitions',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Define HubSpot custom behavioral events and get the name their completions are sent under',
		defaults: { name: 'HubSpot Event Definitions' },
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
