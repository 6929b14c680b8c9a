import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { statusWriteDescription, writeStatuses } from './statusWrite';

export const description = statusWriteDescription('unsubscribe');

/** Unsubscribes each item's address from one subscription type. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await writeStatuses(this, items, 'UNSUBSCRIBED');
}
