import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResult } from './runScenario';
import { SCENARIOS } from './scenarios';

const ROOT = join(__dirname, '..', '..');

/** Runs a scenario in a fresh process and reads its result line. */
function runScenario(name: string): BenchResult | undefined {
	const run = spawnSync(
		join(ROOT, 'node_modules', '.bin', 'tsx'),
		[join(__dirname, 'runScenario.ts'), name],
		{
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'inherit'],
			maxBuffer: 16 * 2 ** 20,
			// The scenario collects garbage before it measures, so peak memory is the run's own.
			env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
		},
	);
	const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
	return line ? (JSON.parse(line.slice('RESULT '.length)) as BenchResult) : undefined;
}

/** The targets of the issue, checked on the results. */
function targets(results: Map<string, BenchResult>): string[] {
	const lines: string[] = [];
	const batch = results.get('crm.batchUpdate.10000');
	const single = results.get('crm.update.1000');
	if (batch && single) {
		const ratio = batch.itemsPerSecond / single.itemsPerSecond;
		lines.push(
			`Batch Update vs Update throughput: ${ratio.toFixed(1)}x (target >= 50x) ${ratio >= 50 ? 'OK' : 'MISSED'}`,
		);
	}
	// Upsert against Batch Update, and the mapper against Auto-Map Input Data: at most 1.2 times the wall time.
	for (const [name, base, label] of [
		['crm.batchUpsert.10000', 'crm.batchUpdate.10000', 'Batch Create or Update vs Batch Update'],
		[
			'crm.batchUpdate.10000.mapper',
			'crm.batchUpdate.10000.autoMap',
			'Resource mapper vs Auto-Map Input Data',
		],
	]) {
		const measured = results.get(name);
		const reference = results.get(base);
		if (!measured || !reference) continue;
		const ratio = measured.wallMs / reference.wallMs;
		lines.push(
			`${label}: ${measured.wallMs} ms vs ${reference.wallMs} ms, ${ratio.toFixed(2)}x (target <= 1.2x) ${ratio <= 1.2 && measured.errors === 0 ? 'OK' : 'MISSED'}`,
		);
	}
	// With expressions and with Auto-Map Input Data: the same job, the same target.
	for (const [name, label] of [
		['crm.batchUpdate.20000.ratelimited', 'Rate-limited run'],
		['crm.batchUpdate.20000.ratelimited.autoMap', 'Rate-limited run, auto-map'],
	]) {
		const limited = results.get(name);
		if (!limited) continue;
		// 200 requests under 110 per rolling 10 s: the last 90 cannot start before 10 s have passed.
		const floorMs = 10_000;
		const ok = limited.throttled === 0 && limited.errors === 0 && limited.wallMs <= 1.2 * floorMs;
		lines.push(
			`${label}: ${limited.wallMs} ms for a floor of about ${floorMs} ms (target <= 1.2x), ${limited.errors} errors, ${limited.throttled} 429s ${ok ? 'OK' : 'MISSED'}`,
		);
	}
	for (const result of results.values()) {
		lines.push(
			`${result.scenario}: ${result.requests} requests (expected ${result.expectedRequests})${result.problems.length ? ` — ${result.problems.join('; ')}` : ' OK'}`,
		);
	}
	return lines;
}

function table(results: BenchResult[]): string {
	const header = [
		'scenario',
		'items',
		'requests',
		'wallMs',
		'itemsPerSecond',
		'peakRssMb',
		'errors',
	];
	const rows = results.map((r) =>
		[r.scenario, r.items, r.requests, r.wallMs, r.itemsPerSecond, r.peakRssMb, r.errors].map(
			String,
		),
	);
	return [
		`| ${header.join(' | ')} |`,
		`|${header.map(() => '---').join('|')}|`,
		...rows.map((r) => `| ${r.join(' | ')} |`),
	].join('\n');
}

/** One row of the real-n8n part (test/bench/realN8n/run.mjs). */
interface RealN8nResult
	extends Pick<
		BenchResult,
		'scenario' | 'items' | 'requests' | 'wallMs' | 'itemsPerSecond' | 'peakRssMb'
	> {
	ok: number;
	failed: number;
	throttled: number;
	problems: string[];
	/** The journal scenarios': requests by kind against the floor, and the polls' executions. */
	requestsByKind?: { token: number; batchReads: number; fileFetches: number; other: number };
	floor?: { batchReads: number; fileFetches: number };
	executions?: number;
	rssBeforeMb?: number;
	/** The event sends': the longest pause between two requests. */
	longestPauseMs?: number;
	expectedRequests?: number;
}

interface RealN8nReport {
	n8n: string;
	node: string;
	results: RealN8nResult[];
}

/** Runs the scenarios inside a real n8n (installed once, as the end-to-end suite does). */
function runInRealN8n(only: string[]): RealN8nReport | undefined {
	const run = spawnSync(process.execPath, [join(__dirname, 'realN8n', 'run.mjs'), ...only], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
		maxBuffer: 16 * 2 ** 20,
		timeout: 26 * 60_000,
	});
	const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
	return line ? (JSON.parse(line.slice('RESULT '.length)) as RealN8nReport) : undefined;
}

function realN8nTable(results: RealN8nResult[]): string {
	const header = [
		'scenario',
		'items',
		'requests',
		'wallMs',
		'itemsPerSecond',
		'peakRssMb',
		'ok',
		'failed',
		'429s',
	];
	const rows = results.map((r) =>
		[
			r.scenario,
			r.items,
			r.requests,
			r.wallMs,
			r.itemsPerSecond,
			r.peakRssMb,
			r.ok,
			r.failed,
			r.throttled,
		].map(String),
	);
	return [
		`| ${header.join(' | ')} |`,
		`|${header.map(() => '---').join('|')}|`,
		...rows.map((r) => `| ${r.join(' | ')} |`),
	].join('\n');
}

/** The median wall time of a scenario's runs, if it ran. */
function medianWallMs(results: RealN8nResult[], scenario: string): number | undefined {
	const times = results
		.filter((r) => r.scenario === scenario && r.problems.length === 0)
		.map((r) => r.wallMs)
		.sort((a, b) => a - b);
	if (times.length === 0) return undefined;
	const middle = Math.floor(times.length / 2);
	return times.length % 2 ? times[middle] : Math.round((times[middle - 1] + times[middle]) / 2);
}

/** What the real-n8n figures say: expressions against auto-map, and what went wrong. */
function realN8nFindings(results: RealN8nResult[]): string[] {
	const byName = new Map(results.map((r) => [r.scenario, r]));
	const lines: string[] = [];
	for (const count of [2_000, 10_000]) {
		const expressions = byName.get(`n8n.crm.batchUpdate.${count}`);
		const autoMap = byName.get(`n8n.crm.batchUpdate.${count}.autoMap`);
		if (!expressions || !autoMap) continue;
		const perItemUs = Math.round(((expressions.wallMs - autoMap.wallMs) / count) * 1000);
		lines.push(
			`Batch Update of ${count}: expressions ${expressions.wallMs} ms, auto-map ${autoMap.wallMs} ms (${(expressions.wallMs / autoMap.wallMs).toFixed(1)}x, ${perItemUs} µs more per item)`,
		);
	}
	const mapper = byName.get('n8n.crm.batchUpdate.10000.mapper');
	const autoMap = byName.get('n8n.crm.batchUpdate.10000.autoMap');
	if (mapper && autoMap) {
		const ratio = mapper.wallMs / autoMap.wallMs;
		lines.push(
			`Resource mapper vs Auto-Map Input Data, 10000: ${mapper.wallMs} ms vs ${autoMap.wallMs} ms, ${ratio.toFixed(2)}x (target <= 1.2x) ${ratio <= 1.2 ? 'OK' : 'MISSED'}`,
		);
	}
	// Get Many against the HTTP Request node's pagination: at most 1.2 times the wall time (medians, as a name may run more than once).
	const getMany = medianWallMs(results, 'n8n.crm.getMany.10000');
	const paginate = medianWallMs(results, 'n8n.httpRequest.paginate.10000');
	if (getMany !== undefined && paginate !== undefined) {
		const ratio = getMany / paginate;
		lines.push(
			`Get Many of 10000 vs HTTP Request pagination: median ${getMany} ms vs ${paginate} ms, ${ratio.toFixed(2)}x (target <= 1.2x) ${ratio <= 1.2 ? 'OK' : 'MISSED'}`,
		);
	}
	// The journal read: one poll within 30 s, requests against the floor, and memory against the backlog.
	for (const read of results.filter((r) => r.requestsByKind && r.floor)) {
		const { token, batchReads, fileFetches, other } = read.requestsByKind!;
		const ok = read.wallMs <= 30_000 && read.problems.length === 0;
		lines.push(
			`Journal read of ${read.items} events (${read.scenario}): ${read.wallMs} ms in ${read.executions} execution(s) (target <= 30000 ms) ${ok ? 'OK' : 'MISSED'}; ` +
				`${batchReads} batch reads (floor ${read.floor!.batchReads}), ${fileFetches} file fetches (floor ${read.floor!.fileFetches}), ${token} token, ${other} other; ` +
				`peak RSS ${read.peakRssMb} MB (${read.rssBeforeMb} MB before)`,
		);
	}
	const small = byName.get('n8n.journal.read.10000');
	const large = byName.get('n8n.journal.read.100000');
	if (small && large) {
		const perEventBytes = Math.round(
			((large.peakRssMb - small.peakRssMb) * 2 ** 20) / (large.items - small.items),
		);
		lines.push(
			`Journal read, peak RSS 10000 -> 100000 events: ${small.peakRssMb} -> ${large.peakRssMb} MB (${perEventBytes} bytes more per event)`,
		);
	}
	// Event sends are exempt from HubSpot's limits: at the request floor, and no pause a limiter wait would make.
	const sends = byName.get('n8n.events.sendBatch.100000');
	if (sends?.longestPauseMs !== undefined) {
		const ok =
			sends.requests === sends.expectedRequests &&
			sends.longestPauseMs < 1_000 &&
			sends.problems.length === 0;
		lines.push(
			`Event sends of ${sends.items}: ${sends.requests} requests (floor ${sends.expectedRequests}), ${sends.wallMs} ms, longest pause between requests ${sends.longestPauseMs} ms (a limiter wait would be seconds), peak RSS ${sends.peakRssMb} MB ${ok ? 'OK' : 'MISSED'}`,
		);
	}
	const madeItems = byName.get('n8n.journal.itemsOnly.100000');
	if (large && madeItems)
		lines.push(
			`Peak RSS with 100000 items: read from the journal ${large.peakRssMb} MB, made by a Code node ${madeItems.peakRssMb} MB (what n8n keeps of them)`,
		);
	// The bulk paths (issue #46): a handful of requests for a million rows, against one per 100 rows.
	const upserts = byName.get('n8n.batchUpsert.100000');
	for (const bulk of ['n8n.import.fromItems.1000000', 'n8n.export.toItems.1000000']) {
		const run = byName.get(bulk);
		if (run)
			lines.push(
				`${bulk}: ${run.requests} requests, ${run.wallMs} ms, peak RSS ${run.peakRssMb} MB${upserts ? ` (Batch Upsert of ${upserts.items}: ${upserts.requests} requests, ${upserts.wallMs} ms, peak RSS ${upserts.peakRssMb} MB)` : ''}`,
			);
	}
	for (const result of results) {
		lines.push(
			`${result.scenario}: ${result.ok} ok, ${result.failed} failed, ${result.throttled} 429s${result.problems.length ? ` — ${result.problems.join('; ')}` : ''}`,
		);
	}
	return lines;
}

function main(): void {
	const args = process.argv.slice(2);
	const engineOnly = args.includes('--engine-only');
	const realOnly = args.includes('--real-only');
	const only = args.filter((a) => !a.startsWith('--'));
	const results = new Map<string, BenchResult>();
	const engineScenarios = realOnly
		? []
		: SCENARIOS.filter((s) => only.length === 0 || only.includes(s.name));
	for (const scenario of engineScenarios) {
		process.stdout.write(`running ${scenario.name}...\n`);
		const result = runScenario(scenario.name);
		if (result) results.set(scenario.name, result);
		else process.stdout.write(`  ${scenario.name} failed to run\n`);
	}
	const rows = [...results.values()];
	if (rows.length)
		process.stdout.write(
			`\nIn n8n-core's engine (Node ${process.version}):\n\n${table(rows)}\n\n${targets(results).join('\n')}\n`,
		);

	const real = engineOnly ? undefined : runInRealN8n(only);
	if (real?.results.length) {
		process.stdout.write(
			`\nIn n8n ${real.n8n} on Node ${real.node}:\n\n${realN8nTable(real.results)}\n\n${realN8nFindings(real.results).join('\n')}\n`,
		);
	}
	const report = {
		engine: {
			node: process.version,
			n8nCore: require('n8n-core/package.json').version as string,
			results: rows,
		},
		realN8n: real ?? null,
	};
	writeFileSync(join(ROOT, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
	const engineIncomplete = rows.length !== engineScenarios.length;
	const realMissing = !engineOnly && !real;
	if (engineIncomplete || realMissing) process.exitCode = 1;
}

main();
