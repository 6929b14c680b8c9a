import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { subscriptionIdOf, subscriptionLocator } from './subscriptionLocator';
import { webhooksApi } from '../../../shared/webhooks/client';

export const description = updateDisplayOptions(
	{ show: { resource: ['subscription'], operation: ['delete'] } },
	[subscriptionLocator],
);

/** HubSpot answers 204 without a body: the output says which subscription went. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const id = subscriptionIdOf(this, itemIndex);
		const subscriptionIdSegment = pathSegment(this, id, 'Subscription', itemIndex);
		return async () => {
			await webhooksApi<unknown>(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.webhookSubscription,
				segments: { subscriptionId: subscriptionIdSegment },
				itemIndex,
			});
			return { id, deleted: true };
		};
	});
}
