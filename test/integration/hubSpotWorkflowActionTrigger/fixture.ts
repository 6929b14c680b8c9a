import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { useEmptySandbox, type CrmSandbox } from '../../harness/crmSandbox';
import { WebhookHost } from '../../harness/webhook';
import { PROJECT_APP } from '../../sandbox/state/projectApps';
import type { ActionCallRecord, ActionExecution } from '../../sandbox/state/workflowActions';

/** The trigger's app-secret credential: the sandbox's project app. */
export const APP_SECRET = { hubSpotPlatformAppSecretApi: 'projectApp' };

/** An action with one field of every type, and two outputs. */
export const ACTION: INodeParameters = {
	actionName: 'Score Lead in n8n',
	objectTypes: ['CONTACT', 'DEAL'],
	inputFields: {
		field: [
			{ name: 'tier', label: 'Tier', type: 'enumeration', options: 'gold, silver', required: true },
			{ name: 'note', type: 'string', description: 'Shown to the scorer' },
			{ name: 'amount', type: 'number' },
			{ name: 'vip', type: 'bool' },
			{ name: 'due', type: 'date' },
		],
	},
	outputFields: {
		field: [
			{ name: 'score', label: 'Score', type: 'number' },
			{ name: 'grade', type: 'string' },
		],
	},
	responseMode: 'onReceived',
};

export interface ActionSandbox {
	sb: CrmSandbox;
	host: WebhookHost;
	/** Hosts the trigger with these parameters over ACTION, uploads its component; returns the definition id. */
	publish(parameters?: INodeParameters): Promise<number>;
	/** A HubSpot workflow reaching the action with a contact and these inputs. */
	enroll(
		inputFields?: IDataObject,
		signature?: ActionCallRecord['signature'],
	): Promise<ActionExecution>;
	replay(callbackId: string): Promise<ActionCallRecord>;
	execution(callbackId: string): Promise<ActionExecution>;
}

/** A sandbox per test file and the Workflow Action Trigger hosted on 127.0.0.1, uploaded as the project's action. */
export function useActionSandbox(): ActionSandbox {
	const state = useEmptySandbox();
	let host: WebhookHost | undefined;
	let definitionId = 0;
	beforeAll(() =>
		state.sb.engine.credentials.add({
			id: 'projectApp',
			name: 'Sandbox project app',
			type: 'hubSpotPlatformAppSecretApi',
			data: { appId: String(PROJECT_APP.appId), clientSecret: PROJECT_APP.clientSecret },
		}),
	);
	afterEach(async () => {
		await host?.close();
		host = undefined;
	});
	return {
		get sb() {
			return state.sb;
		},
		get host() {
			if (!host) throw new Error('publish() first');
			return host;
		},
		async publish(parameters = {}) {
			host = new WebhookHost(state.sb.engine, {
				type: 'hubSpotWorkflowActionTrigger',
				parameters: { ...ACTION, ...parameters },
				credentials: APP_SECRET,
			});
			await host.start();
			await host.activate();
			const component = await (await fetch(host.productionUrl)).json();
			({ definitionId } = await state.sb.control<{ definitionId: number }>(
				'PUT',
				'project-app/workflow-actions',
				component,
			));
			return definitionId;
		},
		async enroll(inputFields = { tier: 'gold' }, signature = 'valid') {
			return await state.sb.control<ActionExecution>(
				'POST',
				`workflow-actions/${definitionId}/executions`,
				{ objectType: 'CONTACT', objectId: 901, inputFields, signature },
			);
		},
		async replay(callbackId) {
			return await state.sb.control<ActionCallRecord>(
				'POST',
				`workflow-actions/executions/${callbackId}/replay`,
			);
		},
		async execution(callbackId) {
			return await state.sb.control<ActionExecution>(
				'GET',
				`workflow-actions/executions/${callbackId}`,
			);
		},
	};
}
