import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as attachToRecord from './attachToRecord.operation';
import * as deleteFile from './delete.operation';
import * as download from './download.operation';
import * as get from './get.operation';
import * as getSignedUrl from './getSignedUrl.operation';
import * as importFromUrl from './importFromUrl.operation';
import * as search from './search.operation';
import * as upload from './upload.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	attachToRecord,
	delete: deleteFile,
	download,
	get,
	getSignedUrl,
	importFromUrl,
	search,
	upload,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['file'] } },
		options: [
			{
				name: 'Attach to Record',
				value: 'attachToRecord',
				description: 'Upload a file and attach it to a contact, company, deal or ticket as a note',
				action: 'Upload a file from binary data and attach it to a CRM record as a note',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a file from the file manager by its ID',
				action: 'Delete a file from the file manager',
			},
			{
				name: 'Download',
				value: 'download',
				description: 'Download a file into binary data, private files through a signed URL',
				action: 'Download a file into binary data',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get a file's details by ID",
				action: 'Get the details of a file',
			},
			{
				name: 'Get Signed URL',
				value: 'getSignedUrl',
				description: 'Get a temporary URL that reads a private file',
				action: 'Get a temporary signed URL for a private file',
			},
			{
				name: 'Import From URL',
				value: 'importFromUrl',
				description: 'Have HubSpot fetch a file from a URL, optionally waiting for it',
				action: 'Import a file from a public web address',
			},
			{
				name: 'Search',
				value: 'search',
				description: 'Search files by name, folder, type, extension or dates',
				action: 'Search files in the file manager',
			},
			{
				name: 'Upload',
				value: 'upload',
				description: 'Upload binary data as a file',
				action: 'Upload a file from binary data to the file manager',
			},
		],
		default: 'upload',
	},
	...descriptionsOf(operations),
];
