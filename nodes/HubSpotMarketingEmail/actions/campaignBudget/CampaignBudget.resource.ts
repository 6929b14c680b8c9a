import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as create from './create.operation';
import * as deleteItem from './delete.operation';
import * as get from './get.operation';
import * as getTotals from './getTotals.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	delete: deleteItem,
	get,
	getTotals,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['campaignBudget'] } },
		options: [
			{
				name: 'Create Item',
				value: 'create',
				description: "Add a budget item (planned) or a spend item (spent) to a campaign's budget",
				action: 'Create a campaign budget or spend item',
			},
			{
				name: 'Delete Item',
				value: 'delete',
				description: "Delete a budget or spend item from a campaign's budget",
				action: 'Delete a campaign budget or spend item',
			},
			{
				name: 'Get Item',
				value: 'get',
				description: "Get one budget or spend item of a campaign's budget",
				action: 'Get a campaign budget or spend item',
			},
			{
				name: 'Get Totals',
				value: 'getTotals',
				description:
					"Get a campaign's budget and spend items with the total budget, total spend and remaining budget",
				action: 'Get the budget totals of a campaign',
			},
			{
				name: 'Update Item',
				value: 'update',
				description: "Change a budget or spend item's name, amount, order or description",
				action: 'Update a campaign budget or spend item',
			},
		],
		default: 'getTotals',
	},
	...descriptionsOf(operations),
];
