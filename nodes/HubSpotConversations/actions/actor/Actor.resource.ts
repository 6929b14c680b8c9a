import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as get from './get.operation';
import * as getBatch from './getBatch.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { get, getBatch } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['actor'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description:
					'Get who is behind an actor ID of a message (an agent, a visitor, an e-mail address, a bot): name and e-mail',
				action: 'Get an actor',
			},
			{
				name: 'Get Many by ID',
				value: 'getBatch',
				description: 'Get several actors at once by their IDs (unknown IDs are left out)',
				action: 'Get actors by ID',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
