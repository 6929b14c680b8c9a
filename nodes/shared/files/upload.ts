import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../transport/endpoints';
import type { MultipartFile } from '../transport/multipart';
import { hubSpotApi } from '../transport/transport';
import { commaList } from '../execution/commaList';
import { invalidInput } from '../execution/validation';

/** Uploads to HubSpot's file manager, shared by the Files node and the CRM node's attachments. */

/** A file of the file manager as HubSpot answers it. */
export interface HubSpotFile extends IDataObject {
	id: string;
	name?: string;
	extension?: string;
	type?: string;
	size?: number;
	url?: string;
	access?: string;
}

/** A folder as HubSpot's bodies name it: by id or by path. */
export type FolderRef = { folderId: string } | { folderPath: string };

/** A folder path: absolute, no empty, `.` or `..` segment, no control characters. */
export function readFolderPath(
	ctx: IExecuteFunctions,
	value: string,
	field: string,
	itemIndex: number,
): string {
	const path = value.trim().replace(/\/+$/, '');
	if (!path.startsWith('/'))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a path starting with "/", such as /invoices/2026, got "${path.slice(0, 40)}"`,
		);
	if (/\p{Cc}/u.test(path))
		throw invalidInput(ctx, field, itemIndex, 'must not contain control characters');
	const segments = path === '' ? [] : path.slice(1).split('/');
	if (
		segments.some(
			(segment) => segment.trim() === '' || segment.trim() === '.' || segment.trim() === '..',
		)
	) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must not contain empty, "." or ".." segments, got "${path.slice(0, 60)}"`,
		);
	}
	return path === '' ? '/' : path;
}

/**
 * The file an item's binary property holds, as an upload's file part: refused before any request when
 * the property is missing or the file empty. Held in memory (default mode) it is read from the item;
 * stored (filesystem, S3), its bytes are streamed from the store when the request is sent.
 * `fileName` replaces the binary data's own name when given.
 */
export async function binaryFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	property: string,
	field: string,
	fileName = '',
): Promise<MultipartFile> {
	if (property === '')
		throw invalidInput(ctx, field, itemIndex, 'must name a binary property such as "data"');
	const item = ctx.getInputData()[itemIndex];
	if (!item?.binary?.[property]) {
		const present = Object.keys(item?.binary ?? {});
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`the item has no binary property "${property}"${present.length ? ` (it has ${present.map((p) => `"${p}"`).join(', ')})` : ' (it has no binary data)'}`,
		);
	}
	const binary = ctx.helpers.assertBinaryData(itemIndex, property);
	const size = binary.id
		? (await ctx.helpers.getBinaryMetadata(binary.id)).fileSize
		: Buffer.byteLength(binary.data, 'base64');
	if (!size)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`the file in "${property}" is empty; HubSpot stores no empty files`,
		);
	const name =
		fileName || binary.fileName || `file${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
	if (/[/\\\p{Cc}]/u.test(name))
		throw invalidInput(
			ctx,
			'File Name',
			itemIndex,
			'must not contain "/", "\\" or control characters',
		);
	const { id } = binary;
	return {
		fileName: name,
		mimeType: binary.mimeType || 'application/octet-stream',
		size,
		open: async () =>
			id
				? await ctx.helpers.getBinaryStream(id)
				: await ctx.helpers.getBinaryDataBuffer(itemIndex, property),
	};
}

/**
 * POST /files/{v}/files: one multipart request. `options` are HubSpot's upload options (`access`,
 * duplicate handling...). An upload is a create, so it is not sent again after an ambiguous failure.
 */
export async function uploadFile(
	ctx: IExecuteFunctions,
	file: MultipartFile,
	folder: FolderRef,
	options: IDataObject,
	itemIndex: number,
): Promise<HubSpotFile> {
	return await hubSpotApi<HubSpotFile>(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.files,
		multipart: {
			fields: [
				['fileName', file.fileName],
				'folderId' in folder ? ['folderId', folder.folderId] : ['folderPath', folder.folderPath],
				['options', JSON.stringify(options)],
			],
			fileField: 'file',
			file,
		},
		itemIndex,
	});
}

/** Where files an item attaches (to a CRM activity, a conversation's message) are uploaded by default. */
export const ATTACHMENTS_FOLDER = '/n8n/attachments';

/**
 * The files of the item's binary properties named by `value` (comma-separated or a list), each
 * checked as `binaryFile` checks one, before any request.
 */
export async function binaryFiles(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): Promise<MultipartFile[]> {
	const files: MultipartFile[] = [];
	for (const property of commaList(value))
		files.push(await binaryFile(ctx, itemIndex, property, field));
	return files;
}

/**
 * Uploads the files an item attaches, one after another, privately and beside any same-named file
 * (an attachment never replaces another); their file ids in the files' order.
 */
export async function uploadAttachedFiles(
	ctx: IExecuteFunctions,
	files: MultipartFile[],
	folderPath: string,
	itemIndex: number,
): Promise<string[]> {
	const options = {
		access: 'PRIVATE',
		overwrite: false,
		duplicateValidationStrategy: 'NONE',
		duplicateValidationScope: 'ENTIRE_PORTAL',
	};
	const ids: string[] = [];
	for (const file of files)
		ids.push((await uploadFile(ctx, file, { folderPath }, options, itemIndex)).id);
	return ids;
}
