// HubSpot Conversations and its trigger in a running n8n: the support-inbox workflow of
// docs/nodes/conversations.md (Conversations Trigger on new incoming messages of the Support inbox →
// Conversations Reply in the message's thread). n8n polls at most once a minute, so the check lives on
// the polls n8n runs when it publishes a workflow or starts with it published: publishing starts the
// cursor; a customer writes, n8n is stopped, the customer writes again meanwhile, and n8n's poll after
// the restart starts one execution with exactly both messages, whose replies land in the same thread
// (read back from the sandbox). Published again, the trigger's poll emits nothing already emitted.
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../../../scripts/lib/server.mjs';

const TRIGGER = 'HubSpot Conversations Trigger';
const REPLY = 'Reply';
const SUPPORT_INBOX = '147001';
const CREDENTIALS = {
	hubSpotPlatformAppTokenApi: { id: 'hsAppToken000001', name: 'HubSpot Sandbox App Token' },
};
const WAIT_MS = 30_000;

const threadReads = (requests) =>
	requests.filter((r) => r.method === 'GET' && /\/conversations\/[^/]+\/threads$/.test(r.path));

/**
 * What every finished execution's trigger emitted, oldest first; undefined while some run or fewer
 * than `count` messages came out (n8n's minute poll may have emitted the first one on its own).
 */
async function emitted(rest, readExecution, workflowId, count) {
	const executions = await rest.executions(workflowId);
	if (executions.some((e) => e.status === 'running' || e.status === 'new')) return undefined;
	const texts = [];
	for (const execution of [...executions].reverse()) {
		const run = await readExecution(execution.id);
		texts.push(
			...(run.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0] ?? []).map(
				(item) => item.json.text,
			),
		);
	}
	return texts.length >= count ? { executions, texts } : undefined;
}

export async function checkConversations({ report, rest, sandbox, readExecution, restartN8n }) {
	const [owner] = (await sandbox.api('GET', '/crm/v3/owners?limit=1')).results;
	const agent = `A-${owner.userId}`;
	const workflow = await rest.call('POST', '/rest/workflows', {
		name: 'E2E support inbox auto-reply',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: randomUUID(),
				name: TRIGGER,
				type: 'n8n-nodes-hubspot-platform.hubSpotConversationsTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					authentication: 'appToken',
					pollTimes: { item: [{ mode: 'everyMinute' }] },
					event: 'newMessage',
					direction: 'INCOMING',
					inboxId: { __rl: true, mode: 'id', value: SUPPORT_INBOX },
				},
				credentials: CREDENTIALS,
			},
			{
				id: randomUUID(),
				name: REPLY,
				type: 'n8n-nodes-hubspot-platform.hubSpotConversations',
				typeVersion: 1,
				position: [220, 0],
				parameters: {
					authentication: 'appToken',
					resource: 'message',
					operation: 'reply',
					threadId: '={{ $json.thread.id }}',
					senderActorId: agent,
					text: '=Thanks, we got: {{ $json.text }}',
				},
				credentials: CREDENTIALS,
			},
		],
		connections: { [TRIGGER]: { main: [[{ node: REPLY, type: 'main', index: 0 }]] } },
	});
	const customerWrites = async (body) =>
		await sandbox.control('POST', 'conversations/incoming', {
			email: 'e2e.customer@example.com',
			...body,
		});
	const replies = async (threadId) =>
		(await sandbox.control('GET', `conversations/threads/${threadId}/messages`)).results.filter(
			(m) => m.direction === 'OUTGOING',
		);
	const activationPoll = async (what) => {
		const reads = threadReads(await sandbox.requests()).length;
		await waitUntil(what, WAIT_MS, async () =>
			threadReads(await sandbox.requests()).length > reads ? true : undefined,
		);
	};
	let threadId;
	const published = await report.attempt(
		'the published Conversations Trigger emits the message written before and the one written during an n8n restart, once each, and the Reply in its workflow answers both in their thread',
		async () => {
			await sandbox.control('DELETE', 'requests');
			await rest.activate(workflow.id);
			await activationPoll('the activation poll of the Conversations Trigger');
			({
				thread: { id: threadId },
			} = await customerWrites({ text: 'e2e: where is my order?' }));
			await restartN8n(async () => {
				await customerWrites({ threadId, text: 'e2e: written while n8n was down' });
			});
			const seen = await waitUntil('the execution after the restart', WAIT_MS, () =>
				emitted(rest, readExecution, workflow.id, 2),
			);
			const problems = [];
			const expected = ['e2e: where is my order?', 'e2e: written while n8n was down'];
			if (seen.texts.join('|') !== expected.join('|'))
				problems.push(`emitted ${JSON.stringify(seen.texts)}`);
			if (!seen.executions.every((e) => e.status === 'success' && e.mode === 'trigger'))
				problems.push(
					`executions ${seen.executions.map((e) => `${e.status}/${e.mode}`).join(', ')}`,
				);
			const posted = (await replies(threadId)).map((m) => m.text);
			const wanted = expected.map((text) => `Thanks, we got: ${text}`);
			if (posted.join('|') !== wanted.join('|'))
				problems.push(`replies in thread ${threadId}: ${JSON.stringify(posted)}`);
			return problems;
		},
	);
	if (published)
		await report.attempt(
			'published again, the Conversations Trigger polls and emits nothing already emitted',
			async () => {
				const before = (await rest.executions(workflow.id)).length;
				await rest.deactivate(workflow.id);
				await rest.activate(workflow.id);
				await activationPoll('the activation poll after publishing again');
				const executions = (await rest.executions(workflow.id)).length;
				return executions === before ? [] : [`${executions} executions, ${before} before`];
			},
		);
	await rest.deactivate(workflow.id);
}
