import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as create from './create.operation';
import * as get from './get.operation';
import * as search from './search.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { create, get, search } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['folder'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a folder, at the root or in a parent folder',
				action: 'Create a folder in the file manager',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get a folder's details by ID",
				action: 'Get the details of a folder',
			},
			{
				name: 'Search',
				value: 'search',
				description: 'Search folders by name or parent',
				action: 'Search folders in the file manager',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
