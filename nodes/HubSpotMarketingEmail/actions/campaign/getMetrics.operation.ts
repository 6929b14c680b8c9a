import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignGuidOf, campaignLocator, periodFields, readPeriod } from '../../helpers/campaigns';
import { REPORT_PERIOD } from './reportFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['getMetrics'] } },
	[campaignLocator, ...periodFields(REPORT_PERIOD, 'period the metrics count')],
);

/**
 * GET /marketing/v3/campaigns/{campaignGuid}/reports/metrics: sessions, new contacts by first and
 * last touch, and influenced contacts, for a period.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const qs = readPeriod(this, itemIndex, REPORT_PERIOD);
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.campaignMetrics,
			segments: { campaignGuid },
			qs,
			itemIndex,
		});
	});
}
