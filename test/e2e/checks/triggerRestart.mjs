// Retried deliveries across an n8n restart: the trigger published again, genuine sandbox deliveries
// start executions, n8n is restarted, then HubSpot's retry of the same events (same eventId and
// subscriptionId, attemptNumber + 1, freshly signed) and a byte-for-byte replay of the genuine
// delivery arrive: both are acknowledged and start nothing, counted from n8n's stored executions.
import { waitUntil } from '../../../scripts/lib/server.mjs';
import { postSignedDelivery } from '../lib/signedDelivery.mjs';
import { emittedEvents, storedExecutions } from './trigger.mjs';

const WORKFLOW_ID = 'demoHubSpotTrg01';

/** The event as HubSpot sent it, from the item the trigger emitted (readable fields first, raw after). */
function sentEvent(item) {
	const { eventType: _type, objectType: _object, occurredAt: _iso, occurredAtMs, ...raw } = item;
	return { ...raw, occurredAt: occurredAtMs };
}

/** The events of the stored executions after the first `skip`, once there are `count` of them. */
async function eventsAfter(rest, readExecution, skip, count) {
	return await waitUntil(
		`${count} events in executions after the first ${skip}`,
		60_000,
		async () => {
			const executions = await storedExecutions(rest, skip + 1);
			const events = (
				await Promise.all(executions.slice(skip).map((e) => emittedEvents(readExecution, e.id)))
			).flat();
			return events.length >= count ? { events, executions: executions.length } : undefined;
		},
	);
}

async function whenSubscribed(sandbox) {
	await waitUntil('the active subscriptions of the trigger', 60_000, async () => {
		const { results } = await sandbox.webhooks('GET', '/subscriptions');
		return results.filter((s) => s.active).length >= 2 ? true : undefined;
	});
}

export async function checkTriggerRestart({
	report,
	rest,
	sandbox,
	n8nUrl,
	readExecution,
	webhookId,
	restartN8n,
}) {
	const targetUrl = `${n8nUrl}/webhook/${webhookId}/webhook`;
	const published = await report.attempt(
		'the trigger workflow published again points the app back at n8n',
		async () => {
			await rest.activate(WORKFLOW_ID);
			await whenSubscribed(sandbox);
			const { targetUrl: current } = await sandbox.webhooks('GET', '/settings');
			return current === targetUrl ? [] : [`target URL is ${current}`];
		},
	);
	if (!published) return;

	const before = (await rest.executions(WORKFLOW_ID)).length;
	let delivered = [];
	let replayIndex;
	const received = await report.attempt(
		'two contacts created: their genuine deliveries start stored executions with both events',
		async () => {
			await sandbox.api('POST', '/crm/v3/objects/contacts/batch/create', {
				inputs: [
					{ properties: { email: 'grace@example.com' } },
					{ properties: { email: 'alan@example.com' } },
				],
			});
			const { events } = await eventsAfter(rest, readExecution, before, 2);
			delivered = events.map(sentEvent);
			const { attempts } = await sandbox.control('GET', 'deliveries?waitIdleMs=10000');
			replayIndex = attempts.findIndex(
				(attempt) => attempt.status === 200 && attempt.eventIds.includes(delivered[0].eventId),
			);
			const problems = [];
			if (events.length !== 2 || events.some((e) => e.eventType !== 'contact.creation'))
				problems.push(`events ${JSON.stringify(events)}`);
			if (replayIndex < 0)
				problems.push(
					`no answered delivery of event ${delivered[0]?.eventId}: ${JSON.stringify(attempts)}`,
				);
			return problems;
		},
	);
	if (!received) return;
	const afterDeliveries = (await rest.executions(WORKFLOW_ID)).length;

	const restarted = await report.attempt(
		'n8n restarts with the trigger workflow still published',
		async () => {
			await restartN8n();
			const { targetUrl: current } = await sandbox.webhooks('GET', '/settings');
			return current === targetUrl ? [] : [`target URL is ${current}`];
		},
	);
	if (!restarted) return;

	await report.attempt(
		"after the restart, HubSpot's retry of those events (attemptNumber + 1, signed anew) is acknowledged with started 0",
		async () => {
			const retry = delivered.map((event) => ({
				...event,
				attemptNumber: Number(event.attemptNumber) + 1,
			}));
			const answer = await postSignedDelivery(targetUrl, sandbox.info.clientSecret, retry);
			const expected = { received: 2, started: 0 };
			return answer.status === 200 && JSON.stringify(answer.body) === JSON.stringify(expected)
				? []
				: [
						`answered HTTP ${answer.status} ${JSON.stringify(answer.body)}, expected ${JSON.stringify(expected)}`,
					];
		},
	);

	await report.attempt(
		'after the restart, a byte-for-byte replay of the genuine delivery is answered 200',
		async () => {
			const answer = await sandbox.control('POST', `deliveries/${replayIndex}/replay`);
			return answer.status === 200 ? [] : [`answered ${JSON.stringify(answer)}`];
		},
	);

	await report.attempt(
		'the retry and the replay stored no execution: the next real change is the only new one',
		async () => {
			await sandbox.api('POST', '/crm/v3/objects/contacts/batch/create', {
				inputs: [{ properties: { email: 'edsger@example.com' } }],
			});
			const { events, executions } = await eventsAfter(rest, readExecution, afterDeliveries, 1);
			const problems = [];
			if (executions !== afterDeliveries + 1)
				problems.push(`${executions - afterDeliveries} executions after the restart, expected 1`);
			if (
				events.length !== 1 ||
				events.some((e) => delivered.some((d) => d.eventId === e.eventId))
			) {
				problems.push(`events after the restart: ${JSON.stringify(events)}`);
			}
			return problems;
		},
	);

	await rest.deactivate(WORKFLOW_ID);
	await waitUntil('paused subscriptions', 30_000, async () => {
		const { results } = await sandbox.webhooks('GET', '/subscriptions');
		return results.every((s) => !s.active) ? true : undefined;
	});
}
