// One log file per n8n process of the cluster (test/e2e/artifacts/scale/n8n-<name>.log), and what the
// checks read there: which executions each worker started.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function processLogs(/** @type {string} */ dir) {
	mkdirSync(dir, { recursive: true });
	const open = new Map();
	const file = (/** @type {string} */ name) => join(dir, `n8n-${name}.log`);
	return {
		open(/** @type {string} */ name) {
			const fd = openSync(file(name), 'w');
			open.set(name, fd);
			return fd;
		},
		/** Ids of the executions a worker has started so far ("Worker started execution 12 (job 7)" at log level info). */
		executionsStartedBy(/** @type {string} */ name) {
			return [...readFileSync(file(name), 'utf8').matchAll(/Worker started execution (\S+)/g)].map(
				(match) => match[1],
			);
		},
		closeAll() {
			for (const fd of open.values()) closeSync(fd);
			open.clear();
		},
	};
}
