import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { invalidInput, jsonObject, toPropertyValues } from '../../shared/validation';
import { propertyPicker } from './fields';

/** How the properties to write are given: picked fields or a JSON object. */
export const propertyInputFields: INodeProperties[] = [
	{
		displayName: 'Properties Input',
		name: 'propertiesInput',
		type: 'options',
		options: [
			{ name: 'Fields', value: 'fields', description: 'Pick properties and set their values' },
			{ name: 'JSON', value: 'json', description: 'Give the properties as one JSON object' },
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
];

/** The property values of an item as HubSpot wants them (strings; an empty string clears a value). */
export function readPropertyValues(ctx: IExecuteFunctions, itemIndex: number): Record<string, string> {
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
