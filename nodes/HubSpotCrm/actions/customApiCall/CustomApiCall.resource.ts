import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as call from './call.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { call } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customApiCall'] } },
		options: [
			{
				name: 'Call',
				value: 'call',
				description:
					'Send a request to any HubSpot API path with this credential, its rate limit, retries and error handling',
				action: 'Make a custom API call',
			},
		],
		default: 'call',
	},
	...descriptionsOf(operations),
];
