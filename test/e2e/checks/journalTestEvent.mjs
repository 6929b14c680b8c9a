// The CRM Events Trigger's Fetch Test Event in a running n8n, as the editor starts it (a manual run
// of the trigger node): on a fresh node the first fetch subscribes the app, and HubSpot's journal
// holds only events made after a subscription, so the fetch fails saying exactly that (not n8n's
// bare "No data found"); once a company is created, the next fetch shows its event.
import { fetchTestEvent, itemsOf } from '../lib/execute.mjs';
import { createJournalWorkflow, JOURNAL_TRIGGER_NODE } from '../lib/journal.mjs';

const subscribed = (requests) =>
	requests.filter(
		(r) => r.method === 'POST' && r.path === '/webhooks-journal/subscriptions/2026-03',
	);

export async function checkJournalTestEvent({ report, rest, sandbox, readExecution }) {
	let workflowId;
	const fetched = await report.attempt(
		"a fresh CRM Events Trigger's first Fetch Test Event subscribes the app and fails saying the journal holds no events of this choice yet, and why",
		async () => {
			workflowId = await createJournalWorkflow(
				{ rest, sandbox },
				'E2E: Fetch Test Event of the CRM Events Trigger',
				{ objectType: 'companies', events: ['created'] },
			);
			await sandbox.control('DELETE', 'requests');
			const runData = await fetchTestEvent(rest, readExecution, workflowId, JOURNAL_TRIGGER_NODE);
			const error = runData[JOURNAL_TRIGGER_NODE]?.[0]?.error;
			const problems = [];
			const subscriptions = subscribed(await sandbox.requests());
			if (subscriptions.length !== 1 || subscriptions[0].status !== 200)
				problems.push(`subscriptions made by the fetch: ${JSON.stringify(subscriptions)}`);
			if (
				!error?.message?.startsWith(
					"HubSpot's journal holds no companies events of this choice yet",
				)
			)
				problems.push(`the fetch answered ${JSON.stringify(error ?? runData).slice(0, 300)}`);
			if (!error?.description?.includes('A first Fetch Test Event subscribes the app'))
				problems.push(`its description: ${error?.description}`);
			return problems;
		},
	);
	if (fetched)
		await report.attempt(
			'after a company is created, the next Fetch Test Event shows its creation',
			async () => {
				const company = await sandbox.api('POST', '/crm/v3/objects/companies', {
					properties: { name: 'Journal Test Event' },
				});
				const runData = await fetchTestEvent(rest, readExecution, workflowId, JOURNAL_TRIGGER_NODE);
				const events = itemsOf(runData, JOURNAL_TRIGGER_NODE).map(
					(item) => `${item.event}:${item.recordId}`,
				);
				const problems = [];
				if (!events.includes(`created:${company.id}`))
					problems.push(
						`the fetch showed ${events.join(', ') || JSON.stringify(runData[JOURNAL_TRIGGER_NODE]?.[0]?.error)}`,
					);
				return problems;
			},
		);
}
