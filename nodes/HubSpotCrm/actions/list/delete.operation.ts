import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { listIdOf, listLocator } from './lists';

const show = { resource: ['list'], operation: ['delete'] };

export const description = updateDisplayOptions({ show }, [listLocator]);

/** Deletes one list per item (HubSpot keeps it restorable for 90 days). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const listId = listIdOf(this, itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'DELETE',
				endpoint: ENDPOINTS.list,
				segments: { listId },
				itemIndex,
			});
			return { listId, deleted: true };
		};
	});
}
