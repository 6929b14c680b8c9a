import type { IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { CrmRecord } from '../shared/crm/records';
import type { FilterGroup, SearchFilter } from '../shared/crm/searchFilters';
import { SEARCH_LIMITS } from '../shared/crm/searchFilters';
import { searchPage, searchRecords } from '../shared/crm/searchRecords';
import { lowerBound, wasSeen, type PollCursor } from './cursor';
import type { TriggerSettings } from './settings';

/** One record version found by a poll, with its timestamp. */
export interface Change {
	record: CrmRecord;
	at: number;
}

export interface ReadResult {
	/** New versions, oldest first. */
	changes: Change[];
	/** The same versions as id -> timestamp: what the cursor moves past. */
	read: Map<string, number>;
}

const NO_ITEM = 0;

/**
 * A record's timestamp as epoch milliseconds (HubSpot answers ISO 8601, filters take milliseconds):
 * its timestamp property, or the record's `createdAt`/`updatedAt`, which mirror the two.
 */
function timestampOf(ctx: IPollFunctions, record: CrmRecord, settings: TriggerSettings): number {
	const value = String(record.properties?.[settings.timestamp] ?? '');
	const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
	if (!Number.isNaN(ms)) return ms;
	const mirrored = Date.parse(
		String((settings.event === 'created' ? record.createdAt : record.updatedAt) ?? ''),
	);
	if (!Number.isNaN(mirrored)) return mirrored;
	// Without a time the record cannot be placed in the stream: failing keeps the cursor where it was.
	throw new NodeOperationError(
		ctx.getNode(),
		`HubSpot's search answered record ${record.id} without its ${settings.timestamp}`,
	);
}

/** The user's filter groups, each with `filter` added (or `filter` alone). */
function withFilter(groups: FilterGroup[], filter: SearchFilter): FilterGroup[] {
	return groups.length === 0
		? [{ filters: [filter] }]
		: groups.map((group) => ({ filters: [...group.filters, filter] }));
}

/** The properties every search asks for: the output's, the timestamp's, and the watched ones. */
function askedProperties(settings: TriggerSettings): string[] | undefined {
	if (settings.properties.length === 0) return undefined;
	return [...new Set([...settings.properties, settings.timestamp, ...settings.watched])];
}

/**
 * Reads every version of a record newer than the cursor's window, oldest first, until the searches
 * run out or `deadline` (epoch milliseconds) passes. Each page is its own search from the last
 * timestamp read (keyset paging): HubSpot pages no deeper than 10,000 results, and an offset into a
 * sort by modification time shifts when a record read earlier is modified again, which skips a
 * record. A page that holds nothing but one timestamp is read in full by id, as the Search operation
 * reads past 10,000 results, before the next search starts one millisecond later. Versions read
 * before (the overlap window, the first records of each page) are dropped.
 */
export async function readChanges(
	ctx: IPollFunctions,
	settings: TriggerSettings,
	cursor: PollCursor,
	deadline: number,
): Promise<ReadResult> {
	const properties = askedProperties(settings);
	const changes: Change[] = [];
	const read = new Map<string, number>();
	const take = (records: CrmRecord[]) => {
		for (const record of records) {
			const at = timestampOf(ctx, record, settings);
			if (wasSeen(cursor, record.id, at) || (read.get(record.id) ?? -Infinity) >= at) continue;
			read.set(record.id, at);
			changes.push({ record, at });
		}
	};
	let from = lowerBound(cursor, settings.overlapMs);
	for (;;) {
		const since: SearchFilter = {
			propertyName: settings.timestamp,
			operator: 'GTE',
			value: String(from),
		};
		const page = await searchPage(
			ctx,
			settings.objectType,
			{
				filterGroups: withFilter(settings.filterGroups, since),
				sorts: [settings.timestamp],
				limit: SEARCH_LIMITS.pageSize,
				...(properties ? { properties } : {}),
			},
			NO_ITEM,
		);
		const results = page.results ?? [];
		take(results);
		if (results.length < SEARCH_LIMITS.pageSize) return { changes, read };
		const last = timestampOf(ctx, results[results.length - 1], settings);
		if (last <= from) {
			const at: SearchFilter = {
				propertyName: settings.timestamp,
				operator: 'EQ',
				value: String(from),
			};
			take(
				await searchRecords(
					ctx,
					settings.objectType,
					{
						filterGroups: withFilter(settings.filterGroups, at),
						...(properties ? { properties } : {}),
					},
					{ returnAll: true, limit: SEARCH_LIMITS.pageSize },
					NO_ITEM,
				),
			);
			from += 1;
		} else {
			from = last;
		}
		if (Date.now() >= deadline) return { changes, read };
	}
}

/** The newest few records of the search, newest first: what a manual test run shows. */
export async function latestRecords(
	ctx: IPollFunctions,
	settings: TriggerSettings,
	count: number,
): Promise<Change[]> {
	const properties = askedProperties(settings);
	const filterGroups = settings.filterGroups;
	const page = await searchPage(
		ctx,
		settings.objectType,
		{
			filterGroups,
			sorts: [`-${settings.timestamp}`],
			limit: count,
			...(properties ? { properties } : {}),
		},
		NO_ITEM,
	);
	return (page.results ?? []).map((record) => ({ record, at: timestampOf(ctx, record, settings) }));
}
