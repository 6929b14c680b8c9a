import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import type { CrmRecord } from '../shared/crm/records';
import { SEARCH_LIMITS } from '../shared/crm/searchFilters';
import { hubSpotApi } from '../shared/transport/transport';
import type { Change } from './changes';
import type { TriggerSettings } from './settings';
import { recordEndpoints } from '../shared/crm/records';

/** One watched property's change since the record was last seen. */
export interface PropertyChange {
	oldValue: string | null;
	newValue: string | null;
	/** When the newest of the changes was written. */
	changedAt: string;
}

/** A changed record with the watched properties that changed. */
export interface ChangedRecord {
	change: Change;
	/** The watched properties' current values. */
	values: IDataObject;
	changes: Record<string, PropertyChange>;
}

interface HistoryEntry {
	value?: string | null;
	timestamp?: string;
}

interface RecordWithHistory extends CrmRecord {
	propertiesWithHistory?: Record<string, HistoryEntry[]>;
}

/** Ids per batch read with property histories (HubSpot allows 50 then, 100 without). */
const BATCH_READ_MAX = 50;

/** Share of a poll's reading time its searches get: each page of results costs this many history reads more. */
export const SEARCH_SHARE_WITH_HISTORIES = 1 / (1 + SEARCH_LIMITS.pageSize / BATCH_READ_MAX);

/** The watched properties of the records, with their histories; archived records are missing. */
async function readHistories(
	ctx: IPollFunctions,
	settings: TriggerSettings,
	ids: string[],
): Promise<Map<string, RecordWithHistory>> {
	const found = new Map<string, RecordWithHistory>();
	for (let start = 0; start < ids.length; start += BATCH_READ_MAX) {
		const inputs = ids.slice(start, start + BATCH_READ_MAX).map((id) => ({ id }));
		const { results = [] } = await hubSpotApi<{ results?: RecordWithHistory[] }>(ctx, {
			method: 'POST',
			endpoint: recordEndpoints(settings.objectType).batchRead,
			segments: { objectType: settings.objectType },
			body: { inputs, properties: settings.watched, propertiesWithHistory: settings.watched },
			idempotent: true,
			itemIndex: 0,
		});
		for (const record of results) found.set(record.id, record);
	}
	return found;
}

/**
 * A property's change after `since` (epoch milliseconds): its value then and now, from the property's
 * history, or undefined when it was not written since or is back at the same value.
 */
function changeAfter(
	history: HistoryEntry[],
	current: string | null,
	since: number,
): PropertyChange | undefined {
	const entries = history
		.map((entry) => ({ value: entry.value ?? null, at: Date.parse(String(entry.timestamp ?? '')) }))
		.filter((entry) => !Number.isNaN(entry.at))
		.sort((a, b) => b.at - a.at);
	const newer = entries.filter((entry) => entry.at > since);
	if (newer.length === 0) return undefined;
	const oldValue = entries.find((entry) => entry.at <= since)?.value ?? null;
	if (oldValue === current) return undefined;
	return { oldValue, newValue: current, changedAt: new Date(newer[0].at).toISOString() };
}

/**
 * The records among `changes` whose watched properties changed since each was last seen (`seenAt`
 * gives that time for a record id). Search answers hold no history, so the histories of the watched
 * properties are read in batches; a record read twice in one poll counts once, at its newest version.
 */
export async function propertyChanges(
	ctx: IPollFunctions,
	settings: TriggerSettings,
	changes: Change[],
	seenAt: (id: string) => number,
): Promise<ChangedRecord[]> {
	const newest = new Map<string, Change>();
	for (const change of changes) newest.set(change.record.id, change);
	const histories = await readHistories(ctx, settings, [...newest.keys()]);
	const changed: ChangedRecord[] = [];
	for (const change of newest.values()) {
		const read = histories.get(change.record.id);
		if (!read) continue;
		const values: IDataObject = {};
		const found: Record<string, PropertyChange> = {};
		for (const property of settings.watched) {
			const current = (read.properties?.[property] as string | null | undefined) ?? null;
			values[property] = current;
			const propertyChange = changeAfter(
				read.propertiesWithHistory?.[property] ?? [],
				current,
				seenAt(change.record.id),
			);
			if (propertyChange) found[property] = propertyChange;
		}
		if (Object.keys(found).length > 0) changed.push({ change, values, changes: found });
	}
	return changed.sort((a, b) => a.change.at - b.change.at);
}
