import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getMany from './getMany.operation';
import { create, deleteRows, replace, update } from './rowBatches';
import * as updateDraft from './updateDraft.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	delete: deleteRows,
	getMany,
	replace,
	update,
	updateDraft,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['hubDbRow'] } },
		options: [
			{
				name: 'Create Rows in Draft',
				value: 'create',
				description: "Add rows to a table's draft, one per item, up to 100 per request",
				action: 'Create hub db rows in a table draft',
			},
			{
				name: 'Delete Rows From Draft',
				value: 'delete',
				description: "Remove rows from a table's draft, one per item, up to 100 per request",
				action: 'Delete hub db rows from a table draft',
			},
			{
				name: 'Get Many Rows (Live or Draft)',
				value: 'getMany',
				description: "Get a table's published rows or its draft rows, filtered by column values",
				action: 'Get many hub db rows live or draft',
			},
			{
				name: 'Replace Rows in Draft',
				value: 'replace',
				description: 'Replace the values of draft rows, one per item, up to 100 per request',
				action: 'Replace hub db rows in a table draft',
			},
			{
				name: 'Update Draft',
				value: 'updateDraft',
				description: 'Change fields of the draft of a table row',
				action: 'Update the draft of a hub db table row by table and row ID',
			},
			{
				name: 'Update Rows in Draft',
				value: 'update',
				description: 'Change columns of draft rows, one per item, up to 100 per request',
				action: 'Update hub db rows in a table draft',
			},
		],
		default: 'updateDraft',
	},
	...descriptionsOf(operations),
];
