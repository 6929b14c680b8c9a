import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { pagedLister } from '../../shared/transport/pagedList';
import { pathSegment, type PathSegment } from '../../shared/transport/paths';
import { itemReader } from '../../shared/execution/itemParameters';
import { invalidInput, readDay, readText } from '../../shared/execution/validation';
import { pickerLocator } from './locator';

/** HubSpot's largest page of campaigns, and of a campaign's assets. */
export const MAX_CAMPAIGNS_PAGE = 100;

/** The campaign properties every read asks for (HubSpot answers only the properties asked for). */
export const CAMPAIGN_PROPERTIES = [
	'hs_name',
	'hs_start_date',
	'hs_end_date',
	'hs_notes',
	'hs_audience',
	'hs_currency_code',
	'hs_owner',
];

/** A campaign's ID: HubSpot's campaign GUID. */
const CAMPAIGN_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account's campaigns whose name contains `name` (HubSpot's `name` filter), with `properties`. */
export const listCampaigns = pagedLister(ENDPOINTS.campaigns, MAX_CAMPAIGNS_PAGE);

/** The campaign an operation acts on: picked from the account's campaigns or given by its GUID. */
export const campaignLocator = pickerLocator({
	displayName: 'Campaign',
	name: 'campaign',
	description: 'The campaign (its GUID, as the campaign page URL shows it)',
	searchListMethod: 'searchCampaigns',
	placeholder: 'e.g. 3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
	idPattern: {
		regex: CAMPAIGN_GUID.source,
		errorMessage: 'A campaign ID is a GUID such as 3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
	},
});

/** A campaign GUID given as text (a locator's value or a field); empty refused. */
export function readCampaignGuid(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const text = readText(ctx, value, field, itemIndex).trim();
	if (text === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	if (!CAMPAIGN_GUID.test(text))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a campaign GUID such as 3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b, got "${text.slice(0, 40)}"`,
		);
	return text.toLowerCase();
}

/** The chosen campaign's GUID. */
export function readCampaignId(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	return readCampaignGuid(
		ctx,
		read('campaign', itemIndex, '', { extractValue: true }),
		'Campaign',
		itemIndex,
	);
}

/** The chosen campaign's GUID, as a path segment. */
export function campaignGuidOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	return pathSegment(ctx, readCampaignId(ctx, itemIndex), 'Campaign', itemIndex);
}

/** A report's period: its first and last day, shown as `labels` (HubSpot reads both or neither). */
export const periodFields = (
	labels: { from: string; to: string },
	what: string,
): INodeProperties[] => [
	{
		displayName: labels.from,
		name: 'startDate',
		type: 'dateTime',
		default: '',
		description: `First day of the ${what}; give both dates or neither`,
	},
	{
		displayName: labels.to,
		name: 'endDate',
		type: 'dateTime',
		default: '',
		description: `Last day of the ${what}`,
	},
];

/** The item's period as HubSpot's `startDate` and `endDate` days; one date without the other, or a reversed period, refused. */
export function readPeriod(
	ctx: IExecuteFunctions,
	itemIndex: number,
	labels: { from: string; to: string },
): IDataObject {
	const read = itemReader(ctx);
	const startDate = readDay(ctx, read('startDate', itemIndex, ''), labels.from, itemIndex);
	const endDate = readDay(ctx, read('endDate', itemIndex, ''), labels.to, itemIndex);
	if ((startDate === undefined) !== (endDate === undefined))
		throw invalidInput(
			ctx,
			startDate ? labels.to : labels.from,
			itemIndex,
			'must be given with the other date',
		);
	if (startDate && endDate && startDate > endDate)
		throw invalidInput(ctx, labels.to, itemIndex, `must not be before ${labels.from}`);
	return startDate ? { startDate, endDate } : {};
}
