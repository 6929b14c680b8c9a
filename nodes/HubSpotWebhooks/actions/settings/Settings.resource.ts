import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as get from './get.operation';
import * as setTargetUrl from './setTargetUrl.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { get, setTargetUrl } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['settings'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: "Get the app's webhook target URL and throttling",
				action: 'Get the webhook settings of the app with its target URL and throttling',
			},
			{
				name: 'Set Target URL',
				value: 'setTargetUrl',
				description: 'Set where HubSpot sends the notifications of the app',
				action: 'Set the target URL in the webhook settings of the app',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
