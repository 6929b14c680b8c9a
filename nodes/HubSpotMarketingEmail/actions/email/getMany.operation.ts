import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readIsoDateTime, readText } from '../../../shared/execution/validation';
import { readCampaignGuid } from '../../helpers/campaigns';
import { listEmails } from '../../helpers/emails';

/** Emails Return All reads at most. */
const MAX_EMAILS = 10_000;

/** HubSpot's email types (the list filter's `type`). */
const EMAIL_TYPES = ['BATCH_EMAIL', 'AUTOMATED_EMAIL', 'AB_EMAIL', 'RSS_EMAIL', 'BLOG_EMAIL'];

export const description = updateDisplayOptions(
	{ show: { resource: ['email'], operation: ['getMany'] } },
	[
		...returnAllAndLimit({}, MAX_EMAILS),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Archived',
					name: 'archived',
					type: 'boolean',
					default: false,
					description: 'Whether to list archived emails instead of the others',
				},
				{
					displayName: 'Campaign ID',
					name: 'campaignId',
					type: 'string',
					default: '',
					description: 'Only emails of this campaign (its GUID)',
				},
				{
					displayName: 'Created After',
					name: 'createdAfter',
					type: 'dateTime',
					default: '',
				},
				{
					displayName: 'Include Statistics',
					name: 'includeStats',
					type: 'boolean',
					default: false,
					description: "Whether to add each email's send counters and ratios",
				},
				{
					displayName: 'State',
					name: 'published',
					type: 'options',
					options: [
						{ name: 'Published', value: 'published' },
						{ name: 'Draft', value: 'draft' },
					],
					default: 'published',
				},
				{
					displayName: 'Type',
					name: 'type',
					type: 'options',
					options: EMAIL_TYPES.map((type) => ({
						name: type.replace('_EMAIL', '').replace('_', '/'),
						value: type,
					})),
					default: 'BATCH_EMAIL',
				},
				{
					displayName: 'Updated After',
					name: 'updatedAfter',
					type: 'dateTime',
					default: '',
				},
			],
		},
	],
);

/** HubSpot's list query for the item's filters; bad input refused before any request. */
function listQuery(ctx: IExecuteFunctions, filters: IDataObject, itemIndex: number): IDataObject {
	const qs: IDataObject = {};
	if (filters.type !== undefined) {
		const type = readText(ctx, filters.type, 'Type', itemIndex);
		if (!EMAIL_TYPES.includes(type))
			throw invalidInput(ctx, 'Type', itemIndex, `must be one of ${EMAIL_TYPES.join(', ')}`);
		qs.type = type;
	}
	if (filters.published !== undefined) qs.isPublished = filters.published === 'published';
	if (filters.archived === true) qs.archived = true;
	if (filters.includeStats === true) qs.includeStats = true;
	if (filters.campaignId)
		qs.campaign = readCampaignGuid(ctx, filters.campaignId, 'Campaign ID', itemIndex);
	for (const [name, field] of [
		['createdAfter', 'Created After'],
		['updatedAfter', 'Updated After'],
	]) {
		const at = readIsoDateTime(ctx, filters[name], field, itemIndex);
		if (at) qs[name] = at;
	}
	return qs;
}

/** GET /marketing/v3/emails: the account's emails matching the filters, one output item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const qs = listQuery(this, read('filters', itemIndex, {}) as IDataObject, itemIndex);
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_EMAILS);
		return await listEmails(this, qs, paging, itemIndex);
	});
}
