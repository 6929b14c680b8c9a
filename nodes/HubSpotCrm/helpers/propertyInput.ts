import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { invalidInput, jsonObject, requiredString, toPropertyValues } from '../../shared/validation';
import { propertyPicker, recordIdField, recordIdOf } from './fields';
import { nameList } from './records';

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
			{ name: 'Auto-Map Input Data', value: 'autoMap', description: "Send the input item's fields as properties, by name" },
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
		description: 'Comma-separated input fields not to send. The other fields are sent as properties of the same name; null clears a property.',
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
		description: 'Input field that holds the ID of the record (or its value of the property set in "ID Property"). It is not sent as a property.',
		displayOptions: { show: autoMap },
	},
];

/** The record an item writes to (when asked for) and the property values it writes, as HubSpot wants them. */
export interface RecordWrite {
	recordId?: string;
	properties: Record<string, string>;
}

const AUTO_MAP = 'Auto-Map Input Data';

/**
 * What an item writes: with auto-map its own fields (read from the item, not through expressions)
 * minus the skipped ones and the record ID field; otherwise Record ID and the properties picked or
 * given as JSON. `identify` asks for the record ID (Update, Batch Update).
 */
export function readRecordWrite(ctx: IExecuteFunctions, items: INodeExecutionData[], itemIndex: number, identify: true): Required<RecordWrite>;
export function readRecordWrite(ctx: IExecuteFunctions, items: INodeExecutionData[], itemIndex: number, identify: false): RecordWrite;
export function readRecordWrite(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
	identify: boolean,
): RecordWrite {
	const mode = ctx.getNodeParameter('propertiesInput', itemIndex, 'fields');
	if (mode !== 'autoMap') {
		return { recordId: identify ? recordIdOf(ctx, itemIndex) : undefined, properties: readPropertyValues(ctx, itemIndex) };
	}
	const values: IDataObject = { ...items[itemIndex].json };
	for (const name of nameList(ctx.getNodeParameter('fieldsToSkip', itemIndex, ''))) delete values[name];
	let recordId: string | undefined;
	if (identify) {
		const field = requiredString(ctx, 'recordIdField', 'Record ID Field', itemIndex);
		const value = items[itemIndex].json[field];
		if (typeof value === 'object' && value !== null) throw invalidInput(ctx, 'Record ID Field', itemIndex, `input field "${field}" must be a text or number`);
		recordId = value === undefined || value === null ? '' : String(value).trim();
		if (recordId === '') throw invalidInput(ctx, 'Record ID Field', itemIndex, `input field "${field}" is missing or empty`);
		delete values[field];
	}
	const properties = toPropertyValues(ctx, values, AUTO_MAP, itemIndex);
	if (identify && Object.keys(properties).length === 0) {
		throw invalidInput(ctx, AUTO_MAP, itemIndex, 'nothing to update, the item has no fields besides the record ID field and the fields to skip');
	}
	return { recordId, properties };
}

/** The property values of an item as HubSpot wants them (strings; an empty string clears a value). */
function readPropertyValues(ctx: IExecuteFunctions, itemIndex: number): Record<string, string> {
	if (ctx.getNodeParameter('propertiesInput', itemIndex, 'fields') === 'json') {
		return toPropertyValues(ctx, jsonObject(ctx, 'propertiesJson', 'Properties (JSON)', itemIndex), 'Properties (JSON)', itemIndex);
	}
	const rows = (ctx.getNodeParameter('propertyValues.values', itemIndex, []) as IDataObject[]) ?? [];
	const values: IDataObject = {};
	for (const row of rows) {
		const name = String(row.name ?? '').trim();
		if (name === '') throw invalidInput(ctx, 'Properties', itemIndex, 'every property needs a name');
		values[name] = row.value as string;
	}
	return toPropertyValues(ctx, values, 'Properties', itemIndex);
}
