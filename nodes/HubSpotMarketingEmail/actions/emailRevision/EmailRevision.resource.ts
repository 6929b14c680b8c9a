import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as getRevision from './get.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { get: getRevision } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['emailRevision'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description:
					'Get a marketing email as it was in one revision (subject, content, settings) and who made that revision',
				action: 'Get a marketing email as it was in one revision by email ID and revision ID',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
