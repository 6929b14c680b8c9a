import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as updateDraft from './updateDraft.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { updateDraft } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['hubDbRow'] } },
		options: [
			{
				name: 'Update Draft',
				value: 'updateDraft',
				description: 'Change fields of the draft of a table row',
				action: 'Update the draft of a hub db table row by table and row ID',
			},
		],
		default: 'updateDraft',
	},
	...descriptionsOf(operations),
];
