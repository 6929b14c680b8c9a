import type { INodeProperties } from 'n8n-workflow';
import * as getMany from './getMany.operation';

export { getMany };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['pipeline'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List the pipelines of deals or tickets with their stages',
				action: 'Get many pipelines of deals or tickets with their stages',
			},
		],
		default: 'getMany',
	},
	...getMany.description,
];
