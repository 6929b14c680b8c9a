import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { occurrenceFields } from './fields';
import { occurrenceReader } from './occurrenceInput';

/** HubSpot publishes no batch maximum; 500 is the size its guides use (API-FACTS-5 §3.1, uncertain). */
export const MAX_OCCURRENCES_PER_BATCH = 500;

const show = { resource: ['eventOccurrence'], operation: ['sendBatch'] };

export const description = updateDisplayOptions({ show }, occurrenceFields);

/**
 * Occurrences in batches of 500. HubSpot answers a batch 204 with no per-item result and refuses the
 * whole call for one bad input, so every item is checked against its event's definition before
 * anything is sent: a bad item is refused alone (with Continue On Fail the others still go). Each
 * occurrence carries its `uuid`, so a batch sent again after a lost answer counts nothing twice.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const reader = occurrenceReader(this, items);
	await reader.prepare(items.map((_, itemIndex) => itemIndex));
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const occurrence = reader.occurrence(itemIndex);
			return { key: occurrence.uuid, body: occurrence, requestGroup: {} };
		},
		() => ({
			maxPerRequest: MAX_OCCURRENCES_PER_BATCH,
			send: sendInputs(this, ENDPOINTS.eventSendBatch, {}, { idempotent: true }),
			resultKeys: () => [],
			// 204 is HubSpot's only success answer: every occurrence of the batch was taken.
			emptyResult: (input) => input.body,
		}),
		(result) => result,
	);
}
