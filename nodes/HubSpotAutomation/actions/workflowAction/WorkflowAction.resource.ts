import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as complete from './complete.operation';
import * as completeMany from './completeMany.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { complete, completeMany } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['workflowAction'] } },
		options: [
			{
				name: 'Complete',
				value: 'complete',
				description:
					'Complete a custom workflow action HubSpot is waiting on (answered BLOCK), one request per item',
				action: 'Complete a blocked custom workflow action',
			},
			{
				name: 'Complete Many',
				value: 'completeMany',
				description:
					'Complete many blocked custom workflow actions, up to 100 per request (HubSpot answers for the whole request)',
				action: 'Complete many blocked custom workflow actions',
			},
		],
		default: 'complete',
	},
	...descriptionsOf(operations),
];
