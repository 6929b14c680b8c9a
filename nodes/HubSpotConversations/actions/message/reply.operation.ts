import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { channelAccountLocator, senderField, threadIdField } from '../../helpers/fields';
import { attachmentsOption, emailOptions, richTextOption, textField } from './messageFields';
import { sendEachItem } from './messageSend';

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
			attachmentsOption,
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

/** Replies in each item's thread on the customer's channel. */
export const execute = sendEachItem('options.to');
