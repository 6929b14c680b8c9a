import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	withWholeText,
	type ConversationMessage,
} from '../../../shared/conversations/conversations';
import { forEachItem } from '../../../shared/execution/items';
import { requiredString } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readThreadId, threadIdField } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['get'] } },
	[
		threadIdField,
		{
			displayName: 'Message ID',
			name: 'messageId',
			type: 'string',
			required: true,
			default: '',
			description: 'The message’s ID, e.g. from Message → Get Many or the trigger’s output',
		},
	],
);

/** One message; a body HubSpot cut is read whole from its original content. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const threadId = readThreadId(this, itemIndex);
		const messageId = pathSegment(
			this,
			requiredString(this, 'messageId', 'Message ID', itemIndex),
			'Message ID',
			itemIndex,
		);
		const message = await hubSpotApi<ConversationMessage>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.conversationMessage,
			segments: { threadId, messageId },
			itemIndex,
		});
		return await withWholeText(this, threadId, message, messageId, itemIndex);
	});
}
