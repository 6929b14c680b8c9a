import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { existingProperty, objectType as objectTypeField } from './propertyFields';
import { propertyNameOf } from './properties';

const show = { resource: ['property'], operation: ['get'] };

export const description = updateDisplayOptions({ show }, [...objectTypeField, existingProperty]);

/** One property definition per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const propertyName = propertyNameOf(this, itemIndex);
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: definitionEndpoints(objectType).property,
			segments: { objectType, propertyName },
			itemIndex,
		});
	});
}
