import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as create from './create.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { create } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['eventDefinition'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a custom event definition; the output shows the fully qualified name to send completions under',
				action: 'Create a custom event definition and return its fully qualified name',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
