import type { INodeProperties } from 'n8n-workflow';
import * as get from './get.operation';

export { get };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['objectDefinition'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get the object definition of a media type',
				action: 'Get the object definition of a media type with its properties',
			},
		],
		default: 'get',
	},
	...get.description,
];
