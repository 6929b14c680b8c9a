import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS, type Endpoint } from '../transport/endpoints';
import type { HubSpotContext } from '../transport/nodeContext';
import { collectPages, nextCursor, type Page } from '../transport/pagination';
import type { PathSegment } from '../transport/paths';
import { hubSpotApi } from '../transport/transport';

/**
 * The conversations inbox's reads, shared by HubSpot Conversations and its trigger: lists page by
 * page, a message's whole body, and the actors behind messages.
 */

/** The largest page HubSpot's conversations lists are read in. */
export const MAX_CONVERSATIONS_PAGE = 100;

/** A thread as HubSpot answers it (the fields the nodes read). */
export interface ConversationThread extends IDataObject {
	id: string;
	inboxId: string;
	status: string;
	createdAt: string;
	latestMessageTimestamp?: string;
	originalChannelId?: string;
	originalChannelAccountId?: string;
}

/** A delivery identifier (an address, a phone number, a channel's own id). */
export interface DeliveryIdentifier extends IDataObject {
	type: string;
	value: string;
}

/** A sender or recipient of a message. */
export interface Participant extends IDataObject {
	actorId?: string;
	name?: string;
	deliveryIdentifiers?: DeliveryIdentifier[];
	recipientField?: string;
}

/** A message (or comment, or a thread event) as HubSpot answers it. */
export interface ConversationMessage extends IDataObject {
	id: string;
	type: string;
	createdAt: string;
	createdBy?: string;
	text?: string;
	richText?: string;
	subject?: string;
	truncationStatus?: string;
	direction?: string;
	channelId?: string;
	channelAccountId?: string;
	senders?: Participant[];
	recipients?: Participant[];
}

/** One page of a conversations list. */
export async function conversationsPage<T>(
	ctx: HubSpotContext,
	endpoint: Endpoint,
	{
		qs = {},
		segments,
		after,
		limit,
		itemIndex,
	}: {
		qs?: IDataObject;
		segments?: Record<string, PathSegment>;
		after?: string;
		limit: number;
		itemIndex?: number;
	},
): Promise<Page<T>> {
	const body = await hubSpotApi<{ results: T[]; paging?: { next?: { after?: string } } }>(ctx, {
		method: 'GET',
		endpoint,
		segments,
		qs: { ...qs, limit, ...(after ? { after } : {}) },
		itemIndex,
	});
	return { results: body.results, next: nextCursor(body) };
}

/** A conversations list up to `limit` entries, or all of them. */
export async function conversationsList<T = IDataObject>(
	ctx: HubSpotContext,
	endpoint: Endpoint,
	request: { qs?: IDataObject; segments?: Record<string, PathSegment>; itemIndex?: number },
	paging: { returnAll: boolean; limit: number },
): Promise<T[]> {
	return await collectPages<T>(
		async (after, limit) => await conversationsPage<T>(ctx, endpoint, { ...request, after, limit }),
		{ ...paging, maxPageSize: MAX_CONVERSATIONS_PAGE },
	);
}

/** Every message of a thread, oldest first. */
export async function threadMessages(
	ctx: HubSpotContext,
	threadId: PathSegment,
	itemIndex?: number,
): Promise<ConversationMessage[]> {
	return await conversationsList<ConversationMessage>(
		ctx,
		ENDPOINTS.conversationMessages,
		{ segments: { threadId }, itemIndex },
		{ returnAll: true, limit: Infinity },
	);
}

/**
 * The message with its whole body: HubSpot cuts long bodies in its answers (`truncationStatus`
 * other than NOT_TRUNCATED) and serves the whole one at `original-content`.
 */
export async function withWholeText(
	ctx: HubSpotContext,
	threadId: PathSegment,
	message: ConversationMessage,
	messageId: PathSegment,
	itemIndex?: number,
): Promise<ConversationMessage> {
	if (message.truncationStatus === undefined || message.truncationStatus === 'NOT_TRUNCATED')
		return message;
	const original = await hubSpotApi<{ text?: string; richText?: string }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.conversationMessageContent,
		segments: { threadId, messageId },
		itemIndex,
	});
	return {
		...message,
		text: original.text ?? message.text,
		richText: original.richText ?? message.richText,
		truncationStatus: 'NOT_TRUNCATED',
	};
}

/** The most actor IDs one batch read asks for (*uncertain*: HubSpot's spec names none; 100 as its other batch reads). */
export const MAX_ACTORS_PER_READ = 100;

/** The actors of these ids that HubSpot knows, by id (batch reads; unknown ones are left out). */
export async function actorsById(
	ctx: HubSpotContext,
	actorIds: string[],
	itemIndex?: number,
): Promise<Map<string, IDataObject>> {
	const wanted = [...new Set(actorIds)];
	const found = new Map<string, IDataObject>();
	for (let start = 0; start < wanted.length; start += MAX_ACTORS_PER_READ) {
		const answer = await hubSpotApi<{ results: IDataObject[] }>(ctx, {
			method: 'POST',
			endpoint: ENDPOINTS.conversationActorsBatch,
			body: { inputs: wanted.slice(start, start + MAX_ACTORS_PER_READ) },
			idempotent: true,
			itemIndex,
		});
		for (const actor of answer.results) found.set(String(actor.id), actor);
	}
	return found;
}

/** The actor who sent a message: its first sender's, else its author's. */
export const senderActorId = (message: ConversationMessage): string | undefined =>
	message.senders?.[0]?.actorId ?? message.createdBy;
