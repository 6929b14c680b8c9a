import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { completedItem, completionBody, completionProperties, readCompletion } from './completion';

const show = { resource: ['workflowAction'], operation: ['complete'] };

export const description = updateDisplayOptions({ show }, completionProperties);

/**
 * Completes one blocked action per item (POST …/callbacks/{callbackId}/complete, 204). Not retried:
 * a repeat of a completion that landed is refused by HubSpot, which would turn a success into an error.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const completion = readCompletion(this, itemIndex);
		const callbackIdSegment = pathSegment(this, completion.callbackId, 'Callback ID', itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.workflowActionCallbackComplete,
				segments: {
					callbackId: callbackIdSegment,
				},
				body: completionBody(completion),
				itemIndex,
			});
			return completedItem(completion);
		};
	});
}
