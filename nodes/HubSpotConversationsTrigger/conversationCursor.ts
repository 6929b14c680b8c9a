import type { IDataObject } from 'n8n-workflow';

/**
 * Where the trigger is in the inbox, kept in the node's static data and saved only with what a poll
 * emits. HubSpot lists threads by their latest message (`latestMessageTimestampAfter`, oldest
 * first); a poll reads the threads whose latest message is after the window and their messages.
 *
 * - `since`: every thread whose latest message is up to this time was read whole. Each poll reads
 *   from `since - LATE_MS` again, for messages HubSpot lists late; `seen` holds the ids (messages,
 *   or threads) emitted in that window, so a message read again is never emitted twice.
 * - `resume`: a poll the deadline cut short read the threads up to this latest-message time (`at`),
 *   and of those at that very time the ones in `threads`; the next one goes on from there (a thread
 *   with a newer message has moved past it).
 */
export interface ConversationCursor {
	/** The event, inbox and direction followed: another choice starts afresh. */
	scope: string;
	/** Nothing older is emitted: the first poll's time. */
	floor: number;
	since: number;
	resume?: { at: number; threads: string[] };
	seen: Record<string, number>;
}

/** How far behind `since` each poll looks again. */
export const LATE_MS = 5 * 60_000;

const KEY = 'conversationsCursor';

function isCursor(value: unknown, scope: string): value is ConversationCursor {
	const cursor = value as ConversationCursor | undefined;
	return (
		typeof cursor === 'object' &&
		cursor !== null &&
		cursor.scope === scope &&
		Number.isFinite(cursor.floor) &&
		Number.isFinite(cursor.since) &&
		typeof cursor.seen === 'object' &&
		cursor.seen !== null
	);
}

/** The stored cursor of this choice, or a new one starting at `start`. */
export function loadCursor(
	staticData: IDataObject,
	scope: string,
	start: number,
): ConversationCursor {
	const stored = staticData[KEY];
	// Copied: n8n's static data is a proxy, and a failing poll must leave it as it was.
	return isCursor(stored, scope)
		? (JSON.parse(JSON.stringify(stored)) as ConversationCursor)
		: { scope, floor: start, since: start, seen: {} };
}

/** The earliest time a poll reads messages from: `LATE_MS` before `since`, never before the floor. */
export const windowStart = (cursor: ConversationCursor): number =>
	Math.max(cursor.floor, cursor.since - LATE_MS);

/** Stores the cursor; done only by a poll that returns what it read. */
export function saveCursor(staticData: IDataObject, cursor: ConversationCursor): void {
	staticData[KEY] = cursor as unknown as IDataObject;
}
