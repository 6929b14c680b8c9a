import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
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
	return await forEachItem(this, items, async (itemIndex) => {
		const target = readEventTarget(this, itemIndex);
		await hubSpotApi(this, {
			method: 'DELETE',
			...eventRequest(this, target, itemIndex),
			itemIndex,
		});
		return { ...target, deleted: true };
	});
}
