import type { Clock } from '../clock';
import type { EventBus } from '../events';
import { CrmChangeFeed } from './crmChanges';
import { OBJECT_TYPES, storedValues, type ObjectTypeDefinition } from './objectTypes';

export interface HistoryEntry {
	value: string;
	timestamp: string;
	sourceType: string;
	sourceId?: string;
}

export interface CrmRecord {
	id: string;
	type: ObjectTypeDefinition;
	properties: Record<string, string>;
	history: Record<string, HistoryEntry[]>;
	createdAt: string;
	updatedAt: string;
	archived: boolean;
	archivedAt?: string;
	objectWriteTraceId?: string;
	/** When the search index holds the record's last write (epoch milliseconds). */
	indexedAt: number;
}

export interface TypeRecords {
	/** Records by id. */
	byId: Map<string, CrmRecord>;
	/** Ids in creation order (ascending ids). */
	order: string[];
}

const FIRST_ID = 1_000_001;

/**
 * Records of every CRM type, their associations, and the events their changes cause. Ids come from
 * one increasing sequence, so creation order and `hs_object_id` order agree.
 */
export class CrmStore {
	private readonly records = new Map<string, TypeRecords>();

	/** Every write's change per record, for the webhooks journal. */
	readonly changes = new CrmChangeFeed();

	/** `${typeName}:${id}` → target type name → associated ids. */
	private readonly associations = new Map<string, Map<string, Set<string>>>();

	private nextId = FIRST_ID;

	/** Ids merged away (`${typeName}:${id}`) → the id of the record the merge made: they keep resolving to it. */
	private readonly mergedInto = new Map<string, string>();

	/** Contact e-mail addresses (lower case) a privacy deletion blocklisted: no contact may be created with them. */
	private readonly blocklist = new Set<string>();

	/**
	 * Which of these file ids name no file of the file manager: an activity's `hs_attachment_ids` must
	 * name existing files. The files area answers it (api/index.ts); alone, the CRM knows no file.
	 */
	missingFiles: (ids: string[]) => string[] = (ids) => ids;

	/** Records by a unique property's value (`${type}:${property}:${value}`): upserts and unique checks look up here. */
	private readonly byUniqueValue = new Map<string, Set<CrmRecord>>();

	/**
	 * @param searchIndexDelayMs how long each write stays out of search results from the moment it
	 * is made, as the real search index lags writes
	 */
	constructor(
		private readonly clock: Clock,
		private readonly bus: EventBus,
		private readonly searchIndexDelayMs: () => number = () => 0,
	) {
		this.clear();
	}

	clear(): void {
		this.records.clear();
		this.associations.clear();
		this.byUniqueValue.clear();
		this.mergedInto.clear();
		this.blocklist.clear();
		this.nextId = FIRST_ID;
		for (const type of OBJECT_TYPES) this.records.set(type.name, { byId: new Map(), order: [] });
	}

	/** A type's records; a custom object created since the last reset starts without any. */
	of(type: ObjectTypeDefinition): TypeRecords {
		let records = this.records.get(type.name);
		if (!records) this.records.set(type.name, (records = { byId: new Map(), order: [] }));
		return records;
	}

	/** The record of an id; an id merged away answers the record the merge made (which may have been merged since). */
	get(type: ObjectTypeDefinition, id: string): CrmRecord | undefined {
		let current = id;
		for (
			let next = this.mergedInto.get(`${type.name}:${current}`);
			next !== undefined;
			next = this.mergedInto.get(`${type.name}:${current}`)
		)
			current = next;
		return this.of(type).byId.get(current);
	}

	/** Whether a privacy deletion blocklisted the address (contacts' `email`). */
	isBlocklisted(type: ObjectTypeDefinition, email: string | undefined): boolean {
		return (
			type.name === 'contacts' &&
			email !== undefined &&
			this.blocklist.has(email.trim().toLowerCase())
		);
	}

	/** A privacy deletion by an address no contact has: the address is blocklisted all the same. */
	blocklistEmail(email: string): void {
		this.blocklist.add(email.trim().toLowerCase());
	}

	/** The live (or archived) record whose unique property has this value; the oldest if several have. */
	findByProperty(
		type: ObjectTypeDefinition,
		property: string,
		value: string,
		archived = false,
	): CrmRecord | undefined {
		const candidates = this.isUnique(type, property)
			? [...(this.byUniqueValue.get(uniqueKey(type, property, value)) ?? [])]
			: this.of(type).order.map((id) => this.of(type).byId.get(id)!);
		return candidates
			.filter((record) => record.archived === archived && record.properties[property] === value)
			.reduce<
				CrmRecord | undefined
			>((oldest, record) => (oldest && Number(oldest.id) < Number(record.id) ? oldest : record), undefined);
	}

	private isUnique(type: ObjectTypeDefinition, property: string): boolean {
		return type.properties.some((p) => p.name === property && p.unique);
	}

	/** Keeps the index of unique values in step with a record's property that changes from `before`. */
	private indexUnique(record: CrmRecord, property: string, before: string | undefined): void {
		if (!this.isUnique(record.type, property)) return;
		if (before !== undefined)
			this.byUniqueValue.get(uniqueKey(record.type, property, before))?.delete(record);
		const after = record.properties[property];
		if (after === undefined) return;
		const key = uniqueKey(record.type, property, after);
		const holders = this.byUniqueValue.get(key) ?? new Set<CrmRecord>();
		this.byUniqueValue.set(key, holders.add(record));
	}

	private event(
		type: ObjectTypeDefinition,
		subscription: string,
		objectId: string,
		extra: Record<string, unknown> = {},
	): void {
		this.bus.publish({
			subscriptionType: `${type.eventPrefix}.${subscription}`,
			objectId: Number(objectId),
			...(type.eventPrefix === 'object' ? { objectTypeId: type.typeId } : {}),
			changeSource: 'INTEGRATION',
			...extra,
		});
	}

	create(
		type: ObjectTypeDefinition,
		properties: Record<string, string>,
		options: { silent?: boolean; at?: number; objectWriteTraceId?: string } = {},
	): CrmRecord {
		const id = String(this.nextId++);
		const at = this.clock.iso(options.at);
		const record: CrmRecord = {
			id,
			type,
			properties: {
				...storedValues(type, properties),
				hs_object_id: id,
				[type.timestamps.created]: at,
				[type.timestamps.lastModified]: at,
			},
			history: {},
			createdAt: at,
			updatedAt: at,
			archived: false,
			objectWriteTraceId: options.objectWriteTraceId,
			indexedAt: this.indexedFromNow(),
		};
		for (const [name, value] of Object.entries(record.properties)) {
			record.history[name] = [
				{ value, timestamp: at, sourceType: options.silent ? 'IMPORT' : 'INTEGRATION' },
			];
		}
		this.of(type).byId.set(id, record);
		this.of(type).order.push(id);
		for (const name of Object.keys(record.properties)) this.indexUnique(record, name, undefined);
		if (!options.silent) {
			this.event(type, 'creation', id, { changeFlag: 'CREATED' });
			this.changes.publish({ action: 'CREATE', record });
		}
		return record;
	}

	/** Applies a partial update; an empty string clears. Returns the properties that changed. */
	update(
		record: CrmRecord,
		properties: Record<string, string>,
		objectWriteTraceId?: string,
	): string[] {
		const at = this.clock.iso();
		const changed: string[] = [];
		const stored = storedValues(record.type, properties);
		for (const [name, value] of Object.entries(stored)) {
			if ((record.properties[name] ?? '') === value) continue;
			changed.push(name);
			const before = record.properties[name];
			if (value === '') delete record.properties[name];
			else record.properties[name] = value;
			this.indexUnique(record, name, before);
			(record.history[name] ??= []).unshift({ value, timestamp: at, sourceType: 'INTEGRATION' });
		}
		if (objectWriteTraceId) record.objectWriteTraceId = objectWriteTraceId;
		if (changed.length === 0) return changed;
		record.updatedAt = at;
		record.properties[record.type.timestamps.lastModified] = at;
		record.indexedAt = this.indexedFromNow();
		for (const name of changed) {
			this.event(record.type, 'propertyChange', record.id, {
				propertyName: name,
				propertyValue: stored[name],
			});
		}
		this.changes.publish({
			action: 'UPDATE',
			record,
			propertyChanges: Object.fromEntries(
				changed.map((name) => [name, stored[name] === '' ? null : stored[name]]),
			),
		});
		return changed;
	}

	/** When a write made now reaches the search index. */
	private indexedFromNow(): number {
		return this.clock.now() + this.searchIndexDelayMs();
	}

	archive(record: CrmRecord): void {
		if (record.archived) return;
		record.archived = true;
		record.archivedAt = this.clock.iso();
		this.event(record.type, 'deletion', record.id, { changeFlag: 'DELETED' });
		this.changes.publish({ action: 'DELETE', record });
	}

	restore(record: CrmRecord): void {
		if (!record.archived) return;
		record.archived = false;
		delete record.archivedAt;
		record.updatedAt = this.clock.iso();
		record.properties[record.type.timestamps.lastModified] = record.updatedAt;
		record.indexedAt = this.indexedFromNow();
		this.event(record.type, 'restore', record.id);
		this.changes.publish({ action: 'RESTORE', record });
	}

	/**
	 * A privacy deletion: the record and its associations are gone for good (no restore), and its
	 * e-mail addresses (primary and additional) are blocklisted, as HubSpot's knowledge base says.
	 */
	gdprDelete(record: CrmRecord): void {
		this.remove(record);
		if (record.type.name === 'contacts') {
			for (const email of [
				record.properties.email,
				...(record.properties.hs_additional_emails ?? '').split(';'),
			])
				if (email) this.blocklistEmail(email);
		}
		this.bus.publish({
			subscriptionType: 'contact.privacyDeletion',
			objectId: Number(record.id),
			changeSource: 'GDPR',
		});
		this.changes.publish({ action: 'GDPR_DELETE', record });
	}

	/** Takes a record out of its type, the unique-value index and every association, both directions. */
	private remove(record: CrmRecord): Map<string, Set<string>> {
		const records = this.of(record.type);
		records.byId.delete(record.id);
		records.order.splice(records.order.indexOf(record.id), 1);
		for (const name of Object.keys(record.properties))
			this.byUniqueValue.get(uniqueKey(record.type, name, record.properties[name]))?.delete(record);
		const associations =
			this.associations.get(`${record.type.name}:${record.id}`) ?? new Map<string, Set<string>>();
		for (const [toType, ids] of associations) {
			for (const toId of ids)
				this.associations.get(`${toType}:${toId}`)?.get(record.type.name)?.delete(record.id);
		}
		this.associations.delete(`${record.type.name}:${record.id}`);
		return associations;
	}

	/**
	 * HubSpot's merge: a new record with a new id replaces both; their ids resolve to it from then on.
	 * The primary's current values win and the other's fill its gaps; both histories are kept (the
	 * primary's first); the associations of both are combined, the primary's first, the two records'
	 * association with each other dropped. Returns the new record.
	 */
	merge(primary: CrmRecord, secondary: CrmRecord): CrmRecord {
		const type = primary.type;
		const id = String(this.nextId++);
		const at = this.clock.iso();
		// An empty value is no value: the other record's fills it.
		const primaryValues = Object.fromEntries(
			Object.entries(primary.properties).filter(([, value]) => value !== ''),
		);
		const properties: Record<string, string> = {
			...secondary.properties,
			...primaryValues,
			hs_object_id: id,
			[type.timestamps.lastModified]: at,
		};
		const moved = Object.keys(secondary.properties).filter(
			(name) => primaryValues[name] === undefined,
		).length;
		if (
			type.name === 'contacts' &&
			secondary.properties.email &&
			primary.properties.email &&
			secondary.properties.email !== primary.properties.email
		) {
			properties.hs_additional_emails = [
				primary.properties.hs_additional_emails,
				secondary.properties.email,
				secondary.properties.hs_additional_emails,
			]
				.filter(Boolean)
				.join(';');
		}
		const history: Record<string, HistoryEntry[]> = {};
		for (const name of new Set([
			...Object.keys(primary.history),
			...Object.keys(secondary.history),
		])) {
			history[name] = [...(primary.history[name] ?? []), ...(secondary.history[name] ?? [])];
		}
		history.hs_object_id = [{ value: id, timestamp: at, sourceType: 'MERGE' }];
		const record: CrmRecord = {
			id,
			type,
			properties,
			history,
			createdAt: primary.createdAt,
			updatedAt: at,
			archived: false,
			indexedAt: this.indexedFromNow(),
		};
		const associations = [this.remove(primary), this.remove(secondary)];
		for (const old of [primary, secondary]) this.mergedInto.set(`${type.name}:${old.id}`, id);
		this.of(type).byId.set(id, record);
		this.of(type).order.push(id);
		for (const name of Object.keys(properties)) this.indexUnique(record, name, undefined);
		for (const targets of associations) {
			for (const [toTypeName, ids] of targets) {
				const toType = OBJECT_TYPES.find((t) => t.name === toTypeName)!;
				for (const toId of ids)
					if (!(toType === type && (toId === primary.id || toId === secondary.id)))
						this.associate(type, id, toType, toId, true);
			}
		}
		this.event(type, 'merge', id, {
			primaryObjectId: Number(primary.id),
			mergedObjectIds: [Number(secondary.id)],
			newObjectId: Number(id),
			numberOfPropertiesMoved: moved,
		});
		this.changes.publish({ action: 'MERGE', record, mergedObjectIds: [primary.id, secondary.id] });
		return record;
	}

	associate(
		fromType: ObjectTypeDefinition,
		fromId: string,
		toType: ObjectTypeDefinition,
		toId: string,
		silent = false,
	): void {
		const link = (
			aType: ObjectTypeDefinition,
			aId: string,
			bType: ObjectTypeDefinition,
			bId: string,
		) => {
			const key = `${aType.name}:${aId}`;
			const targets = this.associations.get(key) ?? new Map<string, Set<string>>();
			this.associations.set(key, targets);
			const ids = targets.get(bType.name) ?? new Set<string>();
			targets.set(bType.name, ids);
			const added = !ids.has(bId);
			ids.add(bId);
			return added;
		};
		const added = link(fromType, fromId, toType, toId);
		link(toType, toId, fromType, fromId);
		if (added && !silent) {
			this.event(fromType, 'associationChange', fromId, {
				associationType: associationTypeName(fromType, toType),
				fromObjectId: Number(fromId),
				toObjectId: Number(toId),
				associationRemoved: false,
				isPrimaryAssociation: false,
			});
			this.publishAssociation('ASSOCIATION_ADDED', fromType, fromId, toType, toId);
		}
	}

	/** Removes the association of two records (both directions); false when there was none. */
	dissociate(
		fromType: ObjectTypeDefinition,
		fromId: string,
		toType: ObjectTypeDefinition,
		toId: string,
	): boolean {
		const removed =
			this.associations.get(`${fromType.name}:${fromId}`)?.get(toType.name)?.delete(toId) ?? false;
		this.associations.get(`${toType.name}:${toId}`)?.get(fromType.name)?.delete(fromId);
		if (removed) {
			this.event(fromType, 'associationChange', fromId, {
				associationType: associationTypeName(fromType, toType),
				fromObjectId: Number(fromId),
				toObjectId: Number(toId),
				associationRemoved: true,
				isPrimaryAssociation: false,
			});
			this.publishAssociation('ASSOCIATION_REMOVED', fromType, fromId, toType, toId);
		}
		return removed;
	}

	private publishAssociation(
		action: 'ASSOCIATION_ADDED' | 'ASSOCIATION_REMOVED',
		fromType: ObjectTypeDefinition,
		fromId: string,
		toType: ObjectTypeDefinition,
		toId: string,
	): void {
		const record = this.get(fromType, fromId);
		if (record) this.changes.publish({ action, record, associated: { type: toType, id: toId } });
	}

	associated(
		fromType: ObjectTypeDefinition,
		fromId: string,
		toType: ObjectTypeDefinition,
	): string[] {
		const ids = [...(this.associations.get(`${fromType.name}:${fromId}`)?.get(toType.name) ?? [])];
		return ids.filter((id) => this.get(toType, id)?.archived === false);
	}
}

export const associationTypeName = (from: ObjectTypeDefinition, to: ObjectTypeDefinition): string =>
	`${from.singular}_to_${to.singular}`;

const uniqueKey = (type: ObjectTypeDefinition, property: string, value: string): string =>
	`${type.name}:${property}:${value}`;
