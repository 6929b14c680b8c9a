import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import {
	invalidInput,
	parsedJson,
	readDay,
	readIntegerId,
	readText,
	toPropertyValues,
} from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';
import { pickerLocator } from '../../helpers/locator';

/** The campaign properties a create or an update sets, beside the create's Name. */
export const campaignPropertyFields: INodeProperties[] = [
	{ displayName: 'Start Date', name: 'startDate', type: 'dateTime', default: '' },
	{ displayName: 'End Date', name: 'endDate', type: 'dateTime', default: '' },
	{ displayName: 'Notes', name: 'notes', type: 'string', typeOptions: { rows: 3 }, default: '' },
	{
		displayName: 'Audience',
		name: 'audience',
		type: 'string',
		default: '',
		description: 'Who the campaign is for',
	},
	{
		displayName: 'Currency Code',
		name: 'currencyCode',
		type: 'string',
		placeholder: 'USD',
		default: '',
		description: "The currency of the campaign's budget (ISO 4217)",
	},
	{
		displayName: 'Owner ID',
		name: 'ownerId',
		type: 'string',
		default: '',
		description: 'ID of the HubSpot owner of the campaign',
	},
	{
		displayName: 'Other Properties (JSON)',
		name: 'otherProperties',
		type: 'json',
		default: '{}',
		description:
			'More campaign properties by internal name, e.g. {"hs_goal": "200 signups"}; the fields above win',
	},
];

/** HubSpot's property names of the fields above. */
const PROPERTY_NAMES = {
	notes: ['hs_notes', 'Notes'],
	audience: ['hs_audience', 'Audience'],
} as const;

/** The campaign properties an item's fields make (text values); bad input refused before any request. */
export function campaignProperties(
	ctx: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): Record<string, string> {
	const other = parsedJson(
		ctx,
		fields.otherProperties ?? '{}',
		'Other Properties (JSON)',
		itemIndex,
		{},
	);
	if (typeof other !== 'object' || other === null || Array.isArray(other))
		throw invalidInput(ctx, 'Other Properties (JSON)', itemIndex, 'must be a JSON object');
	const properties = toPropertyValues(
		ctx,
		other as IDataObject,
		'Other Properties (JSON)',
		itemIndex,
	);
	const start = readDay(ctx, fields.startDate, 'Start Date', itemIndex);
	const end = readDay(ctx, fields.endDate, 'End Date', itemIndex);
	if (start && end && start > end)
		throw invalidInput(ctx, 'End Date', itemIndex, 'must not be before the Start Date');
	if (start) properties.hs_start_date = start;
	if (end) properties.hs_end_date = end;
	for (const [name, [property, field]] of Object.entries(PROPERTY_NAMES)) {
		const value = readText(ctx, fields[name], field, itemIndex).trim();
		if (value) properties[property] = value;
	}
	const currency = readText(ctx, fields.currencyCode, 'Currency Code', itemIndex).trim();
	if (currency) {
		if (!/^[A-Za-z]{3}$/.test(currency))
			throw invalidInput(
				ctx,
				'Currency Code',
				itemIndex,
				'must be a three-letter code such as USD',
			);
		properties.hs_currency_code = currency.toUpperCase();
	}
	if (fields.ownerId !== undefined && fields.ownerId !== '')
		properties.hs_owner = readIntegerId(ctx, fields.ownerId, 'Owner ID', itemIndex);
	return properties;
}

/** Asset types HubSpot associates with campaigns (its docs' tokens; others by expression). */
export const ASSET_TYPES = [
	['Marketing Email', 'MARKETING_EMAIL'],
	['Form', 'FORM'],
	['Static List', 'OBJECT_LIST'],
	['Landing Page', 'LANDING_PAGE'],
	['Website Page', 'SITE_PAGE'],
	['Blog Post', 'BLOG_POST'],
	['External Web URL', 'EXTERNAL_WEB_URL'],
	['CTA', 'CTA'],
	['Marketing Event', 'MARKETING_EVENT'],
	['Social Post', 'SOCIAL_BROADCAST'],
	['Ad Campaign', 'AD_CAMPAIGN'],
] as const;

export const assetTypeField: INodeProperties = {
	displayName: 'Asset Type',
	name: 'assetType',
	type: 'options',
	options: ASSET_TYPES.map(([name, value]) => ({ name, value })),
	default: 'MARKETING_EMAIL',
	description: 'The kind of asset (HubSpot lists one type per call)',
};

/** The asset of Add Asset and Remove Asset: picked (emails, forms, lists) or given by ID. */
export const assetLocator = pickerLocator({
	displayName: 'Asset',
	name: 'asset',
	description: 'The asset: the email, form, list or other item of the chosen type',
	searchListMethod: 'searchAssets',
	placeholder: '6100001',
});

/** The item's asset type, one of HubSpot's tokens (upper-case letters and underscores). */
export function readAssetType(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	const type = readText(ctx, read('assetType', itemIndex, ''), 'Asset Type', itemIndex).trim();
	if (!/^[A-Z][A-Z_]*$/.test(type))
		throw invalidInput(
			ctx,
			'Asset Type',
			itemIndex,
			`must be an asset type such as MARKETING_EMAIL or FORM, got "${type.slice(0, 40)}"`,
		);
	return type;
}

/** The item's asset ID (a form's is a GUID, an email's digits: any text without spaces). */
export function readAssetId(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	const id = readText(
		ctx,
		read('asset', itemIndex, '', { extractValue: true }),
		'Asset',
		itemIndex,
	).trim();
	if (id === '') throw invalidInput(ctx, 'Asset', itemIndex, 'must not be empty');
	if (/\s/.test(id)) throw invalidInput(ctx, 'Asset', itemIndex, 'must be an ID without spaces');
	return id;
}
