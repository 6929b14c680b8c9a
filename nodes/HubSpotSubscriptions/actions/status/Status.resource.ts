import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as get from './get.operation';
import * as getBatch from './getBatch.operation';
import * as resubscribe from './resubscribe.operation';
import * as setBatch from './setBatch.operation';
import * as subscribe from './subscribe.operation';
import * as unsubscribe from './unsubscribe.operation';
import * as unsubscribeAll from './unsubscribeAll.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	get,
	getBatch,
	resubscribe,
	setBatch,
	subscribe,
	unsubscribe,
	unsubscribeAll,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['status'] } },
		options: [
			{
				name: 'Get Statuses',
				value: 'get',
				description:
					"Read an e-mail address's status for every subscription type: subscribed, unsubscribed or not specified",
				action: 'Get the subscription statuses of an email address',
			},
			{
				name: 'Get Statuses in Batch',
				value: 'getBatch',
				description:
					'Read the statuses of many addresses, 100 per request (needs Marketing Hub Enterprise)',
				action: 'Get the subscription statuses of many email addresses',
			},
			{
				name: 'Resubscribe',
				value: 'resubscribe',
				description:
					'Subscribe an address again after it unsubscribed or opted out of all e-mail, with its renewed consent',
				action: 'Resubscribe an email address to a subscription type',
			},
			{
				name: 'Set Statuses in Batch',
				value: 'setBatch',
				description:
					'Set many addresses’ statuses, 100 per request (needs Marketing Hub Enterprise)',
				action: 'Set the subscription statuses of many email addresses',
			},
			{
				name: 'Subscribe',
				value: 'subscribe',
				description: 'Subscribe an e-mail address to a subscription type',
				action: 'Subscribe an email address to a subscription type',
			},
			{
				name: 'Unsubscribe',
				value: 'unsubscribe',
				description: 'Unsubscribe an e-mail address from one subscription type',
				action: 'Unsubscribe an email address from a subscription type',
			},
			{
				name: 'Unsubscribe From All',
				value: 'unsubscribeAll',
				description: 'Unsubscribe an e-mail address from all e-mail of the brand',
				action: 'Unsubscribe an email address from every subscription',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
