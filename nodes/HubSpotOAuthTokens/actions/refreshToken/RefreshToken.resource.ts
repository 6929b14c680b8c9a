import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as deleteRefreshToken from './delete.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { delete: deleteRefreshToken } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['refreshToken'] } },
		options: [
			{
				name: 'Delete',
				value: 'delete',
				description:
					'Delete a refresh token. Access tokens already issued keep working until they expire, and the app stays installed.',
				action: 'Delete a refresh token',
			},
		],
		default: 'delete',
	},
	...descriptionsOf(operations),
];
