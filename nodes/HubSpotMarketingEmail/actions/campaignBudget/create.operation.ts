import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	ITEM_KINDS,
	budgetItemBody,
	budgetItemFields,
	itemKindField,
	readItemKind,
} from '../../helpers/budgetItems';
import { campaignGuidOf, campaignLocator } from '../../helpers/campaigns';

const [nameField, amountField, orderField, descriptionField] = budgetItemFields;

export const description = updateDisplayOptions(
	{ show: { resource: ['campaignBudget'], operation: ['create'] } },
	[
		campaignLocator,
		itemKindField,
		{ ...nameField, required: true, description: 'What the amount is for, e.g. "Paid social"' },
		{ ...amountField, required: true },
		{ ...orderField, required: true },
		additionalFieldsCollection([descriptionField]),
	],
);

/**
 * POST /marketing/v3/campaigns/{campaignGuid}/budget or /spend: a new item (201 with it). Every item
 * is checked before the first is sent.
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
			const fields = {
				name: read('name', itemIndex, ''),
				amount: read('amount', itemIndex, ''),
				order: read('order', itemIndex, ''),
				...(read('additionalFields', itemIndex, {}) as IDataObject),
			};
			return {
				endpoint: ITEM_KINDS[readItemKind(this, itemIndex)].list,
				campaignGuid: campaignGuidOf(this, itemIndex),
				body: budgetItemBody(this, fields, itemIndex),
			};
		},
		async ({ endpoint, campaignGuid, body }, itemIndex) =>
			await hubSpotApi(this, {
				method: 'POST',
				endpoint,
				segments: { campaignGuid },
				body,
				itemIndex,
			}),
	);
}
