import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { boundedInteger, readCallableUrl } from '../../../shared/execution/validation';
import { webhooksApi } from '../../../shared/webhooks/client';
import { itemReader } from '../../../shared/execution/itemParameters';

const DEFAULT_MAX_CONCURRENT_REQUESTS = 10;
const MAX_CONCURRENT_REQUESTS = 100;

const properties: INodeProperties[] = [
	{
		displayName: 'Target URL',
		name: 'targetUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'https://example.com/webhook/hubspot',
		description:
			'Where HubSpot sends the notifications of every subscription of the app (one https URL per app)',
	},
	{
		displayName: 'Max Concurrent Requests',
		name: 'maxConcurrentRequests',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_CONCURRENT_REQUESTS },
		default: DEFAULT_MAX_CONCURRENT_REQUESTS,
		description: 'How many notification requests HubSpot may have open at the target URL at once',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['settings'], operation: ['setTargetUrl'] } },
	properties,
);

/** Replaces the app's settings (PUT): the target URL and its throttling. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const targetUrl = readCallableUrl(
			this,
			read('targetUrl', itemIndex, ''),
			'Target URL',
			itemIndex,
		);
		const maxConcurrentRequests = boundedInteger(
			this,
			read('maxConcurrentRequests', itemIndex, DEFAULT_MAX_CONCURRENT_REQUESTS),
			'Max Concurrent Requests',
			itemIndex,
			1,
			MAX_CONCURRENT_REQUESTS,
		);
		return async () =>
			await webhooksApi<IDataObject>(this, {
				method: 'PUT',
				endpoint: ENDPOINTS.webhookSettings,
				body: { targetUrl, throttling: { maxConcurrentRequests } },
				itemIndex,
			});
	});
}
