import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { labelOfWebhookName, webhookNameOf } from '../crm/objectTypes';

/** What a record of most types has events for. */
const RECORD_EVENTS = [
	'associationChange',
	'creation',
	'deletion',
	'merge',
	'propertyChange',
	'restore',
];

/** A CRM type's events, labelled as its row in the object-type table. */
const crmTypeEvents = (webhookName: string, types: string[]) => ({
	label: labelOfWebhookName(webhookName) ?? webhookName,
	types,
});

/** The event types of HubSpot webhook subscriptions, by object. */
export const EVENT_TYPES_BY_OBJECT: Record<string, { label: string; types: string[] }> = {
	company: crmTypeEvents('company', RECORD_EVENTS),
	contact: crmTypeEvents('contact', [
		'associationChange',
		'creation',
		'deletion',
		'merge',
		'privacyDeletion',
		'propertyChange',
		'restore',
	]),
	conversation: {
		label: 'Conversation',
		types: ['creation', 'deletion', 'newMessage', 'privacyDeletion', 'propertyChange'],
	},
	deal: crmTypeEvents('deal', RECORD_EVENTS),
	event: { label: 'Custom Event', types: ['completed'] },
	line_item: crmTypeEvents('line_item', RECORD_EVENTS),
	object: {
		label: 'Custom Object',
		types: RECORD_EVENTS,
	},
	product: crmTypeEvents('product', ['creation', 'deletion', 'merge', 'propertyChange', 'restore']),
	ticket: crmTypeEvents('ticket', RECORD_EVENTS),
};

const ACTION_LABELS: Record<string, string> = {
	associationChange: 'Association Changed',
	creation: 'Created',
	deletion: 'Deleted',
	merge: 'Merged',
	privacyDeletion: 'Deleted for Privacy',
	propertyChange: 'Property Changed',
	restore: 'Restored',
	newMessage: 'New Message',
	completed: 'Completed',
};

/** Every event type, e.g. `contact.propertyChange`. */
export const ALL_EVENT_TYPES: string[] = Object.entries(EVENT_TYPES_BY_OBJECT).flatMap(
	([object, { types }]) => types.map((type) => `${object}.${type}`),
);

/** Options of the event type picker, ordered and named by object so that each object's types sit together. */
export const EVENT_TYPE_OPTIONS: INodePropertyOptions[] = Object.entries(
	EVENT_TYPES_BY_OBJECT,
).flatMap(([object, { label, types }]) =>
	types.map((type) => ({
		name: `${label}: ${ACTION_LABELS[type]}`,
		value: `${object}.${type}`,
		description: `HubSpot event type ${object}.${type}`,
	})),
);

export const isPropertyChange = (eventType: string): boolean =>
	eventType.endsWith('.propertyChange');
export const isCustomObjectType = (eventType: string): boolean => eventType.startsWith('object.');
export const CUSTOM_EVENT_COMPLETED = 'event.completed';

/** One event of a delivery, as HubSpot sends it. */
export interface HubSpotEvent extends IDataObject {
	eventId?: number;
	subscriptionId?: number;
	subscriptionType?: string;
	attemptNumber?: number;
	occurredAt?: number;
	objectId?: number;
	propertyName?: string;
	objectTypeId?: string;
}

/** The fully qualified name of a completed custom event (`pe{hubId}_{name}`), wherever the payload carries it. */
export function customEventName(event: HubSpotEvent): string | undefined {
	const name = event.eventName ?? event.fullyQualifiedName ?? event.eventTypeName;
	return typeof name === 'string' ? name : undefined;
}

/**
 * The object an event is about: `contact`, `deal`...; for `object.*` events the name of the type id
 * they carry (`0-1` → `contact`), or the id itself for a custom object.
 */
export function objectTypeOf(event: HubSpotEvent): string {
	const eventType = String(event.subscriptionType ?? '');
	const prefix = eventType.split('.')[0];
	if (prefix === 'object' && typeof event.objectTypeId === 'string')
		return webhookNameOf(event.objectTypeId) ?? event.objectTypeId;
	return prefix;
}

/** The generic event types of project-based apps' `crmObjects` subscriptions, for any object type. */
export const GENERIC_EVENT_TYPES = EVENT_TYPES_BY_OBJECT.object.types.map(
	(type) => `object.${type}`,
);

/** Options of the generic event type picker. */
export const GENERIC_EVENT_TYPE_OPTIONS: INodePropertyOptions[] = GENERIC_EVENT_TYPES.map(
	(value) => ({
		name: `Object ${ACTION_LABELS[value.split('.')[1]]}`,
		value,
		description: `HubSpot event type ${value}, for the object types chosen below`,
	}),
);

/** Legacy event types a project declares under `hubEvents`; the other legacy names go under `legacyCrmObjects`. */
export const isHubEvent = (eventType: string): boolean =>
	eventType === 'contact.privacyDeletion' || eventType.startsWith('conversation.');

/**
 * The legacy event types a project can declare: every type of the legacy picker except the generic
 * `object.*` ones (chosen per object type instead) and `event.completed` (no project subscription).
 */
export const PROJECT_LEGACY_EVENT_TYPE_OPTIONS: INodePropertyOptions[] = EVENT_TYPE_OPTIONS.filter(
	(option) => !String(option.value).startsWith('object.') && option.value !== 'event.completed',
);

/**
 * An event with readable fields first: `eventType`, `objectType`, `objectId` and `occurredAt` as
 * ISO 8601; the raw fields follow unchanged, except the epoch milliseconds, kept as `occurredAtMs`.
 */
export function readableEvent(event: HubSpotEvent): IDataObject {
	const { occurredAt, ...raw } = event;
	const occurredAtMs = typeof occurredAt === 'number' ? occurredAt : Number(occurredAt);
	return {
		eventType: event.subscriptionType,
		objectType: objectTypeOf(event),
		objectId: event.objectId,
		occurredAt: Number.isFinite(occurredAtMs) ? new Date(occurredAtMs).toISOString() : occurredAt,
		occurredAtMs: Number.isFinite(occurredAtMs) ? occurredAtMs : undefined,
		...raw,
	};
}
