// The CRM Events Trigger's set-up shared by the checks that drive it in a running n8n: the project
// app's credential and a workflow holding the trigger alone.
import { randomUUID } from 'node:crypto';

export const JOURNAL_TRIGGER_NODE = 'HubSpot CRM Events Trigger';
const SCOPES =
	'developer.webhooks_journal.read developer.webhooks_journal.subscriptions.read developer.webhooks_journal.subscriptions.write developer.webhooks_journal.snapshots.write crm.objects.contacts.read crm.objects.companies.read';

/**
 * Makes the sandbox's project app credential and a workflow with the CRM Events Trigger (`parameters`
 * added to its poll every minute and credential); the workflow's id.
 * @param {{ rest: import('../../../scripts/lib/server.mjs').N8nRest, sandbox: import('./sandbox.mjs').SandboxClient }} context
 * @param {string} name
 * @param {Record<string, unknown>} parameters
 * @returns {Promise<string>}
 */
export async function createJournalWorkflow({ rest, sandbox }, name, parameters) {
	const app = await sandbox.control('GET', 'project-app');
	const credential = await rest.call('POST', '/rest/credentials', {
		name: `HubSpot Sandbox Project App (${name})`,
		type: 'hubSpotPlatformAppSecretApi',
		data: {
			appId: String(app.appId),
			clientId: app.clientId,
			clientSecret: app.clientSecret,
			scopes: SCOPES,
			baseUrl: sandbox.info.baseUrl,
		},
	});
	const workflow = await rest.call('POST', '/rest/workflows', {
		name,
		active: false,
		settings: { executionOrder: 'v1' },
		connections: {},
		nodes: [
			{
				id: randomUUID(),
				name: JOURNAL_TRIGGER_NODE,
				type: 'n8n-nodes-hubspot-platform.hubSpotCrmEventsTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					pollTimes: { item: [{ mode: 'everyMinute' }] },
					authentication: 'appSecret',
					portalId: app.hubId,
					...parameters,
				},
				credentials: {
					hubSpotPlatformAppSecretApi: { id: credential.id, name: credential.name },
				},
			},
		],
	});
	return workflow.id;
}
