import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as comment from './comment.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as reply from './reply.operation';
import * as send from './send.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { comment, get, getMany, reply, send } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['message'] } },
		options: [
			{
				name: 'Comment',
				value: 'comment',
				description:
					'Add an internal note to a thread: only the team sees it, the customer does not',
				action: 'Add an internal comment message to a thread',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one message of a thread with its whole text (long bodies read in full)',
				action: 'Get a message',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					'List the messages of a thread, oldest first: messages, comments and thread events',
				action: 'Get many messages',
			},
			{
				name: 'Reply',
				value: 'reply',
				description:
					'Answer the customer in a thread on the channel they wrote on (channel, account and recipients taken from the latest message)',
				action: 'Reply to a thread with a message',
			},
			{
				name: 'Send',
				value: 'send',
				description:
					'Send a message in a thread through a channel account you choose, to the recipients you give',
				action: 'Send a message',
			},
		],
		default: 'reply',
	},
	...descriptionsOf(operations),
];
