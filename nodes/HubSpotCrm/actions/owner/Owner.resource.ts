import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { get, getMany } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['owner'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one owner (a user or queue records can be assigned to)',
				action: 'Get an owner by ID or email and return its name and teams',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List the owners of the account',
				action: 'Get many owners of the account with their names and emails',
			},
		],
		default: 'getMany',
	},
	...descriptionsOf(operations),
];
