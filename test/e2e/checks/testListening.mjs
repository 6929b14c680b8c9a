// Listening for a test event in a running n8n ("Listen for test event" in the editor) on the
// published trigger: the trigger points the app at its test URL while n8n listens and, when the
// listening stops, puts back the production URL. n8n keeps a test listening's static data in its
// registration and deactivates it later, in another activation mode, so only a real n8n shows that
// the URL it replaced comes back.
import { waitUntil } from '../../../scripts/lib/server.mjs';

const WORKFLOW_ID = 'demoHubSpotTrg01';
const TRIGGER_NODE = 'HubSpot Platform Trigger';

export async function checkTestListening({ report, rest, sandbox, n8nUrl, webhookId }) {
	const productionUrl = `${n8nUrl}/webhook/${webhookId}/webhook`;
	const testUrl = `${n8nUrl}/webhook-test/${webhookId}/webhook`;
	const targetBecomes = (url, when) =>
		waitUntil(`the app's target URL ${url} ${when}`, 30_000, async () =>
			(await sandbox.webhooks('GET', '/settings')).targetUrl === url ? true : undefined,
		);
	await report.attempt(
		'listening for a test event on the published trigger points the app at the test URL; stopping it puts the production URL back',
		async () => {
			// n8n publishes in the background: the listening starts once the trigger's subscriptions are active.
			await rest.activate(WORKFLOW_ID);
			await targetBecomes(productionUrl, 'once published');
			await waitUntil('the subscriptions of the published trigger', 60_000, async () => {
				const { results } = await sandbox.webhooks('GET', '/subscriptions');
				return results.filter((s) => s.active).length >= 2 ? true : undefined;
			});
			const run = await rest.call('POST', `/rest/workflows/${WORKFLOW_ID}/run`, {
				triggerToStartFrom: { name: TRIGGER_NODE },
			});
			if (!run?.waitingForWebhook)
				return [`n8n is not listening for a test event: ${JSON.stringify(run)}`];
			await targetBecomes(testUrl, 'while n8n listens');
			await rest.call('DELETE', `/rest/test-webhook/${WORKFLOW_ID}`);
			await targetBecomes(productionUrl, 'after the listening stopped');
			return [];
		},
	);
	await rest.deactivate(WORKFLOW_ID);
}
