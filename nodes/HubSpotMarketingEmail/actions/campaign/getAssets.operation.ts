import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readDay } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pagedList } from '../../../shared/transport/pagedList';
import { MAX_CAMPAIGNS_PAGE, campaignGuidOf, campaignLocator } from '../../helpers/campaigns';
import { assetTypeField, readAssetType } from './campaignFields';
import { pathSegment } from '../../../shared/transport/paths';

/** Assets Return All reads at most. */
const MAX_ASSETS = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['getAssets'] } },
	[
		campaignLocator,
		assetTypeField,
		{
			displayName: 'Metrics From',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description:
				"Start of the period of the assets' metrics (HubSpot adds metrics only with both dates)",
		},
		{
			displayName: 'Metrics To',
			name: 'endDate',
			type: 'dateTime',
			default: '',
			description: "End of the period of the assets' metrics",
		},
		...returnAllAndLimit({}, MAX_ASSETS),
	],
);

/** GET /marketing/v3/campaigns/{campaignGuid}/assets/{assetType}: the campaign's assets of one type. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const assetType = pathSegment(this, readAssetType(this, itemIndex), 'Asset Type', itemIndex);
		const startDate = readDay(this, read('startDate', itemIndex, ''), 'Metrics From', itemIndex);
		const endDate = readDay(this, read('endDate', itemIndex, ''), 'Metrics To', itemIndex);
		if ((startDate === undefined) !== (endDate === undefined))
			throw invalidInput(
				this,
				startDate ? 'Metrics To' : 'Metrics From',
				itemIndex,
				'must be given with the other date',
			);
		if (startDate && endDate && startDate > endDate)
			throw invalidInput(this, 'Metrics To', itemIndex, 'must not be before Metrics From');
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_ASSETS);
		return await pagedList<IDataObject>(
			this,
			ENDPOINTS.campaignAssets,
			{
				qs: startDate ? { startDate, endDate } : {},
				segments: { campaignGuid, assetType },
				maxPageSize: MAX_CAMPAIGNS_PAGE,
				itemIndex,
			},
			paging,
		);
	});
}
