import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { statusWriteDescription, writeStatuses } from './statusWrite';

export const description = statusWriteDescription('subscribe');

/**
 * Subscribes each item's address to a subscription type. On the legacy API version (v3) HubSpot
 * refuses an address that opted out; v4 and the date versions resubscribe it.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await writeStatuses(this, items, 'SUBSCRIBED');
}
