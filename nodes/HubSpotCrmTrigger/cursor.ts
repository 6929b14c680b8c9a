import type { IDataObject } from 'n8n-workflow';
import type { TriggerSettings } from './settings';

/**
 * Where the trigger is in a type's stream of changes, kept in the node's static data between polls.
 * Every change whose timestamp is older than the lower bound (`newest - overlap`, or `settled` when
 * later) has been read; the versions read at or after it are in `seen`, so the next poll can search
 * that window again (the search index shows some writes late) and drop what it already emitted.
 */
export interface PollCursor {
	/** The search the cursor belongs to: another type, event or property starts afresh. */
	search: string;
	/** Nothing older is ever searched: the first poll's start. */
	floor: number;
	/** The newest timestamp read (epoch milliseconds). */
	newest: number;
	/**
	 * Every change older than this was read: a poll read past it after the index delay had passed it,
	 * so nothing older can still show up late. A backlog read over several polls is not searched again
	 * from `newest - overlap` each time, only from here.
	 */
	settled?: number;
	/** Record id -> timestamp of its newest version read, for versions in the overlap window. */
	seen: Record<string, number>;
}

/** Where in the static data the cursor lives. */
const KEY = 'crmPollCursor';

/** The identity of what a cursor follows. */
export const searchKey = (settings: TriggerSettings): string =>
	`${settings.objectType}|${settings.timestamp}|${settings.event}`;

function isCursor(value: unknown): value is PollCursor {
	const cursor = value as PollCursor | undefined;
	return (
		typeof cursor === 'object' &&
		cursor !== null &&
		typeof cursor.search === 'string' &&
		Number.isFinite(cursor.floor) &&
		Number.isFinite(cursor.newest) &&
		(cursor.settled === undefined || Number.isFinite(cursor.settled)) &&
		typeof cursor.seen === 'object' &&
		cursor.seen !== null
	);
}

/** The stored cursor of this search, or a new one starting at `start`. */
export function loadCursor(
	staticData: IDataObject,
	settings: TriggerSettings,
	start: number,
): PollCursor {
	const stored = staticData[KEY];
	if (isCursor(stored) && stored.search === searchKey(settings)) return stored;
	return { search: searchKey(settings), floor: start, newest: start, seen: {} };
}

/** The lowest timestamp the next search asks for: the overlap window behind the newest change read, or what is settled. */
export const lowerBound = (cursor: PollCursor, overlapMs: number): number =>
	Math.max(cursor.floor, cursor.newest - overlapMs, cursor.settled ?? -Infinity);

/** Whether this version of a record was read before (by this poll or an earlier one). */
export const wasSeen = (cursor: PollCursor, id: string, at: number): boolean =>
	(cursor.seen[id] ?? -Infinity) >= at;

/**
 * The cursor after a poll that started at `startedAt` (epoch milliseconds) read `read` (id ->
 * timestamp), every change from the lower bound up to the newest one in order: the newest timestamp
 * moves forward; what the index held when the poll started (older than `startedAt - overlap`) and
 * the poll read past is settled; `seen` keeps only the versions at or after the new lower bound.
 */
export function advance(
	cursor: PollCursor,
	read: Map<string, number>,
	overlapMs: number,
	startedAt: number,
): PollCursor {
	let newest = cursor.newest;
	for (const at of read.values()) newest = Math.max(newest, at);
	const settled = Math.max(cursor.settled ?? -Infinity, Math.min(newest, startedAt - overlapMs));
	const next: PollCursor = {
		search: cursor.search,
		floor: cursor.floor,
		newest,
		...(Number.isFinite(settled) ? { settled } : {}),
		seen: {},
	};
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
