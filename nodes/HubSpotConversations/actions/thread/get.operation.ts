import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readThreadId, threadIdField } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['thread'], operation: ['get'] } },
	[threadIdField],
);

/** One thread as HubSpot answers it. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const threadId = readThreadId(this, itemIndex);
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.conversationThread,
			segments: { threadId },
			itemIndex,
		});
	});
}
