import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import { objectTypeFields } from '../../../shared/crm/objectTypeFields';
import { inVersions } from '../../../shared/execution/versions';
import { COMPANIES_BY_DEFAULT_VERSIONS, TYPE_CHOSEN_FIRST_VERSIONS } from './nodeVersions';
import * as batchArchive from './batchArchive.operation';
import * as batchCreate from './batchCreate.operation';
import * as batchRead from './batchRead.operation';
import * as batchUpdate from './batchUpdate.operation';
import * as batchUpsert from './batchUpsert.operation';
import * as create from './create.operation';
import * as deleteRecord from './delete.operation';
import * as gdprDelete from './gdprDelete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as merge from './merge.operation';
import * as search from './search.operation';
import * as update from './update.operation';
import * as upsert from './upsert.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	batchArchive,
	batchCreate,
	batchRead,
	batchUpdate,
	batchUpsert,
	create,
	delete: deleteRecord,
	gdprDelete,
	get,
	getMany,
	merge,
	search,
	update,
	upsert,
} satisfies ResourceOperations;

const [objectTypePicker, customObjectTypeField] = objectTypeFields('objectType', 'Object Type');

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
				description:
					'Archive (delete) one CRM record per input item by its ID, up to 100 per request',
				action: 'Batch archive CRM records by ID',
			},
			{
				name: 'Batch Create',
				value: 'batchCreate',
				description:
					'Create one CRM record per input item from its properties, up to 100 per request; returns each new record with its ID',
				action: 'Batch create CRM records from properties',
			},
			{
				name: 'Batch Create or Update',
				value: 'batchUpsert',
				description:
					'Create or update one record per input item by a unique property (contacts by email), up to 100 per request; each output says whether it was created',
				action: 'Batch create or update CRM records by a unique property',
			},
			{
				name: 'Batch Read',
				value: 'batchRead',
				description:
					"Read one record per input item by its ID or a unique property, up to 100 per request; returns each record's ID and properties",
				action: 'Batch read CRM records by ID and return their properties',
			},
			{
				name: 'Batch Update',
				value: 'batchUpdate',
				description:
					'Update properties of one CRM record per input item, by ID or a unique property, up to 100 per request; returns each updated record',
				action: 'Batch update CRM record properties',
			},
			{
				name: 'Create',
				value: 'create',
				description:
					'Create one new record per input item, with associations; fails with the existing ID when a contact with the email exists',
				action: 'Create a CRM record from properties',
			},
			{
				name: 'Create or Update',
				value: 'upsert',
				description: 'Create a new record, or update the current one if it already exists (upsert)',
				action: 'Create or update a CRM record by a unique property',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Archive one record per input item by its ID (restorable for 90 days)',
				action: 'Delete a CRM record by ID',
			},
			{
				name: 'GDPR Delete',
				value: 'gdprDelete',
				description:
					'Permanently delete one contact per input item by its ID or e-mail address, for a privacy request; cannot be undone, and an unknown address is blocklisted',
				action: 'Permanently delete a contact record for a GDPR request',
			},
			{
				name: 'Get',
				value: 'get',
				description:
					'Read one record per input item by its ID or by a unique property such as email',
				action: 'Get a CRM record by ID or unique property',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					'List CRM records of the chosen type with the properties asked for, page by page (Return All or Limit)',
				action: 'Get many CRM records of a type',
			},
			{
				name: 'Merge',
				value: 'merge',
				description:
					'Merge two duplicate records of a type into one per input item; returns the merged record with its new ID and the two IDs it replaces. Cannot be undone.',
				action: 'Merge two duplicate CRM records',
			},
			{
				name: 'Search',
				value: 'search',
				description:
					"Find records of the chosen type matching a text query or filters, sorted; returns each record's ID and properties",
				action: 'Search CRM records by text or filters and return their properties',
			},
			{
				name: 'Update',
				value: 'update',
				description:
					'Update properties of one CRM record per input item, by ID or a unique property, one request per item; returns the updated record',
				action: 'Update the properties of a CRM record',
			},
		],
		default: 'getMany',
	},
	// GDPR Delete is documented for contacts only: it asks for no type.
	...updateDisplayOptions({ show: { resource: ['record'] }, hide: { operation: ['gdprDelete'] } }, [
		...inVersions(COMPANIES_BY_DEFAULT_VERSIONS, [objectTypePicker]),
		...inVersions(TYPE_CHOSEN_FIRST_VERSIONS, [
			{
				...objectTypePicker,
				default: '',
				required: true,
				placeholder: 'Choose the type of records',
			},
		]),
		customObjectTypeField,
	]),
	...descriptionsOf(operations),
];
