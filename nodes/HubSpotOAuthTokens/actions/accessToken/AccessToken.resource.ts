import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getMetadata from './getMetadata.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { getMetadata } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['accessToken'] } },
		options: [
			{
				name: 'Get Metadata',
				value: 'getMetadata',
				description: 'Get the user, account, app, scopes and remaining lifetime of an access token',
				action: 'Get the user and account and scopes and expiry of an access token',
			},
		],
		default: 'getMetadata',
	},
	...descriptionsOf(operations),
];
