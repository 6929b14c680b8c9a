// HubSpot Conversations and its trigger in a running n8n: the support-inbox workflow of
// docs/nodes/conversations.md (Conversations Trigger on new incoming messages of the Support inbox →
// Conversations Reply in the message's thread), published with a poll every 5 seconds. Its
// activation poll starts the cursor; a customer's message starts one execution with exactly it, and
// the reply lands in the same thread (read back from the sandbox). Then n8n is stopped, the customer
// writes again meanwhile, and after the restart (n8n's activation poll) that message alone starts one
// execution: nothing missed, nothing again, across the restart.
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

/** What every finished execution's trigger emitted, oldest first; undefined while fewer than `count` or some run. */
async function emitted(rest, readExecution, workflowId, count) {
	const executions = await rest.executions(workflowId);
	if (
		executions.length < count ||
		executions.some((e) => e.status === 'running' || e.status === 'new')
	)
		return undefined;
	const texts = [];
	for (const execution of [...executions].reverse()) {
		const run = await readExecution(execution.id);
		texts.push(
			...(run.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0] ?? []).map(
				(item) => item.json.text,
			),
		);
	}
	return { executions, texts };
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
					pollTimes: { item: [{ mode: 'custom', cronExpression: '*/5 * * * * *' }] },
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
	let threadId;
	const published = await report.attempt(
		'the published Conversations Trigger emits a new customer message once, and the Reply in its workflow posts into the same thread',
		async () => {
			await sandbox.control('DELETE', 'requests');
			await rest.activate(workflow.id);
			await waitUntil('the activation poll of the Conversations Trigger', WAIT_MS, async () =>
				threadReads(await sandbox.requests()).length > 0 ? true : undefined,
			);
			({
				thread: { id: threadId },
			} = await customerWrites({ text: 'e2e: where is my order?' }));
			const seen = await waitUntil('the execution of the new message', WAIT_MS, () =>
				emitted(rest, readExecution, workflow.id, 1),
			);
			const problems = [];
			if (seen.texts.join('|') !== 'e2e: where is my order?')
				problems.push(`emitted ${JSON.stringify(seen.texts)}`);
			if (!seen.executions.every((e) => e.status === 'success' && e.mode === 'trigger'))
				problems.push(
					`executions ${seen.executions.map((e) => `${e.status}/${e.mode}`).join(', ')}`,
				);
			const posted = await replies(threadId);
			if (posted.map((m) => m.text).join('|') !== 'Thanks, we got: e2e: where is my order?')
				problems.push(
					`replies in thread ${threadId}: ${JSON.stringify(posted.map((m) => m.text))}`,
				);
			return problems;
		},
	);
	if (published)
		await report.attempt(
			'after n8n restarts, the Conversations Trigger emits only the message written while n8n was down, once',
			async () => {
				await restartN8n(async () => {
					await customerWrites({ threadId, text: 'e2e: written while n8n was down' });
				});
				const seen = await waitUntil('the execution after the restart', WAIT_MS, () =>
					emitted(rest, readExecution, workflow.id, 2),
				);
				// One more poll with nothing new starts no execution.
				const reads = threadReads(await sandbox.requests()).length;
				await waitUntil('a poll after the restart', WAIT_MS, async () =>
					threadReads(await sandbox.requests()).length > reads ? true : undefined,
				);
				const after = await emitted(rest, readExecution, workflow.id, 2);
				const problems = [];
				const expected = ['e2e: where is my order?', 'e2e: written while n8n was down'];
				if ((after ?? seen).texts.join('|') !== expected.join('|'))
					problems.push(`emitted ${JSON.stringify((after ?? seen).texts)}`);
				if ((await replies(threadId)).length !== 2)
					problems.push(
						`${(await replies(threadId)).length} replies in thread ${threadId}, expected 2`,
					);
				return problems;
			},
		);
	await rest.deactivate(workflow.id);
}
