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

/**
 * Deliveries seen in this n8n process, per workflow and node, in the order they were first seen.
 * It catches concurrent deliveries (HubSpot sends up to 10 at once, and each call reads the static
 * data saved before it) but is lost when n8n restarts.
 */
const seenInProcess = new Map<string, Map<string, number>>();

/** Forgets what fell out of the window, then the oldest beyond the cap: only the front is visited. */
function pruneMemory(memory: Map<string, number>, now: number): void {
	for (const [key, seenAt] of memory) {
		if (now - seenAt <= DEDUPLICATION_WINDOW_MS && memory.size <= MEMORY_CAP) break;
		memory.delete(key);
	}
}

/**
 * The copy to persist: the stored keys and every key this process saw, within the window, newest
 * `STATIC_DATA_CAP` kept. Carrying the process's keys makes each save a superset of the saves
 * before it, so that concurrent deliveries (whose saves land in any order) do not erase each other.
 */
function toPersist(stored: SeenEvents, memory: Map<string, number>, now: number): SeenEvents {
	const merged: SeenEvents = { ...stored };
	let taken = 0;
	for (const [key, seenAt] of [...memory].reverse()) {
		if (taken++ >= STATIC_DATA_CAP) break;
		merged[key] = seenAt;
	}
	const recent = Object.entries(merged).filter(([, seenAt]) => now - seenAt <= DEDUPLICATION_WINDOW_MS);
	recent.sort((a, b) => a[1] - b[1]);
	return Object.fromEntries(recent.slice(-STATIC_DATA_CAP));
}

export interface SeenStores {
	/** Identifies the trigger node: workflow id and node id. */
	nodeKey: string;
	/** The node's static data, whose `seenEvents` n8n saves when the trigger answers (see the node). */
	staticData: IDataObject;
}

/**
 * Keeps the first occurrence of every event within the window and drops its repeats (retried
 * deliveries carry the same `eventId` and `subscriptionId` with a higher `attemptNumber`).
 */
export function dropRepeatedEvents(events: HubSpotEvent[], stores: SeenStores, now: number): HubSpotEvent[] {
	let memory = seenInProcess.get(stores.nodeKey);
	if (!memory) {
		memory = new Map();
		seenInProcess.set(stores.nodeKey, memory);
	}
	pruneMemory(memory, now);
	const stored = (stores.staticData.seenEvents as SeenEvents | undefined) ?? {};
	const isRecent = (seenAt: number | undefined) => seenAt !== undefined && now - seenAt <= DEDUPLICATION_WINDOW_MS;

	const fresh = events.filter((event) => {
		const key = eventKey(event);
		if (key === undefined) return true;
		if (memory.has(key) || isRecent(stored[key])) return false;
		memory.set(key, now);
		return true;
	});
	pruneMemory(memory, now);
	// A fresh object is assigned so that n8n notices the change and saves it.
	if (fresh.length > 0) stores.staticData.seenEvents = toPersist(stored, memory, now);
	return fresh;
}
