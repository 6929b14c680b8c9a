import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { commaList } from '../../../shared/execution/commaList';
import {
	invalidInput,
	parsedJson,
	readIsoDateTime,
	readEmailAddress,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { readCampaignGuid } from '../../helpers/campaigns';

/** The fields of an email a create or a draft update sets, beside the create's Name. */
export const emailWriteFields: INodeProperties[] = [
	{ displayName: 'Subject', name: 'subject', type: 'string', default: '' },
	{
		displayName: 'From Name',
		name: 'fromName',
		type: 'string',
		default: '',
		description: 'The sender name recipients see',
	},
	{
		displayName: 'Reply-To Address',
		name: 'replyTo',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
	},
	{
		displayName: 'Campaign ID',
		name: 'campaignId',
		type: 'string',
		default: '',
		description: 'GUID of the campaign the email belongs to (the Campaign resource lists them)',
	},
	{
		displayName: 'Recipient List IDs',
		name: 'includeListIds',
		type: 'string',
		default: '',
		description: 'Comma-separated IDs of the lists the email is sent to',
	},
	{
		displayName: 'Excluded List IDs',
		name: 'excludeListIds',
		type: 'string',
		default: '',
		description: 'Comma-separated IDs of lists whose contacts never get the email',
	},
	{
		displayName: 'Language',
		name: 'language',
		type: 'string',
		placeholder: 'en',
		default: '',
	},
	{
		displayName: 'Publish Date',
		name: 'publishDate',
		type: 'dateTime',
		default: '',
		description:
			'When publishing sends the email (a batch email is sent at this time, not at once)',
	},
	{
		displayName: 'Send on Publish',
		name: 'sendOnPublish',
		type: 'boolean',
		default: true,
		description: 'Whether publishing sends the email',
	},
	{
		displayName: 'Template Path',
		name: 'templatePath',
		type: 'string',
		placeholder: '@hubspot/email/dnd/welcome.html',
		default: '',
	},
	{
		displayName: 'Other Fields (JSON)',
		name: 'otherFields',
		type: 'json',
		default: '{}',
		description:
			'More of HubSpot\'s email fields as a JSON object (e.g. {"content": {"widgets": {…}}}); the fields above win',
	},
];

/** An item's list IDs (comma-separated or a list), each digits only. */
function listIds(ctx: IExecuteFunctions, value: unknown, field: string, itemIndex: number) {
	return commaList(value).map((id) => Number(readIntegerId(ctx, id, field, itemIndex)));
}

/** The email body the item's fields make (a create's name apart). Bad input is refused before any request. */
export function emailBody(
	ctx: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject {
	const text = (name: string, field: string) =>
		readText(ctx, fields[name], field, itemIndex).trim();
	const other = parsedJson(ctx, fields.otherFields ?? '{}', 'Other Fields (JSON)', itemIndex, {});
	if (typeof other !== 'object' || other === null || Array.isArray(other))
		throw invalidInput(ctx, 'Other Fields (JSON)', itemIndex, 'must be a JSON object');
	const extra = other as IDataObject;
	const body: IDataObject = { ...extra };
	const subject = text('subject', 'Subject');
	if (subject) body.subject = subject;
	const fromName = text('fromName', 'From Name');
	const replyTo = text('replyTo', 'Reply-To Address');
	if (fromName || replyTo)
		body.from = {
			...(extra.from as IDataObject | undefined),
			...(fromName ? { fromName } : {}),
			...(replyTo
				? { replyTo: readEmailAddress(ctx, replyTo, 'Reply-To Address', itemIndex) }
				: {}),
		};
	if (text('campaignId', 'Campaign ID'))
		body.campaign = readCampaignGuid(ctx, fields.campaignId, 'Campaign ID', itemIndex);
	const include = listIds(ctx, fields.includeListIds, 'Recipient List IDs', itemIndex);
	const exclude = listIds(ctx, fields.excludeListIds, 'Excluded List IDs', itemIndex);
	if (include.length || exclude.length)
		body.to = {
			...(extra.to as IDataObject | undefined),
			contactLists: { include: include.map(String), exclude: exclude.map(String) },
		};
	const language = text('language', 'Language');
	if (language) {
		if (!/^[a-z]{2}(-[a-z]{2,4})?$/i.test(language))
			throw invalidInput(ctx, 'Language', itemIndex, `must be a language code such as en or pt-br`);
		body.language = language.toLowerCase();
	}
	const publishDate = readIsoDateTime(ctx, fields.publishDate, 'Publish Date', itemIndex);
	if (publishDate) body.publishDate = publishDate;
	if (fields.sendOnPublish !== undefined) {
		if (typeof fields.sendOnPublish !== 'boolean')
			throw invalidInput(ctx, 'Send on Publish', itemIndex, 'must be true or false');
		body.sendOnPublish = fields.sendOnPublish;
	}
	const templatePath = text('templatePath', 'Template Path');
	if (templatePath) body.content = { ...(extra.content as IDataObject | undefined), templatePath };
	return body;
}
