import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemsThenSend } from '../../helpers/readFirst';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { channelAccountLocator, senderField, threadIdField } from '../../helpers/fields';
import { emailOptions, readMessageInput, richTextOption, textField } from './messageFields';
import { sendMessage } from './messageSend';

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['reply'] } },
	[
		threadIdField,
		senderField,
		textField('The reply the customer gets'),
		optionsCollection([
			{
				...channelAccountLocator(
					'Send through this channel account instead of the one of the thread’s latest message',
				),
			},
			...emailOptions,
			richTextOption,
			{
				displayName: 'To',
				name: 'to',
				type: 'string',
				default: '',
				placeholder: 'pat@example.com',
				description:
					'E-mail addresses or actor IDs to send to instead of whom the thread’s latest message was between, comma-separated',
			},
		]),
	],
);

/** Replies in each item's thread on the customer's channel; the message as HubSpot stored it. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemsThenSend(
		this,
		items,
		(itemIndex) => readMessageInput(this, itemIndex, 'options.to'),
		async (input, itemIndex) => await sendMessage(this, input, itemIndex),
	);
}
