// How fast the trigger answers HubSpot, beside n8n's own Webhook node on the same n8n: 50 signed
// deliveries sent at once to each, every one starting an execution; answer times (request sent to
// answer read) as p50/p99. Measured and reported, not asserted: the check asserts the answers.
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../../../scripts/lib/server.mjs';
import { postSignedDelivery } from '../lib/signedDelivery.mjs';

const TRIGGER_WORKFLOW_ID = 'demoHubSpotTrg01';
const CONCURRENT = 50;
const WARM_UP = 5;

function percentile(sorted, p) {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const figures = (answers) => {
	const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
	return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

/** A workflow of n8n's Webhook node (answering on receipt) and a No Op, as the baseline. */
async function createBaseline(rest) {
	const path = randomUUID();
	const workflow = await rest.call('POST', '/rest/workflows', {
		name: 'Answer time baseline: n8n Webhook node',
		nodes: [
			{
				id: randomUUID(),
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: path,
				parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
			},
			{
				id: randomUUID(),
				name: 'Each Event',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [220, 0],
				parameters: {},
			},
		],
		connections: { Webhook: { main: [[{ node: 'Each Event', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		active: false,
	});
	return { id: workflow.id, path };
}

/** The number of stored executions of a workflow, and whether the newest 100 have all finished. */
async function executionCount(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const { count, results } = await rest.call('GET', `/rest/executions?filter=${filter}&limit=100`);
	return { count, finished: results.every((e) => e.status !== 'running' && e.status !== 'new') };
}

/** Waits until a workflow has `count` stored executions, all finished, so that one batch does not slow the next. */
async function settled(rest, workflowId, count) {
	await waitUntil(`${count} finished executions of ${workflowId}`, 120_000, async () => {
		const now = await executionCount(rest, workflowId);
		return now.count >= count && now.finished ? true : undefined;
	});
}

/** n8n registers a published workflow's webhooks in the background: waits until `post` is answered 200. */
async function whenListening(what, post) {
	await waitUntil(`${what} answering`, 60_000, async () =>
		(await post()).status === 200 ? true : undefined,
	);
}

export async function checkAnswerTimes({ report, rest, sandbox, n8nUrl, webhookId }) {
	const secret = sandbox.info.clientSecret;
	const triggerUrl = `${n8nUrl}/webhook/${webhookId}/webhook`;
	let nextEventId = 9_100_000;
	const delivery = () => [
		{
			eventId: nextEventId++,
			subscriptionId: 9_100,
			portalId: sandbox.info.hubId,
			appId: sandbox.info.appId,
			occurredAt: Date.now(),
			subscriptionType: 'contact.creation',
			attemptNumber: 0,
			objectId: nextEventId,
			changeSource: 'CRM',
		},
	];
	const batch = async (url, size) =>
		await Promise.all(
			Array.from({ length: size }, () => postSignedDelivery(url, secret, delivery())),
		);

	await report.attempt(
		`${CONCURRENT} concurrent signed deliveries: the trigger acknowledges each with {received: 1, started: 1}, n8n's Webhook node answers each 200 (answer times in the detail)`,
		async () => {
			const baseline = await createBaseline(rest);
			await rest.activate(baseline.id);
			await rest.activate(TRIGGER_WORKFLOW_ID);
			const baselineUrl = `${n8nUrl}/webhook/${baseline.path}`;
			const triggerBefore = (await executionCount(rest, TRIGGER_WORKFLOW_ID)).count;
			try {
				// The probe answered 200 and each answer 200 started one execution (every event is new).
				const started = (answers) => answers.filter((a) => a.status === 200).length;
				await whenListening('the trigger', async () => (await batch(triggerUrl, 1))[0]);
				await whenListening(
					"the Webhook node's workflow",
					async () => (await batch(baselineUrl, 1))[0],
				);
				let triggerRuns = triggerBefore + 1 + started(await batch(triggerUrl, WARM_UP));
				let baselineRuns = 1 + started(await batch(baselineUrl, WARM_UP));
				await settled(rest, TRIGGER_WORKFLOW_ID, triggerRuns);
				await settled(rest, baseline.id, baselineRuns);
				const trigger = await batch(triggerUrl, CONCURRENT);
				await settled(rest, TRIGGER_WORKFLOW_ID, (triggerRuns += started(trigger)));
				const webhook = await batch(baselineUrl, CONCURRENT);
				await settled(rest, baseline.id, (baselineRuns += started(webhook)));
				const problems = [];
				const wrong = trigger.filter(
					(a) => a.status !== 200 || JSON.stringify(a.body) !== '{"received":1,"started":1}',
				);
				if (wrong.length) problems.push(`trigger answers: ${JSON.stringify(wrong.slice(0, 3))}`);
				if (webhook.some((a) => a.status !== 200))
					problems.push(
						`Webhook node answers: ${JSON.stringify(webhook.filter((a) => a.status !== 200).slice(0, 3))}`,
					);
				const measured = `HubSpot Platform Trigger ${figures(trigger)}; n8n Webhook node ${figures(webhook)}`;
				console.log(`answer times, ${CONCURRENT} concurrent deliveries: ${measured}`);
				return problems.length ? [...problems, measured] : [];
			} finally {
				await rest.deactivate(TRIGGER_WORKFLOW_ID);
				await rest.deactivate(baseline.id);
			}
		},
	);
}
