import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as search from './search.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	delete: del,
	get,
	getMany,
	search,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['marketingEvent'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a marketing event (a webinar, a conference) keyed by its account and event IDs in the event tool',
				action: 'Create a marketing event',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a marketing event',
				action: 'Delete a marketing event',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a marketing event with its participant counts',
				action: 'Get a marketing event',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: "List the account's marketing events",
				action: 'Get many marketing events',
			},
			{
				name: 'Search',
				value: 'search',
				description: 'Find marketing events by text their external event ID contains',
				action: 'Search marketing events',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a marketing event's name, dates, type, status or custom properties",
				action: 'Update a marketing event',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
