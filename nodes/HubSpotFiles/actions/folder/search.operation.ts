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
import { readIntegerId, readText } from '../../../shared/execution/validation';
import { SEARCH_LIMIT_MAX, searchFileManager } from '../../helpers/searchPages';
import { itemReader } from '../../../shared/execution/itemParameters';

const show = { resource: ['folder'], operation: ['search'] };

const properties: INodeProperties[] = [
	...returnAllAndLimit(show, SEARCH_LIMIT_MAX),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'Folder name to match',
			},
			{
				displayName: 'Parent Folder ID',
				name: 'parentFolderId',
				type: 'string',
				default: '',
				description: 'Only folders directly in this folder',
			},
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** GET /files/{v}/folders/search: folders matching the filters, one output item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const filters = (itemReader(this)('filters', itemIndex, {}) ?? {}) as IDataObject;
		const qs: IDataObject = {};
		const name = readText(this, filters.name, 'Name', itemIndex).trim();
		if (name) qs.name = name;
		if (filters.parentFolderId !== undefined && filters.parentFolderId !== '')
			qs.parentFolderIds = readIntegerId(
				this,
				filters.parentFolderId,
				'Parent Folder ID',
				itemIndex,
			);
		return await searchFileManager(this, ENDPOINTS.folderSearch, qs, itemIndex);
	});
}
