import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { publishingDescription, setPublished } from './publishing';

export const description = publishingDescription('unpublish');

/**
 * POST /marketing/v3/emails/{emailId}/unpublish: stops an automated email or cancels a scheduled
 * batch email (one already sent cannot be taken back: HubSpot refuses).
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await setPublished(this, items, ENDPOINTS.marketingEmailUnpublish, false);
}
