// Checks the README's `npm start` as a user meets it: started as `npm start`, it prints the editor's URL;
// the editor answers there, the owner login works, one demo workflow per node and the sandbox
// credentials are there, the OAuth2 one connected; Ctrl-C (SIGINT to the process group) stops it all,
// leaving no process behind. Writes test/e2e/artifacts/summary-start.json.
import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, demoWorkflows, freePorts } from '../../scripts/lib/instance.mjs';
import { N8nRest, waitUntil } from '../../scripts/lib/server.mjs';
import { Report } from './lib/report.mjs';

const report = new Report(join(ROOT, 'test', 'e2e', 'artifacts'), 'summary-start', 'npm start');
const CREDENTIALS = [
	'HubSpot Sandbox App Token',
	'HubSpot Sandbox Developer',
	'HubSpot Sandbox App Client Secret',
	'HubSpot Sandbox OAuth2',
];

/** Processes of a process group still alive. */
function groupMembers(pgid) {
	const out = execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' });
	return out
		.split('\n')
		.map((line) => line.trim().split(/\s+/).map(Number))
		.filter(([pid, group]) => group === pgid && pid)
		.map(([pid]) => pid);
}

async function main() {
	const [n8nPort, sandboxPort] = await freePorts(2);
	const child = spawn('npm', ['start'], {
		cwd: ROOT,
		detached: true,
		env: { ...process.env, N8N_PORT: String(n8nPort), SANDBOX_PORT: String(sandboxPort) },
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const { pid } = child;
	if (pid === undefined) throw new Error('npm start could not be spawned');
	let output = '';
	let editorUrl = '';
	child.stdout.on('data', (chunk) => {
		process.stdout.write(chunk);
		output += chunk;
	});
	const exited = new Promise((resolve) =>
		child.once('exit', (code, signal) => resolve(signal ?? code)),
	);
	try {
		const url = await report.attempt('npm start prints the editor URL', async () => {
			await Promise.race([
				waitUntil('the "n8n editor:" line', 25 * 60_000, async () => {
					editorUrl = /n8n editor:\s+(\S+)/.exec(output)?.[1] ?? '';
					return editorUrl ? true : undefined;
				}),
				exited.then((code) => Promise.reject(new Error(`npm start exited with ${code}`))),
			]);
			return [];
		});
		if (!url) return;
		await report.attempt('the editor answers at that URL', async () => {
			const page = await fetch(editorUrl);
			const html = await page.text();
			return page.status === 200 && html.includes('<div id="app"')
				? []
				: [`HTTP ${page.status}: ${html.slice(0, 120)}`];
		});
		const rest = new N8nRest(editorUrl);
		await report.attempt(
			'the printed login signs in, and every demo workflow is there',
			async () => {
				await rest.signIn();
				const workflows = (await rest.call('GET', '/rest/workflows')).map((w) => w.id);
				return demoWorkflows()
					.map(({ workflow }) => workflow.id)
					.filter((id) => !workflows.includes(id))
					.map((id) => `workflow ${id} is missing`);
			},
		);
		await report.attempt(
			'the sandbox credentials are there, the OAuth2 one connected through n8n',
			async () => {
				const names = (await rest.call('GET', '/rest/credentials')).map((c) => c.name);
				const problems = CREDENTIALS.filter((name) => !names.includes(name)).map(
					(name) => `credential "${name}" is missing`,
				);
				if (!/OAuth2 \(connected through n8n's OAuth flow\)/.test(output))
					problems.push('the OAuth2 credential is not connected');
				// The CRM Events Trigger's Account ID, found nowhere else but in the demo workflow.
				const hubId = /account ID:\s+(\d+)/.exec(output)?.[1];
				const info = await (
					await fetch(`${/sandbox:\s+(\S+)/.exec(output)?.[1]}/__sandbox/info`)
				).json();
				if (hubId !== String(info.hubId))
					problems.push(`the printed account ID is ${hubId}, the sandbox's is ${info.hubId}`);
				return problems;
			},
		);
	} finally {
		await report.attempt(
			'Ctrl-C stops npm start, n8n and the sandbox, leaving no process behind',
			async () => {
				if (child.exitCode === null) process.kill(-pid, 'SIGINT');
				const TIMED_OUT = Symbol('timed out');
				const code = await Promise.race([
					exited,
					new Promise((resolve) => setTimeout(() => resolve(TIMED_OUT), 60_000)),
				]);
				await new Promise((resolve) => setTimeout(resolve, 2000));
				const left = groupMembers(pid);
				if (left.length) process.kill(-pid, 'SIGKILL');
				const problems = left.length ? [`processes left: ${left.join(', ')}`] : [];
				if (code === TIMED_OUT) problems.push('npm start was still running 60 s after Ctrl-C');
				const answering = await fetch(`http://127.0.0.1:${n8nPort}/healthz`).then(
					() => true,
					() => false,
				);
				if (answering) problems.push(`something still answers on n8n's port ${n8nPort}`);
				return problems;
			},
		);
	}
}

main().then(
	() => process.exit(report.finish()),
	(error) => {
		report.check('npm start runs', false, error.message);
		process.exit(report.finish());
	},
);
