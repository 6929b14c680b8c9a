import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as clone from './clone.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getStatistics from './getStatistics.operation';
import * as publish from './publish.operation';
import * as unpublish from './unpublish.operation';
import * as updateDraft from './updateDraft.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	clone,
	create,
	get,
	getMany,
	getStatistics,
	publish,
	unpublish,
	updateDraft,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['email'] } },
		options: [
			{
				name: 'Clone',
				value: 'clone',
				description: 'Copy an email into a new draft under a new ID',
				action: 'Clone a marketing email',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Create a draft marketing email (nothing is sent until it is published)',
				action: 'Create a marketing email',
			},
			{
				name: 'Get',
				value: 'get',
				description:
					'Get one marketing email, live or its unpublished draft, optionally with statistics',
				action: 'Get a marketing email',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List marketing emails, filtered by type, state, campaign or dates',
				action: 'Get many marketing emails',
			},
			{
				name: 'Get Statistics',
				value: 'getStatistics',
				description:
					'Get send, open, click, bounce and unsubscribe counts of one email or of all emails in a time range',
				action: 'Get marketing email statistics',
			},
			{
				name: 'Publish',
				value: 'publish',
				description:
					'Publish an email: sends a batch email (at its publish date if set) or starts an automated one',
				action: 'Publish a marketing email',
			},
			{
				name: 'Unpublish',
				value: 'unpublish',
				description: 'Stop an automated email or cancel a scheduled batch email',
				action: 'Unpublish a marketing email',
			},
			{
				name: 'Update Draft',
				value: 'updateDraft',
				description:
					"Change an email's draft (subject, sender, lists, content); live after Publish",
				action: 'Update a marketing email draft',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
