import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as get from './get.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { get } satisfies ResourceOperations;

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
	...descriptionsOf(operations),
];
