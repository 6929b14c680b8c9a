import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import {
	invalidInput,
	readDateTime,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { SEARCH_LIMIT_MAX, searchFileManager } from '../../helpers/searchPages';
import { itemReader } from '../../../shared/execution/itemParameters';

const show = { resource: ['file'], operation: ['search'] };

const FILE_TYPES = ['IMG', 'DOCUMENT', 'AUDIO', 'MOVIE', 'OTHER'];

/** Filters that take text as HubSpot reads it, by parameter name and field. */
const TEXT_FILTERS: Array<[name: string, field: string]> = [
	['name', 'Name'],
	['extension', 'Extension'],
];

/** Date filters: a date or date-time, sent as ISO 8601. */
const DATE_FILTERS: Array<[name: string, field: string]> = [
	['createdAtGte', 'Created After'],
	['createdAtLte', 'Created Before'],
	['updatedAtGte', 'Updated After'],
	['updatedAtLte', 'Updated Before'],
];

const properties: INodeProperties[] = [
	...returnAllAndLimit(show, SEARCH_LIMIT_MAX),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{ displayName: 'Created After', name: 'createdAtGte', type: 'dateTime', default: '' },
			{ displayName: 'Created Before', name: 'createdAtLte', type: 'dateTime', default: '' },
			{
				displayName: 'Extension',
				name: 'extension',
				type: 'string',
				default: '',
				placeholder: 'pdf',
				description: 'File extension, without the dot',
			},
			{
				displayName: 'Folder ID',
				name: 'parentFolderId',
				type: 'string',
				default: '',
				description: 'Only files directly in this folder',
			},
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'File name (without extension) to match',
			},
			{
				displayName: 'Type',
				name: 'type',
				type: 'options',
				options: FILE_TYPES.map((type) => ({
					name:
						type === 'IMG'
							? 'Image'
							: type === 'MOVIE'
								? 'Video'
								: type[0] + type.slice(1).toLowerCase(),
					value: type,
				})),
				default: 'DOCUMENT',
			},
			{ displayName: 'Updated After', name: 'updatedAtGte', type: 'dateTime', default: '' },
			{ displayName: 'Updated Before', name: 'updatedAtLte', type: 'dateTime', default: '' },
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** An item's filters as HubSpot's query parameters. */
function searchFilters(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const filters = (itemReader(ctx)('filters', itemIndex, {}) ?? {}) as IDataObject;
	const qs: IDataObject = {};
	for (const [name, field] of TEXT_FILTERS) {
		const value = readText(ctx, filters[name], field, itemIndex).trim();
		if (value) qs[name] = value;
	}
	if (filters.parentFolderId !== undefined && filters.parentFolderId !== '')
		qs.parentFolderIds = readIntegerId(ctx, filters.parentFolderId, 'Folder ID', itemIndex);
	if (filters.type !== undefined) {
		const type = readText(ctx, filters.type, 'Type', itemIndex);
		if (!FILE_TYPES.includes(type))
			throw invalidInput(ctx, 'Type', itemIndex, `must be one of ${FILE_TYPES.join(', ')}`);
		qs.type = type;
	}
	for (const [name, field] of DATE_FILTERS) {
		const time = readDateTime(ctx, filters[name], field, itemIndex);
		if (time !== undefined) qs[name] = new Date(time).toISOString();
	}
	return qs;
}

/** GET /files/{v}/files/search: files matching the filters, one output item each (hidden and archived files never appear). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(
		this,
		items,
		async (itemIndex) =>
			await searchFileManager(
				this,
				ENDPOINTS.fileSearch,
				searchFilters(this, itemIndex),
				itemIndex,
			),
	);
}
