import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import { create, deleteRedirect, getMany, update } from './redirectOperations';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	delete: deleteRedirect,
	getMany,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['urlRedirect'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Redirect a path to another path or URL',
				action: 'Create a URL redirect',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a URL redirect by its ID',
				action: 'Delete a URL redirect',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: "Get the account's redirects",
				action: 'Get many URL redirects',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Change fields of a redirect',
				action: 'Update a URL redirect',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
