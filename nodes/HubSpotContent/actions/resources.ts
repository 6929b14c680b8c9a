import type { INodeProperties } from 'n8n-workflow';
import * as batchUpdate from './blogAuthor/batchUpdate.operation';
import * as updateDraft from './hubDbRow/updateDraft.operation';

/** Resource → operation → module, for the router. */
export const resources = { blogAuthor: { batchUpdate }, hubDbRow: { updateDraft } };

export const properties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Blog Author', value: 'blogAuthor' },
			{ name: 'HubDB Row', value: 'hubDbRow' },
		],
		default: 'blogAuthor',
	},
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['blogAuthor'] } },
		options: [{ name: 'Batch Update', value: 'batchUpdate', description: 'Update blog authors, one per item, up to 100 per request', action: 'Batch update blog authors' }],
		default: 'batchUpdate',
	},
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['hubDbRow'] } },
		options: [{ name: 'Update Draft', value: 'updateDraft', description: 'Change fields of the draft of a table row', action: 'Update a hub db row draft' }],
		default: 'updateDraft',
	},
	...batchUpdate.description,
	...updateDraft.description,
];
