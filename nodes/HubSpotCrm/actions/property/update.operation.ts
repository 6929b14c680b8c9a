import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { propertyBody } from '../../helpers/definitionBodies';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import { forgetPropertyDefinitions } from '../record/write/definitionsCache';
import { updateFields } from './propertyFields';
import { readPropertyUpdate } from './propertyInput';
import { propertyNameOf } from './properties';

const show = { resource: ['property'], operation: ['update'] };

export const description = updateDisplayOptions({ show }, updateFields);

/** Changes one property definition per item (options given replace the whole list). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const propertyName = propertyNameOf(this, itemIndex);
		const write = readPropertyUpdate(this, itemIndex);
		const endpoint = definitionEndpoints(objectType).property;
		const body = propertyBody(this, write, await apiVersionFor(this, endpoint), itemIndex);
		return async () => {
			const updated = await hubSpotApi<IDataObject>(this, {
				method: 'PATCH',
				endpoint,
				segments: { objectType, propertyName },
				body,
				itemIndex,
			});
			forgetPropertyDefinitions(this, objectType);
			return updated;
		};
	});
}
