import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { PROPERTY_TYPES } from './propertyDefinitions';

export const TYPE_NAMES: Record<string, string> = {
	string: 'String',
	number: 'Number',
	enumeration: 'Enumeration',
	datetime: 'Date and Time',
	date: 'Date',
	bool: 'Boolean',
};

/** One enumeration option in the UI (fields in alphabetical order, as n8n's checks want). */
export const optionFields: INodeProperties[] = [
	{ displayName: 'Description', name: 'description', type: 'string', default: '' },
	{
		displayName: 'Hidden',
		name: 'hidden',
		type: 'boolean',
		default: false,
		description: 'Whether to hide the option in HubSpot',
	},
	{
		displayName: 'Label',
		name: 'label',
		type: 'string',
		default: '',
		description: 'Label shown in HubSpot',
	},
	{
		displayName: 'Value',
		name: 'value',
		type: 'string',
		default: '',
		description: 'Internal value sent with completions',
	},
];

/** A property's description and label, as the UI asks for them. */
export const propertyTextFields: INodeProperties[] = [
	{ displayName: 'Description', name: 'description', type: 'string', default: '' },
	{
		displayName: 'Label',
		name: 'label',
		type: 'string',
		default: '',
		description: 'Label shown in HubSpot',
	},
];

/** The options of an enumeration property, as the UI builds them. */
export const propertyOptionsField: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Option',
	default: {},
	description: 'The values an enumeration property can take',
	options: [{ displayName: 'Option', name: 'option', values: optionFields }],
};

/** The UI's options as a list (empty when none were added). */
export const uiOptions = (collection: unknown): IDataObject[] =>
	((collection as IDataObject | undefined)?.option as IDataObject[] | undefined) ?? [];

/** The property definitions of an event, built in the UI or given as JSON. */
export const propertyDefinitionFields: INodeProperties[] = [
	{
		displayName: 'Properties Input',
		name: 'propertiesInput',
		type: 'options',
		options: [
			{ name: 'Fields Below', value: 'fields' },
			{ name: 'JSON', value: 'json' },
		],
		default: 'fields',
		description: 'How to give the custom properties of the event',
	},
	{
		displayName: 'Property Definitions',
		name: 'propertyDefinitions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Property',
		default: {},
		description: 'Custom properties of the event (at most 50)',
		displayOptions: { show: { propertiesInput: ['fields'] } },
		options: [
			{
				displayName: 'Property',
				name: 'property',
				values: [
					...propertyTextFields,
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						default: '',
						placeholder: 'video_title',
						description: 'Internal name of the property, used when sending completions',
					},
					{
						...propertyOptionsField,
						description: 'The values an enumeration property can take (required for enumerations)',
					},
					{
						displayName: 'Type',
						name: 'type',
						type: 'options',
						options: PROPERTY_TYPES.map((value) => ({ name: TYPE_NAMES[value], value })),
						default: 'string',
					},
				],
			},
		],
	},
	{
		displayName: 'Property Definitions (JSON)',
		name: 'propertyDefinitionsJson',
		type: 'json',
		default: '[]',
		description:
			'Array of property definitions: {"name", "label", "type", "description", "options": [{"label", "value", "description", "hidden", "displayOrder"}]}',
		displayOptions: { show: { propertiesInput: ['json'] } },
	},
];

/** The UI's property definitions as plain objects with their options as a list. */
export function uiPropertyDefinitions(collection: IDataObject): IDataObject[] {
	const properties = (collection.property as IDataObject[] | undefined) ?? [];
	return properties.map(({ options, ...property }) => ({
		...property,
		options: uiOptions(options),
	}));
}
