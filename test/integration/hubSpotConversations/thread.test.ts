/** @apiVersionModes all */
import {
	searchChannelAccounts,
	searchChannels,
	searchInboxes,
} from '../../../nodes/HubSpotConversations/methods/listSearch';
import { getAgents } from '../../../nodes/HubSpotConversations/methods/loadOptions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { ACCOUNT } from '../../sandbox/account';
import { SEED_INBOXES, SEED_THREADS } from '../../sandbox/state/conversations';
import {
	customerWrites,
	editingConversations,
	editingWithDefaultScopes,
	runConversations,
	useConversationsSandbox,
} from './fixture';

const thread = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'thread',
	operation,
	...extra,
});

describe('HubSpot Conversations: threads, inboxes, channels, actors, through the engine against the sandbox', () => {
	const state = useConversationsSandbox();

	it('lists threads by inbox, status and latest message time (v3 in 2026-03, which HubSpot did not release), Return All or up to a limit', async () => {
		const later = await customerWrites(state.sb, { text: 'Where is my order?' });
		await state.sb.clearRequests();
		const all = await runConversations(state.sb, thread('getMany', { returnAll: true }));
		expect(jsonOf(all).map((t) => t.id)).toEqual([
			SEED_THREADS.emailQuestion,
			SEED_THREADS.chatClosed,
			later.thread.id,
		]);
		const [request] = await state.sb.requests();
		expect(request.path).toBe(pathIn(ENDPOINTS.conversationThreads));
		const closed = await runConversations(
			state.sb,
			thread('getMany', {
				returnAll: true,
				filters: {
					status: 'CLOSED',
					inboxId: { __rl: true, mode: 'id', value: SEED_INBOXES.support },
				},
			}),
		);
		expect(jsonOf(closed).map((t) => t.id)).toEqual([SEED_THREADS.chatClosed]);
		const recent = await runConversations(
			state.sb,
			thread('getMany', {
				returnAll: false,
				limit: 5,
				filters: { latestMessageAfter: new Date(Date.now() - 60_000).toISOString() },
			}),
		);
		expect(jsonOf(recent).map((t) => t.id)).toEqual([later.thread.id]);
		const one = await runConversations(state.sb, thread('getMany', { returnAll: false, limit: 1 }));
		expect(one.items).toHaveLength(1);
	});

	it('gets, closes, reopens, archives and restores a thread, one output or error item per input', async () => {
		const got = await runConversations(
			state.sb,
			thread('get', { threadId: '={{ $json.id }}' }),
			[{ id: SEED_THREADS.emailQuestion }, { id: '999999' }],
			true,
		);
		expect(jsonOf(got)[0]).toMatchObject({ id: SEED_THREADS.emailQuestion, status: 'OPEN' });
		expect(jsonOf(got)[1]).toMatchObject({ httpCode: '404' });
		expect(pairs(got)).toEqual([0, 1]);
		const closed = await runConversations(
			state.sb,
			thread('update', {
				threadId: SEED_THREADS.emailQuestion,
				updateFields: { status: 'CLOSED' },
			}),
		);
		expect(jsonOf(closed)[0]).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
		const archived = await runConversations(
			state.sb,
			thread('archive', { threadId: SEED_THREADS.emailQuestion }),
		);
		expect(jsonOf(archived)).toEqual([{ id: SEED_THREADS.emailQuestion, archived: true }]);
		const gone = await runConversations(
			state.sb,
			thread('get', { threadId: SEED_THREADS.emailQuestion }),
			[{}],
			true,
		);
		expect(jsonOf(gone)[0]).toMatchObject({ httpCode: '404' });
		const restored = await runConversations(
			state.sb,
			thread('update', {
				threadId: SEED_THREADS.emailQuestion,
				updateFields: { restore: true, status: 'OPEN' },
			}),
		);
		expect(jsonOf(restored)[0]).toMatchObject({ archived: false, status: 'OPEN' });
		const paths = (await state.sb.requests()).map((r) => `${r.method} ${r.path}`);
		expect(paths).toContain(
			`DELETE ${pathIn(ENDPOINTS.conversationThread, { threadId: SEED_THREADS.emailQuestion })}`,
		);
	});

	it('assigns a thread to an agent and unassigns it (v3 on its own path, 2026-09 dated); HubSpot refuses an actor that is not an agent', async () => {
		const agent = `A-${ACCOUNT.userId}`;
		const assigned = await runConversations(
			state.sb,
			thread('assign', {
				threadId: SEED_THREADS.emailQuestion,
				agentActorId: '={{ $json.agent }}',
			}),
			[{ agent }, { agent: 'E-pat.customer@example.com' }],
			true,
		);
		expect(jsonOf(assigned)[0]).toMatchObject({
			id: SEED_THREADS.emailQuestion,
			assignedTo: agent,
		});
		expect(String(jsonOf(assigned)[1].error)).toMatch(/not an agent/);
		const got = await runConversations(
			state.sb,
			thread('get', { threadId: SEED_THREADS.emailQuestion }),
		);
		expect(jsonOf(got)[0].assignedTo).toBe(agent);
		await state.sb.clearRequests();
		await runConversations(state.sb, thread('unassign', { threadId: SEED_THREADS.emailQuestion }));
		const [request] = await state.sb.requests();
		expect(`${request.method} ${request.path}`).toBe(
			`DELETE ${pathIn(ENDPOINTS.conversationThreadAssignee, { threadId: SEED_THREADS.emailQuestion })}`,
		);
		const after = await runConversations(
			state.sb,
			thread('get', { threadId: SEED_THREADS.emailQuestion }),
		);
		expect(jsonOf(after)[0].assignedTo).toBeUndefined();
	});

	it('refuses bad input before any request, naming the field and the item', async () => {
		for (const [parameters, message] of [
			[thread('get', { threadId: '../inboxes' }), 'Thread ID'],
			[
				thread('update', { threadId: SEED_THREADS.emailQuestion, updateFields: {} }),
				'Update Fields',
			],
			[
				thread('getMany', { returnAll: true, filters: { latestMessageAfter: 'yesterday' } }),
				'Latest Message After',
			],
			[
				thread('getMany', { returnAll: true, filters: { associatedContactId: 'pat' } }),
				'Associated Contact ID',
			],
			[{ resource: 'actor', operation: 'get', actorId: 'pat@example.com' }, 'Actor ID'],
			[thread('assign', { threadId: SEED_THREADS.emailQuestion, agentActorId: 'grace' }), 'Agent'],
		] as const) {
			await state.sb.clearRequests();
			const result = await runConversations(state.sb, parameters);
			expect(result.error?.message).toMatch(new RegExp(`^${message}: .*\\(item 0\\)$`));
			expect(await state.sb.requests()).toEqual([]);
		}
	});

	it('lists inboxes, channels and channel accounts, reads actors one by one and in batch', async () => {
		const inboxes = await runConversations(state.sb, {
			resource: 'inbox',
			operation: 'getMany',
			returnAll: true,
		});
		expect(jsonOf(inboxes).map((i) => i.name)).toEqual(['Support', 'Help Desk']);
		const channels = await runConversations(state.sb, {
			resource: 'channel',
			operation: 'getMany',
			returnAll: true,
		});
		expect(jsonOf(channels).map((c) => c.name)).toContain('Email');
		const accounts = await runConversations(state.sb, {
			resource: 'channelAccount',
			operation: 'getMany',
			returnAll: true,
			filters: { inboxId: { __rl: true, mode: 'id', value: SEED_INBOXES.helpDesk } },
		});
		expect(jsonOf(accounts).map((a) => a.name)).toEqual(['help@sandbox-demo.example']);
		const agent = `A-${ACCOUNT.userId}`;
		const actor = await runConversations(state.sb, {
			resource: 'actor',
			operation: 'get',
			actorId: agent,
		});
		expect(jsonOf(actor)[0]).toMatchObject({ id: agent, type: 'AGENT', email: ACCOUNT.userEmail });
		const batch = await runConversations(state.sb, {
			resource: 'actor',
			operation: 'getBatch',
			actorIds: `${agent}, E-pat.customer@example.com, A-1`,
		});
		expect(jsonOf(batch).map((a) => a.id)).toEqual([agent, 'E-pat.customer@example.com']);
	});

	it('offers inboxes, channels, channel accounts and agents in its pickers', async () => {
		const inboxes = await searchInboxes.call(editingConversations(state.sb, {}, 'inboxId'), 'help');
		expect(inboxes.results).toEqual([
			{ name: 'Help Desk (help desk)', value: SEED_INBOXES.helpDesk },
		]);
		const channels = await searchChannels.call(editingConversations(state.sb, {}, 'channelId'));
		expect(channels.results.map((c) => c.name)).toEqual(['Email', 'Live chat', 'WhatsApp']);
		const accounts = await searchChannelAccounts.call(
			editingConversations(state.sb, {}, 'channelAccountId'),
			'old',
		);
		expect(accounts.results.map((a) => a.name)).toEqual([
			'old@sandbox-demo.example (disconnected)',
		]);
		const agents = await getAgents.call(editingConversations(state.sb, {}, 'senderActorId'));
		expect(agents.map((a) => a.value)).toContain(`A-${ACCOUNT.userId}`);
		// The conversations scopes are optional scopes: without them the picker names the one to add.
		const refused = await searchInboxes.call(await editingWithDefaultScopes(state.sb, 'inboxId'));
		expect(refused.results).toEqual([
			expect.objectContaining({
				name: 'Inboxes not listed: the credential lacks the scope conversations.read',
				value: '',
			}),
		]);
	});
});
