import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { channelAccountLocator, senderField, threadIdField } from '../../helpers/fields';
import { attachmentsOption, emailOptions, richTextOption, textField } from './messageFields';
import { sendEachItem } from './messageSend';

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['send'] } },
	[
		threadIdField,
		senderField,
		{
			...channelAccountLocator(
				'The channel account the message is sent from (its channel follows)',
			),
			required: true,
		},
		{
			displayName: 'To',
			name: 'to',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'pat@example.com',
			description: 'E-mail addresses or actor IDs (such as V-12345) to send to, comma-separated',
		},
		textField('The message the recipients get'),
		optionsCollection([...emailOptions, richTextOption, attachmentsOption]),
	],
);

/** Sends each item's message through the chosen channel account. */
export const execute = sendEachItem('to');
