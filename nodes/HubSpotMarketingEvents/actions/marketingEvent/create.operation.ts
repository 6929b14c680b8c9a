import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedItem } from '../../../shared/execution/items';
import { requiredString } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	externalAccountIdField,
	externalEventIdField,
	readExternalId,
} from '../../helpers/eventTarget';
import {
	createFields,
	eventNameField,
	eventOrganizerField,
	readEventProperties,
} from './eventProperties';

export const description = updateDisplayOptions(
	{ show: { resource: ['marketingEvent'], operation: ['create'] } },
	[externalAccountIdField, externalEventIdField, eventNameField, eventOrganizerField, createFields],
);

/** Creates an event keyed by the event tool's account and event ids; answers HubSpot's event with its objectId. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedItem(
		this,
		items,
		(itemIndex): IDataObject => ({
			externalAccountId: readExternalId(this, itemIndex, 'externalAccountId'),
			externalEventId: readExternalId(this, itemIndex, 'externalEventId'),
			eventName: requiredString(this, 'eventName', 'Event Name', itemIndex),
			eventOrganizer: requiredString(this, 'eventOrganizer', 'Event Organizer', itemIndex),
			// HubSpot requires the list, empty or not.
			customProperties: [],
			...readEventProperties(this, 'additionalFields', itemIndex),
		}),
		async (body, itemIndex) =>
			await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.marketingEventCreate,
				body,
				itemIndex,
			}),
	);
}
