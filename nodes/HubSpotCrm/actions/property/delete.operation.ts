import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { forgetPropertyDefinitions } from '../record/write/definitionsCache';
import { existingProperty, objectType as objectTypeField } from './propertyFields';
import { propertyNameOf } from './properties';

const show = { resource: ['property'], operation: ['delete'] };

export const description = updateDisplayOptions({ show }, [...objectTypeField, existingProperty]);

/** Archives one property per item: HubSpot keeps it (and its values) restorable, and refuses HubSpot-defined ones. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const propertyName = propertyNameOf(this, itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: definitionEndpoints(objectType).property,
				segments: { objectType, propertyName },
				itemIndex,
			});
			forgetPropertyDefinitions(this, objectType);
			return {
				objectType: decodeURIComponent(objectType),
				name: decodeURIComponent(propertyName),
				archived: true,
			};
		};
	});
}
