import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit } from '../../../shared/descriptions';
import { forEachItem } from '../../../shared/items';
import { boundedInteger } from '../../../shared/validation';
import { listSubscriptions } from '../../../shared/webhooksClient';

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

export const description = updateDisplayOptions({ show: { resource: ['subscription'], operation: ['getMany'] } }, properties);

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const returnAll = this.getNodeParameter('returnAll', itemIndex) as boolean;
		const limit = returnAll
			? MAX_SUBSCRIPTIONS
			: boundedInteger(this, this.getNodeParameter('limit', itemIndex), 'Limit', itemIndex, 1, MAX_SUBSCRIPTIONS);
		const activeOnly = this.getNodeParameter('activeOnly', itemIndex, false) as boolean;
		const subscriptions = await listSubscriptions(this, itemIndex);
		return subscriptions.filter((s) => !activeOnly || s.active).slice(0, limit);
	});
}
