import type { INodeProperties } from 'n8n-workflow';
import { resourceAndOperations } from '../../shared/descriptions';
import * as getRevision from './emailRevision/get.operation';
import * as send from './singleSend/send.operation';

/** Resource → operation → module, for the router. */
export const resources = { emailRevision: { get: getRevision }, singleSend: { send } };

export const properties: INodeProperties[] = [
	...resourceAndOperations([
		{
			name: 'Email Revision',
			value: 'emailRevision',
			operations: [
				{
					name: 'Get',
					value: 'get',
					description: 'Get a marketing email as it was in one revision (subject, content, settings) and who made that revision',
					action: 'Get a marketing email as it was in one revision by email ID and revision ID',
				},
			],
		},
		{
			name: 'Single Send',
			value: 'singleSend',
			operations: [{ name: 'Send', value: 'send', description: 'Send a marketing email to one recipient', action: 'Send a marketing email to one recipient and return the send status' }],
		},
	]),
	...getRevision.description,
	...send.description,
];
