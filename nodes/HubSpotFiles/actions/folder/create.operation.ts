import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, requiredString } from '../../../shared/execution/validation';
import { folderField, folderOf } from '../../helpers/fileFields';

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'Invoices',
		description: 'Name of the new folder',
	},
	folderField({
		name: 'parentFolder',
		displayName: 'Parent Folder',
		required: false,
		description: 'Folder to create it in; empty creates it at the root',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['folder'], operation: ['create'] } },
	properties,
);

/** POST /files/{v}/folders: one folder per item, under the parent by id or path. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const name = requiredString(this, 'name', 'Name', itemIndex);
		if (/[/\\\p{Cc}]/u.test(name) || name === '.' || name === '..')
			throw invalidInput(
				this,
				'Name',
				itemIndex,
				'must be one folder name, without "/", "\\" or control characters',
			);
		const parent = folderOf(this, 'parentFolder', 'Parent Folder', itemIndex);
		const body: IDataObject = { name };
		if (parent && 'folderId' in parent) body.parentFolderId = parent.folderId;
		else if (parent) body.parentPath = parent.folderPath;
		return async () =>
			await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.folders,
				body,
				itemIndex,
			});
	});
}
