import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { checkSendableKey, invalidInput, readEmailAddress, readText, requiredString } from '../../shared/execution/validation';
import { autoMappedRecordId, propertyInputFields, readItemProperties, recordIdentityFields } from './propertyInput';

/** What an upsert item writes: the record is the one whose `idProperty` is `id`, or a new one. */
export interface UpsertInput {
	idProperty: string;
	id: string;
	/** The values to write, the ID property's own value among them (a created record gets it). */
	properties: Record<string, string>;
}

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
		description: 'A property with unique values that finds the record: email for contacts, or any property whose values are unique (e.g. a custom external ID)',
	},
	{
		displayName: 'ID Property Value',
		name: 'idPropertyValue',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. ada@example.com',
		description: 'The value of the ID property: the record that has it is updated; when none has it, a record is created with it',
		displayOptions: { hide: { propertiesInput: ['autoMap'] } },
	},
	{
		...recordIdFieldOfAutoMap,
		default: 'email',
		description: 'Input field that holds the value of the ID property (e.g. the e-mail address). It is sent as that property.',
	},
	...propertyInputFields,
];

/**
 * An item's upsert: ID Property and its value (from the field, or with auto-map from the item's
 * Record ID Field) and the properties, with the ID property set to the value as HubSpot's upsert
 * wants for records it creates. `hs_object_id` cannot find a record to upsert, and a contact's
 * e-mail address must be one.
 */
export function readUpsertInput(ctx: IExecuteFunctions, items: INodeExecutionData[], itemIndex: number): UpsertInput {
	const idProperty = requiredString(ctx, 'idProperty', 'ID Property', itemIndex);
	checkSendableKey(ctx, idProperty, 'ID Property', itemIndex);
	if (idProperty === 'hs_object_id') {
		throw invalidInput(ctx, 'ID Property', itemIndex, 'hs_object_id cannot find a record to upsert; use a property with unique values, such as email for contacts, or Update');
	}
	let id: string;
	let properties: Record<string, string>;
	let field = 'ID Property Value';
	if (ctx.getNodeParameter('propertiesInput', itemIndex, 'fields') === 'autoMap') {
		const mapped = autoMappedRecordId(ctx, items, itemIndex);
		field = `Record ID Field (input field "${mapped.field}")`;
		id = mapped.recordId;
		properties = readItemProperties(ctx, items, itemIndex, [mapped.field]);
	} else {
		id = readText(ctx, ctx.getNodeParameter('idPropertyValue', itemIndex, ''), field, itemIndex).trim();
		if (id === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
		properties = readItemProperties(ctx, items, itemIndex);
	}
	if (idProperty === 'email') id = readEmailAddress(ctx, id, field, itemIndex);
	return { idProperty, id, properties: { ...properties, [idProperty]: id } };
}
