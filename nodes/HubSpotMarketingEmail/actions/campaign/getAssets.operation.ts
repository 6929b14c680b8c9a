import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pagedList } from '../../../shared/transport/pagedList';
import {
	MAX_CAMPAIGNS_PAGE,
	campaignGuidOf,
	campaignLocator,
	periodFields,
	readPeriod,
} from '../../helpers/campaigns';
import { assetTypeField, readAssetType } from './campaignFields';
import { pathSegment } from '../../../shared/transport/paths';

/** Assets Return All reads at most. */
const MAX_ASSETS = 10_000;

/** The fields of the metrics' period. */
const METRICS_PERIOD = { from: 'Metrics From', to: 'Metrics To' };

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['getAssets'] } },
	[
		campaignLocator,
		assetTypeField,
		...periodFields(
			METRICS_PERIOD,
			"period of the assets' metrics (HubSpot adds them only with both dates)",
		),
		...returnAllAndLimit({}, MAX_ASSETS),
	],
);

/** GET /marketing/v3/campaigns/{campaignGuid}/assets/{assetType}: the campaign's assets of one type. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const assetType = pathSegment(this, readAssetType(this, itemIndex), 'Asset Type', itemIndex);
		const period = readPeriod(this, itemIndex, METRICS_PERIOD);
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_ASSETS);
		return await pagedList<IDataObject>(
			this,
			ENDPOINTS.campaignAssets,
			{
				qs: period,
				segments: { campaignGuid, assetType },
				maxPageSize: MAX_CAMPAIGNS_PAGE,
				itemIndex,
			},
			paging,
		);
	});
}
