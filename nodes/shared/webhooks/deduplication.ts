import type { IDataObject } from 'n8n-workflow';
import type { HubSpotEvent } from './events';

/** HubSpot retries a delivery up to 10 times over 24 hours: a repeat within this window is dropped. */
export const DEDUPLICATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Keys kept in process memory per trigger node (bounded memory). */
export const MEMORY_CAP = 10_000;

/** Keys kept in the node's static data, the copy that outlives a restart (bounded workflow row). */
export const STATIC_DATA_CAP = 1_000;

/** Event key → when it was first seen (epoch ms). */
export type SeenEvents = Record<string, number>;

/** What identifies an event across retries; events without both ids cannot be recognised again. */
export function eventKey(event: HubSpotEvent): string | undefined {
	if (event.eventId === undefined || event.subscriptionId === undefined) return undefined;
	return `${String(event.subscriptionId)}:${String(event.eventId)}`;
}

/** What this n8n process saw of one trigger node. */
interface SeenInProcess {
	/** Every key seen within the window, capped, in the order first seen (oldest first). */
	memory: Map<string, number>;
	/** The newest `STATIC_DATA_CAP` of them, oldest first: what each save carries. */
	recent: Array<[string, number]>;
}

/**
 * Deliveries seen in this n8n process, per workflow and node. It catches concurrent deliveries
 * (HubSpot sends up to 10 at once, and each call reads the static data saved before it) but is lost
 * when n8n restarts.
 */
const seenInProcess = new Map<string, SeenInProcess>();

/** Forgets what fell out of the window, then the oldest beyond the cap: only the front is visited. */
function pruneMemory(memory: Map<string, number>, now: number): void {
	for (const [key, seenAt] of memory) {
		if (now - seenAt <= DEDUPLICATION_WINDOW_MS && memory.size <= MEMORY_CAP) break;
		memory.delete(key);
	}
}

/**
 * The copy to persist: the stored keys and the process's newest ones, merged by time (both lists
 * are oldest first), within the window, newest `STATIC_DATA_CAP` kept. Carrying the process's keys
 * makes each save a superset of the saves before it, so that concurrent deliveries (whose saves land
 * in any order) do not erase each other.
 */
function toPersist(stored: SeenEvents, recent: Array<[string, number]>, now: number): SeenEvents {
	const older = Object.entries(stored);
	const merged: Array<[string, number]> = [];
	const taken = new Set<string>();
	for (let i = 0, j = 0; i < older.length || j < recent.length; ) {
		const next =
			j >= recent.length || (i < older.length && older[i][1] <= recent[j][1])
				? older[i++]
				: recent[j++];
		if (now - next[1] > DEDUPLICATION_WINDOW_MS || taken.has(next[0])) continue;
		taken.add(next[0]);
		merged.push(next);
	}
	return Object.fromEntries(merged.slice(-STATIC_DATA_CAP));
}

export interface SeenStores {
	/** Identifies the trigger node: workflow id and node id. */
	nodeKey: string;
	/** The node's static data, whose `seenEvents` (`claimedEvents` across processes) n8n saves when the trigger answers. */
	staticData: IDataObject;
}

/**
 * Keeps the first occurrence of every item within the window and drops its repeats: `keyOf` names
 * what a retry repeats (an item without a key cannot be recognised again and is always kept).
 */
export function dropRepeated<T>(
	items: T[],
	keyOf: (item: T) => string | undefined,
	stores: SeenStores,
	now: number,
): T[] {
	let seen = seenInProcess.get(stores.nodeKey);
	if (!seen) {
		seen = { memory: new Map(), recent: [] };
		seenInProcess.set(stores.nodeKey, seen);
	}
	const { memory, recent } = seen;
	pruneMemory(memory, now);
	const stored = (stores.staticData.seenEvents as SeenEvents | undefined) ?? {};
	const isRecent = (seenAt: number | undefined) =>
		seenAt !== undefined && now - seenAt <= DEDUPLICATION_WINDOW_MS;

	const fresh = items.filter((item) => {
		const key = keyOf(item);
		if (key === undefined) return true;
		if (memory.has(key) || isRecent(stored[key])) return false;
		memory.set(key, now);
		recent.push([key, now]);
		return true;
	});
	pruneMemory(memory, now);
	recent.splice(0, Math.max(0, recent.length - STATIC_DATA_CAP));
	// A fresh object is assigned so that n8n notices the change and saves it.
	if (fresh.length > 0) stores.staticData.seenEvents = toPersist(stored, recent, now);
	return fresh;
}

/**
 * Keeps the first occurrence of every event within the window and drops its repeats (retried
 * deliveries carry the same `eventId` and `subscriptionId` with a higher `attemptNumber`).
 */
export const dropRepeatedEvents = (
	events: HubSpotEvent[],
	stores: SeenStores,
	now: number,
): HubSpotEvent[] => dropRepeated(events, eventKey, stores, now);
