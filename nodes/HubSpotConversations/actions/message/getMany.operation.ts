import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { conversationsList } from '../../../shared/conversations/conversations';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { readThreadId, threadIdField } from '../../helpers/fields';

/** Messages Return All reads at most. */
const MAX_MESSAGES = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['getMany'] } },
	[threadIdField, ...returnAllAndLimit({}, MAX_MESSAGES)],
);

/** A thread's messages as HubSpot answers them (long bodies cut: Get reads one whole). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const threadId = readThreadId(this, itemIndex);
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_MESSAGES);
		return await conversationsList<IDataObject>(
			this,
			ENDPOINTS.conversationMessages,
			{ segments: { threadId }, itemIndex },
			paging,
		);
	});
}
