/** @apiVersionModes all */
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { ACCOUNT } from '../../sandbox/account';
import {
	CUSTOMER,
	SEED_CHANNEL_ACCOUNTS,
	SEED_THREADS,
	SUPPORT_ADDRESS,
	TRUNCATED_LENGTH,
} from '../../sandbox/state/conversations';
import {
	customerWrites,
	runConversations,
	storedMessages,
	useConversationsSandbox,
} from './fixture';

const AGENT = `A-${ACCOUNT.userId}`;
const message = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'message',
	operation,
	threadId: SEED_THREADS.emailQuestion,
	...extra,
});

describe('HubSpot Conversations: messages, through the engine against the sandbox', () => {
	const state = useConversationsSandbox();

	it('lists a thread’s messages and gets one with its whole text when HubSpot cut it', async () => {
		const listed = await runConversations(state.sb, message('getMany', { returnAll: true }));
		const [first] = jsonOf(listed);
		expect(first).toMatchObject({ type: 'MESSAGE', truncationStatus: 'TRUNCATED' });
		expect(String(first.text)).toHaveLength(TRUNCATED_LENGTH);
		await state.sb.clearRequests();
		const got = await runConversations(state.sb, message('get', { messageId: first.id }));
		const [whole] = jsonOf(got);
		expect(String(whole.text).length).toBeGreaterThan(TRUNCATED_LENGTH);
		expect(whole.truncationStatus).toBe('NOT_TRUNCATED');
		const values = { threadId: SEED_THREADS.emailQuestion, messageId: String(first.id) };
		expect((await state.sb.requests()).map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.conversationMessage, values),
			pathIn(ENDPOINTS.conversationMessageContent, values),
		]);
	});

	it('replies on the customer’s channel and account, to the customer, with subject and copies; the reply lands in the same thread', async () => {
		const replied = await runConversations(
			state.sb,
			message('reply', {
				senderActorId: AGENT,
				text: 'Thanks, we fixed the invoice.',
				options: { subject: 'Re: Invoice question', cc: 'billing@example.com' },
			}),
		);
		expect(jsonOf(replied)[0]).toMatchObject({
			type: 'MESSAGE',
			direction: 'OUTGOING',
			channelAccountId: SEED_CHANNEL_ACCOUNTS.supportEmail,
			conversationsThreadId: SEED_THREADS.emailQuestion,
		});
		const stored = (await storedMessages(state.sb, SEED_THREADS.emailQuestion)).pop()!;
		expect(stored).toMatchObject({
			text: 'Thanks, we fixed the invoice.',
			subject: 'Re: Invoice question',
			createdBy: AGENT,
			channelId: '1002',
			recipients: [
				{
					actorId: `E-${CUSTOMER.email}`,
					name: CUSTOMER.name,
					deliveryIdentifiers: [{ type: 'HS_EMAIL_ADDRESS', value: CUSTOMER.email }],
					recipientField: 'TO',
				},
				{
					deliveryIdentifiers: [{ type: 'HS_EMAIL_ADDRESS', value: 'billing@example.com' }],
					recipientField: 'CC',
				},
			],
		});
		// A second reply after the agent's own goes to whom the agent's went to.
		await runConversations(
			state.sb,
			message('reply', { senderActorId: AGENT, text: 'Anything else?' }),
		);
		const again = (await storedMessages(state.sb, SEED_THREADS.emailQuestion)).pop()!;
		expect(again.recipients?.map((r) => r.recipientField)).toEqual(['TO', 'CC']);
	});

	it('sends through a chosen channel account to given recipients, and HubSpot refuses a disconnected account on the item', async () => {
		const { thread } = await customerWrites(state.sb, { text: 'Hi' });
		const sent = await runConversations(
			state.sb,
			message('send', {
				threadId: '={{ $json.threadId }}',
				senderActorId: AGENT,
				channelAccountId: '={{ $json.account }}',
				to: 'pat@example.com',
				text: 'Hello from support',
			}),
			[
				{ threadId: thread.id, account: SEED_CHANNEL_ACCOUNTS.supportEmail },
				{ threadId: thread.id, account: SEED_CHANNEL_ACCOUNTS.oldEmail },
			],
			true,
		);
		expect(jsonOf(sent)[0]).toMatchObject({ channelAccountId: SEED_CHANNEL_ACCOUNTS.supportEmail });
		expect(String(jsonOf(sent)[1].error)).toMatch(/not connected/);
		expect(pairs(sent)).toEqual([0, 1]);
		const last = (await storedMessages(state.sb, thread.id)).pop()!;
		expect(last.senders?.[0].deliveryIdentifiers).toEqual([
			{ type: 'HS_EMAIL_ADDRESS', value: SUPPORT_ADDRESS },
		]);
	});

	it('comments with an internal note', async () => {
		const noted = await runConversations(
			state.sb,
			message('comment', { text: 'Customer is a VIP', options: { richText: '<b>VIP</b>' } }),
		);
		expect(jsonOf(noted)[0]).toMatchObject({ type: 'COMMENT', text: 'Customer is a VIP' });
		const [request] = await state.sb.requests();
		expect(request).toMatchObject({
			method: 'POST',
			path: pathIn(ENDPOINTS.conversationMessages, { threadId: SEED_THREADS.emailQuestion }),
			body: { type: 'COMMENT', text: 'Customer is a VIP', richText: '<b>VIP</b>', attachments: [] },
		});
	});

	it('refuses a bad item before any message goes out, naming the field and the item', async () => {
		for (const [parameters, input, field, item] of [
			[
				message('reply', { senderActorId: AGENT, text: '={{ $json.text }}' }),
				[{ text: 'ok' }, { text: '' }],
				'Text',
				1,
			],
			[message('reply', { senderActorId: 'grace', text: 'Hi' }), [{}], 'Sender', 0],
			[
				message('reply', { senderActorId: AGENT, text: 'Hi', options: { cc: 'not an address' } }),
				[{}],
				'CC',
				0,
			],
			[
				message('send', {
					senderActorId: AGENT,
					text: 'Hi',
					to: 'pat@',
					channelAccountId: { __rl: true, mode: 'id', value: '240002' },
				}),
				[{}],
				'To',
				0,
			],
			[
				message('comment', { threadId: '={{ $json.id }}', text: 'Hi' }),
				[{ id: 'x' }],
				'Thread ID',
				0,
			],
		] as const) {
			await state.sb.clearRequests();
			const result = await runConversations(state.sb, parameters, [...input]);
			expect(result.error?.message).toMatch(new RegExp(`^${field}: .*\\(item ${item}\\)$`));
			expect(await state.sb.requests()).toEqual([]);
		}
	});
});
