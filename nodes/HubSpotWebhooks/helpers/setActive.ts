import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/endpoints';
import { forEachItem } from '../../shared/items';
import { pathSegment } from '../../shared/paths';
import { subscriptionIdOf } from './subscriptionLocator';
import { webhooksApi, type Subscription } from './webhooksApi';

/** Activate and Pause: one PATCH `{active}` per item (PATCH /webhooks/v3/{appId}/subscriptions/{subscriptionId}); the answer is the updated subscription. */
export function setActive(active: boolean) {
	return async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
		return await forEachItem(this, items, async (itemIndex) => {
			const id = subscriptionIdOf(this, itemIndex);
			return await webhooksApi<Subscription>(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.webhookSubscription,
				segments: { subscriptionId: pathSegment(this, id, 'Subscription', itemIndex) },
				body: { active },
				itemIndex,
			});
		});
	};
}
