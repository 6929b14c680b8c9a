import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { CAMPAIGN_PROPERTIES, campaignGuidOf, campaignLocator } from '../../helpers/campaigns';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['get'] } },
	[campaignLocator],
);

/** GET /marketing/v3/campaigns/{campaignGuid}: the campaign's properties and its assets by type. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.campaign,
			segments: { campaignGuid },
			qs: { properties: CAMPAIGN_PROPERTIES.join(',') },
			itemIndex,
		});
	});
}
