import type { INodeProperties } from 'n8n-workflow';
import * as addMembers from './addMembers.operation';
import * as create from './create.operation';
import * as deleteList from './delete.operation';
import * as get from './get.operation';
import * as getMembers from './getMembers.operation';
import * as removeMembers from './removeMembers.operation';
import * as search from './search.operation';

export { addMembers, create, deleteList, get, getMembers, removeMembers, search };

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
				action: 'Add members to a list',
			},
			{ name: 'Create', value: 'create', description: 'Create a manual, snapshot or dynamic list', action: 'Create a list' },
			{ name: 'Delete', value: 'delete', description: 'Delete a list', action: 'Delete a list' },
			{ name: 'Get', value: 'get', description: 'Get a list by ID or by name', action: 'Get a list' },
			{ name: 'Get Members', value: 'getMembers', description: 'Read the records in a list', action: 'Get members of a list' },
			{
				name: 'Remove Members',
				value: 'removeMembers',
				description: 'Remove one record per input item from a list, up to 10,000 per request',
				action: 'Remove members from a list',
			},
			{ name: 'Search', value: 'search', description: 'Find lists by name', action: 'Search lists' },
		],
		default: 'search',
	},
	...create.description,
	...get.description,
	...search.description,
	...deleteList.description,
	...addMembers.description,
	...removeMembers.description,
	...getMembers.description,
];
