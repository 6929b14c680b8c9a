// Subscription preferences in a real n8n: a workflow unsubscribes the addresses another e-mail tool
// reported (one item each) from a subscription type and reads their statuses back; the output items
// and the sandbox's state must both say unsubscribed, with the legal basis the workflow gave.
import { itemsOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eSubscriptions01';
const ADDRESSES = ['ada@example.com', 'bob@example.com', 'carol@example.com'];
const PRODUCT_UPDATES = 1102;

const productUpdates = (statuses) =>
	(statuses ?? []).find((status) => Number(status.subscriptionId) === PRODUCT_UPDATES);

export async function checkSubscriptions({ report, run, sandbox }) {
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the subscriptions workflow');
	if (!runData) return;
	await report.attempt(
		'Unsubscribe outputs one unsubscribed status per address, and Get Statuses reads them back',
		async () => {
			const problems = [];
			const written = itemsOf(runData, 'Unsubscribe');
			const read = itemsOf(runData, 'Read Statuses');
			if (JSON.stringify(written.map((item) => item.emailAddress)) !== JSON.stringify(ADDRESSES))
				problems.push(`Unsubscribe items ${JSON.stringify(written)}`);
			for (const item of written)
				if (item.status !== 'UNSUBSCRIBED' || item.legalBasis !== 'LEGITIMATE_INTEREST_OTHER')
					problems.push(`written ${JSON.stringify(item)}`);
			if (JSON.stringify(read.map((item) => item.emailAddress)) !== JSON.stringify(ADDRESSES))
				problems.push(`Read Statuses items ${JSON.stringify(read.map((i) => i.emailAddress))}`);
			for (const item of read)
				if (productUpdates(item.statuses)?.status !== 'UNSUBSCRIBED')
					problems.push(`read back ${JSON.stringify(item)}`);
			return problems;
		},
	);
	await report.attempt('the sandbox holds every address as unsubscribed', async () => {
		const problems = [];
		for (const email of ADDRESSES) {
			const { results } = await sandbox.api(
				'GET',
				`/communication-preferences/2026-09/statuses/${encodeURIComponent(email)}?channel=EMAIL`,
			);
			const status = productUpdates(results);
			if (
				status?.status !== 'UNSUBSCRIBED' ||
				status.legalBasisExplanation !== 'Unsubscribed in the other e-mail tool'
			)
				problems.push(`${email}: ${JSON.stringify(status)}`);
		}
		return problems;
	});
}
