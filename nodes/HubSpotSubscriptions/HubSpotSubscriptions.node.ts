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
import * as preferenceLink from './actions/preferenceLink/PreferenceLink.resource';
import * as status from './actions/status/Status.resource';
import * as subscriptionType from './actions/subscriptionType/SubscriptionType.resource';
import * as listSearch from './methods/listSearch';

const auth = authentication(['oAuth2', 'appToken']);

/**
 * The node's resources, in the Resource selector's order (`resourcesOf`: adding one is its import and
 * its entry here).
 */
const RESOURCES = [
	{ name: 'Preference Link', value: 'preferenceLink', module: preferenceLink },
	{ name: 'Contact Subscription', value: 'status', module: status },
	{ name: 'Subscription Type', value: 'subscriptionType', module: subscriptionType },
] as const;

/** The node's resources and their operations, for the router, and their fields. */
const { resources, resourceFields } = resourcesOf(RESOURCES, 'status');
export { resources };

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [auth.property, ...resourceFields];

export class HubSpotSubscriptions implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Subscription Preferences',
		name: 'hubSpotSubscriptions',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			"Read and change contacts' e-mail subscription statuses in HubSpot (subscribe, unsubscribe, resubscribe, unsubscribe from all, in batch), list the subscription types, and generate preference links",
		defaults: { name: 'HubSpot Subscription Preferences' },
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
