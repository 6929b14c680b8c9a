// n8n in queue mode, as users scale it: one main process (editor, REST API, publishing workflows),
// workers taking executions from Redis, webhook processors answering the production webhook URL, all on
// one PostgreSQL database and one user folder (where the package is installed).
import { randomBytes } from 'node:crypto';
import { freePorts, n8nEnv } from '../../scripts/lib/instance.mjs';
import { startN8nProcess } from '../../scripts/lib/server.mjs';

/** The environment every process of the cluster shares: database, queue, encryption key, webhook URL. */
export async function queueModeEnv(runtime, { userFolder, redis, postgres, webhookUrl }) {
	const [port, brokerPort] = await freePorts(2);
	const env = n8nEnv(runtime, userFolder, port, brokerPort);
	return {
		...env,
		// The editor's URL is the main process's (OAuth2 callbacks come back to it); webhooks go to the balancer.
		N8N_EDITOR_BASE_URL: `http://127.0.0.1:${env.N8N_PORT}/`,
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: '',
		DB_POSTGRESDB_DATABASE: postgres.database,
		N8N_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
		N8N_WEBHOOK_URL: webhookUrl,
		// Production webhooks go to the webhook processors only, as behind a load balancer.
		N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
	};
}

/**
 * The ports of each worker and webhook processor (its server, its task-runner broker, a worker's health
 * check), all distinct; taken once the main process listens, so distinct from its ports too.
 */
async function processPorts(env, processes) {
	const ports = await freePorts(processes * 3);
	return Array.from({ length: processes }, (_, n) => {
		const [server, broker, health] = ports.slice(n * 3, n * 3 + 3).map(String);
		return {
			...env,
			N8N_PORT: server,
			N8N_RUNNERS_BROKER_PORT: broker,
			QUEUE_HEALTH_CHECK_PORT: health,
		};
	});
}

/**
 * Starts the main process, then `workers` workers (each running `concurrency` executions at once) and
 * `webhookProcessors` webhook processors; resolves once each is ready. `logs.open(name)` gives the file
 * descriptor each process writes its output to.
 */
export async function startQueueMode(
	runtime,
	env,
	{ workers = 2, concurrency = 5, webhookProcessors = 2, logs },
) {
	const started = [];
	const stop = async () => {
		await Promise.all(started.reverse().map((process) => process.stop()));
	};
	try {
		const main = await startN8nProcess(runtime, env, { output: logs.open('main') });
		started.push(main);
		const envs = await processPorts(env, workers + webhookProcessors);
		const start = async (name, processEnv, args, readyUrl) => {
			const process = await startN8nProcess(runtime, processEnv, {
				args,
				readyUrl,
				output: logs.open(name),
			});
			process.name = name;
			started.push(process);
			return process;
		};
		const [workerProcesses, webhookProcesses] = await Promise.all([
			Promise.all(
				envs.slice(0, workers).map((workerEnv, n) =>
					// At log level info a worker logs each execution it starts: the checks read where each ran.
					start(
						`worker-${n + 1}`,
						{ ...workerEnv, QUEUE_HEALTH_CHECK_ACTIVE: 'true', N8N_LOG_LEVEL: 'info' },
						['worker', `--concurrency=${concurrency}`],
						`http://127.0.0.1:${workerEnv.QUEUE_HEALTH_CHECK_PORT}/healthz/readiness`,
					),
				),
			),
			Promise.all(
				envs
					.slice(workers)
					.map((processorEnv, n) =>
						start(
							`webhook-${n + 1}`,
							processorEnv,
							['webhook'],
							`http://127.0.0.1:${processorEnv.N8N_PORT}/healthz/readiness`,
						),
					),
			),
		]);
		const cluster = { main, workers: workerProcesses, webhooks: webhookProcesses, stop };
		let restarts = 0;
		/** Stops the main process (SIGTERM, as a deployment does) and starts it again on the same ports and database. */
		cluster.restartMain = async () => {
			await cluster.main.stop();
			started.splice(started.indexOf(cluster.main), 1);
			cluster.main = await startN8nProcess(runtime, env, {
				output: logs.open(`main-restart-${++restarts}`),
			});
			started.unshift(cluster.main);
		};
		return cluster;
	} catch (error) {
		await stop();
		throw error;
	}
}
