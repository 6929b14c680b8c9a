import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { routeOperation, type ResourceMap } from '../shared/execution/router';
import * as eventDefinition from './actions/eventDefinition/EventDefinition.resource';

const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = { eventDefinition: eventDefinition.operations } satisfies ResourceMap;

export class HubSpotEventDefinitions implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Event Definitions',
		name: 'hubSpotEventDefinitions',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Define HubSpot custom behavioral events and get the name their completions are sent under',
		defaults: { name: 'HubSpot Event Definitions' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [
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
		],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
