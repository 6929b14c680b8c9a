import type { INode } from 'n8n-workflow';
import { invalidInput } from '../execution/validation';
import { ALL_EVENT_TYPES } from './events';

/**
 * The values of a webhook subscription, checked before any request: the HubSpot Webhooks node's
 * Create and the Platform Trigger's publishing take the same ones, and a value HubSpot would refuse
 * must not leave an app half changed.
 */
type Ctx = { getNode(): INode };

/** A custom object type id as `object.*` subscriptions take it: `2-` and digits. */
const CUSTOM_OBJECT_TYPE_ID = /^2-\d{1,19}$/;

/** A property's internal name: letters, digits and underscores, starting with a letter. */
const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** A custom event's fully qualified name: `pe{hubId}_{name}`, the name lowercase letters, digits and underscores. */
const CUSTOM_EVENT_NAME = /^pe\d{1,19}_[a-z][a-z0-9_]{0,49}$/;

const quoted = (value: string): string => `"${value.slice(0, 60)}"`;

function text(ctx: Ctx, value: unknown, field: string, itemIndex: number): string {
	if (typeof value !== 'string')
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be text, got ${value === null ? 'null' : typeof value}`,
		);
	return value.trim();
}

export function checkedEventType(
	ctx: Ctx,
	value: unknown,
	field: string,
	itemIndex: number,
	allowed: readonly string[] = ALL_EVENT_TYPES,
): string {
	const eventType = text(ctx, value, field, itemIndex);
	if (!allowed.includes(eventType))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`${quoted(eventType)} is not a HubSpot webhook event type`,
		);
	return eventType;
}

export function checkedCustomObjectTypeId(
	ctx: Ctx,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const objectTypeId = text(ctx, value, field, itemIndex);
	if (!CUSTOM_OBJECT_TYPE_ID.test(objectTypeId)) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a custom object type ID such as 2-123456, got ${quoted(objectTypeId)}`,
		);
	}
	return objectTypeId;
}

export function checkedPropertyName(
	ctx: Ctx,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const propertyName = text(ctx, value, field, itemIndex);
	if (!PROPERTY_NAME.test(propertyName)) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a property's internal name (letters, digits and underscores, starting with a letter), got ${quoted(propertyName)}`,
		);
	}
	return propertyName;
}

export function checkedCustomEventName(
	ctx: Ctx,
	value: unknown,
	field: string,
	itemIndex: number,
): string {
	const eventName = text(ctx, value, field, itemIndex);
	if (!CUSTOM_EVENT_NAME.test(eventName)) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a custom event's fully qualified name such as pe123456_watched_video, got ${quoted(eventName)}`,
		);
	}
	return eventName;
}
