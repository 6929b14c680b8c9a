import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { occurrenceFields } from './fields';
import { occurrenceReader } from './occurrenceInput';

const show = { resource: ['eventOccurrence'], operation: ['send'] };

export const description = updateDisplayOptions({ show }, occurrenceFields);

/**
 * One occurrence per item, each checked against its event's definition first. HubSpot answers 204
 * without a body: the output is the occurrence sent. Repeating the request cannot count it twice
 * (its `uuid`), so a lost answer is sent again.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const reader = occurrenceReader(this, items);
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		await reader.prepare([itemIndex]);
		const occurrence = reader.occurrence(itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.eventSend,
				body: occurrence,
				idempotent: true,
				itemIndex,
			});
			return occurrence;
		};
	});
}
