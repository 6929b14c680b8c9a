import type { INodeProperties } from 'n8n-workflow';
import * as getRevision from './emailRevision/get.operation';
import * as send from './singleSend/send.operation';

/** Resource → operation → module, for the router. */
export const resources = { emailRevision: { get: getRevision }, singleSend: { send } };

export const properties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Email Revision', value: 'emailRevision' },
			{ name: 'Single Send', value: 'singleSend' },
		],
		default: 'emailRevision',
	},
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['emailRevision'] } },
		options: [{ name: 'Get', value: 'get', description: 'Get one revision of a marketing email', action: 'Get an email revision' }],
		default: 'get',
	},
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['singleSend'] } },
		options: [{ name: 'Send', value: 'send', description: 'Send a marketing email to one recipient', action: 'Send a single email' }],
		default: 'send',
	},
	...getRevision.description,
	...send.description,
];
