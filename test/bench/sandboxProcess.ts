import { startSandbox } from '../sandbox/server';

/**
 * The sandbox in a process of its own, so the benchmark measures the node's process only. The
 * configuration comes as JSON in the first argument; the base URL is printed as `READY <url>`.
 */
async function main(): Promise<void> {
	const config = JSON.parse(process.argv[2] ?? '{}');
	const sandbox = await startSandbox({ port: 0, config });
	process.stdout.write(`READY ${sandbox.baseUrl}\n`);
	const stop = () => void sandbox.close().then(() => process.exit(0));
	process.on('SIGTERM', stop);
	process.on('SIGINT', stop);
}

void main();
