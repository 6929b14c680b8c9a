import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { invalidInput } from '../../../shared/execution/validation';
import { hubSpotApi } from '../../../shared/transport/transport';
import { eventRequest, eventTargetFields, readEventTarget } from '../../helpers/eventTarget';
import { readEventProperties, updateFields } from './eventProperties';

export const description = updateDisplayOptions(
	{ show: { resource: ['marketingEvent'], operation: ['update'] } },
	[...eventTargetFields, updateFields],
);

/** Changes the given properties of an event; the others stay as they are. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedItem(
		this,
		items,
		(itemIndex) => {
			const target = readEventTarget(this, itemIndex);
			const body = readEventProperties(this, 'updateFields', itemIndex);
			if (Object.keys(body).length === 0)
				throw invalidInput(
					this,
					'Update Fields',
					itemIndex,
					'name at least one property to change',
				);
			return { target, body };
		},
		async ({ target, body }, itemIndex) =>
			await hubSpotApi<IDataObject>(this, {
				method: 'PATCH',
				...eventRequest(this, target, itemIndex),
				body,
				itemIndex,
			}),
	);
}
