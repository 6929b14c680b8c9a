import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { eventRequest, eventTargetFields, readEventTarget } from '../../helpers/eventTarget';

export const description = updateDisplayOptions(
	{ show: { resource: ['marketingEvent'], operation: ['get'] } },
	eventTargetFields,
);

/** One event with its properties and participant counts. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const target = readEventTarget(this, itemIndex);
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			...eventRequest(this, target, itemIndex),
			itemIndex,
		});
	});
}
