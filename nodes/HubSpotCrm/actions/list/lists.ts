import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';
import { invalidInput, readIntegerId, readText } from '../../../shared/execution/validation';
import {
	CONTACTS_TYPE_ID,
	CRM_OBJECT_TYPES,
	OBJECT_TYPE_ID,
} from '../../../shared/crm/objectTypes';
import { itemReader } from '../../../shared/execution/itemParameters';

/** A list as HubSpot answers it (`PublicObjectList`). */
export interface HubSpotList extends IDataObject {
	listId: string;
	name: string;
	objectTypeId: string;
	processingType: string;
}

/**
 * The object types lists are kept for, by object type ID; `custom` switches to a typed ID. The
 * picker (`getListObjectTypes`) adds the account's custom objects, by their type IDs.
 */
export const LIST_OBJECT_TYPES = [
	...CRM_OBJECT_TYPES.filter((type) => type.lists && type.typeId)
		.map((type) => ({ name: type.label, value: type.typeId as string }))
		.sort((a, b) => a.name.localeCompare(b.name)),
	{ name: 'Custom Object (By ID)', value: 'custom' },
];

/** The list's object type picker, and the custom object type ID shown when "custom" is chosen. */
export const listObjectTypeFields: INodeProperties[] = [
	{
		displayName: 'List Object Type Name or ID',
		name: 'listObjectType',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getListObjectTypes' },
		default: CONTACTS_TYPE_ID,
		description:
			'The type of the records the list holds. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'List Object Type ID',
		name: 'listObjectTypeCustom',
		type: 'string',
		default: '',
		required: true,
		placeholder: '2-1234567',
		description: 'The object type ID of a custom object',
		displayOptions: { show: { listObjectType: ['custom'] } },
	},
];

/** The item's list object type ID, as a path segment. */
export function listObjectTypeOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const read = itemReader(ctx);
	const chosen = readText(
		ctx,
		read('listObjectType', itemIndex),
		'List Object Type',
		itemIndex,
	).trim();
	const [field, value] =
		chosen === 'custom'
			? [
					'List Object Type ID',
					readText(
						ctx,
						read('listObjectTypeCustom', itemIndex, ''),
						'List Object Type ID',
						itemIndex,
					).trim(),
				]
			: ['List Object Type', chosen];
	if (!OBJECT_TYPE_ID.test(value))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be an object type ID such as 0-1 or 2-1234567, got "${value}"`,
		);
	return pathSegment(ctx, value, field, itemIndex);
}

/** The list an operation acts on: picked by name from the account's lists, or given by ID. */
export const listLocator: INodeProperties = {
	displayName: 'List',
	name: 'listId',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The list (segment)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchLists', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '123',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'A list ID is digits only' },
				},
			],
		},
	],
};

/** The chosen list's ID as a path segment. */
export function listIdOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const read = itemReader(ctx);
	const id = readIntegerId(
		ctx,
		read('listId', itemIndex, '', { extractValue: true }),
		'List',
		itemIndex,
	);
	return pathSegment(ctx, id, 'List', itemIndex);
}
