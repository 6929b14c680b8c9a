import type { INodeProperties } from 'n8n-workflow';
import { FIELD_KIND_OPTIONS, kindsWhere } from '../../helpers/fieldKinds';
import { objectTypeFields } from '../../../shared/crm/objectTypeFields';
import { NOT_IN_LATEST } from '../../helpers/definitionBodies';

/** The parameters of the Property operations, shared by create, batch create and update. */

export const objectType = objectTypeFields('objectType', 'Object Type');

/** A property of the chosen type, from the picker or by its internal name. */
export const existingProperty: INodeProperties = {
	displayName: 'Property Name or ID',
	name: 'propertyName',
	type: 'options',
	typeOptions: {
		loadOptionsMethod: 'getProperties',
		loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
	},
	default: '',
	required: true,
	description:
		'The internal name of the property. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const propertyGroup = (required: boolean): INodeProperties => ({
	displayName: 'Property Group Name or ID',
	name: 'propertyGroup',
	type: 'options',
	typeOptions: {
		loadOptionsMethod: 'getPropertyGroups',
		loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
	},
	default: '',
	required,
	description:
		'The group the property is shown in. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

/** The options of an enumeration: HubSpot stores the value, shows the label. */
export const propertyOptions: INodeProperties = {
	displayName: 'Options',
	name: 'propertyOptions',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Option',
	default: {},
	description:
		'The choices of the property, in the order shown. On update, the list replaces all existing options.',
	options: [
		{
			name: 'option',
			displayName: 'Option',
			values: [
				{
					displayName: 'Label',
					name: 'label',
					type: 'string',
					default: '',
					description: 'What users see',
				},
				{
					displayName: 'Value',
					name: 'value',
					type: 'string',
					default: '',
					description: 'What HubSpot stores and the API reads and writes',
				},
				{ displayName: 'Description', name: 'description', type: 'string', default: '' },
				{
					displayName: 'Hidden',
					name: 'hidden',
					type: 'boolean',
					default: false,
					description: 'Whether to hide the option from forms and the record page',
				},
			],
		},
	],
};

/** Details a create and an update may set (display hints: not in 2026-09). */
const details: INodeProperties[] = [
	{ displayName: 'Description', name: 'description', type: 'string', default: '' },
	{
		displayName: 'Display Order',
		name: 'displayOrder',
		type: 'number',
		default: 0,
		description: 'Position of the property in its group; -1 puts it after the ordered ones',
	},
	{
		displayName: 'Form Field',
		name: 'formField',
		type: 'boolean',
		default: true,
		description: 'Whether the property can be used in forms',
	},
	{
		displayName: 'Hidden',
		name: 'hidden',
		type: 'boolean',
		default: false,
		description: "Whether to hide the property in HubSpot's UI",
	},
	{
		displayName: 'Number Display Hint',
		name: 'numberDisplayHint',
		type: 'options',
		options: ['unformatted', 'formatted', 'currency', 'percentage', 'duration', 'probability'].map(
			(value) => ({ name: value[0].toUpperCase() + value.slice(1), value }),
		),
		default: 'formatted',
		description: `How a number is shown. ${NOT_IN_LATEST}.`,
	},
	{
		displayName: 'Text Display Hint',
		name: 'textDisplayHint',
		type: 'options',
		options: [
			'unformatted_single_line',
			'multi_line',
			'email',
			'phone_number',
			'domain_name',
			'ip_address',
			'physical_address',
			'postal_code',
		].map((value) => ({ name: value.replace(/_/g, ' '), value })),
		default: 'unformatted_single_line',
		description: `How a text is shown. ${NOT_IN_LATEST}.`,
	},
	{
		displayName: 'Show Currency Symbol',
		name: 'showCurrencySymbol',
		type: 'boolean',
		default: false,
		description: `Whether to show a currency symbol with the number. ${NOT_IN_LATEST}.`,
	},
	{
		displayName: 'Currency Property Name',
		name: 'currencyPropertyName',
		type: 'string',
		default: '',
		description: `The property holding the currency of this amount. ${NOT_IN_LATEST}.`,
	},
];

/** Create and Batch Create: one new property per item. */
export const createFields: INodeProperties[] = [
	...objectType,
	{
		displayName: 'Name',
		name: 'newPropertyName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'favorite_color',
		description:
			'The internal name: lowercase letters, digits and underscores, starting with a letter; cannot be changed later',
	},
	{
		displayName: 'Label',
		name: 'propertyLabel',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Favorite Color',
		description: 'The name users see',
	},
	{
		displayName: 'Field Type',
		name: 'propertyFieldKind',
		type: 'options',
		options: FIELD_KIND_OPTIONS,
		default: 'string:text',
		description:
			'What the property holds and how it is edited (a pair of HubSpot type and field type HubSpot accepts)',
	},
	propertyGroup(true),
	{
		...propertyOptions,
		displayOptions: { show: { propertyFieldKind: kindsWhere((kind) => kind.hasOptions) } },
	},
	{
		displayName: 'Unique Values',
		name: 'propertyUnique',
		type: 'boolean',
		default: false,
		description:
			'Whether HubSpot refuses a value another record already has (cannot be changed later; HubSpot allows few unique properties per object type)',
		displayOptions: { show: { propertyFieldKind: kindsWhere((kind) => kind.canBeUnique) } },
	},
	{
		displayName: 'Additional Fields',
		name: 'propertyDetails',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			...details,
			{
				displayName: 'Data Sensitivity',
				name: 'dataSensitivity',
				type: 'options',
				options: [
					{ name: 'Non Sensitive', value: 'non_sensitive' },
					{ name: 'Sensitive', value: 'sensitive' },
					{ name: 'Highly Sensitive', value: 'highly_sensitive' },
				],
				default: 'non_sensitive',
			},
		],
	},
];

/** Update: what is set is changed; the name, type and uniqueness cannot be. */
export const updateFields: INodeProperties[] = [
	...objectType,
	existingProperty,
	{
		displayName: 'Update Fields',
		name: 'propertyUpdate',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Label', name: 'label', type: 'string', default: '' },
			{ ...propertyGroup(false), name: 'groupName' },
			{ ...propertyOptions, name: 'options' },
			...details,
		],
	},
];
