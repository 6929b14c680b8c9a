import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { idOf, sequenceLocator, sequenceUserField } from './sequenceFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['sequence'], operation: ['get'] } },
	[sequenceUserField, sequenceLocator],
);

/** One sequence with its steps and settings. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const userId = idOf(this, itemIndex, 'userId');
		const sequenceId = idOf(this, itemIndex, 'sequenceId');
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.sequence,
			segments: { sequenceId: pathSegment(this, sequenceId, 'Sequence', itemIndex) },
			qs: { userId },
			itemIndex,
		});
	});
}
