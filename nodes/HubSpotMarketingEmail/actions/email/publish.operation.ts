import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { publishingDescription, setPublished } from './publishing';

export const description = publishingDescription('publish');

/**
 * POST /marketing/v3/emails/{emailId}/publish: makes the draft live; a batch email is sent (at its
 * publish date when one is set), an automated email starts sending from its workflows.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await setPublished(this, items, ENDPOINTS.marketingEmailPublish, true);
}
