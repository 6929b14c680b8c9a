import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getMany from './getMany.operation';
import * as record from './record.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { getMany, record } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['participation'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					"List an event's participants with their states, or the events a contact took part in",
				action: 'Get many participations',
			},
			{
				name: 'Record',
				value: 'record',
				description:
					'Record contacts as registered, attended or cancelled in an event, by e-mail (new addresses become contacts) or contact ID, in batches',
				action: 'Record a participation',
			},
		],
		default: 'record',
	},
	...descriptionsOf(operations),
];
