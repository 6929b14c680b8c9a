import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { FIELD_KIND_OPTIONS } from '../../helpers/fieldKinds';
import { CRM_OBJECT_TYPES } from '../../../shared/crm/objectTypes';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readText } from '../../../shared/execution/validation';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';

/** A custom object of the account, from the picker or by its type id or fully qualified name. */
export const existingSchema: INodeProperties = {
	displayName: 'Custom Object Name or ID',
	name: 'schemaObjectType',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getSchemas' },
	default: '',
	required: true,
	description:
		'The custom object (its object type ID, e.g. 2-1234567, or fully qualified name). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The custom object an item names, as a path segment. */
export function schemaObjectTypeOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const value = readText(
		ctx,
		itemReader(ctx)('schemaObjectType', itemIndex, ''),
		'Custom Object',
		itemIndex,
	).trim();
	return pathSegment(ctx, value, 'Custom Object', itemIndex);
}

/** HubSpot's own types a custom object can be associated with, by type id. */
export const ASSOCIABLE_TYPES = CRM_OBJECT_TYPES.filter(
	(type) => type.path && type.typeId && !type.activity,
).map((type) => ({ name: type.label, value: type.typeId as string }));

const namesOfInitial = 'Internal names of properties among Properties, comma-separated';

/** The display and search properties a create or an update may name. */
export const displayProperties = (prefix: 'schema' | ''): INodeProperties[] =>
	[
		{
			displayName: 'Primary Display Property',
			name: 'primaryDisplayProperty',
			description: 'The property shown as the name of a record',
		},
		{
			displayName: 'Secondary Display Properties',
			name: 'secondaryDisplayProperties',
			description: `Shown under the name on record cards. ${namesOfInitial}.`,
		},
		{
			displayName: 'Searchable Properties',
			name: 'searchableProperties',
			description: `Searched by the CRM's search. ${namesOfInitial}.`,
		},
		{
			displayName: 'Required Properties',
			name: 'requiredProperties',
			description: `Every record must have them. ${namesOfInitial}.`,
		},
	].map((field) => ({
		...field,
		name: prefix ? `${prefix}${field.name[0].toUpperCase()}${field.name.slice(1)}` : field.name,
		type: 'string' as const,
		default: '',
	}));

/** The properties a new custom object is created with. */
export const initialProperties: INodeProperties = {
	displayName: 'Properties',
	name: 'schemaProperties',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Property',
	default: {},
	required: true,
	description: 'The properties of the new object: at least the primary display property',
	options: [
		{
			name: 'property',
			displayName: 'Property',
			values: [
				{
					displayName: 'Field Type',
					name: 'fieldKind',
					type: 'options',
					options: FIELD_KIND_OPTIONS,
					default: 'string:text',
				},
				{ displayName: 'Label', name: 'label', type: 'string', default: '', placeholder: 'Model' },
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					placeholder: 'model',
					description:
						'The internal name: lowercase letters, digits and underscores, starting with a letter',
				},
				{
					displayName: 'Option Values',
					name: 'options',
					type: 'string',
					default: '',
					placeholder: 'small,medium,large',
					description:
						'For select, radio and multiple-checkbox fields: the values, comma-separated (each its own label)',
				},
				{
					displayName: 'Unique Values',
					name: 'unique',
					type: 'boolean',
					default: false,
					description:
						'Whether HubSpot refuses a value another record already has (text and number fields)',
				},
			],
		},
	],
};
