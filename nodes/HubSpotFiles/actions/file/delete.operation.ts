import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { fileIdField, fileIdOf } from '../../helpers/fileFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['delete'] } },
	[fileIdField],
);

/** DELETE /files/{v}/files/{fileId}: archives the file (HubSpot answers 204). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const fileId = fileIdOf(this, itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.file,
				segments: { fileId },
				itemIndex,
			});
			return { id: fileId, deleted: true };
		};
	});
}
