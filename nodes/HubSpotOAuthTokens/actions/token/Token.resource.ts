import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as exchangeCode from './exchangeCode.operation';
import * as refresh from './refresh.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { exchangeCode, refresh } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['token'] } },
		options: [
			{
				name: 'Exchange Code',
				value: 'exchangeCode',
				description: 'Exchange an authorization code for access and refresh tokens',
				action: 'Exchange an authorization code for access and refresh tokens',
			},
			{
				name: 'Refresh',
				value: 'refresh',
				description: 'Get a new access token with a refresh token',
				action: 'Get a new access token with a refresh token',
			},
		],
		default: 'exchangeCode',
	},
	...descriptionsOf(operations),
];
