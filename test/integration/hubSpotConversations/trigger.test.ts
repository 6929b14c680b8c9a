/** @apiVersionModes all */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import type { CrmSandbox } from '../../harness/crmSandbox';
import { PollHost } from '../../harness/poll';
import { ACCOUNT } from '../../sandbox/account';
import {
	SEED_CHANNEL_ACCOUNTS,
	SEED_INBOXES,
	TRUNCATED_LENGTH,
} from '../../sandbox/state/conversations';
import { customerWrites, runConversations, useConversationsSandbox } from './fixture';

/** A Conversations Trigger on the sandbox's private app, polled by a fresh n8n (or one restarted over `saved`). */
function conversationsTrigger(
	sb: CrmSandbox,
	parameters: INodeParameters = {},
	saved?: IDataObject,
): PollHost {
	return new PollHost(
		sb.engine,
		{
			type: 'hubSpotConversationsTrigger',
			parameters: {
				authentication: 'appToken',
				event: 'newMessage',
				direction: 'INCOMING',
				...parameters,
			},
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
		},
		saved,
	);
}

const texts = (items: INodeExecutionData[] | null): string[] =>
	(items ?? []).map((item) => String(item.json.text));

describe('HubSpot Conversations Trigger through n8n-core’s poll context against the sandbox', () => {
	const state = useConversationsSandbox();

	it('starts at its first poll and emits each new message once, with its thread, sender and whole text', async () => {
		const trigger = conversationsTrigger(state.sb);
		expect((await trigger.activate()).items).toBeNull();
		const { thread } = await customerWrites(state.sb, { text: 'First', email: 'kim@example.com' });
		await customerWrites(state.sb, {
			threadId: thread.id,
			text: 'x'.repeat(TRUNCATED_LENGTH + 10),
		});
		const first = await trigger.poll();
		expect(texts(first.items).map((t) => t.length)).toEqual([5, TRUNCATED_LENGTH + 10]);
		expect(first.items![0].json).toMatchObject({
			type: 'MESSAGE',
			direction: 'INCOMING',
			thread: { id: thread.id, inboxId: SEED_INBOXES.support },
			sender: { id: 'E-kim@example.com', type: 'EMAIL', email: 'kim@example.com' },
		});
		expect((await trigger.poll()).items).toBeNull();
		// An agent's reply is outgoing: not emitted by an Incoming trigger.
		await runConversations(state.sb, {
			resource: 'message',
			operation: 'reply',
			threadId: thread.id,
			senderActorId: `A-${ACCOUNT.userId}`,
			text: 'Answer',
		});
		expect((await trigger.poll()).items).toBeNull();
		await customerWrites(state.sb, { threadId: thread.id, text: 'Thanks' });
		expect(texts((await trigger.poll()).items)).toEqual(['Thanks']);
	});

	it('two polls at once emit a message once, and after a restart n8n carries on from the saved cursor: nothing missed, nothing again', async () => {
		const before = conversationsTrigger(state.sb, { direction: 'both' });
		await before.activate();
		await customerWrites(state.sb, { text: 'one' });
		const both = await Promise.all([before.poll(), before.poll()]);
		expect(both.flatMap((outcome) => texts(outcome.items))).toEqual(['one']);
		await customerWrites(state.sb, { text: 'while stopped' });
		const after = conversationsTrigger(state.sb, { direction: 'both' }, before.savedStaticData);
		await after.activate();
		expect(before.executions.length + after.executions.length).toBe(2);
		expect(texts(after.executions[0])).toEqual(['while stopped']);
		expect((await after.poll()).items).toBeNull();
	});

	it('follows one inbox only, and emits new threads with their first message', async () => {
		const support = conversationsTrigger(state.sb, {
			inboxId: { __rl: true, mode: 'id', value: SEED_INBOXES.support },
		});
		const threads = conversationsTrigger(state.sb, { event: 'newThread' });
		await support.poll();
		await threads.poll();
		await customerWrites(state.sb, {
			text: 'to help desk',
			channelAccountId: SEED_CHANNEL_ACCOUNTS.helpDeskEmail,
		});
		const { thread } = await customerWrites(state.sb, { text: 'to support' });
		await customerWrites(state.sb, { threadId: thread.id, text: 'more' });
		expect(texts((await support.poll()).items)).toEqual(['to support', 'more']);
		expect(texts((await threads.poll()).items)).toEqual(['to help desk', 'to support']);
		expect((await threads.poll()).items).toBeNull();
	});

	it('loses nothing when a poll fails, and a poll cut short by its budget resumes where it stopped', async () => {
		const trigger = conversationsTrigger(state.sb);
		await trigger.poll();
		for (const text of ['a', 'b', 'c']) await customerWrites(state.sb, { text });
		await state.sb.control('POST', 'faults', { path: '/threads', status: 500, times: 1 });
		const failed = await trigger.poll();
		expect(failed.error).toBeDefined();
		const emitted: string[] = [];
		// A budget that ends before the second thread: one thread per poll.
		for (let poll = 0; poll < 4; poll++)
			emitted.push(...texts((await trigger.poll({ budgetMs: 1 })).items));
		expect(emitted).toEqual(['a', 'b', 'c']);
	});

	it('shows up to 3 recent messages in a manual run and keeps no cursor', async () => {
		for (const text of ['m1', 'm2', 'm3', 'm4']) await customerWrites(state.sb, { text });
		const trigger = conversationsTrigger(state.sb);
		expect(texts((await trigger.testRun()).items)).toEqual(['m2', 'm3', 'm4']);
		expect(trigger.savedStaticData).toEqual({});
	});

	it('refuses an inbox that is not an ID before any request', async () => {
		const trigger = conversationsTrigger(state.sb, {
			inboxId: { __rl: true, mode: 'id', value: 'support' },
		});
		await state.sb.clearRequests();
		const outcome = await trigger.poll();
		expect(outcome.error?.message).toMatch(/^Inbox: /);
		expect(await state.sb.requests()).toEqual([]);
	});
});
