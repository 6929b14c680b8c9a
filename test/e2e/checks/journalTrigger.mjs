// The HubSpot CRM Events Trigger (webhooks journal) in a running n8n: published with a poll every
// minute, its activation poll subscribes the project app and starts at the latest event; contacts
// created, updated and deleted afterwards start stored executions holding each event once. Then n8n
// is stopped, contacts are created while it is down, and after the restart the trigger carries on
// from the offset n8n saved: every event in some execution, none twice. A snapshot of one contact,
// asked for by the activation poll, arrives first and once (n8n keeps that poll's static data).
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../../../scripts/lib/server.mjs';

const TRIGGER_NODE = 'HubSpot CRM Events Trigger';
/** A poll every minute: the first one after the writes comes within a minute, plus n8n's start of it. */
const POLL_WAIT_MS = 150_000;
const SCOPES =
	'developer.webhooks_journal.read developer.webhooks_journal.subscriptions.read developer.webhooks_journal.subscriptions.write developer.webhooks_journal.snapshots.write crm.objects.contacts.read';

const journalReads = (requests) =>
	requests.filter(
		(r) =>
			r.method === 'GET' && r.path.startsWith('/webhooks-journal/journal-local/2026-03/batch/'),
	);

/** `event:recordId` of every item of every finished execution, oldest execution first; undefined while one runs. */
async function emittedEvents(rest, readExecution, workflowId) {
	const executions = await rest.executions(workflowId);
	if (executions.some((e) => e.status === 'running' || e.status === 'new')) return undefined;
	const events = [];
	for (const execution of executions.reverse()) {
		const run = await readExecution(execution.id);
		for (const item of run.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? [])
			events.push(`${item.json.event}:${item.json.recordId}`);
	}
	return { executions, events };
}

async function createContacts(sandbox, names) {
	const created = await sandbox.api('POST', '/crm/v3/objects/contacts/batch/create', {
		inputs: names.map((firstname) => ({ properties: { firstname } })),
	});
	return created.results.map((r) => String(r.id)).sort((a, b) => Number(a) - Number(b));
}

const duplicates = (events) => events.filter((event, index) => events.indexOf(event) !== index);

export async function checkJournalTrigger({ report, rest, sandbox, readExecution, restartN8n }) {
	const app = await sandbox.control('GET', 'project-app');
	let workflowId;
	const expected = [];
	const published = await report.attempt(
		'the published CRM Events Trigger subscribes on publishing and asks for the snapshot of a contact; the snapshot, then contacts created, updated and deleted start executions holding each event once',
		async () => {
			const [snapshotted] = await createContacts(sandbox, ['Journal Snapshot']);
			const credential = await rest.call('POST', '/rest/credentials', {
				name: 'HubSpot Sandbox Project App (journal)',
				type: 'hubSpotPlatformAppSecretApi',
				data: {
					appId: String(app.appId),
					clientId: app.clientId,
					clientSecret: app.clientSecret,
					scopes: SCOPES,
					baseUrl: sandbox.info.baseUrl,
				},
			});
			const workflow = await rest.call('POST', '/rest/workflows', {
				name: 'E2E: contact events from the webhooks journal',
				active: false,
				settings: { executionOrder: 'v1' },
				connections: {},
				nodes: [
					{
						id: randomUUID(),
						name: TRIGGER_NODE,
						type: 'n8n-nodes-hubspot-platform.hubSpotJournalTrigger',
						typeVersion: 1,
						position: [0, 0],
						parameters: {
							pollTimes: { item: [{ mode: 'everyMinute' }] },
							authentication: 'appSecret',
							portalId: app.hubId,
							objectType: 'contacts',
							events: ['created', 'updated', 'deleted'],
							options: { snapshotRecordIds: snapshotted, snapshotProperties: ['firstname'] },
						},
						credentials: {
							hubSpotPlatformAppSecretApi: { id: credential.id, name: credential.name },
						},
					},
				],
			});
			workflowId = workflow.id;
			await sandbox.control('DELETE', 'requests');
			await rest.activate(workflowId);
			// n8n runs one poll when it publishes the workflow (after answering): it subscribes, reads where the journal ends, then asks for the snapshot.
			const snapshotAsked = (requests) =>
				requests.some(
					(r) => r.method === 'POST' && r.path === '/webhooks-journal/snapshots/2026-03/crm',
				);
			await waitUntil('the activation poll of the journal trigger', 60_000, async () => {
				const requests = await sandbox.requests();
				return journalReads(requests).length > 0 && snapshotAsked(requests) ? true : undefined;
			});
			const problems = [];
			const subscribed = (await sandbox.requests()).filter(
				(r) => r.method === 'POST' && r.path === '/webhooks-journal/subscriptions/2026-03',
			);
			if (subscribed.length !== 1 || subscribed[0].status !== 200)
				problems.push(`subscriptions on publishing: ${JSON.stringify(subscribed)}`);
			const snapshots = (await sandbox.requests()).filter(
				(r) => r.method === 'POST' && r.path === '/webhooks-journal/snapshots/2026-03/crm',
			);
			if (snapshots.length !== 1 || snapshots[0].status !== 200)
				problems.push(`snapshot requests on publishing: ${JSON.stringify(snapshots)}`);
			expected.push(`snapshot:${snapshotted}`);
			const [a, b] = await createContacts(sandbox, ['Journal A', 'Journal B']);
			await sandbox.api('PATCH', `/crm/v3/objects/contacts/${a}`, {
				properties: { lastname: 'Updated' },
			});
			await sandbox.api('DELETE', `/crm/v3/objects/contacts/${b}`);
			expected.push(`created:${a}`, `created:${b}`, `updated:${a}`, `deleted:${b}`);
			const { events } = await waitUntil(
				'the executions of the journal trigger',
				POLL_WAIT_MS,
				async () => {
					const found = await emittedEvents(rest, readExecution, workflowId);
					return found && found.events.length >= expected.length ? found : undefined;
				},
			).catch(async (error) => {
				const journal = (await sandbox.requests())
					.filter((r) => /webhooks-journal|oauth/.test(r.path))
					.map((r) => `${r.method} ${r.path} ${r.status}`);
				const executions = (await rest.executions(workflowId)).map((e) => e.status);
				throw new Error(
					`${error.message}; executions ${executions.join(', ')}; requests ${journal.join('; ')}`,
				);
			});
			if (events.join() !== expected.join())
				problems.push(`emitted ${events.join(', ')}, expected ${expected.join(', ')}`);
			// A poll with nothing new reads once and starts no execution.
			const readsBefore = journalReads(await sandbox.requests()).length;
			await waitUntil('the next poll of the journal trigger', POLL_WAIT_MS, async () =>
				journalReads(await sandbox.requests()).length > readsBefore ? true : undefined,
			);
			const after = await emittedEvents(rest, readExecution, workflowId);
			if (after?.events.length !== expected.length)
				problems.push(`${after?.events.length} events after a poll with nothing new`);
			return problems;
		},
	);
	if (published) {
		await report.attempt(
			'after n8n restarts, the CRM Events Trigger carries on from its saved offset: the contacts created while n8n was down are emitted, none lost, none repeated',
			async () => {
				await restartN8n(async () => {
					const created = await createContacts(sandbox, ['Journal C', 'Journal D']);
					expected.push(...created.map((id) => `created:${id}`));
				});
				const { events } = await waitUntil(
					'the executions after the restart',
					POLL_WAIT_MS,
					async () => {
						const found = await emittedEvents(rest, readExecution, workflowId);
						return found && found.events.length >= expected.length ? found : undefined;
					},
				);
				const problems = [];
				if (duplicates(events).length) problems.push(`repeated: ${duplicates(events).join(', ')}`);
				if (events.join() !== expected.join())
					problems.push(`emitted ${events.join(', ')}, expected ${expected.join(', ')}`);
				return problems;
			},
		);
	}
	if (workflowId) await rest.deactivate(workflowId);
}
