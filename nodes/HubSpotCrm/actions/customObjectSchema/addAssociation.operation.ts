import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { existingSchema, schemaObjectTypeOf } from './schemaFields';

const show = { resource: ['customObjectSchema'], operation: ['addAssociation'] };

const properties: INodeProperties[] = [
	existingSchema,
	...objectTypeFields('toObjectType', 'To Object Type'),
	{
		displayName: 'Name',
		name: 'associationName',
		type: 'string',
		default: '',
		placeholder: 'car_to_company',
		description: 'A name for the association definition (optional)',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The type id a picked type has: HubSpot's association definitions name both ends by id. */
function typeIdOf(ctx: IExecuteFunctions, value: string, field: string, itemIndex: number): string {
	const typeId = objectTypeIdOf(decodeURIComponent(value));
	if (!typeId)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be an object type with a type ID (e.g. 0-1 or 2-1234567), got "${decodeURIComponent(value)}"`,
		);
	return typeId;
}

/** Lets records of a custom object be associated with records of another type: one definition per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = schemaObjectTypeOf(this, itemIndex);
		const name = readText(this, read('associationName', itemIndex, ''), 'Name', itemIndex).trim();
		const body: IDataObject = {
			fromObjectTypeId: typeIdOf(this, objectType, 'Custom Object', itemIndex),
			toObjectTypeId: typeIdOf(
				this,
				objectTypeOf(this, 'toObjectType', itemIndex, 'To Object Type'),
				'To Object Type',
				itemIndex,
			),
			...(name ? { name } : {}),
		};
		return async () =>
			await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.crmSchemaAssociations,
				segments: { objectType },
				body,
				itemIndex,
			});
	});
}
