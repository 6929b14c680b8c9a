import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { commaList } from '../shared/execution/commaList';
import { invalidInput } from '../shared/execution/validation';
import {
	checkedCustomEventName,
	checkedCustomObjectTypeId,
	checkedEventType,
	checkedPropertyName,
} from '../shared/webhooks/subscriptionFields';
import {
	CUSTOM_EVENT_COMPLETED,
	customEventName,
	isCustomObjectType,
	isPropertyChange,
	type HubSpotEvent,
} from '../shared/webhooks/events';

/** Which events the trigger wants, read from its parameters. */
export interface EventSelection {
	eventTypes: string[];
	/** Property names for the property-change types; empty: every property. */
	propertyNames: string[];
	/** Custom object type id (e.g. `2-123456`) for the `object.*` types; empty: any. */
	customObjectTypeId: string;
	/** Fully qualified name of the custom event for `event.completed`; empty: any. */
	customEventName: string;
}

export function readSelection(ctx: IWebhookFunctions | IHookFunctions): EventSelection {
	return {
		eventTypes: ctx.getNodeParameter('eventTypes', []) as string[],
		propertyNames: commaList(ctx.getNodeParameter('propertyNames', '')),
		customObjectTypeId: String(ctx.getNodeParameter('customObjectTypeId', '') ?? '').trim(),
		customEventName: String(ctx.getNodeParameter('customEventName', '') ?? '').trim(),
	};
}

/** A trigger's parameters name no item: errors name item 0, as n8n does for trigger parameters. */
const NO_ITEM = 0;

/** A multi-choice parameter's values; an expression may give something else. */
export function checkedList(ctx: IHookFunctions, value: unknown, field: string): unknown[] {
	if (value === undefined || value === null) return [];
	if (!Array.isArray(value)) throw invalidInput(ctx, field, NO_ITEM, 'must be a list of choices');
	return value;
}

/**
 * The selection, every value checked as the HubSpot Webhooks node checks it, before publishing
 * makes its first request: a value HubSpot would refuse must not leave the app half changed.
 */
export function checkedSelection(ctx: IHookFunctions): EventSelection {
	const selection = readSelection(ctx);
	const eventTypes = checkedList(ctx, ctx.getNodeParameter('eventTypes', []), 'Event Types').map(
		(type) => checkedEventType(ctx, type, 'Event Types', NO_ITEM),
	);
	return {
		eventTypes,
		propertyNames: selection.propertyNames.map((name) =>
			checkedPropertyName(ctx, name, 'Property Names', NO_ITEM),
		),
		customObjectTypeId:
			selection.customObjectTypeId &&
			checkedCustomObjectTypeId(
				ctx,
				selection.customObjectTypeId,
				'Custom Object Type ID',
				NO_ITEM,
			),
		customEventName:
			selection.customEventName &&
			checkedCustomEventName(ctx, selection.customEventName, 'Custom Event Name', NO_ITEM),
	};
}

/** Whether an event is one the selection asks for. */
export function isSelected(event: HubSpotEvent, selection: EventSelection): boolean {
	const eventType = String(event.subscriptionType ?? '');
	if (!selection.eventTypes.includes(eventType)) return false;
	if (isPropertyChange(eventType) && selection.propertyNames.length > 0) {
		if (!selection.propertyNames.includes(String(event.propertyName ?? ''))) return false;
	}
	// Events that do not say which custom object or event they concern are kept: nothing to compare.
	if (
		isCustomObjectType(eventType) &&
		selection.customObjectTypeId &&
		event.objectTypeId !== undefined
	) {
		if (String(event.objectTypeId) !== selection.customObjectTypeId) return false;
	}
	if (eventType === CUSTOM_EVENT_COMPLETED && selection.customEventName) {
		const name = customEventName(event);
		if (name !== undefined && name !== selection.customEventName) return false;
	}
	return true;
}

/** A webhook subscription the selection needs, in the shape HubSpot's subscriptions API takes. */
export interface WantedSubscription extends IDataObject {
	eventType: string;
	propertyName?: string;
	objectTypeId?: string;
	eventName?: string;
}

/**
 * The subscriptions that deliver what the selection asks for. HubSpot watches property changes one
 * property at a time, so each property-change type needs property names; `object.*` types need the
 * custom object type id.
 */
export function wantedSubscriptions(
	selection: EventSelection,
): WantedSubscription[] | { problem: string } {
	const wanted: WantedSubscription[] = [];
	for (const eventType of selection.eventTypes) {
		const extra: Partial<WantedSubscription> = {};
		if (isCustomObjectType(eventType)) {
			if (!selection.customObjectTypeId) {
				return {
					problem: `Subscribing to ${eventType} needs the Custom Object Type ID (e.g. 2-123456)`,
				};
			}
			extra.objectTypeId = selection.customObjectTypeId;
		}
		if (eventType === CUSTOM_EVENT_COMPLETED && selection.customEventName) {
			extra.eventName = selection.customEventName;
		}
		if (isPropertyChange(eventType)) {
			if (selection.propertyNames.length === 0) {
				return {
					problem: `Subscribing to ${eventType} needs at least one property name: HubSpot watches one property per subscription`,
				};
			}
			for (const propertyName of selection.propertyNames)
				wanted.push({ eventType, ...extra, propertyName });
		} else {
			wanted.push({ eventType, ...extra });
		}
	}
	return wanted;
}
