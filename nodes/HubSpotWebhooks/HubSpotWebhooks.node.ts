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
import * as settings from './actions/settings/Settings.resource';
import * as subscription from './actions/subscription/Subscription.resource';
import * as listSearch from './methods/listSearch';

// Webhook settings belong to a developer app: only the developer key reaches them.
const auth = authentication(['developerApiKey']);

/** The node's resources and their operations, for the router. */
export const resources = {
	subscription: subscription.operations,
	settings: settings.operations,
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
			{ name: 'Setting', value: 'settings' },
			{ name: 'Subscription', value: 'subscription' },
		],
		default: 'subscription',
	},
	...subscription.description,
	...settings.description,
];

export class HubSpotWebhooks implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Webhooks',
		name: 'hubSpotWebhooks',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Manage the webhook subscriptions and target URL of the HubSpot developer app of the credential',
		defaults: { name: 'HubSpot Webhooks' },
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
