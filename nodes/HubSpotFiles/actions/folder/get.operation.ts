import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, readIntegerId, readText } from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';

const properties: INodeProperties[] = [
	{
		displayName: 'Folder',
		name: 'folderId',
		type: 'resourceLocator',
		required: true,
		default: { mode: 'list', value: '' },
		description: 'The folder to read',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchFolders', searchable: true },
			},
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
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['folder'], operation: ['get'] } },
	properties,
);

/** GET /files/{v}/folders/{folderId}: the folder's details. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const value = readText(
			this,
			itemReader(this)('folderId', itemIndex, '', { extractValue: true }),
			'Folder',
			itemIndex,
		).trim();
		if (value === '') throw invalidInput(this, 'Folder', itemIndex, 'must name a folder');
		const folderId = pathSegment(
			this,
			readIntegerId(this, value, 'Folder', itemIndex),
			'Folder',
			itemIndex,
		);
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.folder,
			segments: { folderId },
			itemIndex,
		});
	});
}
