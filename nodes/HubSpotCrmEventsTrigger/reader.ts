import type { IDataObject, IPollFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { bodyExcerpt } from '../shared/transport/answerShape';
import { ENDPOINTS } from '../shared/transport/endpoints';
import { pathSegment } from '../shared/transport/paths';
import { hubSpotApi } from '../shared/transport/transport';
import { presignedGet } from '../shared/transport/presignedLinks';
import { EVENT_BY_ACTION, SNAPSHOT_ACTION, type JournalEvent, type ReadEvent } from './events';
import type { JournalSettings } from './settings';

const NO_ITEM = 0;

/** Entries per batch read: HubSpot's cap. */
export const BATCH_SIZE = 100;

/** Files fetched at once: the links point at file storage, not at HubSpot's rate-limited API. */
const FETCHES_AT_ONCE = 8;

/** One entry of a journal read: a pre-signed link to one file of events. */
interface JournalEntry {
	url: string;
	expiresAt?: string;
	currentOffset: string;
}

/** Where the trigger is in the journal, kept in the node's static data. */
export interface JournalCursor {
	/** The install and type the cursor belongs to: another one starts afresh. */
	key: string;
	/** The offset of the last file read; none while the journal held nothing (the next read starts at the earliest file kept). */
	offset?: string;
}

export interface ReadResult {
	events: ReadEvent[];
	/** The offset of the last file read, to be saved with the items. */
	offset?: string;
	/** Whether HubSpot no longer knew the offset read from (404: expired or unknown); nothing else is set then. */
	gone?: true;
}

const isNotFound = (error: unknown): boolean =>
	error instanceof NodeApiError && String(error.httpCode) === '404';

const installQuery = (settings: JournalSettings): IDataObject => ({
	installPortalId: settings.portalId,
});
const count = (ctx: IPollFunctions, n: number) => pathSegment(ctx, n, 'Count');

/**
 * The entries after `offset` (from the earliest kept without one), oldest first; none when caught up
 * (204); undefined when HubSpot no longer knows the offset (404).
 */
async function entriesAfter(
	ctx: IPollFunctions,
	settings: JournalSettings,
	offset: string | undefined,
): Promise<JournalEntry[] | undefined> {
	const answer = await hubSpotApi<{ results?: JournalEntry[] } | undefined>(ctx, {
		method: 'GET',
		endpoint: offset === undefined ? ENDPOINTS.journalBatchEarliest : ENDPOINTS.journalBatchNext,
		segments:
			offset === undefined
				? { count: count(ctx, BATCH_SIZE) }
				: { offset: pathSegment(ctx, offset, 'Journal Offset'), count: count(ctx, BATCH_SIZE) },
		qs: installQuery(settings),
		itemIndex: NO_ITEM,
	}).catch((error: unknown) => {
		if (offset !== undefined && isNotFound(error)) return 'gone' as const;
		throw error;
	});
	return answer === 'gone' ? undefined : (answer?.results ?? []);
}

/** The offset of the newest file, where a trigger starting "now" begins; undefined while the journal is empty. */
export async function latestOffset(
	ctx: IPollFunctions,
	settings: JournalSettings,
): Promise<string | undefined> {
	const answer = await hubSpotApi<{ results?: JournalEntry[] } | undefined>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.journalBatchLatest,
		segments: { count: count(ctx, 1) },
		qs: installQuery(settings),
		itemIndex: NO_ITEM,
	});
	return answer?.results?.at(-1)?.currentOffset;
}

/** The newest few entries, for a manual test run. */
export async function latestEntries(
	ctx: IPollFunctions,
	settings: JournalSettings,
	n: number,
): Promise<ReadEvent[]> {
	const answer = await hubSpotApi<{ results?: JournalEntry[] } | undefined>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.journalBatchLatest,
		segments: { count: count(ctx, n) },
		qs: installQuery(settings),
		itemIndex: NO_ITEM,
	});
	const events: ReadEvent[] = [];
	for (const entry of answer?.results ?? [])
		events.push(...wanted(settings, await fileEvents(ctx, settings, entry)));
	return events;
}

/** A fresh link to the file at an offset (its link expired): the batch read of that one offset. */
async function freshEntry(
	ctx: IPollFunctions,
	settings: JournalSettings,
	offset: string,
): Promise<JournalEntry | undefined> {
	const answer = await hubSpotApi<{ results?: JournalEntry[] }>(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.journalBatchRead,
		body: { inputs: [offset] },
		qs: installQuery(settings),
		idempotent: true,
		itemIndex: NO_ITEM,
	});
	return answer.results?.find((entry) => entry.currentOffset === offset);
}

/** The answer of a file link, fetched with n8n's plain helper: no Authorization header (the link is the credential). */
async function fetchFile(
	ctx: IPollFunctions,
	url: string,
): Promise<{ statusCode: number; body: unknown }> {
	const protocol = new URL(url).protocol;
	if (protocol !== 'https:' && protocol !== 'http:')
		throw new NodeOperationError(
			ctx.getNode(),
			`HubSpot answered a journal link that is not a web address (${protocol})`,
		);
	// 403: the link expired, renewed by the caller.
	return await presignedGet(ctx, url, {
		named: 'GET (a journal file link)',
		stream: false,
		handBack: [403],
	});
}

/**
 * The events of one file. A link that expired (403) is renewed once through a batch read of its
 * offset. The file's layout is not published: anything but an object with a `journalEvents` list is
 * refused (nothing is emitted, the offset stays), events that are not objects are left out, unknown
 * fields are kept.
 */
async function fileEvents(
	ctx: IPollFunctions,
	settings: JournalSettings,
	entry: JournalEntry,
): Promise<ReadEvent[]> {
	let answer = await fetchFile(ctx, entry.url);
	if (answer.statusCode === 403) {
		const fresh = await freshEntry(ctx, settings, entry.currentOffset);
		if (fresh) answer = await fetchFile(ctx, fresh.url);
	}
	if (answer.statusCode !== 200) {
		throw new NodeApiError(ctx.getNode(), { message: bodyExcerpt(answer.body) } as JsonObject, {
			message: `The journal file at offset ${entry.currentOffset} could not be fetched: HTTP ${answer.statusCode}, ${bodyExcerpt(answer.body)}`,
			httpCode: String(answer.statusCode),
		});
	}
	let body = answer.body;
	if (typeof body === 'string' || Buffer.isBuffer(body)) {
		try {
			body = JSON.parse(body.toString());
		} catch {
			body = undefined;
		}
	}
	const events = (body as { journalEvents?: unknown } | undefined)?.journalEvents;
	if (typeof body !== 'object' || body === null || !Array.isArray(events)) {
		throw new NodeOperationError(
			ctx.getNode(),
			`The journal file at offset ${entry.currentOffset} is not a journal file: ${bodyExcerpt(answer.body)}`,
			{
				description:
					'Nothing was emitted and the trigger stays at the file before: the next poll reads it again.',
			},
		);
	}
	return events
		.filter(
			(event): event is JournalEvent =>
				typeof event === 'object' && event !== null && !Array.isArray(event),
		)
		.map((event) => ({ event, offset: entry.currentOffset }));
}

/**
 * The events of the trigger's choice: its install, type and actions, and for updates its watched
 * properties; snapshots of the records it asked for (another workflow of the app may ask for others).
 */
function wanted(settings: JournalSettings, events: ReadEvent[]): ReadEvent[] {
	const actions = new Set<string>(settings.events.map((kind) => kind.action));
	return events.filter(({ event }) => {
		if (String(event.portalId) !== String(settings.portalId)) return false;
		if (event.action === SNAPSHOT_ACTION)
			return (
				event.objectTypeId === settings.objectTypeId &&
				settings.snapshot.recordIds.includes(String(event.objectId))
			);
		if (!actions.has(String(event.action))) return false;
		const kind = EVENT_BY_ACTION.get(String(event.action))!;
		if (kind.subscription !== 'LIST_MEMBERSHIP' && event.objectTypeId !== settings.objectTypeId)
			return false;
		if (
			kind.subscription === 'LIST_MEMBERSHIP' &&
			event.objectTypeId !== undefined &&
			event.objectTypeId !== settings.objectTypeId
		)
			return false;
		if (kind.value === 'updated' && settings.watched.length > 0) {
			const changed = Object.keys((event.propertyChanges as IDataObject | undefined) ?? {});
			return changed.some((name) => settings.watched.includes(name));
		}
		return true;
	});
}

/**
 * Reads the journal after `offset` (from the earliest file kept without one), a batch of up to 100
 * entries at a time, each file fetched from its link, until HubSpot has nothing newer (204) or
 * `deadline` (epoch milliseconds) passes; the deadline is checked after every group of files fetched
 * together, so a slow file storage cuts a batch short rather than the poll running on. Events come
 * out in journal order, oldest first. A failure anywhere throws: the caller saves nothing, and the
 * next poll reads the same files again.
 */
export async function readJournal(
	ctx: IPollFunctions,
	settings: JournalSettings,
	from: string | undefined,
	deadline: number,
): Promise<ReadResult> {
	const events: ReadEvent[] = [];
	let offset = from;
	for (;;) {
		const entries = await entriesAfter(ctx, settings, offset);
		if (entries === undefined) return { events: [], offset, gone: true };
		if (entries.length === 0) return { events, offset };
		for (let start = 0; start < entries.length; start += FETCHES_AT_ONCE) {
			const group = entries.slice(start, start + FETCHES_AT_ONCE);
			const files = await Promise.all(
				group.map(async (entry) => await fileEvents(ctx, settings, entry)),
			);
			for (const file of files) events.push(...wanted(settings, file));
			offset = group[group.length - 1].currentOffset;
			const more = start + FETCHES_AT_ONCE < entries.length || entries.length === BATCH_SIZE;
			if (!more || Date.now() >= deadline) return { events, offset };
		}
	}
}
