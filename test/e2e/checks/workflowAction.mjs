// The HubSpot Workflow Action Trigger in a running n8n, called by the sandbox's simulated HubSpot
// workflow: the production URL shows the action's component, which the project upload takes; an
// action answered at once gives HubSpot the outputs a Set node built; one answered BLOCK is
// completed after a Wait node by HubSpot Automation's Complete; forged and replayed calls start nothing.
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../../../scripts/lib/server.mjs';

const TRIGGER = 'HubSpot Workflow Action Trigger';

/** The trigger node of an action named `actionName`, answering as `responseMode` says. */
const triggerNode = (webhookId, actionName, responseMode) => ({
	id: randomUUID(),
	name: TRIGGER,
	type: 'n8n-nodes-hubspot-platform.hubSpotWorkflowActionTrigger',
	typeVersion: 1,
	position: [0, 0],
	webhookId,
	parameters: {
		actionName,
		objectTypes: ['CONTACT'],
		inputFields: { field: [{ name: 'amount', type: 'number', required: true }] },
		outputFields: {
			field: [
				{ name: 'score', type: 'number' },
				{ name: 'grade', type: 'string' },
			],
		},
		responseMode,
	},
	credentials: {
		hubSpotPlatformAppSecretApi: { id: 'hsProjectApp0001', name: 'HubSpot Sandbox Project App' },
	},
});

const chain = (names) =>
	Object.fromEntries(
		names
			.slice(0, -1)
			.map((name, index) => [
				name,
				{ main: [[{ node: names[index + 1], type: 'main', index: 0 }]] },
			]),
	);

export async function checkWorkflowAction({ report, rest, sandbox, n8nUrl }) {
	// Calls are signed with the sandbox's clock, which earlier checks may have moved on.
	const { now } = await sandbox.control('POST', 'clock', { advanceMs: 0 });
	await sandbox.control('POST', 'clock', { advanceMs: Date.now() - Date.parse(now) });

	/** Creates and publishes a workflow, uploads its action's component; returns the ids. */
	const publish = async (name, nodes) => {
		const webhookId = nodes[0].webhookId;
		const workflow = await rest.call('POST', '/rest/workflows', {
			name,
			active: false,
			settings: { executionOrder: 'v1' },
			nodes: nodes.map((node, index) => ({ ...node, position: [index * 220, 0] })),
			connections: chain(nodes.map((node) => node.name)),
		});
		await rest.activate(workflow.id);
		const productionUrl = `${n8nUrl}/webhook/${webhookId}/webhook`;
		const component = await waitUntil(
			'the action component at the production URL',
			60_000,
			async () => {
				const response = await fetch(productionUrl);
				return response.ok ? await response.json() : undefined;
			},
		);
		const { definitionId } = await sandbox.control(
			'PUT',
			'project-app/workflow-actions',
			component,
		);
		return { workflowId: workflow.id, definitionId, component, productionUrl };
	};
	const enroll = async (definitionId, amount, signature = 'valid') =>
		await sandbox.control('POST', `workflow-actions/${definitionId}/executions`, {
			objectType: 'CONTACT',
			objectId: 7001,
			inputFields: { amount },
			signature,
		});
	const finished = async (workflowId, count) =>
		await waitUntil(`${count} finished executions`, 30_000, async () => {
			const stored = await rest.executions(workflowId);
			return stored.length >= count &&
				stored.every((e) => !['running', 'new', 'waiting'].includes(e.status))
				? stored
				: undefined;
		});

	await report.attempt(
		'Workflow Action Trigger answering when the last node finishes: the component names the production URL, and HubSpot stores the outputs a Set node built',
		async () => {
			const setNode = {
				id: randomUUID(),
				name: 'Outputs',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				parameters: {
					mode: 'raw',
					jsonOutput:
						'={ "outputFields": { "score": "{{ $json.inputFields.amount * 2 }}", "grade": "A" } }',
				},
			};
			const action = await publish('HubSpot workflow action, answered at once', [
				triggerNode(randomUUID(), 'n8n Score At Once', 'lastNode'),
				setNode,
			]);
			const execution = await enroll(action.definitionId, 12);
			const problems = [];
			if (action.component.config?.actionUrl !== action.productionUrl)
				problems.push(`component ${JSON.stringify(action.component).slice(0, 300)}`);
			if (
				execution.state !== 'SUCCESS' ||
				JSON.stringify(execution.outputFields) !== JSON.stringify({ score: '24', grade: 'A' })
			)
				problems.push(`HubSpot stored ${JSON.stringify(execution)}`);
			await rest.deactivate(action.workflowId);
			return problems;
		},
	);

	await report.attempt(
		'Workflow Action Trigger answering BLOCK: HubSpot waits, HubSpot Automation completes the action after a Wait node; forged and replayed calls start nothing',
		async () => {
			const action = await publish('HubSpot workflow action, completed later', [
				triggerNode(randomUUID(), 'n8n Score Later', 'onReceived'),
				{
					id: randomUUID(),
					name: 'Wait',
					type: 'n8n-nodes-base.wait',
					typeVersion: 1.1,
					parameters: { amount: 1, unit: 'seconds' },
					webhookId: randomUUID(),
				},
				{
					id: randomUUID(),
					name: 'Complete',
					type: 'n8n-nodes-hubspot-platform.hubSpotAutomation',
					typeVersion: 1,
					parameters: {
						authentication: 'appToken',
						resource: 'workflowAction',
						operation: 'complete',
						callbackId: `={{ $('${TRIGGER}').item.json.callbackId }}`,
						outputFields: {
							field: [
								{ name: 'score', value: `={{ $('${TRIGGER}').item.json.inputFields.amount * 3 }}` },
							],
						},
					},
					credentials: {
						hubSpotPlatformAppTokenApi: {
							id: 'hsAppToken000001',
							name: 'HubSpot Sandbox App Token',
						},
					},
				},
			]);
			const blocked = await enroll(action.definitionId, 5);
			const forged = await enroll(action.definitionId, 5, 'forged');
			const replay = await sandbox.control(
				'POST',
				`workflow-actions/executions/${blocked.callbackId}/replay`,
			);
			const completed = await waitUntil('the callback of the blocked action', 30_000, async () => {
				const execution = await sandbox.control(
					'GET',
					`workflow-actions/executions/${blocked.callbackId}`,
				);
				return execution.state === 'BLOCKED' ? undefined : execution;
			});
			const stored = await finished(action.workflowId, 1);
			const problems = [];
			if (blocked.state !== 'BLOCKED')
				problems.push(`first answer ${JSON.stringify(blocked.calls)}`);
			if (
				completed.state !== 'SUCCESS' ||
				completed.completedBy !== 'callback' ||
				completed.outputFields.score !== '15'
			)
				problems.push(`HubSpot stored ${JSON.stringify(completed)}`);
			if (forged.calls[0]?.status !== 401)
				problems.push(`forged call ${JSON.stringify(forged.calls)}`);
			if (replay.status !== 200 || !String(replay.answer).includes('BLOCK'))
				problems.push(`replayed call ${JSON.stringify(replay)}`);
			// A forged or replayed call that started the workflow would show as a second execution.
			await new Promise((resolve) => setTimeout(resolve, 1500));
			const all = await rest.executions(action.workflowId);
			if (all.length !== 1 || stored[0].status !== 'success')
				problems.push(`executions ${all.map((e) => e.status).join(', ')}`);
			await rest.deactivate(action.workflowId);
			return problems;
		},
	);
}
