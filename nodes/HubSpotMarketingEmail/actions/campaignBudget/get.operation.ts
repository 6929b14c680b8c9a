import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { budgetItemLocator, chosenItem, itemKindField } from '../../helpers/budgetItems';
import { campaignLocator } from '../../helpers/campaigns';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaignBudget'], operation: ['get'] } },
	[campaignLocator, itemKindField, budgetItemLocator],
);

/** GET /marketing/v3/campaigns/{campaignGuid}/budget/{budgetId} (or /spend/{spendId}): one item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const { endpoint, segments } = chosenItem(this, itemIndex);
		return await hubSpotApi(this, { method: 'GET', endpoint, segments, itemIndex });
	});
}
