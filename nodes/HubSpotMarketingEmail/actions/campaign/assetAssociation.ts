import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignLocator, readCampaignId } from '../../helpers/campaigns';
import { assetLocator, assetTypeField, readAssetId, readAssetType } from './campaignFields';

/** The fields of Add Asset or Remove Asset. */
export const assetAssociationDescription = (operation: 'addAsset' | 'removeAsset') =>
	updateDisplayOptions({ show: { resource: ['campaign'], operation: [operation] } }, [
		campaignLocator,
		assetTypeField,
		assetLocator,
	]);

/**
 * PUT (add) or DELETE (remove) /marketing/v3/campaigns/{campaignGuid}/assets/{assetType}/{assetId}:
 * HubSpot answers 204 and repeating either changes nothing; the output item names the association.
 */
export async function setAssetAssociation(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	associated: boolean,
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(ctx, items, (itemIndex) => {
		const campaignId = readCampaignId(ctx, itemIndex);
		const assetType = readAssetType(ctx, itemIndex);
		const assetId = readAssetId(ctx, itemIndex);
		const campaignGuidSegment = pathSegment(ctx, campaignId, 'Campaign', itemIndex);
		const assetTypeSegment = pathSegment(ctx, assetType, 'Asset Type', itemIndex);
		const assetIdSegment = pathSegment(ctx, assetId, 'Asset', itemIndex);
		return async () => {
			await hubSpotApi(ctx, {
				method: associated ? 'PUT' : 'DELETE',
				endpoint: ENDPOINTS.campaignAsset,
				segments: {
					campaignGuid: campaignGuidSegment,
					assetType: assetTypeSegment,
					assetId: assetIdSegment,
				},
				itemIndex,
			});
			return {
				campaignId,
				assetType,
				assetId,
				associated,
			};
		};
	});
}
