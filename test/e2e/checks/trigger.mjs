// The HubSpot Platform Trigger in a running n8n: published, it points the developer app's webhooks
// at n8n and subscribes; the sandbox's signed deliveries of real CRM changes start executions that
// n8n stores; a forged delivery and a replayed one start none; unpublished, it pauses what it made.
import { createHmac } from 'node:crypto';
import { waitUntil } from '../../../scripts/lib/server.mjs';

const WORKFLOW_ID = 'demoHubSpotTrg01';
const TRIGGER_NODE = 'HubSpot Platform Trigger';

/** The events the trigger emitted in one stored execution. */
export async function emittedEvents(readExecution, executionId) {
	const run = await readExecution(executionId);
	return (run.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? []).map(
		(item) => item.json,
	);
}

/** Waits until the workflow has `count` stored executions, all finished; returns them oldest first. */
export async function storedExecutions(rest, count) {
	return await waitUntil(`${count} stored executions of the trigger workflow`, 30_000, async () => {
		const executions = await rest.executions(WORKFLOW_ID);
		return executions.length >= count &&
			executions.every((e) => e.status !== 'running' && e.status !== 'new')
			? executions.reverse()
			: undefined;
	});
}

/** `firstDeliveryOnly`: the compatibility checks stop after the first signed delivery. */
export async function checkTrigger(
	{ report, rest, sandbox, n8nUrl, readExecution, webhookId },
	{ firstDeliveryOnly = false } = {},
) {
	const targetUrl = `${n8nUrl}/webhook/${webhookId}/webhook`;
	const published = await report.attempt(
		"publishing the trigger workflow on an app with no webhook settings yet points the app's webhooks at n8n and subscribes",
		async () => {
			const before = await sandbox.webhooks('GET', '/settings').then(
				(settings) => `the app already had webhook settings: ${JSON.stringify(settings)}`,
				(error) => (/HTTP 404/.test(error.message) ? undefined : error.message),
			);
			if (before) return [before];
			await rest.activate(WORKFLOW_ID);
			const subscriptions = await waitUntil(
				'the subscriptions of the trigger',
				60_000,
				async () => {
					const { results } = await sandbox.webhooks('GET', '/subscriptions');
					return results.filter((s) => s.active).length >= 2 ? results : undefined;
				},
			);
			const settings = await sandbox.webhooks('GET', '/settings');
			const problems =
				settings.targetUrl === targetUrl
					? []
					: [`target URL is ${settings.targetUrl}, expected ${targetUrl}`];
			const active = subscriptions
				.filter((s) => s.active)
				.map((s) => `${s.eventType}${s.propertyName ? `:${s.propertyName}` : ''}`)
				.sort();
			if (active.join(',') !== 'contact.creation,contact.propertyChange:email')
				problems.push(`active subscriptions: ${active.join(', ')}`);
			return problems;
		},
	);
	if (!published) return;

	let contactId;
	await report.attempt(
		'a contact created in HubSpot reaches n8n as a signed delivery and starts one stored execution with the event',
		async () => {
			const created = await sandbox.api('POST', '/crm/v3/objects/contacts/batch/create', {
				inputs: [{ properties: { email: 'ada@example.com', firstname: 'Ada' } }],
			});
			contactId = created.results[0].id;
			const [execution] = await storedExecutions(rest, 1);
			const events = await emittedEvents(readExecution, execution.id);
			const { attempts } = await sandbox.control('GET', 'deliveries?waitIdleMs=10000');
			const problems = [];
			if (execution.status !== 'success' || execution.mode !== 'webhook')
				problems.push(`execution ${execution.status} in mode ${execution.mode}`);
			if (
				events.length !== 1 ||
				events[0].eventType !== 'contact.creation' ||
				String(events[0].objectId) !== contactId
			)
				problems.push(`events ${JSON.stringify(events)}`);
			if (
				attempts.length !== 1 ||
				attempts[0].status !== 200 ||
				attempts[0].signatureVersion !== 'v3'
			)
				problems.push(`deliveries ${JSON.stringify(attempts)}`);
			return problems;
		},
	);
	if (firstDeliveryOnly) return;

	await report.attempt('a forged delivery (wrong secret) is refused with 401', async () => {
		const body = JSON.stringify([
			{
				eventId: 990001,
				subscriptionId: 1,
				portalId: sandbox.info.hubId,
				appId: sandbox.info.appId,
				occurredAt: Date.now(),
				subscriptionType: 'contact.creation',
				attemptNumber: 0,
				objectId: 424242,
			},
		]);
		const timestamp = String(Date.now());
		const signature = createHmac('sha256', 'not-the-client-secret')
			.update(`POST${targetUrl}${body}${timestamp}`)
			.digest('base64');
		const answer = await fetch(targetUrl, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				'X-HubSpot-Signature-v3': signature,
				'X-HubSpot-Request-Timestamp': timestamp,
			},
			body,
		});
		return answer.status === 401 ? [] : [`answered HTTP ${answer.status}`];
	});

	await report.attempt(
		'a replayed delivery (same bytes, valid signature) is answered 200',
		async () => {
			const answer = await sandbox.control('POST', 'deliveries/0/replay');
			return answer.status === 200 ? [] : [`answered ${JSON.stringify(answer)}`];
		},
	);

	await report.attempt(
		'the forged and the replayed deliveries stored no execution: the next real change is the only new one',
		async () => {
			if (!contactId) return ['no contact was created'];
			await sandbox.api('PATCH', `/crm/v3/objects/contacts/${contactId}`, {
				properties: { email: 'ada.lovelace@example.com' },
			});
			const executions = await storedExecutions(rest, 2);
			const events = await Promise.all(executions.map((e) => emittedEvents(readExecution, e.id)));
			const summary = events.map((list) =>
				list.map((e) => `${e.eventType}${e.propertyValue ? `=${e.propertyValue}` : ''}`).join('+'),
			);
			const expected = ['contact.creation', 'contact.propertyChange=ada.lovelace@example.com'];
			return JSON.stringify(summary) === JSON.stringify(expected)
				? []
				: [`stored executions: ${JSON.stringify(summary)}, expected ${JSON.stringify(expected)}`];
		},
	);

	await report.attempt(
		'unpublishing the trigger workflow pauses the subscriptions it made',
		async () => {
			await rest.deactivate(WORKFLOW_ID);
			await sandbox.subscriptionsPaused();
			return [];
		},
	);
}
