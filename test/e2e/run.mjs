// End-to-end suite: this package inside a real n8n, installed from `npm pack` (built afresh from the
// sources) as a community package, against the sandbox over HTTP. N8N_VERSION picks the n8n (default:
// the current 2.x); E2E_SUITE=compat leaves out the trigger's forged/replayed deliveries and the editor (what CI runs
// on older n8n).
//  1. n8n as a server: the trigger published and fed signed deliveries (plus a forged and a replayed
//     one), the OAuth2 credential connected through n8n's own flow and refreshed by n8n, and the
//     editor's picker endpoints for every picker of every node with every credential (also in the
//     compatibility pass), the editor in Chromium (nodes panel, a demo workflow, screenshots for the
//     README; a workflow built by hand through the node creator and the pickers, run from the editor),
//     the action nodes as tools of n8n's MCP Server Trigger, driven by the official MCP SDK client, the
//     CRM polling trigger published and polling the sandbox, the Form Trigger started by submissions
//     made through the Forms node and by a browser, and the CRM Events Trigger reading the journal.
//  2. workflows run as the editor runs them (n8n's REST API, in the same server): every action node's
//     demo workflow, HubSpot's failures (a 404, a 429 with Retry-After) as n8n shows them, a file
//     made in n8n attached to a deal and downloaded back, and a property created, written on
//     duplicates that are then merged.
// Prints `e2e: N passed, M failed` last and writes the results to test/e2e/artifacts/summary.json
// (summary-n8n-<version>.json for another n8n version).
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_N8N_VERSION, ensureRuntime, n8nVersion } from '../../scripts/lib/runtime.mjs';
import {
	ROOT,
	demoWorkflows,
	freePort,
	freePorts,
	importIntoN8n,
	installPackage,
	n8nEnv,
	startSandboxProcess,
	workflowsIn,
} from '../../scripts/lib/instance.mjs';
import {
	N8nRest,
	connectOAuth2,
	executionReader,
	startN8nServer,
} from '../../scripts/lib/server.mjs';
import { manualRunner } from './lib/execute.mjs';
import { checkDemoWorkflows } from './checks/demoWorkflows.mjs';
import { checkEditor } from './checks/editor.mjs';
import { checkEditorWalk } from './checks/editorWalk.mjs';
import { checkFailures } from './checks/failures.mjs';
import { checkFiles } from './checks/files.mjs';
import { checkJournalTrigger } from './checks/journalTrigger.mjs';
import { checkJournalTestEvent } from './checks/journalTestEvent.mjs';
import { checkFormTrigger } from './checks/formTrigger.mjs';
import { checkMcpTools } from './checks/mcpTools.mjs';
import { checkOAuth2, CREDENTIAL_ID as OAUTH2_CREDENTIAL_ID } from './checks/oauth2.mjs';
import { checkPickers } from './checks/pickers.mjs';
import { checkPollingTrigger } from './checks/pollingTrigger.mjs';
import { checkProjectTrigger } from './checks/projectTrigger.mjs';
import { checkRecordHygiene } from './checks/recordHygiene.mjs';
import { checkSubscriptions } from './checks/subscriptions.mjs';
import { checkTrigger } from './checks/trigger.mjs';
import { checkTestListening } from './checks/testListening.mjs';
import { checkTriggerRestart } from './checks/triggerRestart.mjs';
import { checkAnswerTimes } from './checks/answerTimes.mjs';
import { checkContent } from './checks/content.mjs';
import { checkWorkflowAction } from './checks/workflowAction.mjs';
import { checkCampaigns } from './checks/campaigns.mjs';
import { checkEventSends } from './checks/eventSends.mjs';
import { checkMarketingEvents } from './checks/marketingEvents.mjs';
import { checkConversations } from './checks/conversations.mjs';
import { checkImports } from './checks/imports.mjs';
import { Report } from './lib/report.mjs';
import { SandboxClient } from './lib/sandbox.mjs';

const ARTIFACTS = join(ROOT, 'test', 'e2e', 'artifacts');
const SCREENSHOTS = join(ARTIFACTS, 'screenshots');
const VERSION = n8nVersion();
const COMPAT_ONLY = process.env.E2E_SUITE === 'compat';
/** E2E_ONLY=editor,oauth2 runs just those checks (by the name after `check`), for working on one of them. */
const ONLY = process.env.E2E_ONLY
	? new Set(process.env.E2E_ONLY.split(',').map((name) => name.trim().toLowerCase()))
	: undefined;
const wanted = (name) => !ONLY || ONLY.has(name.toLowerCase());
/**
 * Runs a wanted check and prints its time (CI's budget is read per check). A check that throws (its
 * clean-up, say) fails as itself; the checks after it still run.
 */
const runCheck = async (
	/** @type {string} */ name,
	/** @type {() => Promise<unknown>} */ check,
) => {
	if (!wanted(name)) return;
	const started = Date.now();
	try {
		await check();
	} catch (error) {
		console.error(`e2e check ${name} stopped: ${error.stack ?? error}`);
		report.check(`the ${name} check runs to its end`, false, error.message);
	}
	console.log(`::: ${Math.round((Date.now() - started) / 1000)} s: e2e check ${name}`);
};
const report = new Report(
	ARTIFACTS,
	VERSION === DEFAULT_N8N_VERSION ? 'summary' : `summary-n8n-${VERSION}`,
	`e2e (n8n ${VERSION}${COMPAT_ONLY ? ', compatibility checks' : ''})`,
);

async function main() {
	const runtime = await ensureRuntime();
	mkdirSync(SCREENSHOTS, { recursive: true });
	const userFolder = mkdtempSync(join(tmpdir(), 'hubspot-e2e-'));
	const sandboxProcess = await startSandboxProcess(await freePort());
	const serverLog = openSync(join(ARTIFACTS, 'n8n-server.log'), 'w');
	let server;
	try {
		const sandbox = await SandboxClient.connect(sandboxProcess.baseUrl);
		const [n8nPort, brokerPort] = await freePorts(2);
		const env = n8nEnv(runtime, userFolder, n8nPort, brokerPort);
		const cli = (...args) =>
			execFileSync(runtime.node, [runtime.n8n, ...args], {
				env,
				encoding: 'utf8',
				timeout: 180_000,
				maxBuffer: 64 * 2 ** 20,
				stdio: ['ignore', 'pipe', 'pipe'],
			});
		const demos = demoWorkflows();
		const imported = await report.attempt(
			'the package installs from npm pack, and the sandbox credentials and the workflows import into n8n',
			async () => {
				installPackage(userFolder);
				importIntoN8n(cli, userFolder, sandbox.info, [
					...demos,
					...workflowsIn('test', 'e2e', 'workflows'),
				]);
				return [];
			},
		);
		if (!imported) return;

		server = await startN8nServer(runtime, env, { output: serverLog });
		const rest = new N8nRest(server.url);
		await rest.signIn();
		const trigger = demos.find(({ workflow }) => workflow.id === 'demoHubSpotTrg01')?.workflow;
		if (!trigger)
			throw new Error('demo/workflows/ has no Platform Trigger workflow (demoHubSpotTrg01)');
		const webhookId = trigger.nodes.find((node) => node.webhookId).webhookId;
		/** Stops n8n, does `whileStopped` (e.g. changes in HubSpot n8n cannot see), starts it again. */
		const restartN8n = async (whileStopped = async () => undefined) => {
			await server.stop();
			await whileStopped();
			server = await startN8nServer(runtime, env, { output: serverLog });
			await rest.signIn();
		};
		const readExecution = executionReader(runtime, rest);
		const context = {
			report,
			rest,
			sandbox,
			n8nUrl: server.url,
			readExecution,
			run: manualRunner(rest, readExecution),
			webhookId,
			root: ROOT,
			screenshotsDir: SCREENSHOTS,
			restartN8n,
		};
		// The trigger's deliveries are signed with the sandbox's clock, which the OAuth2 check moves on.
		await runCheck('Trigger', () => checkTrigger(context, { firstDeliveryOnly: COMPAT_ONLY }));
		if (!COMPAT_ONLY) {
			await runCheck('TriggerRestart', () => checkTriggerRestart(context));
			await runCheck('TestListening', () => checkTestListening(context));
		}
		await runCheck('OAuth2', () => checkOAuth2(context));
		// Record hygiene runs with the OAuth2 credential as a new user connects it (its default scopes):
		// connected by the OAuth2 check, or here when that check is not run.
		if (!wanted('OAuth2') && wanted('RecordHygiene'))
			await connectOAuth2(rest, OAUTH2_CREDENTIAL_ID);
		await runCheck('Pickers', () => checkPickers(context));
		if (!COMPAT_ONLY) {
			await runCheck('Editor', () => checkEditor(context));
			// After the OAuth2 check: the walk uses the credential it connected, as a new user's default.
			await runCheck('EditorWalk', () => checkEditorWalk(context));
			await runCheck('AnswerTimes', () => checkAnswerTimes(context));
			await runCheck('ProjectTrigger', () => checkProjectTrigger(context));
			await runCheck('McpTools', () => checkMcpTools(context));
			await runCheck('PollingTrigger', () => checkPollingTrigger(context));
			await runCheck('JournalTrigger', () => checkJournalTrigger(context));
			await runCheck('JournalTestEvent', () => checkJournalTestEvent(context));
			await runCheck('FormTrigger', () => checkFormTrigger(context));
			await runCheck('WorkflowAction', () => checkWorkflowAction(context));
			await runCheck('Campaigns', () => checkCampaigns(context));
			await runCheck('EventSends', () => checkEventSends(context));
			await runCheck('MarketingEvents', () => checkMarketingEvents(context));
			await runCheck('Subscriptions', () => checkSubscriptions(context));
			await runCheck('Content', () => checkContent(context));
			await runCheck('Conversations', () => checkConversations(context));
			await runCheck('Imports', () => checkImports(context));
		}
		// Workflows run as the editor runs them, in this same n8n (one start-up for all of them).
		await runCheck('DemoWorkflows', () => checkDemoWorkflows({ ...context, workflows: demos }));
		await runCheck('Failures', () => checkFailures(context));
		await runCheck('Files', () => checkFiles(context));
		await runCheck('RecordHygiene', () => checkRecordHygiene(context));
	} finally {
		await server?.stop();
		closeSync(serverLog);
		sandboxProcess.child.kill('SIGTERM');
		rmSync(userFolder, { recursive: true, force: true });
	}
}

main().then(
	() => process.exit(report.finish()),
	(error) => {
		console.error(
			`e2e: could not run: ${error.stack ?? error}${error.cause ? ` (cause: ${error.cause.code ?? ''} ${error.cause.message ?? error.cause})` : ''}\n${error.stderr ?? ''}`,
		);
		report.check('the end-to-end suite runs (runtime, sandbox, n8n)', false, error.message);
		process.exit(report.finish());
	},
);
