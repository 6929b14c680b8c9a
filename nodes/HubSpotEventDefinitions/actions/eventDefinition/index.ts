import type { INodeProperties } from 'n8n-workflow';
import * as create from './create.operation';

export { create };

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
				description: 'Create a custom event definition; the output shows the fully qualified name to send completions under',
				action: 'Create a custom event definition and return its fully qualified name',
			},
		],
		default: 'create',
	},
	...create.description,
];
