import { Engine } from '../harness/engine';
import { SandboxProcess } from './sandboxClient';
import { SCENARIOS, warmUp } from './scenarios';

/** One row of bench-results.json. */
export interface BenchResult {
	scenario: string;
	items: number;
	requests: number;
	wallMs: number;
	itemsPerSecond: number;
	peakRssMb: number;
	/** Resident memory when the measured run started (after the warm-up and preparation). */
	startRssMb: number;
	errors: number;
	/** Beyond the required fields: 429 answers the node absorbed, and what went wrong if anything. */
	throttled: number;
	expectedRequests: number;
	problems: string[];
}

const BENCH_SANDBOX = { latencyMs: 20, rateLimits: { enabled: false } };

/**
 * Runs one scenario in this process (so its memory is measured alone) against a sandbox in a child
 * process, and prints its result as one JSON line.
 */
async function main(name: string): Promise<void> {
	const scenario = SCENARIOS.find((s) => s.name === name);
	if (!scenario) throw new Error(`Unknown scenario ${name}`);
	const sandbox = await SandboxProcess.start({
		...BENCH_SANDBOX,
		...scenario.sandbox,
		rateLimits: { ...BENCH_SANDBOX.rateLimits, ...scenario.sandbox?.rateLimits } as never,
	});
	try {
		const engine = new Engine();
		await warmUp(sandbox, engine);
		const run = await scenario.prepare(sandbox, engine);
		await sandbox.clearRequests();
		// What the preparation left behind is not the run's: collected first when the process allows it.
		(globalThis as { gc?: () => void }).gc?.();
		const startRss = process.memoryUsage.rss();
		let peakRss = process.memoryUsage.rss();
		const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 25);
		const started = performance.now();
		const result = await engine.runNode(run.node, run.input, run.source);
		const wallMs = Math.round(performance.now() - started);
		clearInterval(sampler);
		peakRss = Math.max(peakRss, process.memoryUsage.rss());
		const requests = await sandbox.requests();
		const errorItems = result.items.filter((i) => i.json.error !== undefined).length;
		const problems = [
			...(result.error ? [result.error.message] : []),
			...((await run.check?.(result)) ?? []),
		];
		if (requests.length !== scenario.expectedRequests)
			problems.push(`${requests.length} requests, expected ${scenario.expectedRequests}`);
		const row: BenchResult = {
			scenario: name,
			items: run.items,
			requests: requests.length,
			wallMs,
			itemsPerSecond: Math.round((run.items / wallMs) * 1000),
			peakRssMb: Math.round(peakRss / 2 ** 20),
			startRssMb: Math.round(startRss / 2 ** 20),
			errors: errorItems + (result.error ? 1 : 0),
			throttled: requests.filter((r) => r.status === 429).length,
			expectedRequests: scenario.expectedRequests,
			problems,
		};
		process.stdout.write(`RESULT ${JSON.stringify(row)}\n`);
	} finally {
		await sandbox.stop();
	}
}

void main(process.argv[2]).catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
