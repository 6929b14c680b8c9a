import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { MultipartFile } from '../../shared/transport/multipart';
import { pathSegment, type PathSegment } from '../../shared/transport/paths';
import { binaryFile, readFolderPath, type FolderRef } from '../../shared/files/upload';
import { invalidInput, readIntegerId, readText } from '../../shared/execution/validation';
import { itemReader } from '../../shared/execution/itemParameters';

/** What the File and Folder resources share: the file id, folders, access levels, upload options. */

export type { HubSpotFile } from '../../shared/files/upload';

export const fileIdField: INodeProperties = {
	displayName: 'File ID',
	name: 'fileId',
	type: 'string',
	required: true,
	default: '',
	placeholder: '123456789',
	description: "ID of the file in HubSpot's file manager (digits), as Upload or Search return it",
};

/** The file id of an item, digits only, as a path segment. */
export function fileIdOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	return pathSegment(
		ctx,
		readIntegerId(ctx, itemReader(ctx)('fileId', itemIndex, ''), 'File ID', itemIndex),
		'File ID',
		itemIndex,
	);
}

/** The access levels HubSpot accepts on writes (the hidden and sensitive ones are HubSpot's own). */
const ACCESS_LEVELS = [
	{
		name: 'Private',
		value: 'PRIVATE',
		description: 'Readable only through a signed URL or by HubSpot users',
	},
	{
		name: 'Public, Not Indexable',
		value: 'PUBLIC_NOT_INDEXABLE',
		description: 'Anyone with the URL can read it; search engines do not index it',
	},
	{
		name: 'Public, Indexable',
		value: 'PUBLIC_INDEXABLE',
		description: 'Anyone with the URL can read it; search engines may index it',
	},
];

export const accessField: INodeProperties = {
	displayName: 'Access',
	name: 'access',
	type: 'options',
	options: ACCESS_LEVELS,
	default: 'PRIVATE',
	description: 'Who can read the file',
};

/** An item's access level; an expression naming another value is refused. */
export function accessOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const value = readText(
		ctx,
		itemReader(ctx)('access', itemIndex, 'PRIVATE'),
		'Access',
		itemIndex,
	).trim();
	if (!ACCESS_LEVELS.some((level) => level.value === value)) {
		throw invalidInput(
			ctx,
			'Access',
			itemIndex,
			`must be one of ${ACCESS_LEVELS.map((level) => level.value).join(', ')}, got "${value.slice(0, 40)}"`,
		);
	}
	return value;
}

/** A folder: picked, by path (created when missing on upload), or by ID. */
export function folderField(options: {
	name: string;
	displayName: string;
	required: boolean;
	description: string;
}): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		required: options.required,
		default: { mode: 'path', value: '' },
		description: options.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchFolders', searchable: true },
			},
			{ displayName: 'By Path', name: 'path', type: 'string', placeholder: '/invoices/2026' },
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: '123456789',
				validation: [
					{
						type: 'regex',
						properties: { regex: '^\\d+$', errorMessage: 'A folder ID is digits only' },
					},
				],
			},
		],
	};
}

/** An item's folder, or undefined when the field is empty and may be. */
export function folderOf(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): FolderRef | undefined {
	const locator = itemReader(ctx)(name, itemIndex, { mode: 'path', value: '' }) as {
		mode?: string;
		value?: unknown;
	};
	const value = readText(ctx, locator.value, field, itemIndex).trim();
	if (value === '') return undefined;
	if (locator.mode === 'path') return { folderPath: readFolderPath(ctx, value, field, itemIndex) };
	return { folderId: readIntegerId(ctx, value, field, itemIndex) };
}

/** An item's folder where one is required. */
export function requiredFolderOf(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): FolderRef {
	const folder = folderOf(ctx, name, field, itemIndex);
	if (!folder)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			'must name a folder (HubSpot discourages files in the root folder "/")',
		);
	return folder;
}

/** Duplicate handling, overwrite and time to live: the options of Upload, Import From URL and Attach. */
export const uploadOptions: INodeProperties[] = [
	{
		displayName: 'Duplicate Handling',
		name: 'duplicateValidationStrategy',
		type: 'options',
		options: [
			{
				name: 'Allow Duplicates',
				value: 'NONE',
				description: 'Store the file even if the same file exists',
			},
			{ name: 'Reject Duplicates', value: 'REJECT', description: 'Fail if the same file exists' },
			{
				name: 'Return Existing',
				value: 'RETURN_EXISTING',
				description: 'Return the existing file instead of storing another',
			},
		],
		default: 'NONE',
	},
	{
		displayName: 'Duplicate Scope',
		name: 'duplicateValidationScope',
		type: 'options',
		options: [
			{ name: 'Entire Account', value: 'ENTIRE_PORTAL' },
			{ name: 'Same Folder', value: 'EXACT_FOLDER' },
		],
		default: 'ENTIRE_PORTAL',
		description: 'Where to look for a duplicate',
	},
	{
		displayName: 'Overwrite',
		name: 'overwrite',
		type: 'boolean',
		default: false,
		description:
			'Whether to replace a file of the same name in the folder (the new file gets a new ID)',
	},
	{
		displayName: 'Time to Live',
		name: 'ttl',
		type: 'string',
		default: '',
		placeholder: 'P3M',
		description: 'Delete the file after this ISO 8601 period (from P1D to P1Y), e.g. P30D or P3M',
	},
];

const DUPLICATE_STRATEGIES = ['NONE', 'REJECT', 'RETURN_EXISTING'];
const DUPLICATE_SCOPES = ['ENTIRE_PORTAL', 'EXACT_FOLDER'];
/** An ISO 8601 period of years, months, weeks and days. */
const PERIOD = /^P(?=\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?$/;

/** The upload options of an item, every one given (2026-03 requires them on imports): HubSpot's `options` fields. */
export function readUploadOptions(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const options = (itemReader(ctx)('options', itemIndex, {}) ?? {}) as IDataObject;
	const strategy = readText(
		ctx,
		options.duplicateValidationStrategy ?? 'NONE',
		'Duplicate Handling',
		itemIndex,
	);
	if (!DUPLICATE_STRATEGIES.includes(strategy))
		throw invalidInput(
			ctx,
			'Duplicate Handling',
			itemIndex,
			`must be one of ${DUPLICATE_STRATEGIES.join(', ')}`,
		);
	const scope = readText(
		ctx,
		options.duplicateValidationScope ?? 'ENTIRE_PORTAL',
		'Duplicate Scope',
		itemIndex,
	);
	if (!DUPLICATE_SCOPES.includes(scope))
		throw invalidInput(
			ctx,
			'Duplicate Scope',
			itemIndex,
			`must be one of ${DUPLICATE_SCOPES.join(', ')}`,
		);
	const ttl = readText(ctx, options.ttl, 'Time to Live', itemIndex).trim().toUpperCase();
	if (ttl !== '' && !PERIOD.test(ttl))
		throw invalidInput(
			ctx,
			'Time to Live',
			itemIndex,
			`must be an ISO 8601 period such as P30D or P3M, got "${ttl.slice(0, 40)}"`,
		);
	return {
		overwrite: options.overwrite === true,
		duplicateValidationStrategy: strategy,
		duplicateValidationScope: scope,
		...(ttl ? { ttl } : {}),
	};
}

export const binaryPropertyField: INodeProperties = {
	displayName: 'Input Binary Field',
	name: 'binaryPropertyName',
	type: 'string',
	required: true,
	default: 'data',
	hint: 'The name of the input binary field containing the file to upload',
	description: 'Name of the binary property of the input item that holds the file',
};

export const fileNameField: INodeProperties = {
	displayName: 'File Name',
	name: 'fileName',
	type: 'string',
	default: '',
	placeholder: 'contract.pdf',
	description: "Name to store the file under; empty keeps the binary data's own file name",
};

/** The file of the item's binary property named in Input Binary Field, under the File Name given (or its own). */
export async function binaryFileOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
): Promise<MultipartFile> {
	const read = itemReader(ctx);
	const property = readText(
		ctx,
		read('binaryPropertyName', itemIndex, 'data'),
		'Input Binary Field',
		itemIndex,
	).trim();
	const fileName = readText(ctx, read('fileName', itemIndex, ''), 'File Name', itemIndex).trim();
	return await binaryFile(ctx, itemIndex, property, 'Input Binary Field', fileName);
}
