// The HubSpot Forms node and Form Trigger in a running n8n: the trigger published with a poll every
// minute (its activation poll starts the cursor), then submissions to the Newsletter form made two
// ways: through the Forms node (a published webhook workflow submitting publicly, as a browser
// would) and straight to the sandbox's forms host as a browser does. Each submission starts exactly
// one execution of the trigger once, and the next poll, with nothing new, starts none.
import { waitUntil } from '../../../scripts/lib/server.mjs';

const TRIGGER_WORKFLOW = 'e2eFormTrigger01';
const SUBMIT_WORKFLOW = 'e2eFormSubmit001';
const TRIGGER_NODE = 'HubSpot Form Trigger';
const NEWSLETTER_FORM = '0f6a1b7e-3c2d-4e5f-8a9b-000000000003';
/** A poll every minute: the first one after the submissions comes within a minute, plus n8n's start of it. */
const POLL_WAIT_MS = 150_000;

const submissionReads = (requests) =>
	requests.filter(
		(r) =>
			r.method === 'GET' && r.path === `/form-integrations/v1/submissions/forms/${NEWSLETTER_FORM}`,
	);

/** The emails every finished execution of the trigger emitted, oldest execution first; undefined while some run. */
async function emittedEmails(rest, readExecution) {
	const executions = await rest.executions(TRIGGER_WORKFLOW);
	if (executions.some((e) => e.status === 'running' || e.status === 'new')) return undefined;
	const emails = [];
	for (const execution of executions.reverse()) {
		const run = await readExecution(execution.id);
		emails.push(
			...(run.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? []).map(
				(item) => item.json.email,
			),
		);
	}
	return { executions, emails };
}

export async function checkFormTrigger({ report, rest, sandbox, n8nUrl, readExecution }) {
	await report.attempt(
		'the published Form Trigger starts one execution per new submission, made through the Forms node or by a browser, each once',
		async () => {
			await sandbox.control('DELETE', 'requests');
			await rest.activate(SUBMIT_WORKFLOW);
			await rest.activate(TRIGGER_WORKFLOW);
			// n8n runs one poll when it publishes the workflow: that poll sets the cursor.
			await waitUntil('the activation poll of the Form Trigger', 60_000, async () =>
				submissionReads(await sandbox.requests()).length > 0 ? true : undefined,
			);
			const problems = [];
			const sent = ['e2e-node-1@example.com', 'e2e-node-2@example.com'];
			for (const email of sent) {
				const answer = await fetch(`${n8nUrl}/webhook/hubspot-form-submit`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({ email }),
				});
				/** @type {{ inlineMessage?: string, submittedAs?: string }} */
				const body = await answer.json().catch(() => ({}));
				if (
					answer.status !== 200 ||
					body.inlineMessage === undefined ||
					body.submittedAs !== 'public'
				)
					problems.push(
						`submitting ${email} through the node: HTTP ${answer.status} ${JSON.stringify(body).slice(0, 200)}`,
					);
			}
			const browserEmail = 'e2e-browser@example.com';
			const browser = await fetch(
				`${sandbox.baseUrl}/hsforms/submissions/v3/integration/submit/${sandbox.info.hubId}/${NEWSLETTER_FORM}`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({
						fields: [{ objectTypeId: '0-1', name: 'email', value: browserEmail }],
					}),
				},
			);
			if (browser.status !== 200) problems.push(`the browser's submission: HTTP ${browser.status}`);
			const submits = (await sandbox.requests()).filter((r) => r.path.startsWith('/hsforms/'));
			if (submits.some((r) => r.authorizationSent))
				problems.push('a public submission carried an Authorization header');
			const expected = [...sent, browserEmail].sort();
			const seen = await waitUntil('the executions of the Form Trigger', POLL_WAIT_MS, async () => {
				const found = await emittedEmails(rest, readExecution);
				return found && found.emails.length >= expected.length ? found : undefined;
			});
			if ([...seen.emails].sort().join() !== expected.join())
				problems.push(`emitted ${seen.emails.join(', ')}, submitted ${expected.join(', ')}`);
			if (!seen.executions.every((e) => e.status === 'success' && e.mode === 'trigger'))
				problems.push(
					`executions ${seen.executions.map((e) => `${e.status}/${e.mode}`).join(', ')}`,
				);
			// The next poll finds nothing new: it reads once and starts no execution.
			const readsBefore = submissionReads(await sandbox.requests()).length;
			await waitUntil('the next poll of the Form Trigger', POLL_WAIT_MS, async () =>
				submissionReads(await sandbox.requests()).length > readsBefore ? true : undefined,
			);
			const after = await emittedEmails(rest, readExecution);
			if (after && after.emails.length !== expected.length)
				problems.push(`${after.emails.length} submissions emitted after a poll with nothing new`);
			return problems;
		},
	);
	await rest.deactivate(TRIGGER_WORKFLOW);
	await rest.deactivate(SUBMIT_WORKFLOW);
}
