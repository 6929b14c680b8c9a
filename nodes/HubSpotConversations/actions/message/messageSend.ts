import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import {
	threadMessages,
	type ConversationMessage,
	type Participant,
} from '../../../shared/conversations/conversations';
import { replyRecipients } from '../../../shared/conversations/participants';
import { invalidInput } from '../../../shared/execution/validation';
import { ATTACHMENTS_FOLDER, uploadAttachedFiles } from '../../../shared/files/upload';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { readMessageInput, type MessageInput } from './messageFields';

/** The channel a message goes through: the given channel account's, else the latest message's. */
async function channelOf(
	ctx: IExecuteFunctions,
	input: MessageInput,
	latest: ConversationMessage | undefined,
	itemIndex: number,
): Promise<{ channelId: string; channelAccountId: string }> {
	if (input.channelAccountId) {
		const account = await hubSpotApi<{ id: string; channelId: string }>(ctx, {
			method: 'GET',
			endpoint: ENDPOINTS.conversationChannelAccount,
			segments: {
				channelAccountId: pathSegment(ctx, input.channelAccountId, 'Channel Account', itemIndex),
			},
			itemIndex,
		});
		return { channelId: String(account.channelId), channelAccountId: String(account.id) };
	}
	if (!latest?.channelId || !latest.channelAccountId)
		throw invalidInput(
			ctx,
			'Channel Account',
			itemIndex,
			'must be given: the thread has no message whose channel a reply could reuse',
		);
	return { channelId: latest.channelId, channelAccountId: latest.channelAccountId };
}

/**
 * Sends a MESSAGE in the input's thread. What the input leaves out comes from the thread's latest
 * message (customers' or agents', not comments or thread events): its channel and channel account,
 * and whom it was between (HubSpot's docs: a reply reuses them). The message as HubSpot stored it.
 */
export async function sendMessage(
	ctx: IExecuteFunctions,
	input: MessageInput,
	itemIndex: number,
): Promise<IDataObject> {
	const needsThread = !input.channelAccountId || input.to.length === 0;
	const latest = needsThread
		? (await threadMessages(ctx, input.threadId, itemIndex))
				.filter((message) => message.type === 'MESSAGE')
				.pop()
		: undefined;
	const channel = await channelOf(ctx, input, latest, itemIndex);
	const to: Participant[] = input.to.length ? input.to : latest ? replyRecipients(latest) : [];
	if (to.length === 0)
		throw invalidInput(ctx, 'To', itemIndex, 'must be given: the thread has no one to reply to');
	// Uploaded once the message is known to have a channel and recipients: HubSpot's message form
	// names files of the file manager.
	const fileIds = await uploadAttachedFiles(ctx, input.files, ATTACHMENTS_FOLDER, itemIndex);
	return await hubSpotApi<IDataObject>(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.conversationMessages,
		segments: { threadId: input.threadId },
		body: {
			type: 'MESSAGE',
			text: input.text,
			...(input.richText ? { richText: input.richText } : {}),
			...(input.subject ? { subject: input.subject } : {}),
			senderActorId: input.senderActorId,
			...channel,
			recipients: [...to, ...input.copies],
			attachments: fileIds.map((fileId) => ({ type: 'FILE', fileId })),
		},
		itemIndex,
	});
}

/**
 * The execute of Reply and Send: every item read (its To from the parameter `toName`), then each
 * message sent; the message as HubSpot stored it.
 */
export const sendEachItem = (toName: string) =>
	async function execute(
		this: IExecuteFunctions,
		items: INodeExecutionData[],
	): Promise<INodeExecutionData[]> {
		return await forEachCheckedItem(
			this,
			items,
			(itemIndex) => readMessageInput(this, itemIndex, toName),
			async (input, itemIndex) => await sendMessage(this, input, itemIndex),
		);
	};
