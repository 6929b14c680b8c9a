import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResult } from './runScenario';
import { SCENARIOS } from './scenarios';

const ROOT = join(__dirname, '..', '..');

/** Runs a scenario in a fresh process and reads its result line. */
function runScenario(name: string): BenchResult | undefined {
	const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'runScenario.ts'), name], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
		maxBuffer: 16 * 2 ** 20,
	});
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
		lines.push(`Batch Update vs Update throughput: ${ratio.toFixed(1)}x (target >= 50x) ${ratio >= 50 ? 'OK' : 'MISSED'}`);
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
		lines.push(`${label}: ${limited.wallMs} ms for a floor of about ${floorMs} ms (target <= 1.2x), ${limited.errors} errors, ${limited.throttled} 429s ${ok ? 'OK' : 'MISSED'}`);
	}
	for (const result of results.values()) {
		lines.push(`${result.scenario}: ${result.requests} requests (expected ${result.expectedRequests})${result.problems.length ? ` — ${result.problems.join('; ')}` : ' OK'}`);
	}
	return lines;
}

function table(results: BenchResult[]): string {
	const header = ['scenario', 'items', 'requests', 'wallMs', 'itemsPerSecond', 'peakRssMb', 'errors'];
	const rows = results.map((r) => [r.scenario, r.items, r.requests, r.wallMs, r.itemsPerSecond, r.peakRssMb, r.errors].map(String));
	return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function main(): void {
	const only = process.argv.slice(2);
	const results = new Map<string, BenchResult>();
	for (const scenario of SCENARIOS.filter((s) => only.length === 0 || only.includes(s.name))) {
		process.stdout.write(`running ${scenario.name}...\n`);
		const result = runScenario(scenario.name);
		if (result) results.set(scenario.name, result);
		else process.stdout.write(`  ${scenario.name} failed to run\n`);
	}
	const rows = [...results.values()];
	writeFileSync(join(ROOT, 'bench-results.json'), `${JSON.stringify(rows, null, 2)}\n`);
	process.stdout.write(`\n${table(rows)}\n\n${targets(results).join('\n')}\n`);
	if (rows.length !== SCENARIOS.length && only.length === 0) process.exitCode = 1;
}

main();
