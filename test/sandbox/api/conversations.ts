import type { SandboxContext } from '../context';
import { batchError, objectNotFound, validationError } from '../errors';
import {
	CHANNELS,
	CUSTOMER,
	EMAIL_CHANNEL,
	SEED_AGENT,
	SEED_CHANNEL_ACCOUNTS,
	SEED_INBOXES,
	SEED_THREADS,
	TRUNCATED_LENGTH,
	agentActors,
	emailActorId,
	seedInboxes,
	type Actor,
	type ChannelAccount,
	type Inbox,
	type Message,
	type Participant,
	type Thread,
} from '../state/conversations';
import type { SandboxArea, SandboxReply, SandboxRequest } from '../types';
import { PATH_FORMS, partialFailureStatus, servedIn } from '../versions';

const READ = { kind: 'bearer' as const, anyOfScopes: ['conversations.read'] };
const WRITE = { kind: 'bearer' as const, anyOfScopes: ['conversations.write'] };
/** *uncertain*: the largest page HubSpot serves of inboxes, threads and messages. */
const MAX_PAGE = 500;

/** One page of `list` from the `after` cursor (an offset) up to `limit`. */
function page<T>(req: SandboxRequest, list: T[]): SandboxReply {
	const limit = Number(req.query.get('limit') ?? 20);
	if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
		throw validationError(`limit must be between 1 and ${MAX_PAGE}`);
	const offset = Number(req.query.get('after') ?? 0) || 0;
	const next = offset + limit < list.length ? String(offset + limit) : undefined;
	return {
		status: 200,
		body: {
			total: list.length,
			results: list.slice(offset, offset + limit),
			...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
		},
	};
}

/** A message as HubSpot answers it: a long body cut, `truncationStatus` saying so. */
function answered(message: Message): Record<string, unknown> {
	const { text, richText, newStatus, ...rest } = message;
	const cut = text !== undefined && text.length > TRUNCATED_LENGTH;
	return {
		...rest,
		...(text !== undefined
			? {
					text: cut ? text.slice(0, TRUNCATED_LENGTH) : text,
					richText: cut ? `<div>${text.slice(0, TRUNCATED_LENGTH)}</div>` : (richText ?? text),
					truncationStatus: cut ? 'TRUNCATED' : 'NOT_TRUNCATED',
				}
			: {}),
		...(newStatus ? { newStatus } : {}),
	};
}

/**
 * A send's `attachments` checked: HubSpot's file form `{type: 'FILE', fileId}`, each file one the file
 * manager holds (`missingFiles` answers the ids it does not).
 */
function attachmentsOf(value: unknown, missingFiles: (ids: string[]) => string[]): unknown[] {
	if (!Array.isArray(value)) throw validationError('attachments must be a list');
	const fileIds = value.map((attachment: { type?: unknown; fileId?: unknown } | null) => {
		if (attachment?.type !== 'FILE' || typeof attachment.fileId !== 'string')
			throw validationError(
				`An attachment must be {"type": "FILE", "fileId": "<file id>"}, got ${JSON.stringify(attachment)}`,
			);
		return attachment.fileId;
	});
	const missing = missingFiles(fileIds);
	if (missing.length)
		throw validationError(`attachments name files that do not exist: ${missing.join(', ')}`);
	return value;
}

const ids = (req: SandboxRequest, name: string) => req.query.getAll(name).filter((v) => v !== '');

/** When an ISO time is later than another (missing = never). */
const after = (at: string | undefined, from: number) => at !== undefined && Date.parse(at) > from;

/**
 * The conversations inbox (v3 and 2026-09; no 2026-03): inboxes, channels, channel accounts,
 * threads (listed by id or by latest message, for polling), their messages (long bodies cut, the
 * whole one at `original-content`), sends that check what HubSpot requires (the channel account must
 * be the channel's, active and in the thread's inbox; an agent sender; recipients with delivery
 * identifiers; attachments that name files of the file manager, `missingFiles` answering the ids it does
 * not hold), comments, and actors. `/__sandbox/conversations/incoming` is a customer writing in.
 */
export function createConversationsArea(
	context: SandboxContext,
	missingFiles: (ids: string[]) => string[],
) {
	let inboxes: Inbox[] = [];
	let accounts: ChannelAccount[] = [];
	const threads = new Map<string, Thread>();
	const messages = new Map<string, Message[]>();
	const actors = new Map<string, Actor>();
	let nextThread = 8_800_101;
	let nextMessage = 1;

	const addActor = (actor: Actor) => actors.set(actor.id, actor);
	const customerActor = (email: string, name?: string) => {
		const id = emailActorId(email);
		if (!actors.has(id)) addActor({ id, type: 'EMAIL', email, ...(name ? { name } : {}) });
		return id;
	};

	const threadOf = (id: string, archivedToo = false): Thread => {
		const thread = threads.get(id);
		if (!thread || (thread.archived && !archivedToo))
			throw objectNotFound(`Thread ${id} does not exist`);
		return thread;
	};

	/** Appends a message to a thread and moves the thread's latest-message times. */
	const append = (thread: Thread, message: Omit<Message, 'id' | 'conversationsThreadId'>) => {
		const stored: Message = {
			...message,
			id: `${Date.parse(message.createdAt).toString(16)}${String(nextMessage++).padStart(6, '0')}`,
			conversationsThreadId: thread.id,
		};
		messages.get(thread.id)!.push(stored);
		if (stored.type === 'MESSAGE' || stored.type === 'COMMENT') {
			thread.latestMessageTimestamp = stored.createdAt;
			if (stored.direction === 'OUTGOING') thread.latestMessageSentTimestamp = stored.createdAt;
			if (stored.direction === 'INCOMING') thread.latestMessageReceivedTimestamp = stored.createdAt;
		}
		return stored;
	};

	const openThread = (fields: Omit<Thread, 'id' | 'status' | 'spam' | 'archived'>): Thread => {
		const thread: Thread = {
			id: String(nextThread++),
			status: 'OPEN',
			spam: false,
			archived: false,
			...fields,
		};
		threads.set(thread.id, thread);
		messages.set(thread.id, []);
		return thread;
	};

	/** An incoming e-mail or chat message, from a customer. */
	const incoming = (
		thread: Thread,
		{
			text,
			subject,
			email,
			name,
		}: { text: string; subject?: string; email: string; name?: string },
		at: string,
	) => {
		const account = accounts.find((a) => a.id === thread.originalChannelAccountId)!;
		return append(thread, {
			type: 'MESSAGE',
			createdAt: at,
			createdBy: customerActor(email, name),
			client: { clientType: 'SYSTEM' },
			archived: false,
			text,
			...(subject ? { subject } : {}),
			attachments: [],
			senders: [
				{
					actorId: emailActorId(email),
					...(name ? { name } : {}),
					deliveryIdentifiers: [{ type: 'HS_EMAIL_ADDRESS', value: email }],
				},
			],
			recipients: account.deliveryIdentifier
				? [{ deliveryIdentifiers: [account.deliveryIdentifier], recipientField: 'TO' }]
				: [],
			channelId: account.channelId,
			channelAccountId: account.id,
			direction: 'INCOMING',
			status: { statusType: 'RECEIVED' },
		});
	};

	const seed = () => {
		const at = (day: number, hour = 9) => context.clock.iso(Date.UTC(2026, 9, day, hour));
		({ inboxes, accounts } = seedInboxes(at(1)));
		threads.clear();
		messages.clear();
		actors.clear();
		nextThread = 8_800_001;
		nextMessage = 1;
		for (const agent of agentActors()) addActor(agent);
		addActor({ id: 'S-hubspot', type: 'SYSTEM', name: 'HubSpot' });
		const question = openThread({
			inboxId: SEED_INBOXES.support,
			originalChannelId: EMAIL_CHANNEL,
			originalChannelAccountId: SEED_CHANNEL_ACCOUNTS.supportEmail,
			createdAt: at(5),
		});
		incoming(
			question,
			{
				text: `Hello, my invoice is wrong. ${'The details follow. '.repeat(120)}`,
				subject: 'Invoice question',
				email: CUSTOMER.email,
				name: CUSTOMER.name,
			},
			at(5),
		);
		const chat = openThread({
			inboxId: SEED_INBOXES.support,
			originalChannelId: CHANNELS[0].id,
			originalChannelAccountId: SEED_CHANNEL_ACCOUNTS.supportChat,
			createdAt: at(6),
		});
		incoming(chat, { text: 'Do you ship abroad?', email: 'sam@example.com' }, at(6));
		append(chat, {
			type: 'MESSAGE',
			createdAt: at(6, 10),
			createdBy: SEED_AGENT,
			client: { clientType: 'HUBSPOT' },
			archived: false,
			text: 'Yes, to 40 countries.',
			attachments: [],
			senders: [{ actorId: SEED_AGENT }],
			recipients: [{ actorId: emailActorId('sam@example.com') }],
			channelId: CHANNELS[0].id,
			channelAccountId: SEED_CHANNEL_ACCOUNTS.supportChat,
			direction: 'OUTGOING',
			status: { statusType: 'SENT' },
		});
		chat.status = 'CLOSED';
		chat.closedAt = at(6, 11);
		if (question.id !== SEED_THREADS.emailQuestion || chat.id !== SEED_THREADS.chatClosed)
			throw new Error('conversation seed ids moved');
		nextThread = 8_800_101;
	};
	seed();

	/** Threads as `GET /threads` filters and orders them. */
	const listThreads = (req: SandboxRequest): Thread[] => {
		const inboxIds = ids(req, 'inboxId');
		const contact = req.query.get('associatedContactId');
		const ticket = req.query.get('associatedTicketId');
		const status = req.query.get('threadStatus');
		const archived = req.query.get('archived') === 'true';
		const sort = req.query.get('sort') ?? 'id';
		const afterText = req.query.get('latestMessageTimestampAfter');
		const since = afterText === null ? undefined : Date.parse(afterText);
		if (since !== undefined && Number.isNaN(since))
			throw validationError(`latestMessageTimestampAfter must be a date-time, got ${afterText}`);
		if (!['id', '-id', 'latestMessageTimestamp', '-latestMessageTimestamp'].includes(sort))
			throw validationError(`sort must be id or latestMessageTimestamp, got ${sort}`);
		// HubSpot's docs: sorting by latestMessageTimestamp needs latestMessageTimestampAfter.
		if (sort.endsWith('latestMessageTimestamp') && since === undefined)
			throw validationError(
				'latestMessageTimestampAfter is required when sorting by latestMessageTimestamp',
			);
		if (status !== null && status !== 'OPEN' && status !== 'CLOSED')
			throw validationError(`threadStatus must be OPEN or CLOSED, got ${status}`);
		const key = sort.replace('-', '') as 'id' | 'latestMessageTimestamp';
		const value = (t: Thread) =>
			key === 'id' ? Number(t.id) : Date.parse(t.latestMessageTimestamp ?? t.createdAt);
		return [...threads.values()]
			.filter(
				(t) =>
					t.archived === archived &&
					(inboxIds.length === 0 || inboxIds.includes(t.inboxId)) &&
					(contact === null || t.associatedContactId === contact) &&
					(ticket === null || t.associatedTicketId === ticket) &&
					(status === null || t.status === status) &&
					(since === undefined || after(t.latestMessageTimestamp, since)),
			)
			.sort(
				(a, b) => (value(a) - value(b) || Number(a.id) - Number(b.id)) * (sort[0] === '-' ? -1 : 1),
			);
	};

	const messageOf = (req: SandboxRequest): Message => {
		const message = messages
			.get(threadOf(req.params.threadId, true).id)!
			.find((m) => m.id === req.params.messageId);
		if (!message) throw objectNotFound(`Message ${req.params.messageId} does not exist`);
		return message;
	};

	/** Checks a MESSAGE send as HubSpot does and stores it. */
	const send = (thread: Thread, body: Record<string, unknown>): Message => {
		for (const field of ['text', 'senderActorId', 'channelId', 'channelAccountId'])
			if (typeof body[field] !== 'string' || body[field] === '')
				throw validationError(`${field} is required for a MESSAGE`);
		for (const field of ['recipients', 'attachments'])
			if (!Array.isArray(body[field])) throw validationError(`${field} is required for a MESSAGE`);
		const attachments = attachmentsOf(body.attachments, missingFiles);
		const sender = actors.get(String(body.senderActorId));
		if (sender?.type !== 'AGENT')
			throw validationError(`senderActorId ${String(body.senderActorId)} is not an agent actor`);
		const account = accounts.find((a) => a.id === body.channelAccountId);
		if (!account || account.channelId !== body.channelId)
			throw validationError(
				`Channel account ${String(body.channelAccountId)} is not an account of channel ${String(body.channelId)}`,
			);
		if (!account.active || !account.authorized || account.archived)
			throw validationError(`Channel account ${account.id} is not connected`);
		if (account.inboxId !== thread.inboxId)
			throw validationError(`Channel account ${account.id} is not in the thread's inbox`);
		const recipients = body.recipients as Participant[];
		if (recipients.length === 0) throw validationError('recipients must not be empty');
		for (const recipient of recipients) {
			const delivery = recipient.deliveryIdentifiers ?? [];
			if (!recipient.actorId && delivery.length === 0)
				throw validationError('Every recipient needs an actorId or deliveryIdentifiers');
			if (
				account.channelId === EMAIL_CHANNEL &&
				!delivery.some((d) => d.type === 'HS_EMAIL_ADDRESS')
			)
				throw validationError('An e-mail recipient needs an HS_EMAIL_ADDRESS delivery identifier');
			if (recipient.recipientField && !['TO', 'CC', 'BCC'].includes(recipient.recipientField))
				throw validationError(`recipientField must be TO, CC or BCC`);
		}
		if (body.subject !== undefined && account.channelId !== EMAIL_CHANNEL)
			throw validationError('subject applies to e-mail only');
		return append(thread, {
			type: 'MESSAGE',
			createdAt: context.clock.iso(),
			createdBy: sender.id,
			client: { clientType: 'INTEGRATION' },
			archived: false,
			text: String(body.text),
			...(typeof body.richText === 'string' ? { richText: body.richText } : {}),
			...(typeof body.subject === 'string' ? { subject: body.subject } : {}),
			attachments,
			senders: [
				{
					actorId: sender.id,
					name: sender.name,
					...(account.deliveryIdentifier
						? { deliveryIdentifiers: [account.deliveryIdentifier] }
						: {}),
				},
			],
			recipients,
			channelId: account.channelId,
			channelAccountId: account.id,
			direction: 'OUTGOING',
			status: { statusType: 'SENT' },
		});
	};

	const actorBatch = (req: SandboxRequest): SandboxReply => {
		const inputs = (req.body as { inputs?: unknown })?.inputs;
		if (!Array.isArray(inputs) || inputs.some((i) => typeof i !== 'string'))
			throw validationError('inputs must be a list of actor ids');
		const found = inputs.flatMap((id: string) => (actors.has(id) ? [actors.get(id)!] : []));
		const missing = inputs.filter((id: string) => !actors.has(id));
		const now = context.clock.iso();
		return {
			status: missing.length ? partialFailureStatus(req.version, 200) : 200,
			body: {
				status: 'COMPLETE',
				results: found,
				...(missing.length
					? {
							numErrors: 1,
							errors: [
								batchError('OBJECT_NOT_FOUND', 'Some actors do not exist', { ids: missing }),
							],
						}
					: {}),
				startedAt: now,
				completedAt: now,
			},
		};
	};

	const one = <T extends { id: string }>(list: T[], id: string, what: string): SandboxReply => {
		const found = list.find((entry) => entry.id === id);
		if (!found) throw objectNotFound(`${what} ${id} does not exist`);
		return { status: 200, body: found };
	};

	const routes = servedIn(PATH_FORMS.conversations, () => [
		{ method: 'GET', path: '/inboxes', auth: READ, handler: (req) => page(req, inboxes) },
		{
			method: 'GET',
			path: '/inboxes/{inboxId}',
			auth: READ,
			handler: (req) => one(inboxes, req.params.inboxId, 'Inbox'),
		},
		{ method: 'GET', path: '/channels', auth: READ, handler: (req) => page(req, [...CHANNELS]) },
		{
			method: 'GET',
			path: '/channels/{channelId}',
			auth: READ,
			handler: (req) => one([...CHANNELS], req.params.channelId, 'Channel'),
		},
		{
			method: 'GET',
			path: '/channel-accounts',
			auth: READ,
			handler: (req) => {
				const channels = ids(req, 'channelId');
				const inboxIds = ids(req, 'inboxId');
				return page(
					req,
					accounts.filter(
						(a) =>
							(channels.length === 0 || channels.includes(a.channelId)) &&
							(inboxIds.length === 0 || inboxIds.includes(a.inboxId)),
					),
				);
			},
		},
		{
			method: 'GET',
			path: '/channel-accounts/{channelAccountId}',
			auth: READ,
			handler: (req) => one(accounts, req.params.channelAccountId, 'Channel account'),
		},
		{ method: 'GET', path: '/threads', auth: READ, handler: (req) => page(req, listThreads(req)) },
		{
			method: 'GET',
			path: '/threads/{threadId}',
			auth: READ,
			handler: (req) => ({
				status: 200,
				body: threadOf(req.params.threadId, req.query.get('archived') === 'true'),
			}),
		},
		{
			method: 'PATCH',
			path: '/threads/{threadId}',
			auth: WRITE,
			handler: (req) => {
				const body = (req.body ?? {}) as { status?: unknown; archived?: unknown };
				if (body.status === undefined && body.archived === undefined)
					throw validationError('Give status or archived');
				if (body.status !== undefined && body.status !== 'OPEN' && body.status !== 'CLOSED')
					throw validationError(`status must be OPEN or CLOSED, got ${String(body.status)}`);
				if (body.archived !== undefined && body.archived !== false)
					throw validationError('archived can only be set to false (restore); DELETE archives');
				const thread = threadOf(req.params.threadId, body.archived === false);
				if (body.archived === false) thread.archived = false;
				if (body.status !== undefined && body.status !== thread.status) {
					const now = context.clock.iso();
					thread.status = body.status;
					if (body.status === 'CLOSED') thread.closedAt = now;
					else delete thread.closedAt;
					append(thread, {
						type: 'THREAD_STATUS_CHANGE',
						createdAt: now,
						createdBy: 'S-hubspot',
						client: { clientType: 'SYSTEM' },
						archived: false,
						newStatus: body.status,
					});
				}
				return { status: 200, body: thread };
			},
		},
		{
			method: 'DELETE',
			path: '/threads/{threadId}',
			auth: WRITE,
			handler: (req) => {
				threadOf(req.params.threadId).archived = true;
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			path: '/threads/{threadId}/messages',
			auth: READ,
			handler: (req) =>
				page(req, messages.get(threadOf(req.params.threadId, true).id)!.map(answered)),
		},
		{
			method: 'POST',
			path: '/threads/{threadId}/messages',
			auth: WRITE,
			handler: (req) => {
				const thread = threadOf(req.params.threadId);
				const body = (req.body ?? {}) as Record<string, unknown>;
				if (body.type === 'COMMENT') {
					if (typeof body.text !== 'string' || body.text === '')
						throw validationError('text is required for a COMMENT');
					const comment = append(thread, {
						type: 'COMMENT',
						createdAt: context.clock.iso(),
						createdBy: SEED_AGENT,
						client: { clientType: 'INTEGRATION' },
						archived: false,
						text: body.text,
						...(typeof body.richText === 'string' ? { richText: body.richText } : {}),
						attachments: attachmentsOf(body.attachments ?? [], missingFiles),
					});
					return { status: 201, body: answered(comment) };
				}
				if (body.type !== 'MESSAGE')
					throw validationError(`type must be MESSAGE or COMMENT, got ${String(body.type)}`);
				return { status: 201, body: answered(send(thread, body)) };
			},
		},
		{
			method: 'GET',
			path: '/threads/{threadId}/messages/{messageId}',
			auth: READ,
			handler: (req) => ({ status: 200, body: answered(messageOf(req)) }),
		},
		{
			method: 'GET',
			path: '/threads/{threadId}/messages/{messageId}/original-content',
			auth: READ,
			handler: (req) => {
				const { text, richText, attachments } = messageOf(req);
				return {
					status: 200,
					body: {
						text: text ?? '',
						richText: richText ?? text ?? '',
						attachments: attachments ?? [],
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/actors/{actorId}',
			auth: READ,
			handler: (req) => one([...actors.values()], req.params.actorId, 'Actor'),
		},
		{ method: 'POST', path: '/actors/batch/read', auth: READ, handler: actorBatch },
	]);

	routes.push(
		...servedIn(PATH_FORMS.conversationAssignees, () => [
			{
				method: 'PUT',
				path: '/threads/{threadId}/assignee',
				auth: WRITE,
				handler: (req) => {
					const thread = threadOf(req.params.threadId);
					const actorId = (req.body as { actorId?: unknown } | undefined)?.actorId;
					if (typeof actorId !== 'string' || actorId === '')
						throw validationError('actorId is required');
					if (actors.get(actorId)?.type !== 'AGENT')
						throw validationError(`${actorId} is not an agent of this account`);
					thread.assignedTo = actorId;
					append(thread, {
						type: 'ASSIGNMENT',
						createdAt: context.clock.iso(),
						createdBy: 'S-hubspot',
						client: { clientType: 'SYSTEM' },
						archived: false,
					});
					return { status: 200, body: thread };
				},
			},
			{
				method: 'DELETE',
				path: '/threads/{threadId}/assignee',
				auth: WRITE,
				handler: (req) => {
					delete threadOf(req.params.threadId).assignedTo;
					return { status: 204 };
				},
			},
		]),
		{
			// A customer writes in: a new e-mail thread in an inbox, or a message on a thread.
			method: 'POST',
			pattern: '/__sandbox/conversations/incoming',
			auth: { kind: 'none' },
			handler: (req) => {
				const body = (req.body ?? {}) as {
					threadId?: string;
					channelAccountId?: string;
					text?: string;
					subject?: string;
					email?: string;
					name?: string;
					contactId?: string;
				};
				const now = context.clock.iso();
				const account = accounts.find(
					(a) => a.id === (body.channelAccountId ?? SEED_CHANNEL_ACCOUNTS.supportEmail),
				);
				if (!account) throw validationError('unknown channelAccountId');
				const thread = body.threadId
					? threadOf(body.threadId)
					: openThread({
							inboxId: account.inboxId,
							originalChannelId: account.channelId,
							originalChannelAccountId: account.id,
							createdAt: now,
							...(body.contactId ? { associatedContactId: body.contactId } : {}),
						});
				const message = incoming(
					thread,
					{
						text: body.text ?? 'Hello',
						subject: body.subject,
						email: body.email ?? CUSTOMER.email,
						name: body.name,
					},
					now,
				);
				return { status: 201, body: { thread, message: answered(message) } };
			},
		},
		{
			method: 'GET',
			pattern: '/__sandbox/conversations/threads/{threadId}/messages',
			auth: { kind: 'none' },
			handler: (req) => ({
				status: 200,
				body: { results: messages.get(req.params.threadId) ?? [] },
			}),
		},
	);
	return { name: 'conversations', routes, reset: seed } satisfies SandboxArea;
}
