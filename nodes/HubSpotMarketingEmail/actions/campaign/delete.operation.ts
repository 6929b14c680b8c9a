import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignLocator, readCampaignId } from '../../helpers/campaigns';
import { pathSegment } from '../../../shared/transport/paths';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['delete'] } },
	[campaignLocator],
);

/** DELETE /marketing/v3/campaigns/{campaignGuid}: HubSpot answers 204 whether or not it existed. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const campaignId = readCampaignId(this, itemIndex);
		const campaignGuid = pathSegment(this, campaignId, 'Campaign', itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.campaign,
				segments: { campaignGuid },
				itemIndex,
			});
			return { campaignId, deleted: true };
		};
	});
}
