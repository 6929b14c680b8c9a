import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { forEachItem } from '../../../shared/items';
import { invalidInput, readText, requiredString } from '../../../shared/validation';
import {
	ALL_EVENT_TYPES,
	CUSTOM_EVENT_COMPLETED,
	EVENT_TYPE_OPTIONS,
	isCustomObjectType,
	isPropertyChange,
} from '../../../shared/webhookEvents';
import { webhooksApi, type Subscription } from '../../../shared/webhooksClient';

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
		description: 'The property whose changes are notified (required for property change event types)',
		displayOptions: { show: { eventType: PROPERTY_CHANGE_TYPES } },
	},
	{
		displayName: 'Object Type ID',
		name: 'objectTypeId',
		type: 'string',
		default: '',
		placeholder: '2-123456',
		description: 'The custom object type the subscription watches (required for custom object event types)',
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
		description: 'Whether notifications are sent right away; a paused subscription can be activated later',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['subscription'], operation: ['create'] } }, properties);

/** A custom object type id as `object.*` subscriptions take it: `2-` and digits. */
const CUSTOM_OBJECT_TYPE_ID = /^2-\d{1,19}$/;

/** The custom object type an `object.*` subscription watches: required, HubSpot has no default. */
function customObjectTypeIdOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const objectTypeId = requiredString(ctx, 'objectTypeId', 'Object Type ID', itemIndex);
	if (!CUSTOM_OBJECT_TYPE_ID.test(objectTypeId)) {
		throw invalidInput(ctx, 'Object Type ID', itemIndex, `must be a custom object type ID such as 2-123456, got "${objectTypeId.slice(0, 60)}"`);
	}
	return objectTypeId;
}

/** The body of a new subscription, with only the fields its event type takes. */
function subscriptionBody(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const eventType = requiredString(ctx, 'eventType', 'Event Type', itemIndex);
	if (!ALL_EVENT_TYPES.includes(eventType)) {
		throw invalidInput(ctx, 'Event Type', itemIndex, `"${eventType}" is not a HubSpot webhook event type`);
	}
	const body: IDataObject = { eventType, active: ctx.getNodeParameter('active', itemIndex, true) as boolean };
	if (isPropertyChange(eventType)) body.propertyName = requiredString(ctx, 'propertyName', 'Property Name', itemIndex);
	if (isCustomObjectType(eventType)) body.objectTypeId = customObjectTypeIdOf(ctx, itemIndex);
	if (eventType === CUSTOM_EVENT_COMPLETED) {
		const eventName = readText(ctx, ctx.getNodeParameter('eventName', itemIndex, ''), 'Event Name', itemIndex).trim();
		if (eventName) body.eventName = eventName;
	}
	return body;
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const body = subscriptionBody(this, itemIndex);
		return await webhooksApi<Subscription>(this, { method: 'POST', endpoint: ENDPOINTS.webhookSubscriptions, body, itemIndex });
	});
}
