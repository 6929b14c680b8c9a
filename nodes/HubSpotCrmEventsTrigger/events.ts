import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

/** HubSpot's journal subscription types the trigger creates. */
export type SubscriptionType =
	| 'OBJECT'
	| 'ASSOCIATION'
	| 'LIST_MEMBERSHIP'
	| 'GDPR_PRIVACY_DELETION';

/**
 * The trigger's events: the name it offers, the journal action HubSpot writes for it, and the
 * subscription type that asks for that action. The one table the description, the subscriptions and
 * the local filtering of events read.
 */
export const EVENT_KINDS = [
	{
		value: 'created',
		name: 'Record Created',
		action: 'CREATE',
		subscription: 'OBJECT',
		description: 'A record of the type was created',
	},
	{
		value: 'updated',
		name: 'Record Updated',
		action: 'UPDATE',
		subscription: 'OBJECT',
		description: 'Properties of a record changed; the changed properties are output',
	},
	{
		value: 'deleted',
		name: 'Record Deleted',
		action: 'DELETE',
		subscription: 'OBJECT',
		description:
			'A record was archived (deleted). A contact deleted for privacy (GDPR) does not come as this event: choose Privacy Deletion for those.',
	},
	{
		value: 'merged',
		name: 'Records Merged',
		action: 'MERGE',
		subscription: 'OBJECT',
		description: 'Records were merged; the merged IDs are output',
	},
	{
		value: 'restored',
		name: 'Record Restored',
		action: 'RESTORE',
		subscription: 'OBJECT',
		description: 'A deleted record was restored',
	},
	{
		value: 'associationAdded',
		name: 'Association Added',
		action: 'ASSOCIATION_ADDED',
		subscription: 'ASSOCIATION',
		description: 'A record was associated with another',
	},
	{
		value: 'associationRemoved',
		name: 'Association Removed',
		action: 'ASSOCIATION_REMOVED',
		subscription: 'ASSOCIATION',
		description: 'An association of a record was removed',
	},
	{
		value: 'addedToList',
		name: 'Added to List',
		action: 'ADDED_TO_LIST',
		subscription: 'LIST_MEMBERSHIP',
		description: 'A record became a member of a list',
	},
	{
		value: 'removedFromList',
		name: 'Removed From List',
		action: 'REMOVED_FROM_LIST',
		subscription: 'LIST_MEMBERSHIP',
		description: 'A record left a list',
	},
	{
		value: 'privacyDeleted',
		name: 'Privacy Deletion (Contacts)',
		action: 'GDPR_DELETE',
		subscription: 'GDPR_PRIVACY_DELETION',
		description:
			'A contact was permanently deleted for privacy (GDPR). Such a deletion comes only as this event, never as Record Deleted.',
	},
] as const satisfies ReadonlyArray<{
	value: string;
	name: string;
	action: string;
	subscription: SubscriptionType;
	description: string;
}>;

export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_BY_ACTION = new Map<string, EventKind>(
	EVENT_KINDS.map((kind) => [kind.action, kind]),
);

/** HubSpot's action of a record snapshot the trigger asked for: written whatever the subscriptions, not an event to choose. */
export const SNAPSHOT_ACTION = 'SNAPSHOT';

/**
 * One event of a journal file. Only the fields the trigger reads are typed; HubSpot's file layout is
 * not published (third-party code reads these), so every field is checked where it is read and the
 * whole event is kept in the output as `raw`.
 */
export interface JournalEvent extends IDataObject {
	portalId?: number | string;
	occurredAt?: string | number;
	objectTypeId?: string;
	objectId?: number | string;
	action?: string;
	propertyChanges?: IDataObject;
	mergedObjectIds?: Array<number | string>;
}

/** An event the trigger emits: the journal event and the offset of the file it came in. */
export interface ReadEvent {
	event: JournalEvent;
	offset: string;
}

const text = (value: unknown): string | undefined =>
	typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The time of an event as ISO 8601, whether HubSpot wrote text or epoch milliseconds. */
function timeOf(value: unknown): string | undefined {
	const ms =
		typeof value === 'number'
			? value
			: typeof value === 'string' && /^\d+$/.test(value)
				? Number(value)
				: Date.parse(String(value ?? ''));
	return Number.isFinite(ms) ? new Date(ms).toISOString() : text(value);
}

/** The item of one event: what a workflow reads first, and the whole event as HubSpot wrote it. */
export function itemOf({ event, offset }: ReadEvent, objectType: string): INodeExecutionData {
	const kind = EVENT_BY_ACTION.get(String(event.action));
	const json: IDataObject = {
		recordId: text(event.objectId) ?? null,
		objectType,
		objectTypeId: text(event.objectTypeId) ?? null,
		event: kind?.value ?? (event.action === SNAPSHOT_ACTION ? 'snapshot' : null),
		action: text(event.action) ?? null,
		occurredAt: timeOf(event.occurredAt) ?? null,
		changedProperties:
			typeof event.propertyChanges === 'object' && event.propertyChanges !== null
				? event.propertyChanges
				: {},
		...(Array.isArray(event.mergedObjectIds)
			? { mergedObjectIds: event.mergedObjectIds.map(String) }
			: {}),
		...(event.associatedObjectId !== undefined
			? {
					associatedObjectTypeId: text(event.associatedObjectTypeId) ?? null,
					associatedObjectId: text(event.associatedObjectId) ?? null,
				}
			: {}),
		...(event.listId !== undefined ? { listId: text(event.listId) ?? null } : {}),
		portalId: text(event.portalId) ?? null,
		journalOffset: offset,
		raw: event,
	};
	return { json };
}

/** The `event` of the item that reports a gap in the journal. */
export const GAP_EVENT = 'gap';

/**
 * The item that reports a gap: HubSpot no longer held the saved offset (it keeps 3 days), so the
 * events after it that are older than the earliest one kept were never read. Emitted first, with the
 * events read from the earliest kept on, so that n8n saves the trigger's new offset with the report.
 */
export function gapItem(
	lostOffset: string | undefined,
	settings: { objectType: string; objectTypeId: string; portalId: number },
): INodeExecutionData {
	return {
		json: {
			recordId: null,
			objectType: settings.objectType,
			objectTypeId: settings.objectTypeId,
			event: GAP_EVENT,
			action: null,
			occurredAt: new Date().toISOString(),
			changedProperties: {},
			portalId: String(settings.portalId),
			journalOffset: lostOffset ?? null,
			message: `HubSpot's journal no longer holds offset ${lostOffset ?? '(none)'}: the events after it that are older than the earliest event it still keeps (3 days) are lost. The trigger resumed from the earliest event kept; poll at least daily so that the journal never drops unread events.`,
		},
	};
}
