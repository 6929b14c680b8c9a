import type { INodeProperties } from 'n8n-workflow';

/** A row's title and slug on dynamic pages: fields of every row write. */
export const rowPageFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Title of the row on dynamic pages',
	},
	{
		displayName: 'Path',
		name: 'path',
		type: 'string',
		default: '',
		description: 'Slug of the row on dynamic pages',
	},
];
