import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { schemaPatchBody } from '../../helpers/definitionBodies';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import { displayProperties, existingSchema, schemaObjectTypeOf } from './schemaFields';
import { readSchemaPatch } from './schemaInput';

const show = { resource: ['customObjectSchema'], operation: ['update'] };

const properties: INodeProperties[] = [
	existingSchema,
	{
		displayName: 'Update Fields',
		name: 'schemaUpdate',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Allow Sensitive Properties',
				name: 'allowsSensitiveProperties',
				type: 'boolean',
				default: false,
			},
			{
				displayName: 'Clear Description',
				name: 'clearDescription',
				type: 'boolean',
				default: false,
				description: 'Whether to remove the description',
			},
			{ displayName: 'Description', name: 'description', type: 'string', default: '' },
			{ displayName: 'Plural Label', name: 'labelPlural', type: 'string', default: '' },
			{ displayName: 'Singular Label', name: 'labelSingular', type: 'string', default: '' },
			...displayProperties('').map((field) => ({
				...field,
				description: `${String(field.description).split('.')[0]}. Internal names of its properties.`,
			})),
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Changes one custom object per item (HubSpot answers its type definition, without properties and associations). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const endpoint = ENDPOINTS.crmSchema;
	const version = await apiVersionFor(this, endpoint);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = schemaObjectTypeOf(this, itemIndex);
		const body = schemaPatchBody(readSchemaPatch(this, itemIndex), version);
		return async () =>
			await hubSpotApi<IDataObject>(this, {
				method: 'PATCH',
				endpoint,
				segments: { objectType },
				body,
				itemIndex,
			});
	});
}
