// The HubSpot CRM Events Trigger in queue mode: published on the main process (n8n polls only there),
// its executions run on the workers. CRM events are written to the sandbox's journal while the main
// process restarts; every event must start exactly once across the executions (the figures are
// printed). The poll runs every 10 s (six fixed-second schedules: n8n refuses a sub-minute one).
import { waitUntil } from '../../../scripts/lib/server.mjs';
import { JOURNAL_WORKFLOW_ID } from '../lib/workflows.mjs';

const BATCH = 100;

/** Waits until the collector has `expected` reports and then nothing new for 15 s (more than a poll interval), or nothing new for 60 s. */
async function settled(collector, expected, timeoutMs) {
	let last = -1;
	let quietSince = Date.now();
	await waitUntil(
		'the journal trigger workflow to finish reporting events',
		timeoutMs,
		async () => {
			const now = collector.received.length;
			if (now !== last) {
				last = now;
				quietSince = Date.now();
				return undefined;
			}
			const quietMs = Date.now() - quietSince;
			return (now >= expected && quietMs >= 15_000) || quietMs >= 60_000 ? true : undefined;
		},
	);
}

const journalReads = (requests) =>
	requests.filter(
		(r) => r.method === 'GET' && r.path.startsWith('/webhooks-journal/journal-local/2026-03/'),
	);

export async function checkJournalAcrossRestart(
	{ report, rest, sandbox, collector, restartMain },
	{ events },
) {
	const started = Date.now();
	const published = await report.attempt(
		'the CRM Events Trigger published on the main process in queue mode subscribes and places its cursor (the activation poll)',
		async () => {
			await sandbox.control('DELETE', 'requests');
			await rest.activate(JOURNAL_WORKFLOW_ID);
			await waitUntil('the activation poll of the journal trigger', 60_000, async () =>
				journalReads(await sandbox.requests()).length > 0 ? true : undefined,
			);
			return [];
		},
	);
	if (!published) return;

	await report.attempt(
		`${events.toLocaleString('en')} contacts created in HubSpot while the main process restarts midway: every created event starts exactly once across the workers' executions, none lost`,
		async () => {
			collector.received.length = 0;
			const batches = Math.ceil(events / BATCH);
			const ids = [];
			let restartMs;
			const write = async (batch) => {
				const inputs = Array.from({ length: Math.min(BATCH, events - batch * BATCH) }, (_, i) => ({
					properties: { firstname: `Journal ${batch * BATCH + i}` },
				}));
				const { results } = await sandbox.api('POST', '/crm/v3/objects/contacts/batch/create', {
					inputs,
				});
				ids.push(...results.map((r) => String(r.id)));
			};
			// The first half before the restart, spread over two poll intervals; the second half while the main process is down and starting.
			for (let batch = 0; batch < batches / 2; batch++) {
				await write(batch);
				await new Promise((resolve) => setTimeout(resolve, 400));
			}
			// Midway: once the first events have started (an execution before the restart).
			await waitUntil('the first events at the collector', 60_000, async () =>
				collector.received.length > 0 ? true : undefined,
			);
			const startedBeforeRestart = collector.received.length;
			const executionsBeforeRestart = new Set(collector.received.map((r) => String(r.executionId)))
				.size;
			const restarting = (async () => {
				const since = Date.now();
				await restartMain();
				restartMs = Date.now() - since;
			})();
			for (let batch = Math.ceil(batches / 2); batch < batches; batch++) {
				await write(batch);
				await new Promise((resolve) => setTimeout(resolve, 200));
			}
			await restarting;
			await settled(collector, events, 150_000);
			const counts = collector.countsByEvent();
			const executions = new Set(collector.received.map((r) => String(r.executionId)));
			let once = 0;
			let moreThanOnce = 0;
			for (const id of ids) {
				const times = counts.get(`created:${id}`) ?? 0;
				if (times === 1) once++;
				else if (times > 1) moreThanOnce++;
			}
			const missing = ids.length - once - moreThanOnce;
			const foreign = [...counts.keys()].filter(
				(key) => !ids.includes(key.slice('created:'.length)),
			).length;
			const wallMs = Date.now() - started;
			console.log(
				`journal trigger across a main restart: ${JSON.stringify({ events: ids.length, once, moreThanOnce, missing, foreign, executions: executions.size, startedBeforeRestart, executionsBeforeRestart, restartMs, wallMs })}`,
			);
			const problems = [];
			if (ids.length !== events)
				problems.push(`${ids.length} contacts created, expected ${events}`);
			if (moreThanOnce) problems.push(`${moreThanOnce} events started more than once`);
			if (missing) problems.push(`${missing} events never started`);
			if (executions.size <= executionsBeforeRestart)
				problems.push('no execution started after the restart: the check did not cross it');
			if (foreign) problems.push(`${foreign} reports of events not written by the check`);
			return problems;
		},
	);
	await rest.deactivate(JOURNAL_WORKFLOW_ID).catch(() => undefined);
	console.log(`journal trigger check wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
