import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as create from './create.operation';
import * as getStatus from './getStatus.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { create, getStatus } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['export'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description:
					'Export every record of a type (optionally filtered) or of a list to a CSV or Excel file in one task, returned as a file or as items (for tens of thousands to a million records)',
				action: 'Export records to a file',
			},
			{
				name: 'Get Status',
				value: 'getStatus',
				description: "Get the state of an export task and its file's download link",
				action: 'Get the status of an export',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
