import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { objectType } from '../property/propertyFields';

/** HubSpot answers every group of a type at once (no paging): the limit cuts the list. */
const MAX_LIMIT = 10_000;

const show = { resource: ['propertyGroup'], operation: ['getMany'] };

const properties: INodeProperties[] = [...objectType, ...returnAllAndLimit({}, MAX_LIMIT)];

export const description = updateDisplayOptions({ show }, properties);

/** The property groups of an object type, one output item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const type = objectTypeOf(this, 'objectType', itemIndex);
		const { limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const { results } = await hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: definitionEndpoints(type).groups,
			segments: { objectType: type },
			itemIndex,
		});
		return results.slice(0, limit);
	});
}
