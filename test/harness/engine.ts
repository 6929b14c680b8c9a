import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import {
	createRunExecutionData,
	type ExecutionError,
	type IConnections,
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeParameters,
	type IRun,
	type IWorkflowExecuteAdditionalData,
	Workflow,
} from 'n8n-workflow';
import { InMemoryCredentialsHelper } from './credentials';
import { PACKAGE_NAME, PackageNodeTypes } from './nodeTypes';

export interface NodeUnderTest {
	/** Node type name without the package prefix, e.g. `hubSpotCrm`. */
	type: string;
	parameters: INodeParameters;
	/** Credential type → stored credential id. */
	credentials?: Record<string, string>;
	continueOnFail?: boolean;
	typeVersion?: number;
}

export interface NodeRunResult {
	/** The node's first output. */
	items: INodeExecutionData[];
	/** The error the node failed with, if it failed. */
	error?: ExecutionError;
	run: IRun;
}

/**
 * Runs workflows through n8n-core's WorkflowExecute, as n8n does, with the package's real node and
 * credential classes and credentials held in memory.
 */
export class Engine {
	readonly nodeTypes = new PackageNodeTypes();

	readonly credentials = new InMemoryCredentialsHelper(this.nodeTypes);

	private additionalData(): IWorkflowExecuteAdditionalData {
		return {
			credentialsHelper: this.credentials,
			restApiUrl: 'http://127.0.0.1:5678/rest',
			instanceBaseUrl: 'http://127.0.0.1:5678/',
			webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
			webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
			webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
			formBaseUrl: 'http://127.0.0.1:5678/form',
			formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
			formTestBaseUrl: 'http://127.0.0.1:5678/form-test',
			mcpBaseUrl: 'http://127.0.0.1:5678/mcp',
			mcpTestBaseUrl: 'http://127.0.0.1:5678/mcp-test',
			currentNodeExecutionIndex: 0,
			variables: {},
			logAiEvent: () => undefined,
			executeWorkflow: async () => {
				throw new Error('Sub-workflows are not part of these tests');
			},
			getRunExecutionData: async () => undefined,
			getRuntimeCredential: async () => undefined,
			startRunnerTask: async () => {
				throw new Error('Task runners are not part of these tests');
			},
		} as unknown as IWorkflowExecuteAdditionalData;
	}

	/**
	 * Runs `Items Source → node` with the given input items and returns the node's output; with
	 * `binarySource`, the items are Binary Source's specs (json and files made as binary data).
	 */
	async runNode(
		node: NodeUnderTest,
		input: IDataObject[] = [{}],
		source: 'itemsSource' | 'binarySource' = 'itemsSource',
	): Promise<NodeRunResult> {
		const credentials = Object.fromEntries(
			Object.entries(node.credentials ?? {}).map(([type, id]) => [
				type,
				{ id, name: this.credentials.store.get(id)?.name ?? id },
			]),
		);
		const nodes: INode[] = [
			{
				id: 'source',
				name: 'Source',
				type: `${PACKAGE_NAME}.${source}`,
				typeVersion: 1,
				position: [0, 0],
				parameters: { items: JSON.stringify(input) },
			},
			{
				id: 'under-test',
				name: 'Node Under Test',
				type: `${PACKAGE_NAME}.${node.type}`,
				typeVersion: node.typeVersion ?? 1,
				position: [200, 0],
				parameters: node.parameters,
				credentials,
				continueOnFail: node.continueOnFail ?? false,
			},
		];
		const connections: IConnections = {
			Source: { main: [[{ node: 'Node Under Test', type: 'main', index: 0 }]] },
		};
		const run = await this.execute(nodes, connections, 'Source');
		const taskData = run.data.resultData.runData['Node Under Test']?.[0];
		return {
			items: taskData?.data?.main?.[0] ?? [],
			error: taskData?.error ?? run.data.resultData.error,
			run,
		};
	}

	async execute(nodes: INode[], connections: IConnections, startNodeName: string): Promise<IRun> {
		const workflow = new Workflow({
			id: 'test-workflow',
			nodes,
			connections,
			active: false,
			nodeTypes: this.nodeTypes,
			settings: { executionOrder: 'v1' },
		});
		const hooks = new ExecutionLifecycleHooks('manual', 'test-execution', {
			id: 'test-workflow',
			name: 'Test',
			active: false,
			nodes,
			connections,
			createdAt: new Date(),
			updatedAt: new Date(),
			isArchived: false,
			activeVersionId: null,
		} as never);
		let resolveRun!: (run: IRun) => void;
		const finished = new Promise<IRun>((resolve) => (resolveRun = resolve));
		hooks.addHandler('workflowExecuteAfter', (run) => resolveRun(run));
		const additionalData = this.additionalData();
		additionalData.hooks = hooks;
		const start = workflow.getNode(startNodeName)!;
		const runExecutionData = createRunExecutionData({
			executionData: {
				nodeExecutionStack: [{ node: start, data: { main: [[{ json: {} }]] }, source: null }],
			},
		});
		await new WorkflowExecute(additionalData, 'manual', runExecutionData).processRunExecutionData(
			workflow,
		);
		return await finished;
	}
}
