// The HubSpot Forms node and Form Trigger in a running n8n: the trigger published with a poll every
// minute (its activation poll starts the cursor), then submissions to the Newsletter form made two
// ways: through the Forms node (a published webhook workflow submitting publicly, as a browser
// would) and straight to the sandbox's forms host as a browser does. Each submission starts exactly
// one execution of the trigger once, and the next poll, with nothing new, starts none. Then two polls
// overlap: the trigger polls at two fixed seconds 3 s apart (two Poll Times, as a user may set) while
// HubSpot answers in 6 s, so n8n starts the second poll while the first still reads the new
// submissions; each comes out once, and the second poll asks HubSpot nothing.
import { waitUntil } from '../../../scripts/lib/server.mjs';

const TRIGGER_WORKFLOW = 'e2eFormTrigger01';
const SUBMIT_WORKFLOW = 'e2eFormSubmit001';
const TRIGGER_NODE = 'HubSpot Form Trigger';
const NEWSLETTER_FORM = '0f6a1b7e-3c2d-4e5f-8a9b-000000000003';
/** A poll every minute: the first one after the submissions comes within a minute, plus n8n's start of it. */
const POLL_WAIT_MS = 150_000;

/** The two poll times' seconds are this far apart; HubSpot's answer takes longer, so the polls overlap. */
const OVERLAP_TICKS_APART_S = 3;
const OVERLAP_LATENCY_MS = 6_000;
/** Time to publish the trigger and submit before the first of the two ticks. */
const OVERLAP_LEAD_S = 10;

const submissionReads = (requests) =>
	requests.filter(
		(r) =>
			r.method === 'GET' && r.path === `/form-integrations/v1/submissions/forms/${NEWSLETTER_FORM}`,
	);

/** Submits to the Newsletter form straight to the forms host, as a browser does; the HTTP status. */
async function submitAsBrowser(sandbox, email) {
	const answer = await fetch(
		`${sandbox.baseUrl}/hsforms/submissions/v3/integration/submit/${sandbox.info.hubId}/${NEWSLETTER_FORM}`,
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ fields: [{ objectTypeId: '0-1', name: 'email', value: email }] }),
		},
	);
	return answer.status;
}

/** Sets the trigger's poll times (saved as a user would in the editor). */
async function setPollTimes(rest, item) {
	const path = `/rest/workflows/${TRIGGER_WORKFLOW}`;
	const workflow = await rest.call('GET', path);
	const nodes = workflow.nodes.map((node) =>
		node.name === TRIGGER_NODE
			? { ...node, parameters: { ...node.parameters, pollTimes: { item } } }
			: node,
	);
	await rest.call('PATCH', path, { nodes, versionId: workflow.versionId });
}

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
	const expected = [];
	const polled = await report.attempt(
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
			const browserStatus = await submitAsBrowser(sandbox, browserEmail);
			if (browserStatus !== 200) problems.push(`the browser's submission: HTTP ${browserStatus}`);
			const submits = (await sandbox.requests()).filter((r) => r.path.startsWith('/hsforms/'));
			if (submits.some((r) => r.authorizationSent))
				problems.push('a public submission carried an Authorization header');
			expected.push(...[...sent, browserEmail].sort());
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
	await rest.deactivate(SUBMIT_WORKFLOW);
	await rest.deactivate(TRIGGER_WORKFLOW);
	if (polled)
		await report.attempt(
			`when n8n starts a poll while an earlier one still reads (two poll times ${OVERLAP_TICKS_APART_S} s apart, HubSpot answering in ${OVERLAP_LATENCY_MS / 1000} s), each new submission comes out once and the later poll asks HubSpot nothing`,
			async () => {
				const first = (new Date().getUTCSeconds() + OVERLAP_LEAD_S) % 60;
				const second = (first + OVERLAP_TICKS_APART_S) % 60;
				await setPollTimes(rest, [
					{ mode: 'custom', cronExpression: `${first} * * * * *` },
					{ mode: 'custom', cronExpression: `${second} * * * * *` },
				]);
				const firstTick = Date.now() + OVERLAP_LEAD_S * 1000;
				await sandbox.control('DELETE', 'requests');
				await rest.activate(TRIGGER_WORKFLOW);
				await waitUntil('the activation poll of the Form Trigger', 5_000, async () =>
					submissionReads(await sandbox.requests()).length > 0 ? true : undefined,
				);
				await sandbox.control('DELETE', 'requests');
				const problems = [];
				const overlapped = ['e2e-overlap-1@example.com', 'e2e-overlap-2@example.com'];
				for (const email of overlapped) {
					const status = await submitAsBrowser(sandbox, email);
					if (status !== 200) problems.push(`submitting ${email}: HTTP ${status}`);
				}
				expected.push(...overlapped);
				if (Date.now() > firstTick - 1_000)
					problems.push(
						'the submissions took until the first poll time; the polls did not overlap',
					);
				await sandbox.control('PUT', 'config', { latencyMs: OVERLAP_LATENCY_MS });
				try {
					// Both polls have started, the first has emitted, and a read by the second would have ended too.
					const settled =
						firstTick + (OVERLAP_TICKS_APART_S * 1000 + OVERLAP_LATENCY_MS) + 3_000 - Date.now();
					await new Promise((resolve) => setTimeout(resolve, Math.max(0, settled)));
					const seen = await waitUntil('the overlapping polls', 30_000, async () => {
						const found = await emittedEmails(rest, readExecution);
						return found && found.emails.length >= expected.length ? found : undefined;
					});
					if ([...seen.emails].sort().join() !== [...expected].sort().join())
						problems.push(`emitted ${seen.emails.join(', ')}, submitted ${expected.join(', ')}`);
					const reads = submissionReads(await sandbox.requests()).length;
					if (reads !== 1) problems.push(`${reads} reads of the submissions by the two polls`);
				} finally {
					await sandbox.control('PUT', 'config', { latencyMs: 0 });
					await rest.deactivate(TRIGGER_WORKFLOW);
				}
				return problems;
			},
		);
}
