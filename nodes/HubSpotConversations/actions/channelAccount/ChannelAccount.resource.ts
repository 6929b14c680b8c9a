import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getMany from './getMany.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { getMany } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['channelAccount'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					'List the connected channel accounts (an e-mail address, a chat widget …), by inbox or channel',
				action: 'Get many channel accounts',
			},
		],
		default: 'getMany',
	},
	...descriptionsOf(operations),
];
