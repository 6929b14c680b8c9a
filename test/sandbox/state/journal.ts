import { randomUUID } from 'node:crypto';
import { ACCOUNT } from '../account';
import type { Clock } from '../clock';
import { IdSequence } from '../ids';
import type { CrmChange, CrmChangeAction, CrmChangeFeed } from './crmChanges';
import type { CrmRecord } from './crmStore';

/**
 * HubSpot's webhooks journal (2026-03) for the sandbox's apps: subscriptions and their property
 * filters, the files CRM changes are written to, and snapshots. HubSpot's own layout of a journal file
 * is not published; the sandbox writes the one third-party code reads (`offset`, `journalEvents`,
 * `publishedAt`), which is *uncertain* beyond those fields.
 */

export type JournalAction = CrmChangeAction | 'SNAPSHOT' | 'APP_INSTALL' | 'APP_UNINSTALL';

export const JOURNAL_ACTIONS: readonly JournalAction[] = [
	'CREATE',
	'UPDATE',
	'DELETE',
	'MERGE',
	'RESTORE',
	'ASSOCIATION_ADDED',
	'ASSOCIATION_REMOVED',
	'SNAPSHOT',
	'APP_INSTALL',
	'APP_UNINSTALL',
	'ADDED_TO_LIST',
	'REMOVED_FROM_LIST',
	'GDPR_DELETE',
];

export type SubscriptionType =
	| 'OBJECT'
	| 'ASSOCIATION'
	| 'LIST_MEMBERSHIP'
	| 'GDPR_PRIVACY_DELETION'
	| 'APP_LIFECYCLE_EVENT';

/** The actions each subscription type can ask for. */
export const ACTIONS_OF: Record<SubscriptionType, readonly JournalAction[]> = {
	OBJECT: ['CREATE', 'UPDATE', 'DELETE', 'MERGE', 'RESTORE', 'SNAPSHOT'],
	ASSOCIATION: ['ASSOCIATION_ADDED', 'ASSOCIATION_REMOVED'],
	LIST_MEMBERSHIP: ['ADDED_TO_LIST', 'REMOVED_FROM_LIST'],
	GDPR_PRIVACY_DELETION: ['GDPR_DELETE'],
	APP_LIFECYCLE_EVENT: ['APP_INSTALL', 'APP_UNINSTALL'],
};

export interface JournalSubscription {
	id: number;
	appId: number;
	portalId?: number;
	subscriptionType: SubscriptionType;
	objectTypeId?: string;
	actions: JournalAction[];
	/** Empty: every property (*uncertain*: HubSpot's spec requires the field without saying what empty means). */
	properties?: string[];
	/** Empty: every record (same uncertainty). */
	objectIds?: string[];
	listIds?: string[];
	associatedObjectTypeIds?: string[];
	eventTypeId?: string;
	createdAt: string;
	updatedAt: string;
}

export type FilterOperator =
	| 'EQ'
	| 'N_EQ'
	| 'LT'
	| 'GT'
	| 'LTE'
	| 'GTE'
	| 'CONTAINS'
	| 'STARTS_WITH'
	| 'ENDS_WITH'
	| 'IN'
	| 'NOT_IN'
	| 'IS_EMPTY'
	| 'IS_NOT_EMPTY';

export const FILTER_OPERATORS: readonly FilterOperator[] = [
	'EQ',
	'N_EQ',
	'LT',
	'GT',
	'LTE',
	'GTE',
	'CONTAINS',
	'STARTS_WITH',
	'ENDS_WITH',
	'IN',
	'NOT_IN',
	'IS_EMPTY',
	'IS_NOT_EMPTY',
];

export interface FilterCondition {
	filterType: 'CRM_OBJECT_PROPERTY';
	property: string;
	operator: FilterOperator;
	value?: string;
	values?: string[];
}

export interface JournalFilter {
	id: number;
	subscriptionId: number;
	/** Epoch milliseconds. */
	createdAt: number;
	filter: { conditions: FilterCondition[] };
}

/** One event of a journal file. */
export interface JournalEvent {
	type: SubscriptionType;
	subscriptionId: number;
	portalId: number;
	/** ISO 8601 (*uncertain*: third-party code types it as text). */
	occurredAt: string;
	objectTypeId: string;
	objectId: number;
	action: JournalAction;
	propertyChanges?: Record<string, string | null>;
	mergedObjectIds?: number[];
	associatedObjectTypeId?: string;
	associatedObjectId?: number;
	listId?: number;
}

/** One file of the journal: the events of the app (and install) written since the file before it. */
export interface JournalFile {
	offset: string;
	appId: number;
	portalId: number;
	/** Epoch milliseconds (the sandbox's clock) of its first event: the 3-day retention counts from here. */
	publishedAt: number;
	events: JournalEvent[];
}

export interface SnapshotStatus {
	id: string;
	status: 'PENDING' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'EXPIRED';
	initiatedAt: number;
	completedAt?: number;
	appId: number;
}

/** HubSpot keeps the past 3 days. */
export const RETENTION_MS = 3 * 24 * 60 * 60_000;

/** The longest time between the first and the last event of a file. */
const FILE_SPAN_MS = 1_000;

const FIRST_SUBSCRIPTION_ID = 9_000_001;
const FIRST_FILTER_ID = 8_000_001;

/** Whether a record's current value passes one condition (text compared, numbers where both are numbers). */
function passes(condition: FilterCondition, record: CrmRecord): boolean {
	const value = record.properties[condition.property];
	const empty = value === undefined || value === '';
	const compare = (other: string | undefined): number => {
		const a = Number(value);
		const b = Number(other);
		return !empty && other !== undefined && Number.isFinite(a) && Number.isFinite(b)
			? a - b
			: String(value ?? '').localeCompare(String(other ?? ''));
	};
	const lower = String(value ?? '').toLowerCase();
	const wanted = String(condition.value ?? '').toLowerCase();
	switch (condition.operator) {
		case 'EQ':
			return !empty && lower === wanted;
		case 'N_EQ':
			return lower !== wanted;
		case 'LT':
			return !empty && compare(condition.value) < 0;
		case 'GT':
			return !empty && compare(condition.value) > 0;
		case 'LTE':
			return !empty && compare(condition.value) <= 0;
		case 'GTE':
			return !empty && compare(condition.value) >= 0;
		case 'CONTAINS':
			return !empty && lower.includes(wanted);
		case 'STARTS_WITH':
			return !empty && lower.startsWith(wanted);
		case 'ENDS_WITH':
			return !empty && lower.endsWith(wanted);
		case 'IN':
			return !empty && (condition.values ?? []).some((v) => v.toLowerCase() === lower);
		case 'NOT_IN':
			return !(condition.values ?? []).some((v) => v.toLowerCase() === lower);
		case 'IS_EMPTY':
			return empty;
		case 'IS_NOT_EMPTY':
			return !empty;
	}
}

/**
 * The journal of every app of the sandbox. CRM changes reach it through the CRM store's change feed;
 * each one is written once per subscription of the app that asks for it (its type, action, records,
 * properties and filters), to the app's open file. A read closes the open file first, so a reader
 * sees every event written before it asked; files older than 3 days are dropped.
 */
export class WebhooksJournal {
	private readonly subscriptions = new Map<number, JournalSubscription>();
	private readonly filters = new Map<number, JournalFilter>();
	private readonly subscriptionIds = new IdSequence(FIRST_SUBSCRIPTION_ID);
	private readonly filterIds = new IdSequence(FIRST_FILTER_ID);
	/** Closed files, oldest first. */
	private files: JournalFile[] = [];
	private readonly byOffset = new Map<string, JournalFile>();
	/** Events not yet in a file, per `${appId}:${portalId}`. */
	private readonly open = new Map<string, JournalEvent[]>();
	private readonly snapshots = new Map<string, SnapshotStatus>();

	/** @param eventsPerFile the most events a file holds (HubSpot's size is not published) */
	constructor(
		private readonly clock: Clock,
		feed: CrmChangeFeed,
		private readonly eventsPerFile: () => number,
	) {
		feed.subscribe((change) => this.record(change));
	}

	reset(): void {
		this.subscriptions.clear();
		this.filters.clear();
		this.subscriptionIds.reset();
		this.filterIds.reset();
		this.files = [];
		this.byOffset.clear();
		this.open.clear();
		this.snapshots.clear();
	}

	// Subscriptions

	/** The subscription a create-or-update replaces: same app, install, type, object type (and, for lists, nothing else). */
	private sameAs(
		candidate: Omit<JournalSubscription, 'id' | 'createdAt' | 'updatedAt'>,
	): JournalSubscription | undefined {
		return [...this.subscriptions.values()].find(
			(s) =>
				s.appId === candidate.appId &&
				s.portalId === candidate.portalId &&
				s.subscriptionType === candidate.subscriptionType &&
				s.objectTypeId === candidate.objectTypeId &&
				s.eventTypeId === candidate.eventTypeId,
		);
	}

	/** Creates the subscription, or updates the app's one of the same type for the same install and object type. */
	upsertSubscription(
		fields: Omit<JournalSubscription, 'id' | 'createdAt' | 'updatedAt'>,
	): JournalSubscription {
		const now = this.clock.iso();
		const existing = this.sameAs(fields);
		if (existing) {
			Object.assign(existing, fields, { updatedAt: now });
			return existing;
		}
		const created: JournalSubscription = {
			...fields,
			id: this.subscriptionIds.take(),
			createdAt: now,
			updatedAt: now,
		};
		this.subscriptions.set(created.id, created);
		return created;
	}

	subscriptionsOf(appId: number): JournalSubscription[] {
		return [...this.subscriptions.values()].filter((s) => s.appId === appId);
	}

	subscription(appId: number, id: number): JournalSubscription | undefined {
		const found = this.subscriptions.get(id);
		return found?.appId === appId ? found : undefined;
	}

	deleteSubscription(subscription: JournalSubscription): void {
		this.subscriptions.delete(subscription.id);
		for (const filter of this.filtersOf(subscription.id)) this.filters.delete(filter.id);
	}

	// Filters

	addFilter(subscriptionId: number, conditions: FilterCondition[]): JournalFilter {
		const filter: JournalFilter = {
			id: this.filterIds.take(),
			subscriptionId,
			createdAt: this.clock.now(),
			filter: { conditions },
		};
		this.filters.set(filter.id, filter);
		return filter;
	}

	filtersOf(subscriptionId: number): JournalFilter[] {
		return [...this.filters.values()].filter((f) => f.subscriptionId === subscriptionId);
	}

	/** A filter of one of the app's subscriptions. */
	filter(appId: number, id: number): JournalFilter | undefined {
		const found = this.filters.get(id);
		return found && this.subscription(appId, found.subscriptionId) ? found : undefined;
	}

	deleteFilter(filter: JournalFilter): void {
		this.filters.delete(filter.id);
	}

	// Writing

	/** Whether the subscription asks for this change (filters aside). */
	private wants(subscription: JournalSubscription, change: CrmChange): boolean {
		if (!subscription.actions.includes(change.action)) return false;
		if (subscription.portalId !== undefined && subscription.portalId !== ACCOUNT.hubId)
			return false;
		const ids = subscription.objectIds ?? [];
		if (ids.length > 0 && !ids.includes(change.record.id)) return false;
		switch (subscription.subscriptionType) {
			case 'LIST_MEMBERSHIP': {
				const lists = subscription.listIds ?? [];
				return lists.length === 0 || lists.includes(String(change.listId));
			}
			case 'ASSOCIATION': {
				const types = subscription.associatedObjectTypeIds ?? [];
				return (
					subscription.objectTypeId === change.record.type.typeId &&
					(types.length === 0 || types.includes(change.associated!.type.typeId))
				);
			}
			case 'OBJECT': {
				if (subscription.objectTypeId !== change.record.type.typeId) return false;
				const properties = subscription.properties ?? [];
				return (
					change.action !== 'UPDATE' ||
					properties.length === 0 ||
					Object.keys(change.propertyChanges ?? {}).some((p) => properties.includes(p))
				);
			}
			default:
				return subscription.objectTypeId === change.record.type.typeId;
		}
	}

	/**
	 * Whether the record passes the subscription's filters: the conditions of a filter all hold, and
	 * some filter passes (*uncertain*: HubSpot does not say how several filters combine).
	 */
	private passesFilters(subscription: JournalSubscription, record: CrmRecord): boolean {
		const filters = this.filtersOf(subscription.id);
		return (
			filters.length === 0 ||
			filters.some((f) => f.filter.conditions.every((condition) => passes(condition, record)))
		);
	}

	private record(change: CrmChange): void {
		for (const subscription of this.subscriptions.values()) {
			if (!this.wants(subscription, change) || !this.passesFilters(subscription, change.record))
				continue;
			const properties = subscription.properties ?? [];
			const propertyChanges =
				change.propertyChanges && properties.length > 0
					? Object.fromEntries(
							Object.entries(change.propertyChanges).filter(([name]) => properties.includes(name)),
						)
					: change.propertyChanges;
			this.write(subscription.appId, {
				type: subscription.subscriptionType,
				subscriptionId: subscription.id,
				portalId: ACCOUNT.hubId,
				occurredAt: this.clock.iso(),
				objectTypeId: change.record.type.typeId,
				objectId: Number(change.record.id),
				action: change.action,
				...(propertyChanges ? { propertyChanges } : {}),
				...(change.mergedObjectIds ? { mergedObjectIds: change.mergedObjectIds.map(Number) } : {}),
				...(change.associated
					? {
							associatedObjectTypeId: change.associated.type.typeId,
							associatedObjectId: Number(change.associated.id),
						}
					: {}),
				...(change.listId ? { listId: Number(change.listId) } : {}),
			});
		}
	}

	private write(appId: number, event: JournalEvent): void {
		const key = `${appId}:${event.portalId}`;
		// A file holds what was written within a second: events apart in time are in files apart in time.
		const first = this.open.get(key)?.[0];
		if (first && Date.parse(event.occurredAt) - Date.parse(first.occurredAt) > FILE_SPAN_MS)
			this.close(appId, event.portalId);
		const events = this.open.get(key) ?? [];
		this.open.set(key, events);
		events.push(event);
		if (events.length >= this.eventsPerFile()) this.close(appId, event.portalId);
	}

	/** Puts the app's (install's) open events in a file. */
	private close(appId: number, portalId: number): void {
		const key = `${appId}:${portalId}`;
		const events = this.open.get(key);
		if (!events?.length) return;
		this.open.delete(key);
		const file: JournalFile = {
			offset: randomUUID(),
			appId,
			portalId,
			publishedAt: Date.parse(events[0].occurredAt),
			events,
		};
		this.files.push(file);
		this.byOffset.set(file.offset, file);
	}

	/**
	 * `count` events of `action` on the records `firstObjectId`, `firstObjectId + 1`, ... of a type,
	 * written for every subscription that asks for that action on that type, as that many CRM changes
	 * would be (a backlog without CRM writes: no record stands behind them, so property lists and filters
	 * are not applied). Returns the subscriptions written for.
	 */
	appendEvents(
		objectTypeId: string,
		action: 'CREATE' | 'DELETE' | 'RESTORE',
		count: number,
		firstObjectId: number,
	): number[] {
		const asking = [...this.subscriptions.values()].filter(
			(s) =>
				s.subscriptionType === 'OBJECT' &&
				s.objectTypeId === objectTypeId &&
				s.actions.includes(action),
		);
		const occurredAt = this.clock.iso();
		for (const subscription of asking) {
			for (let n = 0; n < count; n++) {
				this.write(subscription.appId, {
					type: 'OBJECT',
					subscriptionId: subscription.id,
					portalId: ACCOUNT.hubId,
					occurredAt,
					objectTypeId,
					objectId: firstObjectId + n,
					action,
				});
			}
		}
		return asking.map((s) => s.id);
	}

	/** A snapshot of a record's current values, written as a SNAPSHOT event whatever the subscriptions. */
	snapshot(appId: number, record: CrmRecord, properties: string[]): SnapshotStatus {
		const now = this.clock.now();
		const values = Object.fromEntries(
			properties.map((name) => [name, record.properties[name] ?? null]),
		);
		this.write(appId, {
			type: 'OBJECT',
			subscriptionId: 0,
			portalId: ACCOUNT.hubId,
			occurredAt: this.clock.iso(now),
			objectTypeId: record.type.typeId,
			objectId: Number(record.id),
			action: 'SNAPSHOT',
			propertyChanges: values,
		});
		const status: SnapshotStatus = {
			id: randomUUID(),
			status: 'SUCCESS',
			initiatedAt: now,
			completedAt: now,
			appId,
		};
		this.snapshots.set(status.id, status);
		return status;
	}

	snapshotStatus(appId: number, id: string): SnapshotStatus | undefined {
		const found = this.snapshots.get(id);
		return found?.appId === appId ? found : undefined;
	}

	// Reading

	/**
	 * The files a reader sees, oldest first: the app's (one install's when `portalId` is given), after
	 * closing the open ones and dropping those past retention.
	 */
	readable(appId: number, portalId?: number): JournalFile[] {
		for (const key of [...this.open.keys()]) {
			const [app, portal] = key.split(':').map(Number);
			if (app === appId) this.close(app, portal);
		}
		const oldest = this.clock.now() - RETENTION_MS;
		const expired = this.files.filter((file) => file.publishedAt < oldest);
		if (expired.length) {
			for (const file of expired) this.byOffset.delete(file.offset);
			this.files = this.files.filter((file) => file.publishedAt >= oldest);
		}
		return this.files.filter(
			(file) => file.appId === appId && (portalId === undefined || file.portalId === portalId),
		);
	}

	/** The file at an offset, if the reader may see it and it is still kept. */
	at(appId: number, offset: string, portalId?: number): JournalFile | undefined {
		const file = this.byOffset.get(offset);
		if (!file || file.appId !== appId || (portalId !== undefined && file.portalId !== portalId))
			return undefined;
		return this.readable(appId, portalId).includes(file) ? file : undefined;
	}

	/** A file by offset whatever the reader (pre-signed URLs carry no token). */
	file(offset: string): JournalFile | undefined {
		return this.byOffset.get(offset);
	}
}
