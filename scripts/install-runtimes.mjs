// Installs the n8n runtimes of the versions given (e.g. `1.123.81 2.0.3`) into the cache, one after
// the other, as the end-to-end suite would on its first run. `npm test` starts it for its own n8n, CI
// for the compatibility passes' ones, in the background at the lowest CPU priority while the engine
// suites run, so the installs are off the critical path; a suite that asks for a runtime still being
// installed waits on its lock.
import { ensureRuntime } from './lib/runtime.mjs';

for (const version of process.argv.slice(2)) await ensureRuntime(console.log, version);
