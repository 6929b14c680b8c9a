import type { IDataObject } from 'n8n-workflow';

/**
 * Where the Form Trigger is in each form's submissions, kept in the node's static data and saved only
 * with the submissions a poll emits. HubSpot lists a form's submissions newest first, so a poll reads
 * from the newest down to what it read before.
 *
 * - `newest`: the newest `submittedAt` read. Each poll reads down to `newest - LATE_MS` again, for
 *   submissions HubSpot lists late or that carry an earlier `submittedAt` than one already read;
 *   `seen` holds the ids read in that window, so equal times and re-reads never emit twice.
 * - `gaps`: stretches a poll could not finish within its time budget. Emitted from the newest down,
 *   a gap remembers the page to read on from (`after`), the oldest time emitted from it (`lowest`;
 *   newer ones met again after HubSpot's pages shifted are skipped), the ids emitted at that time and
 *   above the time the gap ends at (`stopBelow`), which was read before it opened.
 */
export interface FormCursor {
	newest: number;
	seen: Record<string, number>;
	gaps: Gap[];
	/** When the form was last polled: forms a poll did not reach go first next time. */
	polledAt: number;
}

export interface Gap {
	after: string;
	stopBelow: number;
	lowest: number;
	seen: Record<string, number>;
}

/** What the trigger follows, from when. */
export interface TriggerCursor {
	/** The form followed, or `*` for every form: another choice starts afresh. */
	scope: string;
	/** Nothing submitted earlier is emitted: the first poll's time, or the Start From option. */
	floor: number;
	forms: Record<string, FormCursor>;
}

/** How far behind the newest submission read each poll looks again. */
export const LATE_MS = 5 * 60_000;

const KEY = 'formSubmissionsCursor';

function isCursor(value: unknown, scope: string): value is TriggerCursor {
	const cursor = value as TriggerCursor | undefined;
	return (
		typeof cursor === 'object' &&
		cursor !== null &&
		cursor.scope === scope &&
		Number.isFinite(cursor.floor) &&
		typeof cursor.forms === 'object' &&
		cursor.forms !== null
	);
}

/** The stored cursor of this choice of forms, or a new one starting at `start`. */
export function loadCursor(staticData: IDataObject, scope: string, start: number): TriggerCursor {
	const stored = staticData[KEY];
	// Copied: n8n's static data is a proxy (not cloneable), and a failing poll must leave it as it was.
	return isCursor(stored, scope)
		? (JSON.parse(JSON.stringify(stored)) as TriggerCursor)
		: { scope, floor: start, forms: {} };
}

/** A form's cursor; a form met for the first time starts at the trigger's floor. */
export const formCursor = (cursor: TriggerCursor, formId: string): FormCursor =>
	cursor.forms[formId] ?? { newest: cursor.floor, seen: {}, gaps: [], polledAt: 0 };

/** The lowest time the next read from the newest goes down to. */
export const windowStart = (cursor: FormCursor, floor: number): number =>
	Math.max(floor, cursor.newest - LATE_MS);

/** Ids kept in a `seen`: the times from `from` on (and up to `to`). */
export function seenBetween(
	seen: Record<string, number>,
	from: number,
	to = Infinity,
): Record<string, number> {
	return Object.fromEntries(Object.entries(seen).filter(([, at]) => at >= from && at <= to));
}

/** Stores the cursor; done only by a poll that read everything it emits. */
export function saveCursor(staticData: IDataObject, cursor: TriggerCursor): void {
	staticData[KEY] = cursor as unknown as IDataObject;
}
