import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { importIdField, readImportId } from './importIdField';

const show = { resource: ['import'], operation: ['cancel'] };

export const description = updateDisplayOptions({ show }, [importIdField]);

/** Stops an import HubSpot is still processing; rows written so far stay. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const importId = readImportId(this, itemIndex);
		const importIdSegment = pathSegment(this, importId, 'Import ID', itemIndex);
		return async () => {
			const answer = await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.crmImportCancel,
				segments: { importId: importIdSegment },
				// Cancelling twice cancels once.
				idempotent: true,
				itemIndex,
			});
			return { importId, ...answer };
		};
	});
}
