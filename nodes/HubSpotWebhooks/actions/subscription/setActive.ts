import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { setSubscriptionActive } from '../../../shared/webhooks/client';
import { subscriptionIdOf } from './subscriptionLocator';

/** Activate and Pause: one PATCH `{active}` per item (PATCH /webhooks/v3/{appId}/subscriptions/{subscriptionId}); the answer is the updated subscription. */
export function setActive(active: boolean) {
	return async function execute(
		this: IExecuteFunctions,
		items: INodeExecutionData[],
	): Promise<INodeExecutionData[]> {
		return await forEachItem(
			this,
			items,
			async (itemIndex) =>
				await setSubscriptionActive(this, subscriptionIdOf(this, itemIndex), active, itemIndex),
		);
	};
}
