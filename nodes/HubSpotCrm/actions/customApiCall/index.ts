import type { INodeProperties } from 'n8n-workflow';
import * as call from './call.operation';

export { call };

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
				description: 'Send a request to any HubSpot API path with this credential, its rate limit, retries and error handling',
				action: 'Make a custom API call',
			},
		],
		default: 'call',
	},
	...call.description,
];
