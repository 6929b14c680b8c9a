// The HubSpot Platform Trigger for a project-based app in a running n8n: published, it calls no
// HubSpot API; its production URL answers the project's webhooks-hsmeta.json by GET; that file,
// uploaded (`hs project upload`, played by the sandbox's control route), makes the project app send
// signed generic events, which start stored executions with the object type named.
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../../../scripts/lib/server.mjs';

const TRIGGER_NODE = 'HubSpot Project Trigger';

/**
 * The webhooks API requests that count against the project trigger: other workflows of the suite may
 * call the CRM meanwhile, and the legacy trigger unpublished just before pauses its own app's
 * subscriptions in the background (n8n removes webhooks asynchronously).
 */
const webhookRequests = (requests, legacyAppId) =>
	requests.filter(
		(r) =>
			/webhooks/.test(r.path) &&
			!(r.method === 'PATCH' && r.path.includes(`/${legacyAppId}/subscriptions/`)),
	);

export async function checkProjectTrigger({ report, rest, sandbox, n8nUrl, readExecution }) {
	// Deliveries are signed with the sandbox's clock, which earlier checks may have moved on.
	const { now } = await sandbox.control('POST', 'clock', { advanceMs: 0 });
	await sandbox.control('POST', 'clock', { advanceMs: Date.now() - Date.parse(now) });
	const app = await sandbox.control('GET', 'project-app');
	const webhookId = randomUUID();
	const productionUrl = `${n8nUrl}/webhook/${webhookId}/webhook`;
	let workflowId;
	let shown;

	const published = await report.attempt(
		'a version 2 trigger (subscriptions declared in the project) publishes without any HubSpot request and shows the webhooks-hsmeta.json at its production URL',
		async () => {
			const credential = await rest.call('POST', '/rest/credentials', {
				name: 'HubSpot Sandbox Project App',
				type: 'hubSpotPlatformAppSecretApi',
				data: { appId: String(app.appId), clientSecret: app.clientSecret },
			});
			const workflow = await rest.call('POST', '/rest/workflows', {
				name: 'HubSpot project app trigger',
				active: false,
				settings: { executionOrder: 'v1' },
				connections: {},
				nodes: [
					{
						id: randomUUID(),
						name: TRIGGER_NODE,
						type: 'n8n-nodes-hubspot-platform.hubSpotPlatformTrigger',
						typeVersion: 2,
						position: [0, 0],
						webhookId,
						parameters: {
							genericEventTypes: ['object.creation'],
							objectTypes: ['contact', 'call'],
						},
						credentials: {
							hubSpotPlatformAppSecretApi: { id: credential.id, name: credential.name },
						},
					},
				],
			});
			workflowId = workflow.id;
			await sandbox.control('DELETE', 'requests');
			await rest.activate(workflowId);
			shown = await waitUntil(
				'the project configuration at the production URL',
				60_000,
				async () => {
					const response = await fetch(productionUrl);
					return response.ok ? await response.json() : undefined;
				},
			);
			const problems = [];
			if (shown.type !== 'webhooks' || shown.config?.settings?.targetUrl !== productionUrl)
				problems.push(`shown ${JSON.stringify(shown)}`);
			const crmObjects = (shown.config?.subscriptions?.crmObjects ?? [])
				.map((s) => `${s.subscriptionType}:${s.objectType}`)
				.sort();
			if (crmObjects.join(',') !== 'object.creation:call,object.creation:contact')
				problems.push(`crmObjects ${crmObjects.join(', ')}`);
			const requests = webhookRequests(await sandbox.requests(), sandbox.info.appId);
			if (requests.length > 0)
				problems.push(
					`HubSpot requests on publishing: ${requests.map((r) => `${r.method} ${r.path}`).join(', ')}`,
				);
			return problems;
		},
	);
	if (!published) return;

	await report.attempt(
		'the uploaded configuration makes the project app deliver signed generic events (a contact, a call) that start stored executions with the object type named',
		async () => {
			const uploaded = await sandbox.control('PUT', 'project-app/webhooks', shown);
			const created = await sandbox.api('POST', '/crm/v3/objects/contacts/batch/create', {
				inputs: [{ properties: { email: 'katherine@example.com' } }],
			});
			const contactId = created.results[0].id;
			await sandbox.control('POST', 'events', {
				subscriptionType: 'object.creation',
				objectTypeId: '0-48',
				objectId: 8801,
			});
			await sandbox.control('POST', 'events', {
				subscriptionType: 'object.creation',
				objectTypeId: '0-3',
				objectId: 8802,
			});
			// HubSpot batches events into one delivery: the two may arrive in one execution or in two.
			const eventsOf = async (execution) =>
				(
					(await readExecution(execution.id)).resultData.runData[TRIGGER_NODE]?.[0]?.data
						?.main?.[0] ?? []
				).map((item) => item.json);
			const { executions, events } = await waitUntil(
				'the 2 events in stored executions of the project trigger',
				30_000,
				async () => {
					const stored = await rest.executions(workflowId);
					if (!stored.length || stored.some((e) => e.status === 'running' || e.status === 'new'))
						return undefined;
					const emitted = (await Promise.all(stored.map(eventsOf))).flat();
					return emitted.length >= 2 ? { executions: stored, events: emitted } : undefined;
				},
			).catch(async (error) => {
				// Say what the project app's deliveries got, which is where such a wait goes wrong.
				const { attempts } = await sandbox.control('GET', 'project-app/deliveries');
				throw new Error(
					`${error.message}; uploaded ${JSON.stringify(uploaded).slice(0, 300)}; deliveries ${JSON.stringify(attempts).slice(0, 600)}`,
				);
			});
			const seen = events
				.map((e) => `${e.eventType} ${e.objectType} ${e.objectTypeId} ${e.objectId} app ${e.appId}`)
				.sort();
			const expected = [
				`object.creation call 0-48 8801 app ${app.appId}`,
				`object.creation contact 0-1 ${contactId} app ${app.appId}`,
			].sort();
			const { attempts } = await sandbox.control('GET', 'project-app/deliveries?waitIdleMs=10000');
			const problems = [];
			if (uploaded.subscriptions.length !== 2)
				problems.push(`uploaded subscriptions ${JSON.stringify(uploaded.subscriptions)}`);
			if (JSON.stringify(seen) !== JSON.stringify(expected))
				problems.push(`events ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
			if (executions.some((e) => e.status !== 'success'))
				problems.push(`executions ${executions.map((e) => e.status).join(', ')}`);
			if (!attempts.every((a) => a.status === 200 && a.signatureVersion === 'v3'))
				problems.push(`deliveries ${JSON.stringify(attempts)}`);
			return problems;
		},
	);

	await report.attempt('unpublishing the project trigger calls no HubSpot API either', async () => {
		await sandbox.control('DELETE', 'requests');
		await rest.deactivate(workflowId);
		const requests = webhookRequests(await sandbox.requests(), sandbox.info.appId);
		return requests.length
			? [`requests: ${requests.map((r) => `${r.method} ${r.path}`).join(', ')}`]
			: [];
	});
}
