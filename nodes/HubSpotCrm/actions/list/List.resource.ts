import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as addMembers from './addMembers.operation';
import * as create from './create.operation';
import * as deleteList from './delete.operation';
import * as get from './get.operation';
import * as getMembers from './getMembers.operation';
import * as removeMembers from './removeMembers.operation';
import * as search from './search.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	addMembers,
	create,
	delete: deleteList,
	get,
	getMembers,
	removeMembers,
	search,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['list'] } },
		options: [
			{
				name: 'Add Members',
				value: 'addMembers',
				description: 'Add one record per input item to a list, up to 10,000 per request',
				action: 'Add records to a CRM list',
			},
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a manual, snapshot or dynamic (filter-based) list of records of one object type; returns the list with its ID',
				action: 'Create a CRM list',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a list by its ID (the records in it stay)',
				action: 'Delete a CRM list',
			},
			{
				name: 'Get',
				value: 'get',
				description:
					'Get a list by its ID or by its name and object type; returns its ID, name, type and size',
				action: 'Get a CRM list by ID or name',
			},
			{
				name: 'Get Members',
				value: 'getMembers',
				description:
					"Read the record IDs in a list, optionally with the records' properties (Return All or Limit)",
				action: 'Get the records in a CRM list',
			},
			{
				name: 'Remove Members',
				value: 'removeMembers',
				description: 'Remove one record per input item from a list, up to 10,000 per request',
				action: 'Remove records from a CRM list',
			},
			{
				name: 'Search',
				value: 'search',
				description: "Find lists whose name contains a text; returns each list's ID, name and size",
				action: 'Search CRM lists by name',
			},
		],
		default: 'search',
	},
	...descriptionsOf(operations),
];
