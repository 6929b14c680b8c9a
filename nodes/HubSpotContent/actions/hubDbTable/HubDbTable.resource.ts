import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import {
	clone,
	create,
	deleteTable,
	get,
	getMany,
	publishDraft,
	unpublish,
	updateDraft,
} from './tableOperations';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	clone,
	create,
	delete: deleteTable,
	get,
	getMany,
	publishDraft,
	unpublish,
	updateDraft,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['hubDbTable'] } },
		options: [
			{
				name: 'Clone Draft',
				value: 'clone',
				description: "Copy a table's draft into a new table",
				action: 'Clone a hub db table draft',
			},
			{
				name: 'Create Draft',
				value: 'create',
				description: 'Create a table (a draft until published)',
				action: 'Create a hub db table draft',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a table, live and draft',
				action: 'Delete a hub db table',
			},
			{
				name: 'Get (Live or Draft)',
				value: 'get',
				description: 'Get a table: its live version or its draft',
				action: 'Get a hub db table live or draft',
			},
			{
				name: 'Get Many (Live or Draft)',
				value: 'getMany',
				description: "Get the published tables, or every table's draft",
				action: 'Get many hub db tables live or draft',
			},
			{
				name: 'Publish Draft',
				value: 'publishDraft',
				description: 'Make the draft (columns and rows) the live table',
				action: 'Publish a hub db table draft',
			},
			{
				name: 'Unpublish',
				value: 'unpublish',
				description: 'Take the live table down; the draft stays',
				action: 'Unpublish a hub db table',
			},
			{
				name: 'Update Draft',
				value: 'updateDraft',
				description: "Change a table's draft: label, switches, columns",
				action: 'Update a hub db table draft',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
