import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { eventLocator } from '../../helpers/eventLocator';
import { readPropertyDefinitions } from './propertyDefinitions';
import { propertyOptionsField, propertyTextFields, uiOptions } from './fields';
import { propertyNameField, propertySegments } from './propertyFields';

const show = { resource: ['eventDefinition'], operation: ['updateProperty'] };

const properties: INodeProperties[] = [
	eventLocator,
	propertyNameField,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			...propertyTextFields,
			{
				...propertyOptionsField,
				description: "The enumeration's options: they replace the property's options",
			},
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Changes a property's label, description or (enumerations) options, per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const fields = (read('updateFields', itemIndex, {}) ?? {}) as IDataObject;
		const label = readText(this, fields.label, 'Label', itemIndex).trim();
		const text = readText(this, fields.description, 'Description', itemIndex).trim();
		const rawOptions = uiOptions(fields.options);
		// The options are checked as Create checks an enumeration's.
		const [checked] = rawOptions.length
			? readPropertyDefinitions(
					this,
					[{ label: 'x', name: 'x', type: 'enumeration', options: rawOptions }],
					'Update Fields',
					itemIndex,
				)
			: [];
		const body: IDataObject = {
			...(label ? { label } : {}),
			...(text ? { description: text } : {}),
			...(checked ? { options: checked.options as unknown as IDataObject[] } : {}),
		};
		if (Object.keys(body).length === 0)
			throw invalidInput(
				this,
				'Update Fields',
				itemIndex,
				'add a Label, a Description or Options to change',
			);
		const segments = propertySegments(this, itemIndex);
		return async () =>
			await hubSpotApi(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.eventDefinitionProperty,
				segments,
				body,
				itemIndex,
			});
	});
}
