import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { invalidInput } from '../../../shared/execution/validation';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	budgetItemBody,
	budgetItemFields,
	budgetItemLocator,
	chosenItem,
	itemKindField,
} from '../../helpers/budgetItems';
import { campaignLocator } from '../../helpers/campaigns';

export const description = updateDisplayOptions(
	{ show: { resource: ['campaignBudget'], operation: ['update'] } },
	[
		campaignLocator,
		itemKindField,
		budgetItemLocator,
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: budgetItemFields,
		},
	],
);

/**
 * PUT /marketing/v3/campaigns/{campaignGuid}/budget/{budgetId} (or /spend/{spendId}) replaces the
 * whole item, so the item is read first and only the given fields change; both requests can repeat.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedItem(
		this,
		items,
		(itemIndex) => {
			const changes = read('updateFields', itemIndex, {}) as IDataObject;
			if (Object.keys(changes).length === 0)
				throw invalidInput(this, 'Update Fields', itemIndex, 'must set at least one field');
			// The changed fields are checked now, before any item is read or written.
			budgetItemBody(this, { name: 'checked', amount: 0, order: 0, ...changes }, itemIndex);
			return { ...chosenItem(this, itemIndex), changes };
		},
		async ({ endpoint, segments, changes }, itemIndex) => {
			const current = await hubSpotApi(this, { method: 'GET', endpoint, segments, itemIndex });
			return await hubSpotApi(this, {
				method: 'PUT',
				endpoint,
				segments,
				body: budgetItemBody(this, { ...current, ...changes }, itemIndex),
				itemIndex,
			});
		},
	);
}
