import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/router';
import * as batchRead from './batchRead.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { batchRead } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['association'] } },
		options: [
			{
				name: 'Batch Read',
				value: 'batchRead',
				description: 'Read the associated record IDs of many records at once',
				action: 'Batch read associations',
			},
		],
		default: 'batchRead',
	},
	...descriptionsOf(operations),
];
