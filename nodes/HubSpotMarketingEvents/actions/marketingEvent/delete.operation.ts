import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { eventRequest, eventTargetFields, readEventTarget } from '../../helpers/eventTarget';

export const description = updateDisplayOptions(
	{ show: { resource: ['marketingEvent'], operation: ['delete'] } },
	eventTargetFields,
);

/** Deletes an event; the output names the deleted event. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedItem(
		this,
		items,
		(itemIndex) => readEventTarget(this, itemIndex),
		async (target, itemIndex) => {
			await hubSpotApi(this, {
				method: 'DELETE',
				...eventRequest(this, target, itemIndex),
				itemIndex,
			});
			return { ...target, deleted: true };
		},
	);
}
