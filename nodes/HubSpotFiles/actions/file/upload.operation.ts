import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { uploadFile } from '../../../shared/files/upload';
import {
	accessField,
	accessOf,
	binaryFileOf,
	binaryPropertyField,
	fileNameField,
	folderField,
	readUploadOptions,
	requiredFolderOf,
	uploadOptions,
	type HubSpotFile,
} from '../../helpers/fileFields';

/** The fields of an upload, shared with Attach to Record. */
export const uploadFields: INodeProperties[] = [
	binaryPropertyField,
	folderField({
		name: 'folder',
		displayName: 'Folder',
		required: true,
		description: 'Folder to store the file in; a path that does not exist yet is created',
	}),
	fileNameField,
	accessField,
];

const properties: INodeProperties[] = [
	...uploadFields,
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: uploadOptions,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['upload'] } },
	properties,
);

/**
 * Reads and checks an item's binary file and upload fields; the answer uploads it as one multipart
 * request. An upload is a create, so it is not sent again after an ambiguous failure.
 */
export async function checkedItemUpload(
	ctx: IExecuteFunctions,
	itemIndex: number,
): Promise<() => Promise<HubSpotFile>> {
	const file = await binaryFileOf(ctx, itemIndex);
	const folder = requiredFolderOf(ctx, 'folder', 'Folder', itemIndex);
	const options = { access: accessOf(ctx, itemIndex), ...readUploadOptions(ctx, itemIndex) };
	return async () => await uploadFile(ctx, file, folder, options, itemIndex);
}

/** POST /files/{v}/files: one upload per item; the output is HubSpot's file (id, url, size, type...). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(
		this,
		items,
		async (itemIndex) => await checkedItemUpload(this, itemIndex),
	);
}
