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
		displayOptions: { show: { resource: ['subscriptionType'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					"List the account's subscription types (newsletters, product updates…) that contacts subscribe to",
				action: 'Get many subscription types',
			},
		],
		default: 'getMany',
	},
	...descriptionsOf(operations),
];
