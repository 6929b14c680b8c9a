import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { forEachItem } from '../../shared/items';
import { subscriptionIdOf } from './subscriptionLocator';
import { webhooksApi, type Subscription } from './webhooksApi';

/** Activate and Pause: one PATCH `{active}` per item (E20); the answer is the updated subscription. */
export function setActive(active: boolean) {
	return async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
		return await forEachItem(this, items, async (itemIndex) => {
			const id = subscriptionIdOf(this, itemIndex);
			return await webhooksApi<Subscription>(this, {
				method: 'PATCH',
				rest: `/subscriptions/${id}`,
				body: { active },
				itemIndex,
			});
		});
	};
}
