import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readThreadId, threadIdField } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['thread'], operation: ['unassign'] } },
	[threadIdField],
);

/** Removes each item's thread's assignee (HubSpot answers 204): the item says which. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const threadId = readThreadId(this, itemIndex);
		await hubSpotApi(this, {
			method: 'DELETE',
			endpoint: ENDPOINTS.conversationThreadAssignee,
			segments: { threadId },
			itemIndex,
		});
		return { id: decodeURIComponent(threadId), assignedTo: null };
	});
}
