import type { IDataObject } from 'n8n-workflow';
import type { TriggerSettings } from './settings';

/**
 * Where the trigger is in a type's stream of changes, kept in the node's static data between polls.
 * Every change whose timestamp is older than `newest - overlap` has been read; the versions read at
 * or after that are in `seen`, so the next poll can search that window again (the search index shows
 * some writes late) and drop what it already emitted.
 */
export interface PollCursor {
	/** The search the cursor belongs to: another type, event or property starts afresh. */
	search: string;
	/** Nothing older is ever searched: the first poll's start. */
	floor: number;
	/** The newest timestamp read (epoch milliseconds). */
	newest: number;
	/** Record id -> timestamp of its newest version read, for versions in the overlap window. */
	seen: Record<string, number>;
}

/** Where in the static data the cursor lives. */
const KEY = 'crmPollCursor';

/** The identity of what a cursor follows. */
export const searchKey = (settings: TriggerSettings): string => `${settings.objectType}|${settings.timestamp}|${settings.event}`;

function isCursor(value: unknown): value is PollCursor {
	const cursor = value as PollCursor | undefined;
	return (
		typeof cursor === 'object' &&
		cursor !== null &&
		typeof cursor.search === 'string' &&
		Number.isFinite(cursor.floor) &&
		Number.isFinite(cursor.newest) &&
		typeof cursor.seen === 'object' &&
		cursor.seen !== null
	);
}

/** The stored cursor of this search, or a new one starting at `start`. */
export function loadCursor(staticData: IDataObject, settings: TriggerSettings, start: number): PollCursor {
	const stored = staticData[KEY];
	if (isCursor(stored) && stored.search === searchKey(settings)) return stored;
	return { search: searchKey(settings), floor: start, newest: start, seen: {} };
}

/** The lowest timestamp the next search asks for: the overlap window behind the newest change read. */
export const lowerBound = (cursor: PollCursor, overlapMs: number): number => Math.max(cursor.floor, cursor.newest - overlapMs);

/** Whether this version of a record was read before (by this poll or an earlier one). */
export const wasSeen = (cursor: PollCursor, id: string, at: number): boolean => (cursor.seen[id] ?? -Infinity) >= at;

/**
 * The cursor after a poll read `read` (id -> timestamp): the newest timestamp moves forward, and
 * `seen` keeps only the versions still inside the overlap window.
 */
export function advance(cursor: PollCursor, read: Map<string, number>, overlapMs: number): PollCursor {
	let newest = cursor.newest;
	for (const at of read.values()) newest = Math.max(newest, at);
	const next: PollCursor = { search: cursor.search, floor: cursor.floor, newest, seen: {} };
	const keepFrom = lowerBound(next, overlapMs);
	const versions: Array<[string, number]> = [...Object.entries(cursor.seen), ...read.entries()];
	for (const [id, at] of versions) {
		if (at >= keepFrom && (next.seen[id] ?? -Infinity) < at) next.seen[id] = at;
	}
	return next;
}

/** Stores the cursor; done only once a poll has read everything it returns. */
export function saveCursor(staticData: IDataObject, cursor: PollCursor): void {
	staticData[KEY] = cursor as unknown as IDataObject;
}
