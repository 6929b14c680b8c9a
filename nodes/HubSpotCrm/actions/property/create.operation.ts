import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { propertyBody } from '../../helpers/definitionBodies';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import { forgetPropertyDefinitions } from '../record/write/definitionsCache';
import { createFields } from './propertyFields';
import { readPropertyCreate } from './propertyInput';

const show = { resource: ['property'], operation: ['create'] };

export const description = updateDisplayOptions({ show }, createFields);

/** Creates one property definition per item, in the body the credential's API version takes. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const write = readPropertyCreate(this, itemIndex);
		const endpoint = definitionEndpoints(objectType).properties;
		const body = propertyBody(this, write, await apiVersionFor(this, endpoint), itemIndex);
		return async () => {
			const created = await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint,
				segments: { objectType },
				body,
				itemIndex,
			});
			forgetPropertyDefinitions(this, objectType);
			return created;
		};
	});
}
