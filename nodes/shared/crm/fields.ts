import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readIntegerId, readText } from '../execution/validation';
import { itemReader } from '../execution/itemParameters';
import { recordLocatorValue } from './recordLocator';

/** Fields several operations share. */

export const recordIdField: INodeProperties = {
	displayName: 'Record ID',
	name: 'recordId',
	type: 'string',
	default: '',
	required: true,
	placeholder: '123456789',
	description: 'The ID of the record, or its value of the unique property set in "ID Property"',
};

/**
 * A record's identity in `field`: with an ID property, that property's value (text); without, the
 * record's numeric ID.
 */
export function recordIdFrom(
	ctx: IExecuteFunctions,
	value: unknown,
	idProperty: string,
	field: string,
	itemIndex: number,
): string {
	if (!idProperty) return readIntegerId(ctx, value, field, itemIndex);
	const text = readText(ctx, value, field, itemIndex).trim();
	return text === '' ? readIntegerId(ctx, text, field, itemIndex) : text;
}

/** The item's Record ID (typed, or a record picker's), read as `recordIdFrom` says. */
export const recordIdOf = (ctx: IExecuteFunctions, itemIndex: number, idProperty = ''): string =>
	recordIdFrom(
		ctx,
		recordLocatorValue(ctx, itemReader(ctx)('recordId', itemIndex, ''), 'Record ID', itemIndex),
		idProperty,
		'Record ID',
		itemIndex,
	);

/** The item's ID Property (top level), or '' when not set. */
/** A batch input of the item's record ID: keyed and sent as `{id}`. */
export function recordIdInput(
	ctx: IExecuteFunctions,
	itemIndex: number,
): { key: string; body: { id: string } } {
	const id = recordIdOf(ctx, itemIndex);
	return { key: id, body: { id } };
}

export const idPropertyOf = (ctx: IExecuteFunctions, itemIndex: number): string =>
	readText(ctx, itemReader(ctx)('idProperty', itemIndex, ''), 'ID Property', itemIndex).trim();

export const idPropertyField: INodeProperties = {
	displayName: 'ID Property',
	name: 'idProperty',
	type: 'string',
	default: '',
	placeholder: 'email',
	description:
		'Name of a property with unique values that "Record ID" holds a value of. Leave empty to use the record ID.',
};

export const propertiesField: INodeProperties = {
	displayName: 'Property Names or IDs',
	name: 'properties',
	type: 'multiOptions',
	typeOptions: {
		loadOptionsMethod: 'getProperties',
		loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
	},
	default: [],
	description:
		'Properties to return; the type\'s default properties when empty. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const propertiesWithHistoryField: INodeProperties = {
	displayName: 'Property Names or IDs With History',
	name: 'propertiesWithHistory',
	type: 'multiOptions',
	typeOptions: {
		loadOptionsMethod: 'getProperties',
		loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
	},
	default: [],
	description:
		'Properties to return with their previous values (turn off Simplify to see them). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const associationsOption: INodeProperties = {
	displayName: 'Associations',
	name: 'associations',
	type: 'string',
	default: '',
	placeholder: 'contacts,deals',
	description:
		'Comma-separated object types whose associated IDs to include (turn off Simplify to see them)',
};

export const archivedField: INodeProperties = {
	displayName: 'Archived Only',
	name: 'archived',
	type: 'boolean',
	default: false,
	description: 'Whether to return only archived records',
};

/** A picker of one property of the chosen object type. */
export function propertyPicker(
	name: string,
	displayName: string,
	loadOptionsMethod: 'getProperties' | 'getWritableProperties',
): INodeProperties {
	return {
		displayName,
		name,
		type: 'options',
		typeOptions: { loadOptionsMethod, loadOptionsDependsOn: ['objectType', 'objectTypeCustom'] },
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	};
}
