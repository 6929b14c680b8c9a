import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getSubmissions from './getSubmissions.operation';
import * as submit from './submit.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { get, getMany, getSubmissions, submit } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['form'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description:
					"Read a form's definition: its fields (name, type, required, options), consent and thank-you settings",
				action: 'Get a form with its fields',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: "List the account's forms with their IDs, names and fields",
				action: 'Get many forms',
			},
			{
				name: 'Get Submissions',
				value: 'getSubmissions',
				description:
					"Read what visitors submitted to a form, newest first, each submission's values as one flat item",
				action: 'Get the submissions of a form',
			},
			{
				name: 'Submit',
				value: 'submit',
				description:
					"Submit values to a form as a visitor would: HubSpot creates or updates the contact with the form's attribution and consent. For loading many records, use the CRM node's Batch Create or Update instead.",
				action: 'Submit data to a form',
			},
		],
		default: 'submit',
	},
	...descriptionsOf(operations),
];
