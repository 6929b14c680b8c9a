// Installs the n8n runtimes of the versions given (e.g. `1.123.81 2.0.3`) into the cache, one after
// the other, as the end-to-end suite would on its first run. CI starts it in the background for the
// compatibility passes while `npm test` runs (its jest uses one of the two cores), so their installs
// are off the critical path; a suite that asks for a runtime still being installed waits on its lock.
import { ensureRuntime } from './lib/runtime.mjs';

for (const version of process.argv.slice(2)) await ensureRuntime(console.log, version);
