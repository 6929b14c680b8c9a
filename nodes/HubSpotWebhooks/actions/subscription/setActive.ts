import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { setSubscriptionActive } from '../../../shared/webhooks/client';
import { subscriptionIdOf } from './subscriptionLocator';

/** Activate and Pause: one PATCH `{active}` per item (PATCH /webhooks/v3/{appId}/subscriptions/{subscriptionId}); the answer is the updated subscription. */
export function setActive(active: boolean) {
	return async function execute(
		this: IExecuteFunctions,
		items: INodeExecutionData[],
	): Promise<INodeExecutionData[]> {
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const subscriptionId = subscriptionIdOf(this, itemIndex);
			return async () => await setSubscriptionActive(this, subscriptionId, active, itemIndex);
		});
	};
}
