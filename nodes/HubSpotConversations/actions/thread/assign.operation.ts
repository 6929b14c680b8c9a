import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readActorId, readThreadId, threadIdField } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['thread'], operation: ['assign'] } },
	[
		threadIdField,
		{
			displayName: 'Agent Name or ID',
			name: 'agentActorId',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getAgents' },
			required: true,
			default: '',
			description:
				'The HubSpot user the thread is assigned to (an agent actor ID such as A-9100001). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
	],
);

/** Assigns each item's thread to an agent; the thread's ID and its assignee. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const threadId = readThreadId(this, itemIndex);
		const actorId = readActorId(this, read('agentActorId', itemIndex, ''), 'Agent', itemIndex);
		return async () => {
			const answer = await hubSpotApi<IDataObject | undefined>(this, {
				method: 'PUT',
				endpoint: ENDPOINTS.conversationThreadAssignee,
				segments: { threadId },
				body: { actorId },
				itemIndex,
			});
			return { ...(answer ?? {}), id: decodeURIComponent(threadId), assignedTo: actorId };
		};
	});
}
