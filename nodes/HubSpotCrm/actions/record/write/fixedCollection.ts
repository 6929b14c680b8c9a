import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import {
	checkSendableKey,
	invalidInput,
	jsonObject,
	readEmailAddress,
	readText,
	requiredString,
	toPropertyValues,
} from '../../../../shared/execution/validation';
import {
	idPropertyOf,
	propertyPicker,
	recordIdField,
	recordIdFrom,
	recordIdOf,
} from '../../../../shared/crm/fields';
import type { RecordInputs, UpsertInput } from './itemWrite';
import { commaList } from '../../../../shared/execution/commaList';
import { itemReader } from '../../../../shared/execution/itemParameters';

const autoMap = { propertiesInput: ['autoMap'] };

/** How the properties to write are given: picked fields, a JSON object, or the input item's own fields. */
export const propertyInputFields: INodeProperties[] = [
	{
		displayName: 'Properties Input',
		name: 'propertiesInput',
		type: 'options',
		options: [
			{ name: 'Fields', value: 'fields', description: 'Pick properties and set their values' },
			{ name: 'JSON', value: 'json', description: 'Give the properties as one JSON object' },
			{
				name: 'Auto-Map Input Data',
				value: 'autoMap',
				description: "Send the input item's fields as properties, by name",
			},
		],
		default: 'fields',
	},
	{
		displayName: 'Properties',
		name: 'propertyValues',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Property',
		default: {},
		description: 'Property values to write. An empty value clears the property.',
		displayOptions: { show: { propertiesInput: ['fields'] } },
		options: [
			{
				displayName: 'Property',
				name: 'values',
				values: [
					propertyPicker('name', 'Name or ID', 'getWritableProperties'),
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
					},
				],
			},
		],
	},
	{
		displayName: 'Properties (JSON)',
		name: 'propertiesJson',
		type: 'json',
		default: '{\n  "name": "Example"\n}',
		description: 'Property names and values. An empty string clears a value.',
		displayOptions: { show: { propertiesInput: ['json'] } },
	},
	{
		displayName: 'Fields to Skip',
		name: 'fieldsToSkip',
		type: 'string',
		default: '',
		placeholder: 'e.g. createdAt, notes',
		description:
			'Comma-separated input fields not to send. The other fields are sent as properties of the same name; null clears a property.',
		displayOptions: { show: autoMap },
	},
];

/** How Update and Batch Update find the record: Record ID, or with auto-map a field of the input item. */
export const recordIdentityFields: INodeProperties[] = [
	{ ...recordIdField, displayOptions: { hide: autoMap } },
	{
		displayName: 'Record ID Field',
		name: 'recordIdField',
		type: 'string',
		default: 'id',
		required: true,
		description:
			'Input field that holds the ID of the record (or its value of the property set in "ID Property"). It is not sent as a property.',
		displayOptions: { show: autoMap },
	},
];

const [, recordIdFieldOfAutoMap] = recordIdentityFields;

/** The fields of Upsert and Batch Upsert: the unique property, its value (or input field) and the properties. */
export const upsertFields: INodeProperties[] = [
	{
		displayName: 'ID Property',
		name: 'idProperty',
		type: 'string',
		default: 'email',
		required: true,
		placeholder: 'email',
		description:
			'A property with unique values that finds the record: email for contacts, or any property whose values are unique (e.g. a custom external ID)',
	},
	{
		displayName: 'ID Property Value',
		name: 'idPropertyValue',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. ada@example.com',
		description:
			'The value of the ID property: the record that has it is updated; when none has it, a record is created with it',
		displayOptions: { hide: { propertiesInput: ['autoMap'] } },
	},
	{
		...recordIdFieldOfAutoMap,
		default: 'email',
		description:
			'Input field that holds the value of the ID property (e.g. the e-mail address). It is sent as that property.',
	},
	...propertyInputFields,
];

const AUTO_MAP = 'Auto-Map Input Data';

/**
 * The property values an item writes, as HubSpot wants them: with auto-map the item's own fields
 * (read from the item, not through expressions) minus the fields to skip and `omit`; otherwise the
 * properties picked or given as JSON.
 */
function readItemProperties(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
	omit: string[] = [],
): Record<string, string> {
	const read = itemReader(ctx);
	if (read('propertiesInput', itemIndex, 'fields') !== 'autoMap')
		return readPropertyValues(ctx, itemIndex);
	const values: IDataObject = { ...items[itemIndex].json };
	for (const name of [...commaList(read('fieldsToSkip', itemIndex, '')), ...omit])
		delete values[name];
	return toPropertyValues(ctx, values, AUTO_MAP, itemIndex);
}

/** The auto-mapped item's record ID: the value of its Record ID Field, refused when missing or empty. */
function autoMappedRecordId(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
): { field: string; recordId: string } {
	const field = requiredString(ctx, 'recordIdField', 'Record ID Field', itemIndex);
	const value = items[itemIndex].json[field];
	if (value === undefined || value === null || String(value).trim() === '') {
		throw invalidInput(
			ctx,
			'Record ID Field',
			itemIndex,
			`input field "${field}" is missing or empty`,
		);
	}
	return {
		field,
		recordId: recordIdFrom(
			ctx,
			value,
			idPropertyOf(ctx, itemIndex),
			`Record ID Field (input field "${field}")`,
			itemIndex,
		),
	};
}

/**
 * What an update item writes, and to which record: Record ID and the properties picked or given as
 * JSON, or with auto-map the Record ID Field's value and the item's other fields.
 */
function readRecordUpdate(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
): { recordId: string; properties: Record<string, string> } {
	const read = itemReader(ctx);
	if (read('propertiesInput', itemIndex, 'fields') !== 'autoMap') {
		return {
			recordId: recordIdOf(ctx, itemIndex, idPropertyOf(ctx, itemIndex)),
			properties: readPropertyValues(ctx, itemIndex),
		};
	}
	const { field, recordId } = autoMappedRecordId(ctx, items, itemIndex);
	const properties = readItemProperties(ctx, items, itemIndex, [field]);
	if (Object.keys(properties).length === 0) {
		throw invalidInput(
			ctx,
			AUTO_MAP,
			itemIndex,
			'nothing to update, the item has no fields besides the record ID field and the fields to skip',
		);
	}
	return { recordId, properties };
}

/** The property values of an item as HubSpot wants them (strings; an empty string clears a value). */
function readPropertyValues(ctx: IExecuteFunctions, itemIndex: number): Record<string, string> {
	const read = itemReader(ctx);
	if (read('propertiesInput', itemIndex, 'fields') === 'json') {
		return toPropertyValues(
			ctx,
			jsonObject(ctx, 'propertiesJson', 'Properties (JSON)', itemIndex),
			'Properties (JSON)',
			itemIndex,
		);
	}
	const rows = (read('propertyValues.values', itemIndex, []) as IDataObject[]) ?? [];
	const values: IDataObject = {};
	for (const row of rows) {
		const name = readText(ctx, row.name, 'Properties', itemIndex).trim();
		if (name === '')
			throw invalidInput(ctx, 'Properties', itemIndex, 'every property needs a name');
		// Checked before it becomes a key: `__proto__` would vanish from `values`.
		checkSendableKey(ctx, name, 'Properties', itemIndex);
		values[name] = row.value as string;
	}
	return toPropertyValues(ctx, values, 'Properties', itemIndex);
}

/**
 * An item's upsert: ID Property and its value (from the field, or with auto-map from the item's
 * Record ID Field) and the properties, with the ID property set to the value as HubSpot's upsert
 * wants for records it creates. `hs_object_id` cannot find a record to upsert, and a contact's
 * e-mail address must be one.
 */
function readUpsertInput(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
): UpsertInput {
	const read = itemReader(ctx);
	const idProperty = requiredString(ctx, 'idProperty', 'ID Property', itemIndex);
	checkSendableKey(ctx, idProperty, 'ID Property', itemIndex);
	if (idProperty === 'hs_object_id') {
		throw invalidInput(
			ctx,
			'ID Property',
			itemIndex,
			'hs_object_id cannot find a record to upsert; use a property with unique values, such as email for contacts, or Update',
		);
	}
	let id: string;
	let properties: Record<string, string>;
	let field = 'ID Property Value';
	if (read('propertiesInput', itemIndex, 'fields') === 'autoMap') {
		const mapped = autoMappedRecordId(ctx, items, itemIndex);
		field = `Record ID Field (input field "${mapped.field}")`;
		id = mapped.recordId;
		properties = readItemProperties(ctx, items, itemIndex, [mapped.field]);
	} else {
		id = readText(ctx, read('idPropertyValue', itemIndex, ''), field, itemIndex).trim();
		if (id === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
		properties = readItemProperties(ctx, items, itemIndex);
	}
	if (idProperty === 'email') id = readEmailAddress(ctx, id, field, itemIndex);
	return { idProperty, id, properties: { ...properties, [idProperty]: id } };
}

/** Version 1: the fixed collection, JSON or Auto-Map Input Data with Record ID Field and ID Property. */
export function fixedCollectionInputs(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): RecordInputs {
	return {
		create: (itemIndex) => readItemProperties(ctx, items, itemIndex),
		update: (itemIndex) => ({
			...readRecordUpdate(ctx, items, itemIndex),
			idProperty: idPropertyOf(ctx, itemIndex),
		}),
		upsert: (itemIndex) => readUpsertInput(ctx, items, itemIndex),
	};
}
