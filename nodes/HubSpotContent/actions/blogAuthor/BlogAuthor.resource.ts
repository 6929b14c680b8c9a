import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as batchUpdate from './batchUpdate.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { batchUpdate } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['blogAuthor'] } },
		options: [
			{
				name: 'Batch Update',
				value: 'batchUpdate',
				description: 'Update blog authors, one per item, up to 100 per request',
				action: 'Batch update blog authors by ID',
			},
		],
		default: 'batchUpdate',
	},
	...descriptionsOf(operations),
];
