import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { emailIdOf, emailLocator } from '../../helpers/emails';

const properties: INodeProperties[] = [
	emailLocator,
	{
		displayName: 'Version',
		name: 'emailVersion',
		type: 'options',
		options: [
			{ name: 'Live', value: 'live', description: 'The email as it is published or sent' },
			{ name: 'Draft', value: 'draft', description: 'The edits not published yet' },
		],
		default: 'live',
	},
	{
		displayName: 'Include Statistics',
		name: 'includeStats',
		type: 'boolean',
		default: false,
		description: "Whether to add the email's send counters and ratios (live version only)",
		displayOptions: { show: { emailVersion: ['live'] } },
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['email'], operation: ['get'] } },
	properties,
);

/** GET /marketing/v3/emails/{emailId} (or its `/draft`): one email with its settings and content. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const emailId = emailIdOf(this, itemIndex);
		if (read('emailVersion', itemIndex, 'live') === 'draft')
			return await hubSpotApi(this, {
				method: 'GET',
				endpoint: ENDPOINTS.marketingEmailDraft,
				segments: { emailId },
				itemIndex,
			});
		const includeStats = read('includeStats', itemIndex, false) === true;
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.marketingEmail,
			segments: { emailId },
			qs: includeStats ? { includeStats: true } : {},
			itemIndex,
		});
	});
}
