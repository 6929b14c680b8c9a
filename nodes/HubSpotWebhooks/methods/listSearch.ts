import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { listSubscriptions } from '../../shared/webhooks/client';

/** The app's subscriptions, filtered by event type, property or ID; paused ones say so. */
export async function searchSubscriptions(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const results = (await listSubscriptions(this))
		.map((subscription) => {
			const what = subscription.propertyName
				? `${subscription.eventType} (${subscription.propertyName})`
				: subscription.eventType;
			return {
				name: `${what} #${subscription.id}${subscription.active ? '' : ' (paused)'}`,
				value: String(subscription.id),
			};
		})
		.filter((option) => wanted === '' || option.name.toLowerCase().includes(wanted))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}
