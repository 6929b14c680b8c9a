import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { completedItem, completionBody, completionProperties, readCompletion } from './completion';

/** Completions per batch request. */
const MAX_INPUTS = 100;

const show = { resource: ['workflowAction'], operation: ['completeMany'] };

export const description = updateDisplayOptions({ show }, completionProperties);

/**
 * Completes the items' actions in batches (POST …/callbacks/complete, 204 without per-callback
 * results): a refused request fails every item it carried, an accepted one completes them all.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const completions = new Map<number, ReturnType<typeof readCompletion>>();
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const completion = readCompletion(this, itemIndex);
			completions.set(itemIndex, completion);
			return {
				key: completion.callbackId,
				body: { callbackId: completion.callbackId, ...completionBody(completion) },
				requestGroup: {},
			};
		},
		() => ({
			maxPerRequest: MAX_INPUTS,
			send: sendInputs(this, ENDPOINTS.workflowActionCallbacksComplete, {}, { idempotent: false }),
			resultKeys: (result: IDataObject) => [String(result.callbackId)],
			emptyResult: (input) => ({ callbackId: input.key }),
		}),
		(_result, itemIndex) => completedItem(completions.get(itemIndex)!),
	);
}
