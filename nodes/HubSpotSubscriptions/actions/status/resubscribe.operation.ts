import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { statusWriteDescription, writeStatuses } from './statusWrite';

export const description = statusWriteDescription('resubscribe');

/**
 * Subscribes again an address that unsubscribed (from the type or from all e-mail), in v4's form in
 * every API version: v3 cannot. Only with the contact's renewed consent.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await writeStatuses(this, items, 'SUBSCRIBED', { resubscribe: true });
}
