// `npm start`: builds the package, starts the HubSpot sandbox and a real n8n (2.x on Node 24) with the
// package installed as a community package, the sandbox's credentials and the demo workflows.
// Everything listens on 127.0.0.1; Ctrl-C stops it all.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ensureRuntime } from './lib/runtime.mjs';
import { ROOT, demoWorkflows, freePort, installPackage, n8nEnv, sandboxCredentials, startSandboxProcess } from './lib/instance.mjs';

const OWNER = { email: 'demo@hubspot-sandbox.example', firstName: 'Demo', lastName: 'User', password: 'Sandbox-Demo-2026' };

async function waitFor(url, timeoutMs) {
	const until = Date.now() + timeoutMs;
	while (Date.now() < until) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 500));
	}
	throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
	execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
	const runtime = await ensureRuntime();
	const sandbox = await startSandboxProcess(Number(process.env.SANDBOX_PORT ?? 4010));
	const userFolder = join(homedir(), '.cache', 'n8n-nodes-hubspot-platform', 'demo-user');
	rmSync(join(userFolder, '.n8n', 'nodes'), { recursive: true, force: true });
	mkdirSync(userFolder, { recursive: true });
	installPackage(userFolder);
	const port = Number(process.env.N8N_PORT ?? 5678);
	const env = n8nEnv(userFolder, port, await freePort());
	const n8n = (...args) => execFileSync(runtime.node, [runtime.n8n, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });

	const info = await (await fetch(`${sandbox.baseUrl}/__sandbox/info`)).json();
	const credentialsFile = join(userFolder, 'sandbox-credentials.json');
	writeFileSync(credentialsFile, JSON.stringify(sandboxCredentials(info)));
	n8n('import:credentials', `--input=${credentialsFile}`);
	for (const { file } of demoWorkflows()) n8n('import:workflow', `--input=${file}`);

	const server = spawn(runtime.node, [runtime.n8n, 'start'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
	const stop = () => {
		server.kill('SIGTERM');
		sandbox.child.kill('SIGTERM');
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
	server.once('exit', () => {
		sandbox.child.kill('SIGTERM');
		process.exit(0);
	});
	const editor = `http://127.0.0.1:${port}`;
	// /healthz answers before the REST API is mounted: wait for the API itself.
	await waitFor(`${editor}/rest/settings`, 180_000);
	const setup = await fetch(`${editor}/rest/owner/setup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWNER) });
	// 400 means an owner exists already (a previous start): the login below still holds.
	if (!setup.ok && setup.status !== 400) console.warn(`Owner setup answered HTTP ${setup.status}`);
	console.log(`
  n8n editor:   ${editor}
  login:        ${OWNER.email} / ${OWNER.password}
  sandbox:      ${sandbox.baseUrl} (HubSpot simulator; control API under /__sandbox/)
  credentials:  HubSpot Sandbox App Token, HubSpot Sandbox Developer, HubSpot Sandbox OAuth2
  workflows:    one demo per node, ready to run
  Ctrl-C stops everything.
`);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
