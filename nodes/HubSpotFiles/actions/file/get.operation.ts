import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { fileIdField, fileIdOf, type HubSpotFile } from '../../helpers/fileFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['get'] } },
	[fileIdField],
);

/** GET /files/{v}/files/{fileId}: the file's details (hidden attachments need `files.ui_hidden.read`). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(
		this,
		items,
		async (itemIndex) =>
			await hubSpotApi<HubSpotFile>(this, {
				method: 'GET',
				endpoint: ENDPOINTS.file,
				segments: { fileId: fileIdOf(this, itemIndex) },
				itemIndex,
			}),
	);
}
