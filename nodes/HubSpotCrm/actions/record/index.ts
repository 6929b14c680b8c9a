import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { objectTypeFields } from '../../../shared/crmObjectTypes';
import * as batchArchive from './batchArchive.operation';
import * as batchCreate from './batchCreate.operation';
import * as batchRead from './batchRead.operation';
import * as batchUpdate from './batchUpdate.operation';
import * as getMany from './getMany.operation';
import * as search from './search.operation';
import * as update from './update.operation';

export { batchArchive, batchCreate, batchRead, batchUpdate, getMany, search, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['record'] } },
		options: [
			{
				name: 'Batch Archive',
				value: 'batchArchive',
				description: 'Archive one record per input item, up to 100 per request',
				action: 'Batch archive records',
			},
			{
				name: 'Batch Create',
				value: 'batchCreate',
				description: 'Create one record per input item, up to 100 per request',
				action: 'Batch create records',
			},
			{
				name: 'Batch Read',
				value: 'batchRead',
				description: 'Read one record per input item, up to 100 per request',
				action: 'Batch read records',
			},
			{
				name: 'Batch Update',
				value: 'batchUpdate',
				description: 'Update one record per input item, up to 100 per request',
				action: 'Batch update records',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List records of a type',
				action: 'Get many records',
			},
			{
				name: 'Search',
				value: 'search',
				description: 'Find records by filters, text and sort',
				action: 'Search records',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Update one record with one request per item',
				action: 'Update a record',
			},
		],
		default: 'getMany',
	},
	...updateDisplayOptions({ show: { resource: ['record'] } }, objectTypeFields('objectType', 'Object Type')),
	...getMany.description,
	...search.description,
	...update.description,
	...batchRead.description,
	...batchUpdate.description,
	...batchCreate.description,
	...batchArchive.description,
];
