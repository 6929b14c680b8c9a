import type { IDataObject } from 'n8n-workflow';
import type { HubSpotEvent } from './events';

/** HubSpot retries a delivery up to 10 times over 24 hours: a repeat within this window is dropped. */
export const DEDUPLICATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Keys kept in process memory per trigger node (bounded memory). */
export const MEMORY_CAP = 10_000;

/** Keys kept in the node's static data, which n8n saves with the workflow after each call. */
export const STATIC_DATA_CAP = 1_000;

/** Event key → when it was first seen (epoch ms), oldest first. */
export type SeenEvents = Record<string, number>;

/** What identifies an event across retries; events without both ids cannot be recognised again. */
export function eventKey(event: HubSpotEvent): string | undefined {
	if (event.eventId === undefined || event.subscriptionId === undefined) return undefined;
	return `${String(event.subscriptionId)}:${String(event.eventId)}`;
}

/** Drops entries older than the window, then the oldest beyond the cap. */
function prune(seen: SeenEvents, now: number, cap: number): void {
	for (const key of Object.keys(seen)) {
		if (now - seen[key] > DEDUPLICATION_WINDOW_MS) delete seen[key];
	}
	const keys = Object.keys(seen);
	for (const key of keys.slice(0, Math.max(0, keys.length - cap))) delete seen[key];
}

/**
 * Deliveries seen in this n8n process, per workflow and node. It catches concurrent deliveries
 * (HubSpot sends up to 10 at once, and each call reads the static data saved before it) but is
 * lost when n8n restarts; the static data copy carries the most recent keys across restarts.
 */
const seenInProcess = new Map<string, SeenEvents>();

export interface SeenStores {
	/** Identifies the trigger node: workflow id and node id. */
	nodeKey: string;
	/** The node's static data, whose `seenEvents` n8n persists with the workflow. */
	staticData: IDataObject;
}

/**
 * Keeps the first occurrence of every event within the window and drops its repeats (retried
 * deliveries carry the same `eventId` and `subscriptionId` with a higher `attemptNumber`).
 */
export function dropRepeatedEvents(events: HubSpotEvent[], stores: SeenStores, now: number): HubSpotEvent[] {
	let memory = seenInProcess.get(stores.nodeKey);
	if (!memory) {
		memory = {};
		seenInProcess.set(stores.nodeKey, memory);
	}
	// A fresh object is assigned at the end so that n8n notices the change and saves it.
	const persisted: SeenEvents = { ...((stores.staticData.seenEvents as SeenEvents | undefined) ?? {}) };
	prune(memory, now, MEMORY_CAP);
	prune(persisted, now, STATIC_DATA_CAP);

	const fresh = events.filter((event) => {
		const key = eventKey(event);
		if (key === undefined) return true;
		if (key in memory || key in persisted) return false;
		memory[key] = now;
		persisted[key] = now;
		return true;
	});

	prune(memory, now, MEMORY_CAP);
	prune(persisted, now, STATIC_DATA_CAP);
	if (fresh.length > 0) stores.staticData.seenEvents = persisted;
	return fresh;
}
