// `npm test`: the engine suites (jest), then the end-to-end suite in a real n8n. The n8n the end-to-end
// suite runs installs while the engine suites run (on a fresh machine its download and native build
// take minutes, mostly waiting on the network), so its install does not add to the suites' time. As
// with `&&`, the end-to-end suite runs only when the engine suites pass.
import { spawn } from 'node:child_process';
import { ensureRuntime } from './lib/runtime.mjs';

/** Runs an npm script of this package and resolves with its exit code. */
const runScript = (/** @type {string} */ script) =>
	new Promise((resolve) =>
		spawn('npm', ['run', script], { stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)),
	);

// A failed install is not reported here: the end-to-end suite installs again and says why it failed.
const installed = ensureRuntime((line) => console.log(`[n8n install] ${line}`)).catch(
	() => undefined,
);
const unit = await runScript('test:unit');
await installed;
process.exitCode = unit === 0 ? await runScript('test:e2e') : unit;
