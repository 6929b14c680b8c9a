import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { readText, requiredString } from '../../../shared/execution/validation';
import {
	ALL_EVENT_TYPES,
	CUSTOM_EVENT_COMPLETED,
	EVENT_TYPE_OPTIONS,
	isCustomObjectType,
	isPropertyChange,
} from '../../../shared/webhooks/events';
import { webhooksApi, type Subscription } from '../../../shared/webhooks/client';
import {
	checkedCustomEventName,
	checkedCustomObjectTypeId,
	checkedEventType,
	checkedPropertyName,
} from '../../../shared/webhooks/subscriptionFields';
import { itemReader } from '../../../shared/execution/itemParameters';

const PROPERTY_CHANGE_TYPES = ALL_EVENT_TYPES.filter(isPropertyChange);
const CUSTOM_OBJECT_TYPES = ALL_EVENT_TYPES.filter(isCustomObjectType);

const properties: INodeProperties[] = [
	{
		displayName: 'Event Type',
		name: 'eventType',
		type: 'options',
		options: EVENT_TYPE_OPTIONS,
		default: 'contact.creation',
		description: 'The kind of change HubSpot notifies the app of',
	},
	{
		displayName: 'Property Name',
		name: 'propertyName',
		type: 'string',
		default: '',
		placeholder: 'email',
		description:
			'The property whose changes are notified (required for property change event types)',
		displayOptions: { show: { eventType: PROPERTY_CHANGE_TYPES } },
	},
	{
		displayName: 'Object Type ID',
		name: 'objectTypeId',
		type: 'string',
		default: '',
		placeholder: '2-123456',
		description:
			'The custom object type the subscription watches (required for custom object event types)',
		displayOptions: { show: { eventType: CUSTOM_OBJECT_TYPES } },
	},
	{
		displayName: 'Event Name',
		name: 'eventName',
		type: 'string',
		default: '',
		placeholder: 'pe62515_watched_video',
		description: 'Fully qualified name of the custom event whose completions are notified',
		displayOptions: { show: { eventType: [CUSTOM_EVENT_COMPLETED] } },
	},
	{
		displayName: 'Active',
		name: 'active',
		type: 'boolean',
		default: true,
		description:
			'Whether notifications are sent right away; a paused subscription can be activated later',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['subscription'], operation: ['create'] } },
	properties,
);

/** The body of a new subscription, with only the fields its event type takes. */
function subscriptionBody(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const eventType = checkedEventType(
		ctx,
		requiredString(ctx, 'eventType', 'Event Type', itemIndex),
		'Event Type',
		itemIndex,
	);
	const body: IDataObject = { eventType, active: read('active', itemIndex, true) as boolean };
	if (isPropertyChange(eventType))
		body.propertyName = checkedPropertyName(
			ctx,
			requiredString(ctx, 'propertyName', 'Property Name', itemIndex),
			'Property Name',
			itemIndex,
		);
	if (isCustomObjectType(eventType))
		body.objectTypeId = checkedCustomObjectTypeId(
			ctx,
			requiredString(ctx, 'objectTypeId', 'Object Type ID', itemIndex),
			'Object Type ID',
			itemIndex,
		);
	if (eventType === CUSTOM_EVENT_COMPLETED) {
		const eventName = readText(
			ctx,
			read('eventName', itemIndex, ''),
			'Event Name',
			itemIndex,
		).trim();
		if (eventName) body.eventName = checkedCustomEventName(ctx, eventName, 'Event Name', itemIndex);
	}
	return body;
}

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const body = subscriptionBody(this, itemIndex);
		return async () =>
			await webhooksApi<Subscription>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.webhookSubscriptions,
				body,
				itemIndex,
			});
	});
}
