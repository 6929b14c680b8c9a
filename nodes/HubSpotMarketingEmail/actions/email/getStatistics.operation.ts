import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readIsoDateTime } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { emailLocator, readEmailId } from '../../helpers/emails';

const properties: INodeProperties[] = [
	{
		displayName: 'Statistics Of',
		name: 'statisticsOf',
		type: 'options',
		options: [
			{ name: 'One Email', value: 'email', description: "One email's send counters and ratios" },
			{
				name: 'All Emails',
				value: 'allEmails',
				description: 'The counters and ratios of every email sent in the time range, added up',
			},
		],
		default: 'email',
	},
	{ ...emailLocator, displayOptions: { show: { statisticsOf: ['email'] } } },
	{
		displayName: 'From',
		name: 'startTimestamp',
		type: 'dateTime',
		default: '',
		description: 'Start of the time range (empty: from the first send)',
	},
	{
		displayName: 'To',
		name: 'endTimestamp',
		type: 'dateTime',
		default: '',
		description: 'End of the time range (empty: until now)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['email'], operation: ['getStatistics'] } },
	properties,
);

/**
 * GET /marketing/v3/emails/statistics/list: sends, deliveries, opens, clicks, bounces and
 * unsubscribes (`aggregate.counters`) with their ratios, of one email or of all emails sent in the
 * time range, and the IDs of the emails counted (`emails`).
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const qs: IDataObject = {};
		if (read('statisticsOf', itemIndex, 'email') === 'email')
			qs.emailIds = readEmailId(this, itemIndex);
		const from = readIsoDateTime(this, read('startTimestamp', itemIndex, ''), 'From', itemIndex);
		const to = readIsoDateTime(this, read('endTimestamp', itemIndex, ''), 'To', itemIndex);
		if (from && to && Date.parse(from) >= Date.parse(to))
			throw invalidInput(this, 'To', itemIndex, 'must be later than From');
		if (from) qs.startTimestamp = from;
		if (to) qs.endTimestamp = to;
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.marketingEmailStatistics,
			qs,
			itemIndex,
		});
	});
}
