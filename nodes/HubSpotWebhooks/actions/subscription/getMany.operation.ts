import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { listSubscriptions } from '../../../shared/webhooks/client';
import { itemReader } from '../../../shared/execution/itemParameters';

/** HubSpot keeps at most 1,000 subscriptions per app and lists them in one answer. */
const MAX_SUBSCRIPTIONS = 1000;

const properties: INodeProperties[] = [
	...returnAllAndLimit({}, MAX_SUBSCRIPTIONS),
	{
		displayName: 'Active Only',
		name: 'activeOnly',
		type: 'boolean',
		default: false,
		description: 'Whether to return only the subscriptions that are active (not paused)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['subscription'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const { limit } = readReturnAllAndLimit(this, itemIndex, MAX_SUBSCRIPTIONS);
		const activeOnly = read('activeOnly', itemIndex, false) as boolean;
		const subscriptions = await listSubscriptions(this, itemIndex);
		return subscriptions.filter((s) => !activeOnly || s.active).slice(0, limit);
	});
}
