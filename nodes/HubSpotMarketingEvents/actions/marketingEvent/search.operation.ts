import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { requiredString } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';

/** Matches Return All gives at most (HubSpot answers a search in one page). */
const MAX_MATCHES = 1000;

export const description = updateDisplayOptions(
	{ show: { resource: ['marketingEvent'], operation: ['search'] } },
	[
		{
			displayName: 'External Event ID Contains',
			name: 'query',
			type: 'string',
			required: true,
			default: '',
			placeholder: '8801',
			description: "Text the events' external event IDs contain",
		},
		...returnAllAndLimit({}, MAX_MATCHES),
	],
);

/** Events whose external event ID contains the text: their HubSpot IDs and creating apps. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const q = requiredString(this, 'query', 'External Event ID Contains', itemIndex);
		const { limit } = readReturnAllAndLimit(this, itemIndex, MAX_MATCHES);
		const answer = await hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.marketingEventSearch,
			qs: { q },
			itemIndex,
		});
		return answer.results.slice(0, limit);
	});
}
