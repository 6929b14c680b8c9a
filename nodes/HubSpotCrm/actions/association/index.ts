import type { INodeProperties } from 'n8n-workflow';
import * as batchRead from './batchRead.operation';

export { batchRead };

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
	...batchRead.description,
];
