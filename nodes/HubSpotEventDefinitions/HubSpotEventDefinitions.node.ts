import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/descriptions';
import * as eventDefinition from './actions/eventDefinition';
import { router } from './actions/router';

const auth = authentication(['oAuth2', 'appToken']);

export class HubSpotEventDefinitions implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Event Definitions',
		name: 'hubSpotEventDefinitions',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Define HubSpot custom behavioral events and get the name their completions are sent under',
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
		return await router.call(this);
	}
}
