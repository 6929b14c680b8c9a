import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as send from './send.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { send } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['singleSend'] } },
		options: [
			{
				name: 'Send',
				value: 'send',
				description: 'Send a marketing email to one recipient',
				action: 'Send a marketing email to one recipient and return the send status',
			},
		],
		default: 'send',
	},
	...descriptionsOf(operations),
];
