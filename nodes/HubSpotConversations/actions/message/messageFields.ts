import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { Participant } from '../../../shared/conversations/conversations';
import { ACTOR_ID, emailRecipient } from '../../../shared/conversations/participants';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	invalidInput,
	readEmailAddress,
	readEmailAddresses,
	readText,
	requiredString,
} from '../../../shared/execution/validation';
import { readActorId, readOptionalId, readThreadId } from '../../helpers/fields';
import { binaryFiles } from '../../../shared/files/upload';
import type { MultipartFile } from '../../../shared/transport/multipart';
import type { PathSegment } from '../../../shared/transport/paths';

/** The text of a message or note. */
export const textField = (description: string): INodeProperties => ({
	displayName: 'Text',
	name: 'text',
	type: 'string',
	typeOptions: { rows: 4 },
	required: true,
	default: '',
	description,
});

export const richTextOption: INodeProperties = {
	displayName: 'Rich Text',
	name: 'richText',
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	description: 'The same text as HTML, shown where the channel can show formatting',
};

const addresses = (name: string, displayName: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder: 'pat@example.com, sam@example.com',
	description,
});

/** Options of an e-mail send: subject, copies. */
export const emailOptions: INodeProperties[] = [
	{
		displayName: 'Subject',
		name: 'subject',
		type: 'string',
		default: '',
		description: 'The e-mail’s subject (e-mail channels only)',
	},
	addresses('cc', 'CC', 'E-mail addresses that get a copy, comma-separated'),
	addresses('bcc', 'BCC', 'E-mail addresses that get a blind copy, comma-separated'),
];

/** The item's binary files a message carries: uploaded to the file manager, then attached. */
export const attachmentsOption: INodeProperties = {
	displayName: 'Attachments (Binary Properties)',
	name: 'attachments',
	type: 'string',
	default: '',
	placeholder: 'data, invoice',
	description:
		"Names of the input item's binary properties whose files the message carries, comma-separated; each is uploaded privately to HubSpot's file manager (/n8n/attachments) first",
};

/** What a MESSAGE send reads from an item, checked before any request. */
export interface MessageInput {
	threadId: PathSegment;
	senderActorId: string;
	text: string;
	richText?: string;
	subject?: string;
	/** Recipients given (To), or none to take the thread's. */
	to: Participant[];
	copies: Participant[];
	channelAccountId?: string;
	/** The item's files to upload and attach. */
	files: MultipartFile[];
}

/** To: e-mail addresses or actor IDs, comma-separated. */
function readTo(ctx: IExecuteFunctions, value: unknown, itemIndex: number): Participant[] {
	if (!Array.isArray(value)) readText(ctx, value, 'To', itemIndex);
	return commaList(value).map((entry) =>
		ACTOR_ID.test(entry) && !entry.includes('@')
			? { actorId: entry }
			: emailRecipient(readEmailAddress(ctx, entry, 'To', itemIndex), 'TO'),
	);
}

/** An item's message: thread, sender, text, options, To (from `toName`). */
export async function readMessageInput(
	ctx: IExecuteFunctions,
	itemIndex: number,
	toName: string,
): Promise<MessageInput> {
	const read = itemReader(ctx);
	const threadId = readThreadId(ctx, itemIndex);
	const senderActorId = readActorId(ctx, read('senderActorId', itemIndex, ''), 'Sender', itemIndex);
	const text = requiredString(ctx, 'text', 'Text', itemIndex);
	const option = (name: string, field: string) =>
		readText(ctx, read(`options.${name}`, itemIndex, ''), field, itemIndex).trim();
	const richText = option('richText', 'Rich Text');
	const subject = option('subject', 'Subject');
	const copies = (['cc', 'bcc'] as const).flatMap((field) =>
		readEmailAddresses(
			ctx,
			read(`options.${field}`, itemIndex, ''),
			field.toUpperCase(),
			itemIndex,
		).map((address) => emailRecipient(address, field.toUpperCase())),
	);
	const to = readTo(ctx, read(toName, itemIndex, ''), itemIndex);
	const channelAccountId = readOptionalId(
		ctx,
		itemIndex,
		toName === 'to' ? 'channelAccountId' : 'options.channelAccountId',
		'Channel Account',
		true,
	);
	if ((copies.length || subject) && to.some((recipient) => recipient.actorId))
		throw invalidInput(
			ctx,
			'To',
			itemIndex,
			'must be e-mail addresses when Subject, CC or BCC is set',
		);
	const files = await binaryFiles(
		ctx,
		read('options.attachments', itemIndex, ''),
		'Attachments (Binary Properties)',
		itemIndex,
	);
	return {
		threadId,
		senderActorId,
		text,
		...(richText ? { richText } : {}),
		...(subject ? { subject } : {}),
		to,
		copies,
		...(channelAccountId ? { channelAccountId } : {}),
		files,
	};
}
