import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as addAsset from './addAsset.operation';
import * as create from './create.operation';
import * as deleteCampaign from './delete.operation';
import * as get from './get.operation';
import * as getAssets from './getAssets.operation';
import * as getContacts from './getContacts.operation';
import * as getMany from './getMany.operation';
import * as getMetrics from './getMetrics.operation';
import * as getRevenue from './getRevenue.operation';
import * as removeAsset from './removeAsset.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	addAsset,
	create,
	delete: deleteCampaign,
	get,
	getAssets,
	getContacts,
	getMany,
	getMetrics,
	getRevenue,
	removeAsset,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['campaign'] } },
		options: [
			{
				name: 'Add Asset',
				value: 'addAsset',
				description: 'Associate an email, form, list or other asset with a campaign',
				action: 'Add an asset to a campaign',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Create a marketing campaign with a name, dates, notes and budget currency',
				action: 'Create a campaign',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a campaign (its assets stay; only their association goes)',
				action: 'Delete a campaign',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get a campaign's properties and its assets by type",
				action: 'Get a campaign',
			},
			{
				name: 'Get Assets',
				value: 'getAssets',
				description: "List a campaign's assets of one type, optionally with metrics for a period",
				action: 'Get the assets of a campaign',
			},
			{
				name: 'Get Contacts',
				value: 'getContacts',
				description:
					"List the IDs of a campaign's contacts by attribution: new by first or last touch, or influenced",
				action: 'Get the contacts of a campaign',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List campaigns, optionally those whose name contains a text',
				action: 'Get many campaigns',
			},
			{
				name: 'Get Metrics',
				value: 'getMetrics',
				description:
					"Get a campaign's sessions, new contacts (first and last touch) and influenced contacts for a period",
				action: 'Get the metrics of a campaign',
			},
			{
				name: 'Get Revenue',
				value: 'getRevenue',
				description:
					'Get the revenue, deal amount, deals and contacts attributed to a campaign (needs the revenue scope)',
				action: 'Get the revenue of a campaign',
			},
			{
				name: 'Remove Asset',
				value: 'removeAsset',
				description: "Remove an asset's association with a campaign",
				action: 'Remove an asset from a campaign',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a campaign's name, dates, notes, audience, currency or owner",
				action: 'Update a campaign',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
