// `npm test`: the engine suites (jest), then the end-to-end suite in a real n8n. The n8n the end-to-end
// suite runs installs while the engine suites run (on a fresh machine its download and native build
// take minutes), at the lowest CPU priority (`nice`), so it takes what the suites leave and does not
// add to their time; the end-to-end suite waits for it. As with `&&`, the end-to-end suite runs only
// when the engine suites pass.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { n8nVersion } from './lib/runtime.mjs';

/** Runs a command and resolves with its exit code. */
const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
	new Promise((resolve) =>
		spawn(command, args, { stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)),
	);

const installer = fileURLToPath(new URL('install-runtimes.mjs', import.meta.url));
// A failed install is not reported here: the end-to-end suite installs again and says why it failed.
const installed = run('nice', ['-n', '19', process.execPath, installer, n8nVersion()]);
const unit = await run('npm', ['run', 'test:unit']);
await installed;
process.exitCode = unit === 0 ? await run('npm', ['run', 'test:e2e']) : unit;
