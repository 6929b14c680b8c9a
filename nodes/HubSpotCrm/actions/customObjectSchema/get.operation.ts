import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { existingSchema, schemaObjectTypeOf } from './schemaFields';

const show = { resource: ['customObjectSchema'], operation: ['get'] };

export const description = updateDisplayOptions({ show }, [existingSchema]);

/** One custom object's schema per item: labels, properties, associations. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = schemaObjectTypeOf(this, itemIndex);
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.crmSchema,
			segments: { objectType },
			itemIndex,
		});
	});
}
