import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { existingSchema, schemaObjectTypeOf } from './schemaFields';

const show = { resource: ['customObjectSchema'], operation: ['delete'] };

const properties: INodeProperties[] = [
	existingSchema,
	{
		displayName: 'Free the Name',
		name: 'hardDelete',
		type: 'boolean',
		default: false,
		description:
			'Whether to delete an already deleted (archived) object for good, so its name can be used again',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Deletes one custom object per item; HubSpot refuses while it still has records. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = schemaObjectTypeOf(this, itemIndex);
		const hard = read('hardDelete', itemIndex, false) === true;
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.crmSchema,
				segments: { objectType },
				qs: hard ? { archived: true } : {},
				itemIndex,
			});
			return {
				objectType: decodeURIComponent(objectType),
				deleted: true,
				...(hard ? { nameFreed: true } : {}),
			};
		};
	});
}
