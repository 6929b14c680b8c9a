import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readIntegerId } from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';

const properties: INodeProperties[] = [
	{
		displayName: 'Email ID',
		name: 'emailId',
		type: 'string',
		default: '',
		required: true,
		description: 'ID of the marketing email',
	},
	{
		displayName: 'Revision ID',
		name: 'revisionId',
		type: 'string',
		default: '',
		required: true,
		description: 'ID of the revision to get',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['emailRevision'], operation: ['get'] } },
	properties,
);

/** GET /marketing/v3/emails/{emailId}/revisions/{revisionId}: the email as it was in one revision, with who made it. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const emailId = pathSegment(
			this,
			readIntegerId(this, read('emailId', itemIndex, ''), 'Email ID', itemIndex),
			'Email ID',
			itemIndex,
		);
		const revisionId = pathSegment(
			this,
			readIntegerId(this, read('revisionId', itemIndex, ''), 'Revision ID', itemIndex),
			'Revision ID',
			itemIndex,
		);
		return await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.marketingEmailRevision,
			segments: { emailId, revisionId },
			itemIndex,
		});
	});
}
