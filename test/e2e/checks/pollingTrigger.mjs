// The HubSpot CRM Trigger in a running n8n: published with a poll every minute, its activation poll
// starts the cursor, companies created afterwards start one stored execution (mode trigger) holding
// exactly them, and the next poll, with nothing new, starts none. The workflow's filter (industry
// E2E_POLLING) keeps out companies other checks create. Then n8n is stopped, companies are created
// while it is down, and after the restart the trigger carries on from the cursor n8n saved: one
// execution with exactly those companies, none of the earlier ones again. Last, with HubSpot
// answering in 300 ms, a backlog of 25,000 new companies takes longer than a minute to read: every
// company comes out exactly once over as many executions as it takes (each poll reads for at most
// 30 s and a poll n8n starts while an earlier one still reads does nothing), and the time the
// backlog took to drain is printed (README's "No change missed or repeated" quotes it).
import { waitUntil } from '../../../scripts/lib/server.mjs';

const WORKFLOW_ID = 'e2eCrmPollTrig01';
const TRIGGER_NODE = 'HubSpot CRM Trigger';
/** A poll every minute: the first one after the creation comes within a minute, plus n8n's start of it. */
const POLL_WAIT_MS = 150_000;
const BACKLOG = 25_000;
/** HubSpot's search answers in hundreds of milliseconds. */
const LATENCY_MS = 300;
/** The backlog needs about 125 searches, 40 s at that latency: three or four polls, a minute apart. */
const DRAIN_WAIT_MS = 420_000;

const companySearches = (requests) =>
	requests.filter((r) => r.method === 'POST' && /\/companies\/search$/.test(r.path));

/** The finished executions of the workflow, oldest first; undefined while fewer than `count`. */
async function finishedExecutions(rest, count) {
	const executions = await rest.executions(WORKFLOW_ID);
	return executions.length >= count &&
		executions.every((e) => e.status !== 'running' && e.status !== 'new')
		? executions.reverse()
		: undefined;
}

/** Creates companies the trigger's filter lets through; their ids, sorted. */
async function createCompanies(sandbox, names) {
	const inputs = names.map((name) => ({
		properties: {
			name,
			domain: `${name.toLowerCase().replace(/ /g, '-')}.example`,
			industry: 'E2E_POLLING',
		},
	}));
	const created = await sandbox.api('POST', '/crm/v3/objects/companies/batch/create', { inputs });
	return created.results.map((r) => String(r.id)).sort();
}

/** The ids the trigger emitted in one stored execution, sorted, and the items. */
async function emittedBy(readExecution, executionId) {
	const run = await readExecution(executionId);
	const items = (run.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? []).map(
		(item) => item.json,
	);
	return { ids: items.map((item) => String(item.id)).sort(), items };
}

export async function checkPollingTrigger({ report, rest, sandbox, readExecution, restartN8n }) {
	const published = await report.attempt(
		'the published CRM polling trigger starts one execution with the companies created since its activation, and none when nothing changed',
		async () => {
			await sandbox.control('DELETE', 'requests');
			await rest.activate(WORKFLOW_ID);
			// n8n runs one poll when it publishes the workflow: that poll sets the cursor.
			await waitUntil('the activation poll of the CRM trigger', 60_000, async () =>
				companySearches(await sandbox.requests()).length > 0 ? true : undefined,
			);
			const createdIds = await createCompanies(sandbox, ['Polled One', 'Polled Two']);
			const [execution] = await waitUntil('an execution of the CRM trigger', POLL_WAIT_MS, () =>
				finishedExecutions(rest, 1),
			);
			const { ids: emitted, items } = await emittedBy(readExecution, execution.id);
			const problems = [];
			if (execution.status !== 'success' || execution.mode !== 'trigger')
				problems.push(`execution ${execution.status} in mode ${execution.mode}`);
			if (emitted.join() !== createdIds.join())
				problems.push(`emitted ${emitted.join(', ')}, created ${createdIds.join(', ')}`);
			if (!items.every((item) => typeof item.name === 'string' && item.name.startsWith('Polled')))
				problems.push(`items ${JSON.stringify(items).slice(0, 300)}`);
			// The next poll finds nothing new: it searches once and starts no execution.
			const searchesBefore = companySearches(await sandbox.requests()).length;
			await waitUntil('the next poll of the CRM trigger', POLL_WAIT_MS, async () =>
				companySearches(await sandbox.requests()).length > searchesBefore ? true : undefined,
			);
			const after = await rest.executions(WORKFLOW_ID);
			if (after.length !== 1)
				problems.push(`${after.length} executions after a poll with nothing new`);
			return problems;
		},
	);
	if (published) {
		await report.attempt(
			'after n8n restarts, the CRM trigger carries on from its saved cursor: the companies created while n8n was down start one execution with exactly them',
			async () => {
				let createdIds = [];
				await restartN8n(async () => {
					createdIds = await createCompanies(sandbox, ['Polled Three', 'Polled Four']);
				});
				const executions = await waitUntil(
					'an execution of the CRM trigger after the restart',
					POLL_WAIT_MS,
					() => finishedExecutions(rest, 2),
				);
				const problems =
					executions.length === 2 ? [] : [`${executions.length} executions, expected 2`];
				const { ids: emitted } = await emittedBy(readExecution, executions[1].id);
				if (executions[1].status !== 'success') problems.push(`execution ${executions[1].status}`);
				if (emitted.join() !== createdIds.join())
					problems.push(
						`emitted ${emitted.join(', ')}, created while n8n was down ${createdIds.join(', ')}`,
					);
				return problems;
			},
		);
	}
	if (published) await checkBacklog({ report, rest, sandbox, readExecution });
	await rest.deactivate(WORKFLOW_ID);
}

/** Every id the finished executions after the first `skip` emitted, and those executions; `read` keeps each execution's ids. */
async function emittedSince(rest, readExecution, skip, read) {
	const executions = (await rest.executions(WORKFLOW_ID))
		.reverse()
		.slice(skip)
		.filter((e) => e.status !== 'running' && e.status !== 'new');
	const ids = [];
	for (const execution of executions) {
		if (!read.has(execution.id))
			read.set(execution.id, (await emittedBy(readExecution, execution.id)).ids);
		ids.push(...read.get(execution.id));
	}
	return { executions, ids };
}

async function checkBacklog({ report, rest, sandbox, readExecution }) {
	await report.attempt(
		`a backlog of ${BACKLOG.toLocaleString('en')} new companies, HubSpot answering in ${LATENCY_MS} ms, comes out of the trigger polled every minute with every company exactly once, over as many executions as it takes`,
		async () => {
			// The created dates come from the sandbox's clock, which earlier checks may have moved on.
			const { now } = await sandbox.control('POST', 'clock', { advanceMs: 0 });
			await sandbox.control('POST', 'clock', { advanceMs: Date.now() - Date.parse(now) });
			const skip = (await rest.executions(WORKFLOW_ID)).length;
			const read = new Map();
			await sandbox.control('PUT', 'config', { latencyMs: LATENCY_MS });
			try {
				const startedAt = Date.now();
				// Created over 25 s, one a millisecond, as an import writes them.
				const { ids: seeded } = await sandbox.control('POST', 'seed', {
					objectType: 'companies',
					count: BACKLOG,
					properties: { industry: 'E2E_POLLING' },
					at: startedAt,
					stepMs: 1,
				});
				const { executions } = await waitUntil(
					'the backlog out of the CRM trigger',
					DRAIN_WAIT_MS,
					async () => {
						const emitted = await emittedSince(rest, readExecution, skip, read);
						return new Set(emitted.ids).size >= BACKLOG ? emitted : undefined;
					},
				);
				const drainedAt = Date.parse(
					executions[executions.length - 1].startedAt ??
						executions[executions.length - 1].createdAt,
				);
				// The next poll finds nothing more: nothing comes out twice later either.
				const searchesBefore = companySearches(await sandbox.requests()).length;
				await waitUntil('the poll after the backlog', POLL_WAIT_MS, async () =>
					companySearches(await sandbox.requests()).length > searchesBefore ? true : undefined,
				);
				await new Promise((resolve) => setTimeout(resolve, 5_000));
				const { executions: all, ids } = await emittedSince(rest, readExecution, skip, read);
				const counts = new Map();
				for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
				const repeated = [...counts.values()].filter((n) => n > 1).length;
				const missing = seeded.map(String).filter((id) => !counts.has(id)).length;
				console.log(
					`  CRM trigger backlog: ${BACKLOG.toLocaleString('en')} companies at ${LATENCY_MS} ms a search answer drained in ${Math.round((drainedAt - startedAt) / 1000)} s over ${executions.length} executions (${executions.map((e) => e.id).join(', ')}); ${repeated} repeated, ${missing} missing; check took ${Math.round((Date.now() - startedAt) / 1000)} s`,
				);
				const problems = [];
				if (repeated > 0) problems.push(`${repeated} companies emitted more than once`);
				if (missing > 0) problems.push(`${missing} companies never emitted`);
				if (ids.length !== BACKLOG)
					problems.push(`${ids.length} items emitted for ${BACKLOG} companies`);
				if (all.length !== executions.length)
					problems.push(`${all.length - executions.length} executions after the backlog was out`);
				if (!all.every((e) => e.status === 'success'))
					problems.push(`executions ${all.map((e) => e.status).join(', ')}`);
				return problems;
			} finally {
				await sandbox.control('PUT', 'config', { latencyMs: 0 });
			}
		},
	);
}
