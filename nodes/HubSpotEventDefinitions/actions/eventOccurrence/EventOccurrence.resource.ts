import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getOccurrences from './getOccurrences.operation';
import * as send from './send.operation';
import * as sendBatch from './sendBatch.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { send, sendBatch, getOccurrences } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['eventOccurrence'] } },
		options: [
			{
				name: 'Get Occurrences',
				value: 'getOccurrences',
				description: 'Get the event occurrences of a record',
				action: 'Get the event occurrences of a record',
			},
			{
				name: 'Send',
				value: 'send',
				description: 'Send one occurrence of a custom event per item',
				action: 'Send a custom event occurrence',
			},
			{
				name: 'Send in Batch',
				value: 'sendBatch',
				description:
					'Send occurrences of custom events in batches of 500, every item checked before sending',
				action: 'Send custom event occurrences in batch',
			},
		],
		default: 'send',
	},
	...descriptionsOf(operations),
];
