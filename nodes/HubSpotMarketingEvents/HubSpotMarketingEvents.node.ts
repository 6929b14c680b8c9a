import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { resourcesOf, routeOperation } from '../shared/execution/router';
import { operationSubtitle } from '../shared/execution/subtitles';
import * as marketingEvent from './actions/marketingEvent/MarketingEvent.resource';
import * as participation from './actions/participation/Participation.resource';
import * as listSearch from './methods/listSearch';

const auth = authentication(['oAuth2', 'appToken']);

/**
 * The node's resources, in the Resource selector's order (`resourcesOf`: adding one is its import and
 * its entry here).
 */
const RESOURCES = [
	{ name: 'Marketing Event', value: 'marketingEvent', module: marketingEvent },
	{ name: 'Participation', value: 'participation', module: participation },
] as const;

/** The node's resources and their operations, for the router, and their fields. */
const { resources, resourceFields } = resourcesOf(RESOURCES, 'marketingEvent');
export { resources };

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [auth.property, ...resourceFields];

export class HubSpotMarketingEvents implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Marketing Events',
		name: 'hubSpotMarketingEvents',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Create, update, read and delete HubSpot marketing events (webinars, conferences from tools such as Zoom or Eventbrite), record contacts as registered, attended or cancelled, and list participations',
		defaults: { name: 'HubSpot Marketing Events' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
