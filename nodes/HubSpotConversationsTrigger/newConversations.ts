import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import {
	actorsById,
	conversationsPage,
	MAX_CONVERSATIONS_PAGE,
	senderActorId,
	threadMessages,
	withWholeText,
	type ConversationMessage,
	type ConversationThread,
} from '../shared/conversations/conversations';
import { ENDPOINTS } from '../shared/transport/endpoints';
import { pathSegment } from '../shared/transport/paths';
import { windowStart, type ConversationCursor } from './conversationCursor';

/** What the trigger follows. */
export interface Following {
	event: 'newMessage' | 'newThread';
	/** Incoming, outgoing or both (messages only). */
	direction: 'INCOMING' | 'OUTGOING' | 'both';
	inboxId?: string;
}

/** One new message, or a new thread with its first message. */
interface Found {
	key: string;
	at: number;
	thread: ConversationThread;
	message?: ConversationMessage;
}

const time = (iso: string | undefined): number => (iso ? Date.parse(iso) : NaN);

/** The messages of a thread the trigger emits from `lower` on, not seen before. */
function newIn(
	thread: ConversationThread,
	messages: ConversationMessage[],
	following: Following,
	lower: number,
	seen: Record<string, number>,
): Found[] {
	const wanted = messages.filter(
		(message) =>
			message.type === 'MESSAGE' &&
			(following.direction === 'both' || message.direction === following.direction),
	);
	if (following.event === 'newThread') {
		const at = time(thread.createdAt);
		const key = `thread:${thread.id}`;
		return at >= lower && seen[key] === undefined
			? [{ key, at, thread, message: wanted[0] ?? messages[0] }]
			: [];
	}
	return wanted
		.filter((message) => time(message.createdAt) >= lower && seen[message.id] === undefined)
		.map((message) => ({ key: message.id, at: time(message.createdAt), thread, message }));
}

/** A found message with its whole text and its sender, as the trigger emits it. */
async function asItem(
	ctx: IPollFunctions,
	found: Found,
	actors: Map<string, IDataObject>,
): Promise<IDataObject> {
	const threadId = pathSegment(ctx, found.thread.id, 'Thread ID');
	const message = found.message
		? await withWholeText(
				ctx,
				threadId,
				found.message,
				pathSegment(ctx, found.message.id, 'Message ID'),
			)
		: undefined;
	const senderId = message ? senderActorId(message) : undefined;
	const sender = senderId ? (actors.get(senderId) ?? { id: senderId }) : undefined;
	return message
		? { ...message, thread: found.thread, ...(sender ? { sender } : {}) }
		: { thread: found.thread };
}

/**
 * The new messages (or threads) since the cursor, oldest first, as items, and the cursor after
 * them. Threads are read oldest latest message first, a page and their messages at a time while
 * time is left (the first page always); a poll the deadline cuts short resumes where it stopped.
 */
export async function readNewConversations(
	ctx: IPollFunctions,
	following: Following,
	cursor: ConversationCursor,
	deadline: number,
): Promise<{ items: IDataObject[]; cursor: ConversationCursor }> {
	const lower = windowStart(cursor);
	const from = cursor.resume?.at ?? lower;
	const found: Found[] = [];
	let newest = cursor.since;
	let resume: ConversationCursor['resume'];
	const done = (thread: ConversationThread) =>
		time(thread.latestMessageTimestamp) === cursor.resume?.at &&
		cursor.resume.threads.includes(thread.id);
	let last = { at: NaN, threads: [] as string[] };
	let after: string | undefined;
	let first = true;
	pages: do {
		const page = await conversationsPage<ConversationThread>(ctx, ENDPOINTS.conversationThreads, {
			qs: {
				latestMessageTimestampAfter: new Date(from - 1).toISOString(),
				sort: 'latestMessageTimestamp',
				...(following.inboxId ? { inboxId: following.inboxId } : {}),
			},
			after,
			limit: MAX_CONVERSATIONS_PAGE,
		});
		for (const thread of page.results) {
			// Read whole by the poll cut short before.
			if (done(thread)) continue;
			if (!first && Date.now() >= deadline) {
				resume = last;
				break pages;
			}
			first = false;
			const messages = await threadMessages(ctx, pathSegment(ctx, thread.id, 'Thread ID'));
			found.push(...newIn(thread, messages, following, lower, cursor.seen));
			const at = time(thread.latestMessageTimestamp);
			last =
				at === last.at
					? { at, threads: [...last.threads, thread.id] }
					: {
							at,
							threads: [...(at === cursor.resume?.at ? cursor.resume.threads : []), thread.id],
						};
			newest = Math.max(newest, at || 0);
		}
		after = page.next;
	} while (after !== undefined);
	found.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
	const senders = found.flatMap((f) => (f.message ? [senderActorId(f.message) ?? ''] : []));
	const actors = await actorsById(ctx, senders.filter(Boolean));
	const items: IDataObject[] = [];
	for (const each of found) items.push(await asItem(ctx, each, actors));
	const seen = { ...cursor.seen };
	for (const each of found) seen[each.key] = each.at;
	// A cut-short poll keeps `since`: the threads it did not reach may hold messages from the window.
	const next: ConversationCursor = {
		scope: cursor.scope,
		floor: cursor.floor,
		since: resume === undefined ? newest : cursor.since,
		seen: {},
	};
	const keepFrom = windowStart(next);
	return {
		items,
		cursor: {
			...next,
			...(resume === undefined ? {} : { resume }),
			seen: Object.fromEntries(Object.entries(seen).filter(([, at]) => at >= keepFrom)),
		},
	};
}
