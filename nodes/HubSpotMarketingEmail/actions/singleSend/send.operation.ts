import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	boundedInteger,
	invalidInput,
	jsonObject,
	readEmailAddress,
	readEmailAddresses,
	readText,
	toPropertyValues,
} from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';
import { waitForStatus } from '../../../shared/transport/waitForStatus';

const FINAL = ['COMPLETE', 'CANCELED'];
const POLL_MS = 1000;

const properties: INodeProperties[] = [
	{
		displayName: 'Email ID',
		name: 'emailId',
		type: 'number',
		default: 0,
		required: true,
		description: 'ID of the email content to send',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		required: true,
		description: 'The recipient',
	},
	optionsCollection([
		{
			displayName: 'BCC',
			name: 'bcc',
			type: 'string',
			default: '',
			description: 'Comma-separated addresses',
		},
		{
			displayName: 'CC',
			name: 'cc',
			type: 'string',
			default: '',
			description: 'Comma-separated addresses',
		},
		{
			displayName: 'Contact Properties (JSON)',
			name: 'contactProperties',
			type: 'json',
			default: '{}',
			description: 'Set on the contact, usable as {{ contact.NAME }}',
		},
		{
			displayName: 'Custom Properties (JSON)',
			name: 'customProperties',
			type: 'json',
			default: '{}',
			description:
				'Usable as {{ custom.NAME }}. Lists are not supported: send a list as an HTML string.',
		},
		{
			displayName: 'From',
			name: 'from',
			type: 'string',
			default: '',
			description: "Sender address overriding the email's",
		},
		{
			displayName: 'Max Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			default: 60,
			description: 'How long to wait for the final status at most',
		},
		{
			displayName: 'Reply To',
			name: 'replyTo',
			type: 'string',
			default: '',
			description: 'Comma-separated addresses',
		},
		{
			displayName: 'Send ID',
			name: 'sendId',
			type: 'string',
			default: '',
			description: 'Idempotency key: HubSpot sends one email per send ID',
		},
		{
			displayName: 'Wait for Completion',
			name: 'waitForCompletion',
			type: 'boolean',
			default: false,
			description:
				'Whether to wait until the send is COMPLETE or CANCELED and return its final status with sendResult',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['singleSend'], operation: ['send'] } },
	properties,
);

/** Properties for the template ({} when none): lists are refused with the reason HubSpot gives. */
function templateProperties(
	ctx: IExecuteFunctions,
	options: IDataObject,
	name: string,
	field: string,
	itemIndex: number,
): IDataObject {
	if (options[name] === undefined) return {};
	const values = jsonObject(ctx, `options.${name}`, field, itemIndex);
	const list = Object.entries(values).find(([, v]) => Array.isArray(v));
	if (list)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`"${list[0]}" is a list; lists are not supported, send it as an HTML string`,
		);
	return toPropertyValues(ctx, values, field, itemIndex);
}

/** POST /marketing/v4/email/single-send: sends one email (asynchronously), optionally waiting for its final status. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const emailId = boundedInteger(
			this,
			read('emailId', itemIndex),
			'Email ID',
			itemIndex,
			1,
			Number.MAX_SAFE_INTEGER,
		);
		const to = readEmailAddress(this, read('to', itemIndex, ''), 'To', itemIndex);
		const options = read('options', itemIndex, {}) as IDataObject;
		const message: IDataObject = { to };
		if (options.from) message.from = readEmailAddress(this, options.from, 'From', itemIndex);
		// The 2026-03 description requires the address lists and both property maps (and no longer
		// `to`, which a send cannot do without): what the user left empty is sent empty.
		for (const [name, field] of [
			['cc', 'CC'],
			['bcc', 'BCC'],
			['replyTo', 'Reply To'],
		])
			message[name] = readEmailAddresses(this, options[name], field, itemIndex);
		const sendId = readText(this, options.sendId, 'Send ID', itemIndex).trim();
		if (sendId) message.sendId = sendId;
		const contactProperties = templateProperties(
			this,
			options,
			'contactProperties',
			'Contact Properties (JSON)',
			itemIndex,
		);
		const customProperties = templateProperties(
			this,
			options,
			'customProperties',
			'Custom Properties (JSON)',
			itemIndex,
		);
		const maxWaitMs =
			boundedInteger(this, options.maxWaitSeconds ?? 60, 'Max Wait (Seconds)', itemIndex, 1, 3600) *
			1000;
		return async () => {
			const sent = await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.singleSend,
				body: { emailId, message, contactProperties, customProperties },
				itemIndex,
			});
			if (options.waitForCompletion !== true) return sent;
			const statusOf = async () =>
				await hubSpotApi(this, {
					method: 'GET',
					endpoint: ENDPOINTS.singleSendStatus,
					segments: {
						statusId: pathSegment(this, sent.statusId, 'Status ID (from HubSpot)', itemIndex),
					},
					itemIndex,
				});
			const { answer, timedOut } = await waitForStatus(
				sent,
				statusOf,
				(status) => FINAL.includes(String(status.status)),
				{ maxWaitMs, intervalMs: POLL_MS },
			);
			return timedOut ? { ...answer, waitTimedOut: true } : answer;
		};
	});
}
