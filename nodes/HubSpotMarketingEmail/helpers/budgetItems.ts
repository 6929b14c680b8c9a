import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import {
	boundedInteger,
	invalidInput,
	readIntegerId,
	readNumberFrom,
	readText,
} from '../../shared/execution/validation';
import { ENDPOINTS, type Endpoint } from '../../shared/transport/endpoints';
import { pathSegment, type PathSegments } from '../../shared/transport/paths';
import { campaignGuidOf } from './campaigns';
import { pickerLocator } from './locator';

/** The two kinds of a campaign's budget items: planned budget, and actual spend. */
export const ITEM_KINDS = {
	budget: {
		label: 'Budget Item',
		list: ENDPOINTS.campaignBudgetItems,
		one: ENDPOINTS.campaignBudgetItem,
		idSegment: 'budgetId',
		totalsKey: 'budgetItems',
	},
	spend: {
		label: 'Spend Item',
		list: ENDPOINTS.campaignSpendItems,
		one: ENDPOINTS.campaignSpendItem,
		idSegment: 'spendId',
		totalsKey: 'spendItems',
	},
} as const satisfies Record<
	string,
	{ label: string; list: Endpoint; one: Endpoint; idSegment: string; totalsKey: string }
>;

export type ItemKind = keyof typeof ITEM_KINDS;

/** HubSpot's largest `order` (an int32). */
const MAX_ORDER = 2_147_483_647;

export const itemKindField: INodeProperties = {
	displayName: 'Item Type',
	name: 'itemType',
	type: 'options',
	options: [
		{
			name: 'Budget Item',
			value: 'budget',
			description: 'A planned amount of the budget (e.g. "Paid social: 5000")',
		},
		{
			name: 'Spend Item',
			value: 'spend',
			description: 'An amount actually spent (e.g. "Launch ads: 1200")',
		},
	],
	default: 'budget',
};

/** The budget or spend item of Get, Update and Delete: picked from the campaign's items or given by ID. */
export const budgetItemLocator = pickerLocator({
	displayName: 'Item',
	name: 'item',
	description: "The budget or spend item (the campaign's items of the chosen type are listed)",
	searchListMethod: 'searchBudgetItems',
	placeholder: 'e.g. 12',
	idPattern: { regex: '^\\d+$', errorMessage: 'An item ID is digits only' },
});

/** The fields of an item: what HubSpot requires (Name, Amount, Order) and its Description. */
export const budgetItemFields: INodeProperties[] = [
	{ displayName: 'Name', name: 'name', type: 'string', default: '' },
	{
		displayName: 'Amount',
		name: 'amount',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 0,
		description: "The amount, in the campaign's currency",
	},
	{
		displayName: 'Order',
		name: 'order',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 1,
		description: "The item's place in the campaign's list of items of its type",
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		typeOptions: { rows: 2 },
		default: '',
	},
];

/** The item's kind (Budget Item or Spend Item). */
export function readItemKind(ctx: IExecuteFunctions, itemIndex: number): ItemKind {
	const kind = readText(
		ctx,
		itemReader(ctx)('itemType', itemIndex, 'budget'),
		'Item Type',
		itemIndex,
	);
	if (kind !== 'budget' && kind !== 'spend')
		throw invalidInput(ctx, 'Item Type', itemIndex, 'must be budget or spend');
	return kind;
}

/** The chosen item's endpoint and path segments (campaign GUID and item ID). */
export function chosenItem(
	ctx: IExecuteFunctions,
	itemIndex: number,
): { kind: ItemKind; itemId: string; endpoint: Endpoint; segments: PathSegments } {
	const kind = readItemKind(ctx, itemIndex);
	const value = itemReader(ctx)('item', itemIndex, '', { extractValue: true });
	const itemId = readIntegerId(ctx, value, 'Item', itemIndex);
	const { one, idSegment } = ITEM_KINDS[kind];
	return {
		kind,
		itemId,
		endpoint: one,
		segments: {
			campaignGuid: campaignGuidOf(ctx, itemIndex),
			[idSegment]: pathSegment(ctx, itemId, 'Item', itemIndex),
		},
	};
}

/**
 * HubSpot's item body `{name, amount, order, description?}` from `fields` (an item's values, a
 * replace's merged ones); bad values refused naming the field and the item.
 */
export function budgetItemBody(
	ctx: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject {
	const name = readText(ctx, fields.name, 'Name', itemIndex).trim();
	if (name === '') throw invalidInput(ctx, 'Name', itemIndex, 'must not be empty');
	const description = readText(ctx, fields.description, 'Description', itemIndex);
	return {
		name,
		amount: readNumberFrom(ctx, fields.amount, 'Amount', itemIndex, 0),
		order: boundedInteger(ctx, fields.order, 'Order', itemIndex, 0, MAX_ORDER),
		...(description !== '' ? { description } : {}),
	};
}
