// End-to-end suite: this package inside a real n8n (2.x, Node 24), against the sandbox over HTTP.
// Each demo workflow of an action node runs with `n8n execute` and its output is checked. Prints
// `e2e: N passed, M failed` last and writes the counts to test/e2e/artifacts/summary.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRuntime } from '../../scripts/lib/runtime.mjs';
import { ROOT, demoWorkflows, freePort, installPackage, n8nEnv, sandboxCredentials, startSandboxProcess } from '../../scripts/lib/instance.mjs';

const results = [];
const check = (name, ok, detail = '') => {
	results.push({ name, ok });
	console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};

function finish(code) {
	const passed = results.filter((r) => r.ok).length;
	const failed = results.length - passed + (code !== 0 && results.every((r) => r.ok) ? 1 : 0);
	mkdirSync(join(ROOT, 'test', 'e2e', 'artifacts'), { recursive: true });
	writeFileSync(join(ROOT, 'test', 'e2e', 'artifacts', 'summary.json'), JSON.stringify({ passed, failed, results }, null, 2));
	console.log(`e2e: ${passed} passed, ${failed} failed`);
	process.exit(failed > 0 ? 1 : 0);
}

/** Nodes whose demo workflows are checked here (the trigger needs an active workflow: not yet). */
const TRIGGER_TYPE = 'n8n-nodes-hubspot-platform.hubSpotPlatformTrigger';

async function main() {
	const runtime = await ensureRuntime();
	const userFolder = mkdtempSync(join(tmpdir(), 'hubspot-e2e-'));
	const sandbox = await startSandboxProcess(await freePort());
	try {
		installPackage(userFolder);
		const env = n8nEnv(userFolder, await freePort(), await freePort());
		const n8n = (...args) =>
			execFileSync(runtime.node, [runtime.n8n, ...args], { env, encoding: 'utf8', timeout: 180_000, maxBuffer: 64 * 2 ** 20, stdio: ['ignore', 'pipe', 'pipe'] });

		const info = await (await fetch(`${sandbox.baseUrl}/__sandbox/info`)).json();
		const credentialsFile = join(userFolder, 'credentials.json');
		writeFileSync(credentialsFile, JSON.stringify(sandboxCredentials(info)));
		n8n('import:credentials', `--input=${credentialsFile}`);
		check('credentials for the sandbox import into n8n', true);

		for (const { file, workflow } of demoWorkflows()) {
			n8n('import:workflow', `--input=${file}`);
			if (workflow.nodes.some((node) => node.type === TRIGGER_TYPE)) continue;
			const name = `demo workflow "${workflow.name}" runs in n8n against the sandbox`;
			try {
				// The run comes after a heading, as JSON (printed at log level info).
				const output = n8n('execute', `--id=${workflow.id}`);
				const run = JSON.parse(output.slice(output.indexOf('\n{') + 1, output.lastIndexOf('}') + 1));
				const runData = run.data?.resultData?.runData ?? run.resultData?.runData ?? {};
				const ours = workflow.nodes.filter((node) => node.type.startsWith('n8n-nodes-hubspot-platform.'));
				const problems = ours.flatMap((node) => {
					const task = runData[node.name]?.[0];
					if (!task) return [`${node.name} did not run`];
					if (task.error) return [`${node.name}: ${task.error.message}`];
					const items = task.data?.main?.[0] ?? [];
					if (items.length === 0) return [`${node.name} returned no items`];
					const failed = items.filter((item) => item.json?.error);
					return failed.length ? [`${node.name}: ${failed.length} error items, e.g. ${failed[0].json.error}`] : [];
				});
				check(name, problems.length === 0, problems.join('; '));
			} catch (error) {
				check(name, false, String(error.stderr || error.message).split('\n').filter(Boolean).slice(-5).join(' '));
			}
		}
	} finally {
		sandbox.child.kill('SIGTERM');
		rmSync(userFolder, { recursive: true, force: true });
	}
}

main().then(
	() => finish(0),
	(error) => {
		console.error(`e2e: could not run: ${error.stack ?? error}\n${error.stderr ?? ''}`);
		check('the end-to-end suite starts (runtime, sandbox, n8n)', false, error.message);
		finish(1);
	},
);
