import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as batchRead from './batchRead.operation';
import * as create from './create.operation';
import * as deleteAssociation from './delete.operation';
import * as getLabels from './getLabels.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	batchRead,
	create,
	delete: deleteAssociation,
	getLabels,
} satisfies ResourceOperations;

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
			{
				name: 'Create',
				value: 'create',
				description: 'Associate two records, with the default type or a label',
				action: 'Create an association of two CRM records by ID with a label or the default type',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Remove the association of two records, or one label of it',
				action: 'Delete an association of two CRM records by ID, or one of its labels',
			},
			{
				name: 'Get Labels',
				value: 'getLabels',
				description: 'List the association types (labels) from one object type to another',
				action: 'Get the labels of association types between two object types',
			},
		],
		default: 'batchRead',
	},
	...descriptionsOf(operations),
];
