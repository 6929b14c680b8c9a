import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { contactIdField, idOf } from './sequenceFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['sequence'], operation: ['getEnrollment'] } },
	[contactIdField],
);

/**
 * The contact's current sequence enrollment. HubSpot answers 404 when the contact is in no sequence:
 * that is an answer here (`enrolled: false`), so a workflow can check before enrolling.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const contactId = idOf(this, itemIndex, 'contactId');
		const enrollment = await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.sequenceEnrollmentOfContact,
			segments: { contactId: pathSegment(this, contactId, 'Contact ID', itemIndex) },
			itemIndex,
		}).catch((error: unknown) => {
			if (error instanceof NodeApiError && String(error.httpCode) === '404') return undefined;
			throw error;
		});
		return enrollment
			? { contactId, enrolled: true, ...enrollment }
			: { contactId, enrolled: false };
	});
}
