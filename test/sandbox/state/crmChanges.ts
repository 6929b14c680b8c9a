import type { CrmRecord } from './crmStore';
import type { ObjectTypeDefinition } from './objectTypes';

/** What a CRM write did to one record, in the words of HubSpot's webhooks journal (its `action`). */
export type CrmChangeAction =
	| 'CREATE'
	| 'UPDATE'
	| 'DELETE'
	| 'MERGE'
	| 'RESTORE'
	| 'ASSOCIATION_ADDED'
	| 'ASSOCIATION_REMOVED'
	| 'ADDED_TO_LIST'
	| 'REMOVED_FROM_LIST'
	| 'GDPR_DELETE';

/** One record's change, published by the CRM and list stores after the write is applied. */
export interface CrmChange {
	action: CrmChangeAction;
	record: CrmRecord;
	/** UPDATE: the properties the write changed, with their new values (null when cleared). */
	propertyChanges?: Record<string, string | null>;
	/** MERGE: the ids merged into the record. */
	mergedObjectIds?: string[];
	/** ASSOCIATION_*: the record at the other end. */
	associated?: { type: ObjectTypeDefinition; id: string };
	/** *_LIST: the list. */
	listId?: string;
}

type Listener = (change: CrmChange) => void;

/**
 * The hook other areas hang on the CRM writes (the webhooks journal): one typed change per record
 * and write, where the webhook bus has one notification per property.
 */
export class CrmChangeFeed {
	private readonly listeners: Listener[] = [];

	subscribe(listener: Listener): void {
		this.listeners.push(listener);
	}

	publish(change: CrmChange): void {
		for (const listener of this.listeners) listener(change);
	}
}
