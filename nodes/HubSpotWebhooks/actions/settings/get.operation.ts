import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { webhooksApi } from '../../../shared/webhooks/client';

export const description: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['settings'], operation: ['get'] } },
	[],
);

/** The app's target URL and throttling; HubSpot answers 404 for an app that never had settings. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(
		this,
		items,
		async (itemIndex) =>
			await webhooksApi<IDataObject>(this, {
				method: 'GET',
				endpoint: ENDPOINTS.webhookSettings,
				itemIndex,
			}),
	);
}
