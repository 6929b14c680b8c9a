import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as activate from './activate.operation';
import * as create from './create.operation';
import * as deleteSubscription from './delete.operation';
import * as getMany from './getMany.operation';
import * as pause from './pause.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	activate,
	create,
	delete: deleteSubscription,
	getMany,
	pause,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['subscription'] } },
		options: [
			{
				name: 'Activate',
				value: 'activate',
				description: 'Start sending notifications of a subscription',
				action: 'Activate a webhook subscription by ID',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Subscribe the app to an event type',
				action: 'Create a webhook subscription to an event type',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Remove a subscription from the app',
				action: 'Delete a webhook subscription by ID',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					"List the webhook subscriptions of the credential's developer app: ID, event type, property and whether each is active",
				action: 'Get many webhook subscriptions of the app with their event type and state',
			},
			{
				name: 'Pause',
				value: 'pause',
				description: 'Stop sending notifications of a subscription, keeping it for later',
				action: 'Pause a webhook subscription by ID',
			},
		],
		default: 'getMany',
	},
	...descriptionsOf(operations),
];
