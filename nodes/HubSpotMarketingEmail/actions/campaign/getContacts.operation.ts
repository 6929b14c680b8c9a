import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pagedList } from '../../../shared/transport/pagedList';
import { pathSegment } from '../../../shared/transport/paths';
import {
	MAX_CAMPAIGNS_PAGE,
	campaignGuidOf,
	campaignLocator,
	periodFields,
	readPeriod,
} from '../../helpers/campaigns';
import { REPORT_PERIOD, contactTypeField, readChoice } from './reportFields';

/** Contact IDs Return All reads at most. */
const MAX_CONTACTS = 100_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['getContacts'] } },
	[
		campaignLocator,
		contactTypeField,
		...periodFields(REPORT_PERIOD, 'period the contacts are counted in'),
		...returnAllAndLimit({}, MAX_CONTACTS),
	],
);

/**
 * GET /marketing/v3/campaigns/{campaignGuid}/reports/contacts/{contactType}: the IDs of the contacts
 * the campaign's metrics count for one attribution type, one output item each.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const contactType = pathSegment(
			this,
			readChoice(this, itemIndex, contactTypeField),
			'Attribution Type',
			itemIndex,
		);
		const qs = readPeriod(this, itemIndex, REPORT_PERIOD);
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_CONTACTS);
		return await pagedList<IDataObject>(
			this,
			ENDPOINTS.campaignContacts,
			{ qs, segments: { campaignGuid, contactType }, maxPageSize: MAX_CAMPAIGNS_PAGE, itemIndex },
			paging,
		);
	});
}
