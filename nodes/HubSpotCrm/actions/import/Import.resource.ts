import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as getErrors from './getErrors.operation';
import * as getMany from './getMany.operation';
import * as getStatus from './getStatus.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	getStatus,
	getErrors,
	cancel,
	getMany,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['import'] } },
		options: [
			{
				name: 'Cancel',
				value: 'cancel',
				description: 'Stop an import HubSpot is still processing',
				action: 'Cancel an import',
			},
			{
				name: 'Create',
				value: 'create',
				description:
					'Import records in bulk from a CSV or Excel file, or from the input items, in one request (for thousands to a million rows)',
				action: 'Import records from a file or the input items',
			},
			{
				name: 'Get Errors',
				value: 'getErrors',
				description: 'Get the rows of an import HubSpot could not write, and why',
				action: 'Get the row errors of an import',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List the imports of the account',
				action: 'Get many imports',
			},
			{
				name: 'Get Status',
				value: 'getStatus',
				description: 'Get the state and row counters of an import',
				action: 'Get the status of an import',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
