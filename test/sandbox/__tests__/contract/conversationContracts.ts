import { ACCOUNT } from '../../account';
import { SEED_THREADS } from '../../state/conversations';
import { PATH_FORMS, atLeast, type ApiVersion } from '../../versions';
import type { EndpointContract } from './endpointContracts';
import { BATCH_ERROR, BATCH_RESPONSE, under } from './requiredFields';

const FORMS = PATH_FORMS.conversations;
const THREAD = SEED_THREADS.emailQuestion;
/** `PublicThread`. */
const THREAD_FIELDS = [
	'id',
	'inboxId',
	'status',
	'spam',
	'archived',
	'originalChannelId',
	'originalChannelAccountId',
	'createdAt',
];
/** `PublicMessage` of type MESSAGE. */
const MESSAGE_FIELDS = [
	'id',
	'type',
	'createdAt',
	'createdBy',
	'client.clientType',
	'text',
	'richText',
	'truncationStatus',
	'senders',
	'recipients',
	'channelId',
	'channelAccountId',
	'direction',
	'status.statusType',
	'conversationsThreadId',
];

/** Inboxes, channel accounts, threads, messages (listed, sent, whole), actors. */
export const CONVERSATION_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'GET /conversations/v3/conversations/inboxes',
		forms: FORMS,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}/inboxes`, credential: 'token' }),
		status: 200,
		required: under('results[]', ['id', 'name', 'type', 'archived', 'createdAt', 'updatedAt']),
	},
	{
		endpoint: 'GET /conversations/v3/conversations/channel-accounts',
		forms: FORMS,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/channel-accounts?channelId=1002`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', [
			'id',
			'name',
			'channelId',
			'inboxId',
			'active',
			'authorized',
			'archived',
			'createdAt',
			'deliveryIdentifier.type',
			'deliveryIdentifier.value',
		]),
	},
	{
		endpoint: 'GET /conversations/v3/conversations/threads (by latest message)',
		forms: FORMS,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/threads?sort=latestMessageTimestamp&latestMessageTimestampAfter=2020-01-01T00:00:00Z&limit=1`,
			credential: 'token',
		}),
		status: 200,
		required: ['results', 'paging.next.after', ...under('results[]', THREAD_FIELDS)],
	},
	{
		endpoint: 'PUT /conversations/conversations/v3/threads/{threadId}/assignee',
		forms: PATH_FORMS.conversationAssignees,
		request: async (prefix) => ({
			method: 'PUT',
			path: `${prefix}/threads/${THREAD}/assignee`,
			credential: 'token',
			json: { actorId: `A-${ACCOUNT.userId}` },
		}),
		status: 200,
		required: [...THREAD_FIELDS, 'assignedTo'],
	},
	{
		endpoint: 'GET /conversations/v3/conversations/threads/{threadId}/messages',
		forms: FORMS,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/threads/${THREAD}/messages`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', MESSAGE_FIELDS),
	},
	{
		endpoint: 'POST /conversations/v3/conversations/threads/{threadId}/messages (MESSAGE)',
		forms: FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/threads/${THREAD}/messages`,
			credential: 'token',
			json: {
				type: 'MESSAGE',
				text: 'Hello',
				senderActorId: `A-${ACCOUNT.userId}`,
				channelId: '1002',
				channelAccountId: '240002',
				recipients: [
					{ deliveryIdentifiers: [{ type: 'HS_EMAIL_ADDRESS', value: 'pat@example.com' }] },
				],
				attachments: [],
			},
		}),
		status: 201,
		required: MESSAGE_FIELDS,
	},
	{
		endpoint:
			'GET /conversations/v3/conversations/threads/{threadId}/messages/{messageId}/original-content',
		forms: FORMS,
		request: async (prefix, _version, f) => {
			const listed = await f.prepare({
				method: 'GET',
				path: `${prefix}/threads/${THREAD}/messages`,
				credential: 'token',
			});
			const [first] = listed.results as Array<{ id: string }>;
			return {
				method: 'GET',
				path: `${prefix}/threads/${THREAD}/messages/${first.id}/original-content`,
				credential: 'token',
			};
		},
		status: 200,
		required: ['text', 'richText', 'attachments'],
	},
	{
		endpoint: 'POST /conversations/v3/conversations/actors/batch/read (one unknown)',
		forms: FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/actors/batch/read`,
			credential: 'token',
			json: { inputs: [`A-${ACCOUNT.userId}`, 'A-1'] },
		}),
		// v3 answers a partial failure 207, 2026-09 200 with `errors` (HubSpot's specs).
		status: (version: ApiVersion) => (atLeast(version, '2026-09') ? 200 : 207),
		required: [
			...BATCH_RESPONSE,
			...under('results[]', ['id', 'type']),
			'numErrors',
			...under('errors[]', BATCH_ERROR),
		],
	},
];
