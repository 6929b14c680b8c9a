import type { Clock } from '../clock';
import { IdSequence } from '../ids';
import type { CrmStore } from './crmStore';
import type { ObjectTypeDefinition } from './objectTypes';

export type ProcessingType = 'MANUAL' | 'SNAPSHOT' | 'DYNAMIC';

export const PROCESSING_TYPES: readonly ProcessingType[] = ['MANUAL', 'SNAPSHOT', 'DYNAMIC'];

/** A list (segment) of the account, with its members: record id → time added. */
export interface StoredList {
	listId: string;
	listVersion: number;
	name: string;
	type: ObjectTypeDefinition;
	processingType: ProcessingType;
	createdAt: string;
	updatedAt: string;
	filtersUpdatedAt?: string;
	/** Kept as given: the service evaluates it, the sandbox never does (DYNAMIC lists stay empty). */
	filterBranch?: Record<string, unknown>;
	deletedAt?: string;
	members: Map<string, string>;
	lastAddedAt?: string;
	lastRemovedAt?: string;
}

/** What a membership write did: ids added (or removed), and ids of no live record of the list's type. */
export interface MembershipChange {
	changed: string[];
	missing: string[];
}

const FIRST_LIST_ID = 101;

/** The account's lists; members are checked against the CRM store (live records of the list's type). */
export class ListStore {
	private readonly lists = new Map<string, StoredList>();
	private readonly ids = new IdSequence(FIRST_LIST_ID);

	constructor(
		private readonly clock: Clock,
		private readonly records: CrmStore,
	) {}

	clear(): void {
		this.lists.clear();
		this.ids.reset();
	}

	create(
		name: string,
		type: ObjectTypeDefinition,
		processingType: ProcessingType,
		filterBranch?: Record<string, unknown>,
	): StoredList {
		const now = this.clock.iso();
		const list: StoredList = {
			listId: String(this.ids.take()),
			listVersion: 1,
			name,
			type,
			processingType,
			createdAt: now,
			updatedAt: now,
			...(filterBranch ? { filterBranch, filtersUpdatedAt: now } : {}),
			members: new Map(),
		};
		this.lists.set(list.listId, list);
		return list;
	}

	/** A list that is not deleted. */
	get(listId: string): StoredList | undefined {
		const list = this.lists.get(listId);
		return list && !list.deletedAt ? list : undefined;
	}

	/** Live lists, oldest first. */
	all(): StoredList[] {
		return [...this.lists.values()].filter((list) => !list.deletedAt);
	}

	/** Names are unique across live lists, compared without case. */
	findByName(name: string, type?: ObjectTypeDefinition): StoredList | undefined {
		const wanted = name.toLowerCase();
		return this.all().find(
			(list) => list.name.toLowerCase() === wanted && (!type || list.type === type),
		);
	}

	delete(list: StoredList): void {
		list.deletedAt = this.clock.iso();
	}

	add(list: StoredList, recordIds: string[]): MembershipChange {
		const now = this.clock.iso();
		const change: MembershipChange = { changed: [], missing: [] };
		for (const id of new Set(recordIds)) {
			const record = this.records.get(list.type, id);
			if (!record || record.archived) change.missing.push(id);
			else if (!list.members.has(id)) {
				list.members.set(id, now);
				change.changed.push(id);
				this.records.changes.publish({ action: 'ADDED_TO_LIST', record, listId: list.listId });
			}
		}
		if (change.changed.length) list.updatedAt = list.lastAddedAt = now;
		return change;
	}

	remove(list: StoredList, recordIds: string[]): MembershipChange {
		const now = this.clock.iso();
		const change: MembershipChange = { changed: [], missing: [] };
		for (const id of new Set(recordIds)) {
			const record = this.records.get(list.type, id);
			if (!record || record.archived) change.missing.push(id);
			else if (list.members.delete(id)) {
				change.changed.push(id);
				this.records.changes.publish({ action: 'REMOVED_FROM_LIST', record, listId: list.listId });
			}
		}
		if (change.changed.length) list.updatedAt = list.lastRemovedAt = now;
		return change;
	}

	/** Members in ascending record id order. */
	membersOf(list: StoredList): Array<{ recordId: string; membershipTimestamp: string }> {
		return [...list.members.entries()]
			.sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
			.map(([recordId, membershipTimestamp]) => ({ recordId, membershipTimestamp }));
	}
}
