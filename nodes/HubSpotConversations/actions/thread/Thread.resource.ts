import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as archive from './archive.operation';
import * as assign from './assign.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as unassign from './unassign.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	archive,
	assign,
	get,
	getMany,
	unassign,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['thread'] } },
		options: [
			{
				name: 'Archive',
				value: 'archive',
				description: 'Move a conversation thread to the trash (Update with Restore brings it back)',
				action: 'Archive a thread',
			},
			{
				name: 'Assign',
				value: 'assign',
				description: 'Assign a conversation thread to an agent (one of the account’s users)',
				action: 'Assign a thread',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a conversation thread: its inbox, status, contact, channel, assignee',
				action: 'Get a thread',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					'List conversation threads, filtered by inbox, status, contact, ticket or latest message time',
				action: 'Get many threads',
			},
			{
				name: 'Unassign',
				value: 'unassign',
				description: 'Remove the agent a conversation thread is assigned to',
				action: 'Unassign a thread',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Open or close a conversation thread, or restore an archived one',
				action: 'Update a thread',
			},
		],
		default: 'getMany',
	},
	...descriptionsOf(operations),
];
