import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { budgetItemLocator, chosenItem, itemKindField } from '../../helpers/budgetItems';
import { campaignLocator, readCampaignId } from '../../helpers/campaigns';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaignBudget'], operation: ['delete'] } },
	[campaignLocator, itemKindField, budgetItemLocator],
);

/** DELETE /marketing/v3/campaigns/{campaignGuid}/budget/{budgetId} (or /spend/{spendId}): 204. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedItem(
		this,
		items,
		(itemIndex) => ({
			...chosenItem(this, itemIndex),
			campaignId: readCampaignId(this, itemIndex),
		}),
		async ({ endpoint, segments, kind, itemId, campaignId }, itemIndex) => {
			await hubSpotApi(this, { method: 'DELETE', endpoint, segments, itemIndex });
			return { campaignId, itemType: kind, itemId, deleted: true };
		},
	);
}
