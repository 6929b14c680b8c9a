import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { readIntegerId } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { existingSchema, schemaObjectTypeOf } from './schemaFields';

const show = { resource: ['customObjectSchema'], operation: ['removeAssociation'] };

const properties: INodeProperties[] = [
	existingSchema,
	{
		displayName: 'Association Definition ID',
		name: 'associationId',
		type: 'string',
		default: '',
		required: true,
		placeholder: '75',
		description: "The definition's ID, as Get lists it under associations",
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Removes one association definition of a custom object per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = schemaObjectTypeOf(this, itemIndex);
		const id = readIntegerId(
			this,
			read('associationId', itemIndex, ''),
			'Association Definition ID',
			itemIndex,
		);
		const associationIdSegment = pathSegment(this, id, 'Association Definition ID', itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.crmSchemaAssociation,
				segments: {
					objectType,
					associationId: associationIdSegment,
				},
				itemIndex,
			});
			return { objectType: decodeURIComponent(objectType), associationId: id, removed: true };
		};
	});
}
