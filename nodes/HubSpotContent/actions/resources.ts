import type { INodeProperties } from 'n8n-workflow';
import { resourceAndOperations } from '../../shared/descriptions';
import * as batchUpdate from './blogAuthor/batchUpdate.operation';
import * as updateDraft from './hubDbRow/updateDraft.operation';

/** Resource → operation → module, for the router. */
export const resources = { blogAuthor: { batchUpdate }, hubDbRow: { updateDraft } };

export const properties: INodeProperties[] = [
	...resourceAndOperations([
		{
			name: 'Blog Author',
			value: 'blogAuthor',
			operations: [{ name: 'Batch Update', value: 'batchUpdate', description: 'Update blog authors, one per item, up to 100 per request', action: 'Batch update blog authors by ID' }],
		},
		{
			name: 'HubDB Row',
			value: 'hubDbRow',
			operations: [{ name: 'Update Draft', value: 'updateDraft', description: 'Change fields of the draft of a table row', action: 'Update the draft of a hub db table row by table and row ID' }],
		},
	]),
	...batchUpdate.description,
	...updateDraft.description,
];
