import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';

/** HubSpot answers every schema at once (no paging): the limit cuts the list. */
const MAX_LIMIT = 10_000;

const show = { resource: ['customObjectSchema'], operation: ['getMany'] };

const properties: INodeProperties[] = [
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Archived Only',
		name: 'archived',
		type: 'boolean',
		default: false,
		description: 'Whether to return only deleted (archived) custom objects instead of active ones',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The account's custom object schemas, one output item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const { limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const { results } = await hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.crmSchemas,
			qs: { archived: read('archived', itemIndex, false) === true },
			itemIndex,
		});
		return results.slice(0, limit);
	});
}
