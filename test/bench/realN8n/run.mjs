// The benchmark inside the real n8n the end-to-end suite uses (scripts/lib): this package installed
// from `npm pack`, the workflows of ./workflows.mjs started through n8n's server by their webhooks,
// against the sandbox over HTTP with 20 ms latency and its rate limits on. Prints one line
// `RESULT {"n8n", "node", "results"}`; progress goes to stderr. Arguments: scenario names to run, in
// that order, a name given twice running twice (default: all, once each). The journal scenarios publish
// the HubSpot CRM Events Trigger instead and measure the scheduled poll that reads a backlog.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRuntime } from '../../../scripts/lib/runtime.mjs';
import {
	freePort,
	importIntoN8n,
	installPackage,
	n8nEnv,
	startSandboxProcess,
} from '../../../scripts/lib/instance.mjs';
import {
	N8nRest,
	executionReader,
	startN8nServer,
	waitUntil,
} from '../../../scripts/lib/server.mjs';
import { PeakRss } from './peakRss.mjs';
import {
	BENCH_EVENT,
	JOURNAL_TRIGGER,
	bearerCredential,
	benchDescription,
	benchWorkflows,
	journalReadWorkflow,
} from './workflows.mjs';

const log = (line) => process.stderr.write(`[real n8n] ${line}\n`);

/** The journal scenarios' workflow: made afresh for each run (its static data holds the trigger's cursor). */
const JOURNAL_WORKFLOW = 'journal-read';

/** Each scenario: a workflow of ./workflows.mjs run over `items` seeded companies (the journal's: `items` events). */
const SCENARIOS = [
	{
		name: 'n8n.crm.batchUpdate.2000',
		workflow: 'crm-batch-update',
		items: 2_000,
		expectedRequests: 20,
	},
	{
		name: 'n8n.crm.batchUpdate.10000',
		workflow: 'crm-batch-update',
		items: 10_000,
		expectedRequests: 100,
	},
	{
		name: 'n8n.crm.batchUpdate.2000.autoMap',
		workflow: 'crm-batch-update-auto-map',
		items: 2_000,
		expectedRequests: 20,
	},
	{
		name: 'n8n.crm.batchUpdate.10000.autoMap',
		workflow: 'crm-batch-update-auto-map',
		items: 10_000,
		expectedRequests: 100,
	},
	// Run as a scheduled workflow's next run: a run a minute before read the property definitions, kept since.
	{
		name: 'n8n.crm.batchUpdate.10000.mapper',
		workflow: 'crm-batch-update-mapper',
		items: 10_000,
		expectedRequests: 100,
		runBefore: true,
	},
	{
		name: 'n8n.httpRequest.batchUpdate.2000',
		workflow: 'http-batch-update',
		items: 2_000,
		expectedRequests: 20,
	},
	{
		name: 'n8n.httpRequest.batchUpdate.10000',
		workflow: 'http-batch-update',
		items: 10_000,
		expectedRequests: 100,
	},
	// n8n's HTTP Request node sends every item's request at once: past the private app's 190 requests
	// per 10 s, HubSpot answers 429.
	{
		name: 'n8n.httpRequest.patch.1000',
		workflow: 'http-patch-per-item',
		items: 1_000,
		expectedRequests: 1_000,
	},
	// Reading every company, 100 a page: the HubSpot node's Get Many, and the HTTP Request node's own pagination.
	{
		name: 'n8n.crm.getMany.10000',
		workflow: 'crm-get-many',
		items: 10_000,
		expectedRequests: 100,
		reads: true,
	},
	{
		name: 'n8n.httpRequest.paginate.10000',
		workflow: 'http-paginated-list',
		items: 10_000,
		expectedRequests: 100,
		reads: true,
	},
	// A backlog of journal events (contacts created) read by one scheduled poll of the published CRM
	// Events Trigger; 10,000 beside 100,000 shows how n8n's memory grows with the backlog.
	{ name: 'n8n.journal.read.10000', workflow: JOURNAL_WORKFLOW, items: 10_000 },
	{ name: 'n8n.journal.read.100000', workflow: JOURNAL_WORKFLOW, items: 100_000 },
	// The 10,000 with every HubSpot answer and file download 300 ms late, as real ones are: a read
	// bounded to 30 s a poll, so a longer backlog would come out over several polls.
	{
		name: 'n8n.journal.read.10000.latency300',
		workflow: JOURNAL_WORKFLOW,
		items: 10_000,
		latencyMs: 300,
	},
	// Custom event occurrences through HubSpot Events' Send in Batch: 200 batches of 500 and the event's
	// definition read once, with the sandbox's rate limits on; HubSpot exempts the sends from them, so
	// none may wait in the node's limiter (an app token's 100 requests per 10 s).
	{
		name: 'n8n.events.sendBatch.100000',
		workflow: 'event-send-batch',
		items: 100_000,
		expectedRequests: 201,
		eventSends: true,
	},
	// The bulk paths with a million contacts (issue #46): one import of items the node writes as CSV,
	// one export read back as items, and Batch Upsert (Bulk Mode off) of 100,000 beside them. The
	// sandbox writes an import's rows and an export's file at once here: HubSpot's own pace comes on top.
	// A million contacts need more than Node's default heap in the sandbox's process:
	// `NODE_OPTIONS=--max-old-space-size=8192 npm run bench` (n8n inherits it too).
	{
		name: 'n8n.import.fromItems.1000000',
		workflow: 'crm-import-from-items',
		items: 1_000_000,
		// Property definitions, the start, one status read, one page of row errors.
		expectedRequests: 4,
		bulk: 'import',
	},
	{
		name: 'n8n.export.toItems.1000000',
		workflow: 'crm-export-to-items',
		items: 1_000_000,
		// The start, one status read, the file's download.
		expectedRequests: 3,
		bulk: 'export',
	},
	// The same million contacts made by the Code node and counted, no HubSpot node: n8n's memory for
	// the items alone, the baseline the two bulk runs above are read against.
	{
		name: 'n8n.contacts.itemsOnly.1000000',
		workflow: 'contacts-items-only',
		items: 1_000_000,
		expectedRequests: 0,
		madeItems: true,
	},
	{
		name: 'n8n.batchUpsert.100000',
		workflow: 'crm-batch-upsert',
		items: 100_000,
		expectedRequests: 1_000,
		bulk: 'batchUpsert',
	},
	// The same 100,000 items made by a Code node (they reach n8n from its task runner): n8n's memory for what it keeps of them.
	{
		name: 'n8n.journal.itemsOnly.100000',
		workflow: 'journal-shaped-items',
		items: 100_000,
		expectedRequests: 0,
		madeItems: true,
	},
];

/** What a run's answer (its last node's item) says went right, by the kind of workflow. */
const OUTCOMES = {
	/** Updated records, and the descriptions they were written. */
	update: async (answer, sandboxUrl, ids) => {
		const ok = answer.updated ?? 0;
		return {
			ok,
			errorItems: answer.errorItems ?? 0,
			problems: ok === ids.length ? await wrongDescriptions(sandboxUrl, ids) : [],
		};
	},
	/** Records read: every seeded one, once. */
	read: async (answer, _sandboxUrl, ids) => {
		const { read = 0, distinct = 0, seededRead = 0 } = answer;
		const problems =
			read === ids.length && distinct === read && seededRead === read
				? []
				: [`read ${read} records, ${distinct} distinct, ${seededRead} of the ${ids.length} seeded`];
		return { ok: seededRead, errorItems: 0, problems };
	},
};

/**
 * Every run before the measured ones, per workflow: n8n's modules loaded and code compiled. The first
 * warm-up runs as many items as the largest scenario: otherwise the first measured run of that size
 * pays for growing n8n's heap (measured: Batch Update auto-map 10,000 spent 2.2 s in the node as the
 * first run and 0.9 s after another 10,000-item run, on the same n8n).
 */
const WARM_UP_ITEMS = 200;
/** The journal workflow's warm-up backlog. */
const JOURNAL_WARM_UP_EVENTS = 1_000;
const RUN_TIMEOUT_MS = 120_000;
/**
 * From making a journal workflow to its poll: time to publish it (its activation poll subscribes)
 * and append the backlog; a poll the set-up missed is left to the next minute's.
 */
const JOURNAL_LEAD_MS = 10_000;
/**
 * Between runs: the HubSpot node's client-side limiter lives in n8n's process and counts the last 10 s
 * of requests per credential, so each run starts once the previous run's requests are out of it (the
 * sandbox's own windows are reset).
 */
const RATE_WINDOW_PAUSE_MS = 10_500;
/** The whole real-n8n part, set-up included, is stopped past this. */
// The million-row bulk scenarios add about 7 minutes.
const OVERALL_TIMEOUT_MS = 25 * 60_000;
/**
 * The sandbox as the engine benchmark's rate-limited scenarios run it: 20 ms latency, default limits;
 * no demo records, so that the account holds only the companies a run seeds (the read scenarios read them all).
 */
const SANDBOX_CONFIG = { latencyMs: 20, rateLimits: { enabled: true }, seedPerType: 0 };

/** What every real-n8n scenario reports: its size, requests, time, throughput, 429s and peak memory. */
function measured(scenario, requests, wallMs, { peakRssMb, peakRssSource }) {
	return {
		scenario: scenario.name,
		items: scenario.items,
		requests: requests.length,
		wallMs,
		itemsPerSecond: Math.round((scenario.items / wallMs) * 1000),
		peakRssMb,
		peakRssSource,
		throttled: requests.filter((r) => r.status === 429).length,
	};
}

async function control(sandboxUrl, method, path, body) {
	const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(`${method} /__sandbox/${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
	return text ? JSON.parse(text) : undefined;
}

/**
 * A fresh account (no record, nothing in the rate-limit windows) with `count` companies; returns their
 * ids. The request log is emptied, so what it holds afterwards is the run's.
 */
async function freshCompanies(sandboxUrl, count) {
	await control(sandboxUrl, 'POST', 'reset');
	const { ids } = await control(sandboxUrl, 'POST', 'seed', {
		objectType: 'companies',
		count,
		properties: {},
	});
	await control(sandboxUrl, 'DELETE', 'requests');
	return ids.map(String);
}

/** Companies (first, middle, last) whose description is not the one the run wrote: the values must be right, not only counted. */
async function wrongDescriptions(sandboxUrl, ids) {
	const { privateAppToken } = await control(sandboxUrl, 'GET', 'info');
	const wrong = [];
	for (const n of new Set([0, Math.floor(ids.length / 2), ids.length - 1])) {
		const response = await fetch(
			`${sandboxUrl}/crm/v3/objects/companies/${ids[n]}?properties=description`,
			{ headers: { Authorization: `Bearer ${privateAppToken}` } },
		);
		const description = response.ok
			? /** @type {{ properties?: { description?: string } }} */ (await response.json()).properties
					?.description
			: `HTTP ${response.status}`;
		if (description !== benchDescription(n))
			wrong.push(`company ${n}: description ${JSON.stringify(description)}`);
	}
	return wrong;
}

/** Starts the workflow through its webhook and waits for the answer (its last node's first item). */
async function startWorkflow(n8nUrl, path, body, timeoutMs = RUN_TIMEOUT_MS) {
	const response = await fetch(`${n8nUrl}/webhook/${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
		signal: AbortSignal.timeout(timeoutMs),
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(`workflow ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
	return JSON.parse(text);
}

async function measure(scenario, context) {
	if (scenario.workflow === JOURNAL_WORKFLOW) return await measureJournal(scenario, context);
	const { n8nUrl, sandboxUrl, n8nPid, workflows } = context;
	const path = workflows[scenario.workflow].nodes[0].parameters.path;
	if (scenario.runBefore)
		await startWorkflow(n8nUrl, path, { ids: await freshCompanies(sandboxUrl, 1) });
	if (scenario.madeItems) return await measureMadeItems(scenario, path, context);
	if (scenario.eventSends) return await measureEventSends(scenario, path, context);
	if (scenario.bulk) return await measureBulk(scenario, path, context);
	await new Promise((resolve) => setTimeout(resolve, RATE_WINDOW_PAUSE_MS));
	const ids = await freshCompanies(sandboxUrl, scenario.items);
	const memory = new PeakRss(n8nPid);
	memory.start();
	const started = performance.now();
	const problems = [];
	let answer = {};
	try {
		answer = await startWorkflow(n8nUrl, path, { ids });
	} catch (error) {
		problems.push(error.message);
	}
	const wallMs = Math.round(performance.now() - started);
	const { peakRssMb, peakRssSource } = memory.stop();
	const requests = (await control(sandboxUrl, 'GET', 'requests')).filter(
		(r) => !r.path.startsWith('/__sandbox'),
	);
	if (requests.length !== scenario.expectedRequests)
		problems.push(`${requests.length} requests, expected ${scenario.expectedRequests}`);
	const outcome = await (scenario.reads ? OUTCOMES.read : OUTCOMES.update)(answer, sandboxUrl, ids);
	problems.push(...outcome.problems);
	return {
		...measured(scenario, requests, wallMs, { peakRssMb, peakRssSource }),
		ok: outcome.ok,
		failed: scenario.items - outcome.ok,
		errorItems: outcome.errorItems,
		// From the sandbox's log: how long the requests took to leave n8n, first to last.
		requestSpreadMs: requests.length ? requests[requests.length - 1].at - requests[0].at : 0,
		// Which form of the endpoint the run asked (the API version the node chose).
		firstRequest: requests.length ? `${requests[0].method} ${requests[0].path}` : undefined,
		expectedRequests: scenario.expectedRequests,
		problems,
	};
}

/** The sandbox's requests of a journal read, by kind: its token, batch reads, file fetches, and anything else. */
function journalRequestKinds(requests) {
	const kinds = { token: 0, batchReads: 0, fileFetches: 0, other: 0 };
	for (const r of requests) {
		if (r.method === 'POST' && r.path.startsWith('/oauth/')) kinds.token++;
		else if (
			r.method === 'GET' &&
			/^\/webhooks-journal\/journal(-local)?\/2026-03\/batch\//.test(r.path)
		)
			kinds.batchReads++;
		else if (r.method === 'GET' && r.path.startsWith('/webhooks-journal-files/'))
			kinds.fileFetches++;
		else kinds.other++;
	}
	return kinds;
}

/**
 * A journal scenario: a fresh account and a fresh workflow published (its activation poll subscribes
 * and finds the journal empty), then `scenario.items` events appended and the trigger's next scheduled
 * poll, at a second the workflow names, measured from that second to the end of the execution it
 * starts (n8n's `stoppedAt`). Requests come from the sandbox's log, against the floor: one batch read
 * per 100 files and one fetch per file; memory is n8n's peak over the poll and the execution.
 */
async function measureJournal(scenario, { sandboxUrl, n8nPid, rest, readExecution }) {
	await control(sandboxUrl, 'POST', 'reset');
	const { hubId } = await control(sandboxUrl, 'GET', 'info');
	const { journalEventsPerFile } = await control(sandboxUrl, 'GET', 'config');
	let pollAt = Math.ceil((Date.now() + JOURNAL_LEAD_MS) / 1000) * 1000;
	const workflow = await rest.call(
		'POST',
		'/rest/workflows',
		journalReadWorkflow(hubId, new Date(pollAt).getUTCSeconds()),
	);
	const problems = [];
	try {
		await rest.activate(workflow.id);
		await waitUntil('the activation poll of the journal trigger', 30_000, async () => {
			const requests = await control(sandboxUrl, 'GET', 'requests');
			return requests.some((r) => r.path.includes('/batch/earliest/')) ? true : undefined;
		});
		const { subscriptionIds } = await control(sandboxUrl, 'POST', 'journal/events', {
			objectTypeId: '0-1',
			action: 'CREATE',
			count: scenario.items,
			firstObjectId: 1,
		});
		if (subscriptionIds.length !== 1)
			problems.push(`the backlog was written for ${subscriptionIds.length} subscriptions`);
		await control(sandboxUrl, 'DELETE', 'requests');
		if (scenario.latencyMs !== undefined)
			await control(sandboxUrl, 'PUT', 'config', { latencyMs: scenario.latencyMs });
		if (Date.now() > pollAt - 1_000) pollAt += 60_000;
		const rssBeforeMb = Math.round(PeakRss.currentKb(n8nPid) / 1024);
		const memory = new PeakRss(n8nPid);
		memory.start();
		const execution = await waitUntil(
			'the execution of the poll',
			pollAt - Date.now() + RUN_TIMEOUT_MS,
			async () => {
				const [latest] = await rest.executions(workflow.id);
				return latest && latest.status !== 'running' && latest.status !== 'new'
					? latest
					: undefined;
			},
		);
		const seenMs = Date.now() - pollAt;
		const { peakRssMb, peakRssSource } = memory.stop();
		const wallMs = Date.parse(execution.stoppedAt) - pollAt;
		const requests = (await control(sandboxUrl, 'GET', 'requests')).filter(
			(r) => !r.path.startsWith('/__sandbox'),
		);
		const requestsByKind = journalRequestKinds(requests);
		const files = Math.ceil(scenario.items / journalEventsPerFile);
		const floor = { batchReads: Math.ceil(files / 100), fileFetches: files };
		if (requests.some((r) => r.path.startsWith('/webhooks-journal-files/') && r.authorizationSent))
			problems.push('a file was fetched with an Authorization header');
		if (requests.some((r) => r.status >= 400))
			problems.push(
				`answers ${[...new Set(requests.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.path}`))].join(', ')}`,
			);
		const executions = await rest.executions(workflow.id);
		const items =
			(await readExecution(execution.id)).resultData.runData[JOURNAL_TRIGGER]?.[0]?.data
				?.main?.[0] ?? [];
		if (execution.status !== 'success') problems.push(`execution ${execution.status}`);
		if (executions.length !== 1)
			problems.push(`${executions.length} executions: the backlog was not read by one poll`);
		const inOrder = items.every(
			(item, n) => item.json.event === 'created' && item.json.recordId === String(n + 1),
		);
		if (items.length !== scenario.items || !inOrder)
			problems.push(
				`the execution holds ${items.length} items${inOrder ? '' : ', not contacts 1 to N created, in order'}`,
			);
		return {
			...measured(scenario, requests, wallMs, { peakRssMb, peakRssSource }),
			rssBeforeMb,
			ok: inOrder ? items.length : 0,
			failed: scenario.items - (inOrder ? items.length : 0),
			errorItems: 0,
			// From the poll's second: the first and last request, and when the bench saw the execution stored.
			firstRequestMs: requests.length ? requests[0].at - pollAt : undefined,
			lastRequestMs: requests.length ? requests[requests.length - 1].at - pollAt : undefined,
			seenMs,
			executionStartedMs: Date.parse(execution.startedAt) - pollAt,
			files,
			requestsByKind,
			floor,
			executions: executions.length,
			problems,
		};
	} finally {
		if (scenario.latencyMs !== undefined)
			await control(sandboxUrl, 'PUT', 'config', { latencyMs: SANDBOX_CONFIG.latencyMs });
		await rest.deactivate(workflow.id).catch(() => undefined);
	}
}

/** A workflow making `scenario.items` items itself (no request to the sandbox): its wall time and n8n's memory. */
async function measureMadeItems(scenario, path, { n8nUrl, sandboxUrl, n8nPid }) {
	const { hubId } = await control(sandboxUrl, 'GET', 'info');
	const rssBeforeMb = Math.round(PeakRss.currentKb(n8nPid) / 1024);
	const memory = new PeakRss(n8nPid);
	memory.start();
	const started = performance.now();
	const problems = [];
	let first = {};
	try {
		first = await startWorkflow(n8nUrl, path, { count: scenario.items, portalId: hubId });
	} catch (error) {
		problems.push(error.message);
	}
	const wallMs = Math.round(performance.now() - started);
	const { peakRssMb, peakRssSource } = memory.stop();
	// The journal-shaped items answer their first item; counted contacts answer how many came.
	const ok = first.rows ?? (first.recordId === '1' ? scenario.items : 0);
	return {
		...measured(scenario, [], wallMs, { peakRssMb, peakRssSource }),
		rssBeforeMb,
		ok,
		failed: scenario.items - ok,
		errorItems: 0,
		problems,
	};
}

/**
 * Once the previous requests are out of the node's window: the workflow started with `{ count }` and
 * its answer awaited, n8n's peak memory over the run, the run's requests (checked against the
 * scenario's expected count where it has one).
 */
async function countedRun(
	scenario,
	path,
	{ n8nUrl, sandboxUrl, n8nPid },
	timeoutMs = RUN_TIMEOUT_MS,
) {
	await new Promise((resolve) => setTimeout(resolve, RATE_WINDOW_PAUSE_MS));
	await control(sandboxUrl, 'DELETE', 'requests');
	const peakRss = new PeakRss(n8nPid);
	peakRss.start();
	const started = performance.now();
	const problems = [];
	let answer = {};
	try {
		answer = await startWorkflow(n8nUrl, path, { count: scenario.items }, timeoutMs);
	} catch (error) {
		problems.push(error.message);
	}
	const wallMs = Math.round(performance.now() - started);
	const memory = peakRss.stop();
	const requests = (await control(sandboxUrl, 'GET', 'requests')).filter(
		(r) => !r.path.startsWith('/__sandbox'),
	);
	if (Number.isFinite(scenario.expectedRequests) && requests.length !== scenario.expectedRequests)
		problems.push(`${requests.length} requests, expected ${scenario.expectedRequests}`);
	return { answer, wallMs, memory, requests, problems };
}

/**
 * Event sends: a fresh account with the bench's event defined, then the workflow sends `scenario.items`
 * occurrences. Beside the common figures: the occurrences the sandbox stored, and the longest pause
 * between two requests (a wait in the limiter would show as one of seconds).
 */
async function measureEventSends(scenario, path, context) {
	const { sandboxUrl } = context;
	await control(sandboxUrl, 'POST', 'reset');
	const { privateAppToken, hubId } = await control(sandboxUrl, 'GET', 'info');
	const defined = await fetch(`${sandboxUrl}/events/v3/event-definitions`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${privateAppToken}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({
			label: 'Bench Seat Added',
			name: BENCH_EVENT,
			primaryObject: 'CONTACT',
			includeDefaultProperties: false,
			propertyDefinitions: [{ name: 'seats', label: 'Seats', type: 'number' }],
		}),
	});
	if (!defined.ok)
		throw new Error(`defining the event: HTTP ${defined.status} ${await defined.text()}`);
	const eventName = `pe${hubId}_${BENCH_EVENT}`;
	const { answer, wallMs, memory, requests, problems } = await countedRun(scenario, path, context);
	const stored = (await control(sandboxUrl, 'GET', 'events/occurrences'))[eventName] ?? {};
	if (answer.sent !== scenario.items || stored.count !== scenario.items)
		problems.push(`${answer.sent} sent, ${stored.count} stored of ${scenario.items}`);
	const longestPauseMs = requests.reduce(
		(longest, r, n) => (n === 0 ? 0 : Math.max(longest, r.at - requests[n - 1].at)),
		0,
	);
	return {
		...measured(scenario, requests, wallMs, memory),
		ok: stored.count ?? 0,
		failed: scenario.items - (stored.count ?? 0),
		errorItems: answer.errorItems ?? 0,
		longestPauseMs,
		expectedRequests: scenario.expectedRequests,
		problems,
	};
}

/** The bulk scenarios' sandbox: imports and exports written at once (the node's and n8n's cost, not HubSpot's pace). */
const BULK_PACE = {
	importStartDelayMs: 0,
	importRowsPerSecond: 1e9,
	exportStartDelayMs: 0,
	exportRowsPerSecond: 1e9,
};
/** A million rows through n8n take minutes, not the update scenarios' two. */
const BULK_RUN_TIMEOUT_MS = 10 * 60_000;
/** The sandbox's seed call makes at most this many contacts at a time. */
const SEED_CHUNK = 100_000;

/** What each bulk workflow's answer says was written or read, against `scenario.items`. */
const BULK_OUTCOMES = {
	import: (answer) => (answer.state === 'DONE' ? (answer.imported ?? 0) : 0),
	export: (answer) => answer.rows ?? 0,
	batchUpsert: (answer) => answer.rows ?? 0,
};

/**
 * A bulk scenario: a fresh account at the bulk pace (with `scenario.items` contacts for an export),
 * then the workflow run over them; requests from the sandbox's log, n8n's peak memory over the run.
 */
async function measureBulk(scenario, path, context) {
	const { sandboxUrl } = context;
	await control(sandboxUrl, 'POST', 'reset');
	await control(sandboxUrl, 'PUT', 'config', { ...SANDBOX_CONFIG, ...BULK_PACE });
	if (scenario.bulk === 'export')
		for (let seeded = 0; seeded < scenario.items; seeded += SEED_CHUNK)
			await control(sandboxUrl, 'POST', 'seed', {
				objectType: 'contacts',
				count: Math.min(SEED_CHUNK, scenario.items - seeded),
				properties: {},
			});
	const { answer, wallMs, memory, requests, problems } = await countedRun(
		scenario,
		path,
		context,
		BULK_RUN_TIMEOUT_MS,
	);
	await control(sandboxUrl, 'PUT', 'config', SANDBOX_CONFIG);
	const ok = BULK_OUTCOMES[scenario.bulk](answer);
	if (ok !== scenario.items)
		problems.push(`${ok} of ${scenario.items} rows: ${JSON.stringify(answer).slice(0, 300)}`);
	return {
		...measured(scenario, requests, wallMs, memory),
		ok,
		failed: scenario.items - ok,
		errorItems: answer.errorItems ?? 0,
		expectedRequests: scenario.expectedRequests,
		problems,
	};
}

/** A user folder with the package, the sandbox's credentials and the workflows; n8n started on it. */
async function startInstance(runtime, userFolder, sandboxUrl, workflows) {
	const env = n8nEnv(runtime, userFolder, await freePort(), await freePort());
	const cli = (...args) =>
		execFileSync(runtime.node, [runtime.n8n, ...args], {
			env,
			encoding: 'utf8',
			timeout: 180_000,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
	log('building and installing the package from npm pack');
	installPackage(userFolder);
	const info = await control(sandboxUrl, 'GET', 'info');
	const bearerFile = join(userFolder, 'bench-credentials.json');
	writeFileSync(bearerFile, JSON.stringify([bearerCredential(info.privateAppToken)]));
	cli('import:credentials', `--input=${bearerFile}`);
	const workflowsFile = join(userFolder, 'bench-workflows.json');
	writeFileSync(workflowsFile, JSON.stringify(Object.values(workflows)));
	importIntoN8n(cli, userFolder, info, [{ file: workflowsFile }]);
	log('starting n8n');
	const serverLogFile = join(userFolder, 'n8n-server.log');
	const serverLog = openSync(serverLogFile, 'w');
	const server = await startN8nServer(runtime, env, { output: serverLog });
	closeSync(serverLog);
	try {
		const rest = new N8nRest(server.url);
		// n8n may answer its settings a moment before its login route is mounted.
		await waitUntil('n8n sign-in', 60_000, async () => {
			await rest.signIn();
			return true;
		});
		for (const workflow of Object.values(workflows)) await rest.activate(workflow.id);
		return { server, serverLogFile, rest };
	} catch (error) {
		await server.stop();
		throw new Error(
			`${error.message}\nn8n's log: ${readFileSync(serverLogFile, 'utf8').slice(-3000)}`,
		);
	}
}

/** What is running, stopped however the benchmark ends. */
/** @type {{ server?: import('node:child_process').ChildProcess, sandbox?: import('node:child_process').ChildProcess }} */
const running = {};

async function main(only) {
	const scenarios =
		only.length === 0
			? SCENARIOS
			: only.map((name) => SCENARIOS.find((s) => s.name === name)).filter(Boolean);
	const runtime = await ensureRuntime(log);
	const node = execFileSync(runtime.node, ['--version'], { encoding: 'utf8' }).trim();
	if (scenarios.length === 0) return { n8n: runtime.version, node, results: [] };

	const userFolder = mkdtempSync(join(tmpdir(), 'hubspot-bench-'));
	const sandbox = await startSandboxProcess(await freePort());
	running.sandbox = sandbox.child;
	let instance;
	try {
		await control(sandbox.baseUrl, 'PUT', 'config', SANDBOX_CONFIG);
		const { hubId } = await control(sandbox.baseUrl, 'GET', 'info');
		const workflows = benchWorkflows(sandbox.baseUrl, hubId);
		instance = await startInstance(runtime, userFolder, sandbox.baseUrl, workflows);
		running.server = instance.server.child;
		const context = {
			n8nUrl: instance.server.url,
			sandboxUrl: sandbox.baseUrl,
			n8nPid: instance.server.child.pid,
			workflows,
			rest: instance.rest,
			readExecution: executionReader(runtime, instance.rest),
		};
		// The first workflow over seeded companies warms up with the largest such run (the journal's and the made items' are apart).
		const seeded = scenarios.filter(
			(s) => s.workflow !== JOURNAL_WORKFLOW && !s.madeItems && !s.eventSends && !s.bulk,
		);
		const largest = Math.max(...seeded.map((s) => s.items));
		for (const workflow of new Set(scenarios.map((s) => s.workflow))) {
			const items =
				workflow === JOURNAL_WORKFLOW
					? JOURNAL_WARM_UP_EVENTS
					: workflow === seeded[0]?.workflow
						? largest
						: WARM_UP_ITEMS;
			log(`warming up ${workflow} (${items} items)`);
			const warmUp = await measure(
				{
					...scenarios.find((s) => s.workflow === workflow),
					name: 'warm-up',
					items,
					expectedRequests: Number.NaN,
				},
				context,
			);
			if (warmUp.ok === 0)
				throw new Error(
					`warm-up of ${workflow} did nothing: ${warmUp.problems.join('; ')}\n${readFileSync(instance.serverLogFile, 'utf8').slice(-3000)}`,
				);
		}
		const results = [];
		for (const scenario of scenarios) {
			log(`running ${scenario.name}`);
			results.push(await measure(scenario, context));
		}
		return { n8n: runtime.version, node, results };
	} finally {
		await instance?.server.stop();
		sandbox.child.kill('SIGTERM');
		rmSync(userFolder, { recursive: true, force: true });
	}
}

const overall = setTimeout(() => {
	log(`stopped: the real-n8n benchmark took more than ${OVERALL_TIMEOUT_MS / 60_000} minutes`);
	running.server?.kill('SIGKILL');
	running.sandbox?.kill('SIGTERM');
	process.exit(1);
}, OVERALL_TIMEOUT_MS);

main(process.argv.slice(2)).then(
	(report) => {
		clearTimeout(overall);
		process.stdout.write(`RESULT ${JSON.stringify(report)}\n`);
		process.exit(0);
	},
	(error) => {
		log(`could not run: ${error.stack ?? error}\n${error.stderr ?? ''}`);
		process.exit(1);
	},
);
