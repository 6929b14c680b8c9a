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
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { objectType as objectTypeField } from './propertyFields';

/** HubSpot answers every definition of a type at once (no paging): the limit cuts the list. */
const MAX_LIMIT = 10_000;

const show = { resource: ['property'], operation: ['getMany'] };

const properties: INodeProperties[] = [
	...objectTypeField,
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Archived Only',
		name: 'archived',
		type: 'boolean',
		default: false,
		description: 'Whether to return only archived (deleted) properties instead of active ones',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The property definitions of an object type, one output item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const { limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const { results } = await hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: definitionEndpoints(objectType).properties,
			segments: { objectType },
			qs: { archived: read('archived', itemIndex, false) === true },
			itemIndex,
		});
		return results.slice(0, limit);
	});
}
