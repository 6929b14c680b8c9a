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

const AUTO_MAP = 'Auto-Map Input Data';

/**
 * The property values an item writes, as HubSpot wants them: with auto-map the item's own fields
 * (read from the item, not through expressions) minus the fields to skip and `omit`; otherwise the
 * properties picked or given as JSON.
 */
export function readItemProperties(
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
export function autoMappedRecordId(
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
export function readRecordUpdate(
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
