// `npm run test:scale`: the package in n8n's queue mode. Brings up Redis and PostgreSQL (services.mjs),
// then n8n 2.x as users scale it — one main process, two workers (5 executions each at once), two
// webhook processors behind a load balancer — with the package installed from `npm pack` in all of
// them and the sandbox as HubSpot. Checks: executions on both workers sharing one account's rate limit,
// the HubSpot Platform Trigger published by the main process and fed through the processors, and the
// HubSpot CRM Events Trigger reading the journal across a restart of the main process.
// SCALE_RECORDS (per execution, default 20,000), SCALE_ROUNDS (duplicate deliveries, default 1,000) and
// SCALE_JOURNAL_EVENTS (default 5,000) make a smaller run; SCALE_ONLY=sharedRateLimit[,..] runs just those checks
// (by the name after `check`). Prints `scale: N passed, M failed` last and writes test/e2e/artifacts/summary-scale.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRuntime } from '../../scripts/lib/runtime.mjs';
import {
	ROOT,
	freePort,
	importIntoN8n,
	installPackage,
	startSandboxProcess,
} from '../../scripts/lib/instance.mjs';
import { N8nRest, connectOAuth2 } from '../../scripts/lib/server.mjs';
import { Report } from '../e2e/lib/report.mjs';
import { SandboxClient } from '../e2e/lib/sandbox.mjs';
import { checkJournalAcrossRestart } from './checks/journalAcrossRestart.mjs';
import { checkSharedRateLimit } from './checks/sharedRateLimit.mjs';
import { checkTriggerAcrossProcessors } from './checks/triggerAcrossProcessors.mjs';
import { startCollector } from './lib/collector.mjs';
import { startLoadBalancer } from '../harness/loadBalancer.cjs';
import { processLogs } from './lib/processLogs.mjs';
import {
	OAUTH2_CREDENTIAL,
	batchUpdateWorkflow,
	journalWorkflow,
	triggerWorkflow,
} from './lib/workflows.mjs';
import { queueModeEnv, startQueueMode } from './queueMode.mjs';
import { startPostgres, startRedis } from './services.mjs';

const ARTIFACTS = join(ROOT, 'test', 'e2e', 'artifacts');
const report = new Report(ARTIFACTS, 'summary-scale', 'scale');
const RECORDS = Number(process.env.SCALE_RECORDS ?? 20_000);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 1_000);
const JOURNAL_EVENTS = Number(process.env.SCALE_JOURNAL_EVENTS ?? 5_000);
/** The trigger's options in the scale workflow: Drop Retried Deliveries with Deduplicate Across Processes. */
const TRIGGER_OPTIONS = { deduplicate: true, deduplicateAcrossProcesses: true };
const ONLY = process.env.SCALE_ONLY
	? new Set(process.env.SCALE_ONLY.split(',').map((name) => name.trim().toLowerCase()))
	: undefined;
const wanted = (name) => !ONLY || ONLY.has(name.toLowerCase());

async function main() {
	const runtime = await ensureRuntime();
	if (!/^2\./.test(runtime.version ?? '2.')) throw new Error('the scale test runs n8n 2.x');
	const cleanups = [];
	const logs = processLogs(join(ARTIFACTS, 'scale'));
	cleanups.push(() => logs.closeAll());
	try {
		const sandboxProcess = await startSandboxProcess(await freePort());
		cleanups.push(() => sandboxProcess.child.kill('SIGTERM'));
		const sandbox = await SandboxClient.connect(sandboxProcess.baseUrl);
		const redis = await startRedis();
		cleanups.push(() => redis.stop());
		const postgres = await startPostgres();
		cleanups.push(() => postgres.stop());
		const collector = await startCollector();
		cleanups.push(() => collector.stop());

		const userFolder = mkdtempSync(join(tmpdir(), 'hubspot-scale-'));
		cleanups.push(() => rmSync(userFolder, { recursive: true, force: true }));
		// The balancer's port is fixed before n8n starts: it is the webhook URL every process gives out.
		const processors = [];
		const balancer = await startLoadBalancer(processors);
		cleanups.push(() => balancer.stop());
		const env = await queueModeEnv(runtime, {
			userFolder,
			redis,
			postgres,
			webhookUrl: `${balancer.url}/`,
		});

		const imported = await report.attempt(
			'the package installs from npm pack, and the credentials and workflows import into n8n on PostgreSQL',
			async () => {
				installPackage(userFolder);
				const workflowsDir = mkdtempSync(join(userFolder, 'workflows-'));
				const files = [
					batchUpdateWorkflow(),
					triggerWorkflow(collector.url, TRIGGER_OPTIONS),
					journalWorkflow(collector.url, sandbox.info.hubId),
				].map((workflow) => {
					const file = join(workflowsDir, `${workflow.id}.json`);
					writeFileSync(file, JSON.stringify(workflow));
					return { file };
				});
				const cli = (...args) =>
					execFileSync(runtime.node, [runtime.n8n, ...args], {
						env,
						encoding: 'utf8',
						timeout: 300_000,
						stdio: ['ignore', 'pipe', 'pipe'],
					});
				importIntoN8n(cli, userFolder, sandbox.info, files);
				return [];
			},
		);
		if (!imported) return;

		const cluster = await startQueueMode(runtime, env, {
			workers: 2,
			concurrency: 5,
			webhookProcessors: 2,
			logs,
		});
		cleanups.push(() => cluster.stop());
		processors.push(...cluster.webhooks.map((processor) => processor.url));
		const rest = new N8nRest(cluster.main.url);
		await rest.signIn();

		const ready = await report.attempt(
			'n8n in queue mode (main, 2 workers, 2 webhook processors) connects the OAuth2 credential and publishes the Batch Update workflow',
			async () => {
				await connectOAuth2(rest, OAUTH2_CREDENTIAL.id);
				await rest.activate(batchUpdateWorkflow().id);
				return [];
			},
		);
		if (!ready) return;
		const context = {
			report,
			rest,
			sandbox,
			webhookUrl: `${balancer.url}/`,
			processorUrls: [...processors],
			collector,
			workers: cluster.workers.map((w) => w.name),
			logs,
		};
		if (wanted('sharedRateLimit'))
			await checkSharedRateLimit(context, { executions: 4, recordsPerExecution: RECORDS });
		if (wanted('triggerAcrossProcessors'))
			await checkTriggerAcrossProcessors(context, { rounds: ROUNDS });
		const restartMain = async () => {
			await cluster.restartMain();
			await rest.signIn();
		};
		if (wanted('journalAcrossRestart'))
			await checkJournalAcrossRestart({ ...context, restartMain }, { events: JOURNAL_EVENTS });
	} finally {
		for (const cleanup of cleanups.reverse()) await cleanup();
	}
}

main().then(
	() => process.exit(report.finish()),
	(error) => {
		console.error(`scale: could not run: ${error.stack ?? error}\n${error.stderr ?? ''}`);
		report.check(
			'the scale test runs (Redis, PostgreSQL, n8n in queue mode, sandbox)',
			false,
			error.message,
		);
		process.exit(report.finish());
	},
);
