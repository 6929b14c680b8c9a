import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { searchForms } from '../../shared/forms/pickers';
import { matchingOptions } from '../../shared/execution/pickerResults';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { CAMPAIGN_PROPERTIES, listCampaigns } from '../helpers/campaigns';
import { listEmails } from '../helpers/emails';
import { ITEM_KINDS } from '../helpers/budgetItems';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { pathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';

/** Emails, or campaigns, a picker reads at most. */
const MAX_LISTED = 1000;

/** The account's marketing emails whose name or ID contains the filter; drafts say so. */
export async function searchEmails(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const emails = await unlessRefused(
		listEmails(this, {}, { returnAll: false, limit: MAX_LISTED }),
		SCOPES.content,
	);
	if ('missingScope' in emails) return { results: unlisted('Emails', emails.missingScope) };
	return matchingOptions(
		emails.value.map((email) => ({
			name: `${String(email.name || `Email ${String(email.id)}`)}${email.isPublished ? '' : ' (draft)'}`,
			value: String(email.id),
		})),
		filter,
	);
}

/** The account's campaigns whose name contains the filter (HubSpot's own name search). */
export async function searchCampaigns(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const name = (filter ?? '').trim();
	const campaigns = await unlessRefused(
		listCampaigns(
			this,
			{ properties: CAMPAIGN_PROPERTIES[0], sort: 'hs_name', ...(name ? { name } : {}) },
			{ returnAll: false, limit: MAX_LISTED },
		),
		SCOPES.campaignsRead,
	);
	if ('missingScope' in campaigns)
		return { results: unlisted('Campaigns', campaigns.missingScope) };
	return {
		results: campaigns.value.map((campaign) => ({
			name: String(
				(campaign.properties as { hs_name?: string } | undefined)?.hs_name ?? campaign.id,
			),
			value: String(campaign.id),
		})),
	};
}

/** Assets of the chosen type a picker can list: marketing emails and forms; others are given by ID. */
export async function searchAssets(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const type = String(this.getCurrentNodeParameter('assetType') ?? '');
	if (type === 'MARKETING_EMAIL') return await searchEmails.call(this, filter);
	if (type === 'FORM') return await searchForms.call(this, filter);
	return { results: [] };
}

/**
 * The chosen campaign's budget or spend items (the Item Type chosen), read from its budget totals:
 * HubSpot lists them nowhere else. None until a campaign is chosen.
 */
export async function searchBudgetItems(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const campaign = String(
		this.getCurrentNodeParameter('campaign', { extractValue: true }) ?? '',
	).trim();
	if (campaign === '') return { results: [] };
	const kind = this.getCurrentNodeParameter('itemType') === 'spend' ? 'spend' : 'budget';
	const totals = await unlessRefused(
		hubSpotApi<{ currencyCode?: string } & Record<string, unknown>>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.campaignBudgetTotals,
			segments: { campaignGuid: pathSegment(this, campaign, 'Campaign') },
		}),
		SCOPES.campaignsRead,
	);
	if ('missingScope' in totals) return { results: unlisted('Items', totals.missingScope) };
	const items = (totals.value[ITEM_KINDS[kind].totalsKey] ?? []) as Array<{
		id: unknown;
		name?: unknown;
		amount?: unknown;
	}>;
	const currency = totals.value.currencyCode ? ` ${totals.value.currencyCode}` : '';
	return matchingOptions(
		items.map((item) => ({
			name: `${String(item.name ?? `Item ${String(item.id)}`)} (${String(item.amount)}${currency})`,
			value: String(item.id),
		})),
		filter,
	);
}
