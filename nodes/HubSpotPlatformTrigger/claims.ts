import type { HubSpotEvent } from '../shared/webhooks/events';
import {
	DEDUPLICATION_WINDOW_MS,
	eventKey,
	MEMORY_CAP,
	STATIC_DATA_CAP,
	type SeenStores as ClaimStores,
} from '../shared/webhooks/deduplication';

/**
 * A claim not yet emitted and older than this is taken over by a new delivery of its events: its
 * claimant (which answers HubSpot within 5 s) has died. Younger, HubSpot is asked to try later.
 */
export const CLAIM_LEASE_MS = 30_000;

/** Which delivery (token) claimed an event key, when, and whether its execution started. */
export interface Claim {
	token: string;
	at: number;
	emitted?: boolean;
}

/** Event key → its claim, as kept in the node's static data (`claimedEvents`). */
export type Claims = Record<string, Claim>;

/**
 * The claims this n8n process wrote or learned the outcome of, per trigger node, in the order last
 * changed. Every save carries them, so that a concurrent save of another delivery (n8n's last writer
 * wins) cannot erase them for good.
 */
const claimsInProcess = new Map<string, Map<string, Claim>>();

function memoryOf(nodeKey: string): Map<string, Claim> {
	let memory = claimsInProcess.get(nodeKey);
	if (!memory) {
		memory = new Map();
		claimsInProcess.set(nodeKey, memory);
	}
	return memory;
}

function remember(memory: Map<string, Claim>, key: string, claim: Claim): void {
	memory.delete(key);
	memory.set(key, claim);
	for (const oldest of memory.keys()) {
		if (memory.size <= MEMORY_CAP) break;
		memory.delete(oldest);
	}
}

/** An emitted mark wins wherever it is found: once an event started, it is decided for good. */
function emittedOr(stored: Claim | undefined, remembered: Claim | undefined): Claim | undefined {
	if (stored?.emitted) return stored;
	if (remembered?.emitted) return remembered;
	return stored;
}

/**
 * The claim that stands: an emitted mark; else the stored claim while its lease runs (another
 * process may be confirming it); else the newer of the two (a claim that took over an expired one).
 */
function standing(
	stored: Claim | undefined,
	remembered: Claim | undefined,
	now: number,
): Claim | undefined {
	const emitted = emittedOr(stored, remembered);
	if (emitted?.emitted || !remembered) return emitted;
	if (!stored || (now - stored.at > CLAIM_LEASE_MS && remembered.at > stored.at)) return remembered;
	return stored;
}

/**
 * Reads the stored claims and brings the process's memory up to date with the emitted marks in
 * them. Returns whether the memory holds emitted marks the stored copy lacks: a concurrent save
 * that loaded before they were saved wrote them over (last write wins), and this call's save is to
 * put them back.
 */
function open(stores: ClaimStores): {
	memory: Map<string, Claim>;
	stored: Claims;
	lacksEmitted: boolean;
} {
	const memory = memoryOf(stores.nodeKey);
	const stored = (stores.staticData.claimedEvents as Claims | undefined) ?? {};
	for (const [key, claim] of Object.entries(stored)) {
		if (claim.emitted && !memory.get(key)?.emitted) remember(memory, key, claim);
	}
	let lacksEmitted = false;
	for (const [key, claim] of memory)
		lacksEmitted ||= claim.emitted === true && !stored[key]?.emitted;
	return { memory, stored, lacksEmitted };
}

/**
 * Writes the stored claims merged with the process's (see `standing`) into the static data, within
 * 24 hours, the newest `STATIC_DATA_CAP` kept. A fresh object is assigned so that n8n notices the
 * change and saves it.
 */
function persist(
	stores: ClaimStores,
	stored: Claims,
	memory: Map<string, Claim>,
	now: number,
): void {
	const merged: Claims = { ...stored };
	for (const [key, claim] of memory) merged[key] = standing(merged[key], claim, now)!;
	const kept = Object.entries(merged)
		.filter(([, claim]) => now - claim.at <= DEDUPLICATION_WINDOW_MS)
		.sort(([, a], [, b]) => a.at - b.at)
		.slice(-STATIC_DATA_CAP);
	stores.staticData.claimedEvents = Object.fromEntries(kept);
}

/** Each event once: keyless events (which cannot be recognised) all, keyed ones at their first occurrence. */
function distinct(events: HubSpotEvent[]): Array<{ event: HubSpotEvent; key?: string }> {
	const keys = new Set<string>();
	return events
		.map((event) => ({ event, key: eventKey(event) }))
		.filter(({ key }) => key === undefined || (!keys.has(key) && Boolean(keys.add(key))));
}

/** What a delivery from HubSpot left to do: nothing yet (another live claim), or confirm its claims. */
export type ClaimOutcome = { busy: true } | { busy: false; claimed: HubSpotEvent[] };

/**
 * A delivery from HubSpot: drops the events already emitted, and claims the others for `token`.
 * When one of them is claimed by a delivery still deciding (within the lease) nothing is claimed:
 * HubSpot is to try the delivery again later.
 */
export function claimEvents(
	events: HubSpotEvent[],
	token: string,
	stores: ClaimStores,
	now: number,
): ClaimOutcome {
	const { memory, stored, lacksEmitted } = open(stores);
	const fresh: Array<{ event: HubSpotEvent; key?: string }> = [];
	for (const candidate of distinct(events)) {
		const { key } = candidate;
		const claim = key === undefined ? undefined : standing(stored[key], memory.get(key), now);
		if (claim !== undefined && now - claim.at <= DEDUPLICATION_WINDOW_MS) {
			if (claim.emitted) continue;
			if (now - claim.at <= CLAIM_LEASE_MS) return { busy: true };
		}
		fresh.push(candidate);
	}
	for (const { key } of fresh) if (key !== undefined) remember(memory, key, { token, at: now });
	if (fresh.length > 0 || lacksEmitted) persist(stores, stored, memory, now);
	return { busy: false, claimed: fresh.map(({ event }) => event) };
}

/** The confirm request's decision for the events it carries. */
export interface ConfirmDecision {
	/** Events to start now: the claims `token` won, and keyless events. */
	emit: HubSpotEvent[];
	/** Keys whose events have started, by this confirm or before it (by any claimant). */
	decided: string[];
	/** Keys not decided yet: to confirm again after another settle delay. */
	pending: string[];
}

/**
 * A confirm request, over the static data as saved by then: a key whose stored claim holds `token`
 * is won (marked emitted); one already emitted is decided; one claimed by another delivery is left
 * to that delivery (pending until it emitted); one whose claim a concurrent save erased is claimed
 * again for `token` (pending: the next round decides).
 */
export function confirmClaims(
	events: HubSpotEvent[],
	token: string,
	stores: ClaimStores,
	now: number,
): ConfirmDecision {
	const { memory, stored, lacksEmitted } = open(stores);
	const decision: ConfirmDecision = { emit: [], decided: [], pending: [] };
	let changed = lacksEmitted;
	for (const { event, key } of distinct(events)) {
		if (key === undefined) {
			decision.emit.push(event);
			continue;
		}
		// Only the stored claim decides: the process's own copy of a claim may have lost meanwhile.
		const claim = emittedOr(stored[key], memory.get(key));
		if (claim?.emitted) {
			decision.decided.push(key);
		} else if (claim === undefined || claim.token === token) {
			const emitted = claim !== undefined;
			remember(memory, key, { token, at: now, ...(emitted ? { emitted } : {}) });
			changed = true;
			if (emitted) decision.emit.push(event);
			(emitted ? decision.decided : decision.pending).push(key);
		} else {
			decision.pending.push(key);
		}
	}
	if (changed) persist(stores, stored, memory, now);
	return decision;
}

/** Keeps, in this process, that these keys' events have started (a confirm answered so). */
export function rememberDecided(nodeKey: string, keys: string[], token: string, now: number): void {
	const memory = memoryOf(nodeKey);
	for (const key of keys) remember(memory, key, { token, at: now, emitted: true });
}
