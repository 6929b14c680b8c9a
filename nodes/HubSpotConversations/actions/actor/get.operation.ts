import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readActorId } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['actor'], operation: ['get'] } },
	[
		{
			displayName: 'Actor ID',
			name: 'actorId',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'A-9100001',
			description:
				'An actor ID of a message: its <code>createdBy</code> or a sender’s <code>actorId</code>',
		},
	],
);

/** One actor as HubSpot answers it. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const actorId = readActorId(this, read('actorId', itemIndex, ''), 'Actor ID', itemIndex);
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.conversationActor,
			segments: { actorId: pathSegment(this, actorId, 'Actor ID', itemIndex) },
			itemIndex,
		});
	});
}
