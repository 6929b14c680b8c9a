import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignGuidOf, campaignLocator } from '../../helpers/campaigns';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaignBudget'], operation: ['getTotals'] } },
	[campaignLocator],
);

/**
 * GET /marketing/v3/campaigns/{campaignGuid}/budget/totals: the budget and spend items with their
 * sums, the remaining budget and the currency (HubSpot leaves a sum out while its kind has no items).
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.campaignBudgetTotals,
			segments: { campaignGuid },
			itemIndex,
		});
	});
}
