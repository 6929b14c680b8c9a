import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getMany from './getMany.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { getMany } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['inbox'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List the account’s conversations inboxes and help desks',
				action: 'Get many inboxes',
			},
		],
		default: 'getMany',
	},
	...descriptionsOf(operations),
];
