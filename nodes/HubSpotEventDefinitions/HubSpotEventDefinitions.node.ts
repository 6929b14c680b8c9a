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
import * as eventOccurrence from './actions/eventOccurrence/EventOccurrence.resource';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';
import * as resourceMapping from './methods/resourceMapping';

const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = {
	eventDefinition: eventDefinition.operations,
	eventOccurrence: eventOccurrence.operations,
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
			{ name: 'Event Definition', value: 'eventDefinition' },
			{ name: 'Event Occurrence', value: 'eventOccurrence' },
		],
		// Kept: workflows saved before occurrences existed store no resource.
		default: 'eventDefinition',
	},
	...eventDefinition.description,
	...eventOccurrence.description,
];

export class HubSpotEventDefinitions implements INodeType {
	description: INodeTypeDescription = {
		// The internal name stays `hubSpotEventDefinitions` so saved workflows keep working.
		displayName: 'HubSpot Events',
		name: 'hubSpotEventDefinitions',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Define HubSpot custom behavioral events, send their occurrences and read them back',
		defaults: { name: 'HubSpot Events' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { listSearch, loadOptions, resourceMapping };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
