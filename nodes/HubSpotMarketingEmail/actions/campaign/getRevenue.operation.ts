import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { needingScope } from '../../../shared/transport/scopeRefusal';
import { SCOPES } from '../../../shared/transport/scopes';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignGuidOf, campaignLocator, periodFields, readPeriod } from '../../helpers/campaigns';
import { REPORT_PERIOD, attributionModelField, readChoice } from './reportFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['getRevenue'] } },
	[
		{
			displayName: `Needs the scope ${SCOPES.campaignsRevenueRead} in the credential (an optional scope of the OAuth2 credential)`,
			name: 'revenueScopeNotice',
			type: 'notice',
			default: '',
		},
		campaignLocator,
		attributionModelField,
		...periodFields(REPORT_PERIOD, 'period the revenue is counted in'),
	],
);

/**
 * GET /marketing/v3/campaigns/{campaignGuid}/reports/revenue: the revenue, deal amount and numbers of
 * deals and contacts attributed to the campaign. A token without the revenue scope is refused with
 * an error naming it.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const attributionModel = readChoice(this, itemIndex, attributionModelField);
		const period = readPeriod(this, itemIndex, REPORT_PERIOD);
		return await needingScope(
			hubSpotApi(this, {
				method: 'GET',
				endpoint: ENDPOINTS.campaignRevenue,
				segments: { campaignGuid },
				qs: { attributionModel, ...period },
				itemIndex,
			}),
			SCOPES.campaignsRevenueRead,
			'Get Revenue',
		);
	});
}
