// The HubSpot CRM Events Trigger (webhooks journal) in a running n8n: published with a poll every
// minute, its activation poll subscribes the project app and starts at the latest event; contacts
// created, updated and deleted afterwards start stored executions holding each event once. Then n8n
// is stopped for longer than the journal keeps an offset (the sandbox's clock moves 73 h) while a
// contact is written before the move, one after it, and a backlog of 12,000 events (1,200 files):
// after the start, with HubSpot answering in 300 ms, the first poll reports the gap with one item
// before the events kept, and the backlog comes out over several polls (each reads for at most 30 s,
// and a poll n8n starts while another runs does nothing), every event once. Last, n8n is restarted
// with contacts written while it is down: it carries on from the offset it saved, emits them once,
// and neither asks for the lost offset again nor reports the gap twice. A snapshot of one contact,
// asked for by the activation poll, arrives first and once (n8n keeps that poll's static data).
import { waitUntil } from '../../../scripts/lib/server.mjs';
import { createJournalWorkflow, JOURNAL_TRIGGER_NODE as TRIGGER_NODE } from '../lib/journal.mjs';

/** A poll every minute: the first one after the writes comes within a minute, plus n8n's start of it. */
const POLL_WAIT_MS = 150_000;
/** The backlog written while n8n is down: 10 events a file, 1,200 files. */
const BACKLOG_EVENTS = 12_000;
const BACKLOG_EVENTS_PER_FILE = 10;
/** Record ids of the backlog's events (no record stands behind them), apart from the sandbox's. */
const BACKLOG_FIRST_ID = 900_000_000;
/** HubSpot's answers and file downloads take hundreds of milliseconds. */
const LATENCY_MS = 300;
/** The backlog takes about 50 s to read at that latency: the first poll's 30 s and the rest at the next tick. */
const DRAIN_WAIT_MS = 240_000;
/** Longer than the journal keeps (3 days). */
const DOWNTIME_MS = 73 * 60 * 60_000;

const journalReads = (requests) =>
	requests.filter(
		(r) =>
			r.method === 'GET' && r.path.startsWith('/webhooks-journal/journal-local/2026-03/batch/'),
	);

/**
 * `event:recordId` of every item of every finished execution, oldest execution first; undefined while
 * one runs. `read` keeps each execution's events (a backlog's executions hold thousands).
 */
async function emittedEvents(rest, readExecution, workflowId, read = new Map()) {
	const executions = await rest.executions(workflowId);
	if (executions.some((e) => e.status === 'running' || e.status === 'new')) return undefined;
	const events = [];
	for (const execution of executions.reverse()) {
		if (!read.has(execution.id)) {
			const run = await readExecution(execution.id);
			read.set(
				execution.id,
				(run.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? []).map(
					(item) => `${item.json.event}:${item.json.recordId}`,
				),
			);
		}
		events.push(...read.get(execution.id));
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
	let workflowId;
	const expected = [];
	const published = await report.attempt(
		'the published CRM Events Trigger subscribes on publishing and asks for the snapshot of a contact; the snapshot, then contacts created, updated and deleted start executions holding each event once',
		async () => {
			const [snapshotted] = await createContacts(sandbox, ['Journal Snapshot']);
			workflowId = await createJournalWorkflow(
				{ rest, sandbox },
				'E2E: contact events from the webhooks journal',
				{
					objectType: 'contacts',
					events: ['created', 'updated', 'deleted'],
					options: { snapshotRecordIds: snapshotted, snapshotProperties: ['firstname'] },
				},
			);
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
	const read = new Map();
	let clockMoved = false;
	const drained =
		published &&
		(await report.attempt(
			`after n8n was down longer than the journal keeps an offset, the first poll reports the gap once, with one item before the events kept, and a backlog of ${BACKLOG_EVENTS.toLocaleString('en')} events written meanwhile, HubSpot answering in ${LATENCY_MS} ms, comes out over several polls, none lost, none repeated`,
			async () => {
				let restartedAt = 0;
				await restartN8n(async () => {
					await createContacts(sandbox, ['Journal Lost']);
					await sandbox.control('POST', 'clock', { advanceMs: DOWNTIME_MS });
					clockMoved = true;
					const [kept] = await createContacts(sandbox, ['Journal Kept']);
					expected.push('gap:null', `created:${kept}`);
					await sandbox.control('PUT', 'config', { journalEventsPerFile: BACKLOG_EVENTS_PER_FILE });
					await sandbox.control('POST', 'journal/events', {
						objectTypeId: '0-1',
						action: 'CREATE',
						count: BACKLOG_EVENTS,
						firstObjectId: BACKLOG_FIRST_ID,
					});
					for (let n = 0; n < BACKLOG_EVENTS; n++) expected.push(`created:${BACKLOG_FIRST_ID + n}`);
					await sandbox.control('PUT', 'config', {
						journalEventsPerFile: 100,
						latencyMs: LATENCY_MS,
					});
					restartedAt = Date.now();
				});
				const { events, executions } = await waitUntil(
					'the executions after the restart',
					DRAIN_WAIT_MS,
					async () => {
						const found = await emittedEvents(rest, readExecution, workflowId, read);
						return found && found.events.length >= expected.length ? found : undefined;
					},
				);
				const backlogExecutions = executions.filter(
					(e) => Date.parse(e.startedAt ?? e.createdAt) >= restartedAt,
				);
				console.log(
					`  CRM Events Trigger backlog: ${BACKLOG_EVENTS.toLocaleString('en')} events in ${BACKLOG_EVENTS / BACKLOG_EVENTS_PER_FILE} files at ${LATENCY_MS} ms an answer, read over ${backlogExecutions.length} executions, out ${Math.round((Date.now() - restartedAt) / 1000)} s after n8n was started again`,
				);
				const problems = [];
				if (backlogExecutions.length < 2)
					problems.push(
						`the backlog came out in ${backlogExecutions.length} execution(s), expected several polls`,
					);
				const gaps = events.filter((event) => event.startsWith('gap:'));
				if (gaps.length !== 1) problems.push(`${gaps.length} gap items`);
				if (duplicates(events).length)
					problems.push(
						`${duplicates(events).length} repeated, e.g. ${duplicates(events).slice(0, 3).join(', ')}`,
					);
				if (events.join() !== expected.join())
					problems.push(
						`emitted ${events.length} events, expected ${expected.length}; after the downtime ${events.slice(expected.indexOf('gap:null') - 1, expected.indexOf('gap:null') + 2).join(', ')}`,
					);
				return problems;
			},
		));
	await sandbox.control('PUT', 'config', { latencyMs: 0 });
	if (drained)
		await report.attempt(
			'after n8n restarts again, the CRM Events Trigger carries on from its saved offset: the contacts created while n8n was down come out once, and the lost offset is neither asked for again nor reported twice',
			async () => {
				await sandbox.control('DELETE', 'requests');
				await restartN8n(async () => {
					const created = await createContacts(sandbox, ['Journal C', 'Journal D']);
					expected.push(...created.map((id) => `created:${id}`));
				});
				const { events } = await waitUntil(
					'the executions after the second restart',
					POLL_WAIT_MS,
					async () => {
						const found = await emittedEvents(rest, readExecution, workflowId, read);
						return found && found.events.length >= expected.length ? found : undefined;
					},
				);
				const lostAsked = (await sandbox.requests()).filter(
					(r) => r.path.includes('/webhooks-journal/') && r.status === 404,
				);
				const problems = [];
				if (lostAsked.length)
					problems.push(`asked again: ${lostAsked.map((r) => `${r.method} ${r.path}`).join('; ')}`);
				if (duplicates(events).length)
					problems.push(`repeated: ${duplicates(events).slice(0, 3).join(', ')}`);
				if (events.join() !== expected.join())
					problems.push(
						`emitted ${events.slice(-3).join(', ')}, expected ${expected.slice(-3).join(', ')}`,
					);
				return problems;
			},
		);
	// Later checks read the sandbox's clock as the present.
	if (clockMoved) await sandbox.control('POST', 'clock', { advanceMs: -DOWNTIME_MS });
	if (workflowId) await rest.deactivate(workflowId);
}
