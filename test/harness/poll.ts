import { PollContext } from 'n8n-core';
import {
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeType,
	type IWorkflowExecuteAdditionalData,
	Workflow,
} from 'n8n-workflow';
import type { Engine } from './engine';
import { PACKAGE_NAME } from './nodeTypes';
import type { TriggerUnderTest } from './webhook';

/** What one poll did. */
export interface PollOutcome {
	/** The items it emitted (an execution started with them), or null when it returned nothing. */
	items: INodeExecutionData[] | null;
	/** The error it failed with; n8n then records a failed trigger and starts no execution. */
	error?: Error;
}

const WORKFLOW_ID = 'poll-wf-0001';

/**
 * Runs a polling trigger as n8n 2.41 runs an active workflow's poller (workflows/triggers/
 * trigger-execution-context.factory.js getExecutePollFunctions, n8n-core's PollTriggerExecutor):
 * each poll runs `poll()` in n8n-core's PollContext over the active workflow, which stays in memory
 * between polls with its static data; a poll that returns items is emitted, and the emit saves the
 * static data to the database (when changed) before the execution starts; a poll that returns null
 * or throws saves nothing. A new host over `savedStaticData` is n8n after a restart.
 */
export class PollHost {
	/** The items of every execution the trigger started, in order. */
	readonly executions: INodeExecutionData[][] = [];

	/** The workflow's static data as n8n's database holds it. */
	savedStaticData: IDataObject;

	/** The active workflow n8n keeps in memory between polls. */
	private readonly workflow: Workflow;

	constructor(
		private readonly engine: Engine,
		private readonly trigger: TriggerUnderTest,
		savedStaticData: IDataObject = {},
	) {
		this.savedStaticData = structuredClone(savedStaticData);
		this.workflow = this.workflowOver(structuredClone(savedStaticData), true);
	}

	/**
	 * The poll n8n runs when it publishes the workflow or starts with it published (n8n-core's
	 * ActiveWorkflowTriggers.activatePollTrigger, `executePollTrigger(true)`): items it returns start
	 * an execution as a scheduled poll's do; when it succeeds, n8n saves the static data even without
	 * items (ActiveWorkflowManager.add); when it throws, n8n stores no execution of it (the activation
	 * fails, and is retried later over the same in-memory workflow: call `activate()` again).
	 */
	async activate(): Promise<PollOutcome> {
		const outcome = await this.poll();
		if (!outcome.error) this.save();
		return outcome;
	}

	/** One scheduled poll (mode 'trigger'); `budgetMs` is the poll budget n8n gives with durable scheduling. */
	async poll({ budgetMs }: { budgetMs?: number } = {}): Promise<PollOutcome> {
		const node = this.workflow.getNode('HubSpot CRM Trigger')!;
		let emitted: INodeExecutionData[] | null = null;
		const emit = (data: INodeExecutionData[][]) => {
			this.save();
			emitted = data[0] ?? [];
			this.executions.push(emitted);
		};
		const context = new PollContext(
			this.workflow,
			node,
			this.additionalData(),
			'trigger',
			'activate',
			emit,
			() => undefined,
			undefined,
			undefined,
			undefined,
			budgetMs === undefined ? undefined : () => budgetMs,
		);
		try {
			const result = await this.nodeType().poll!.call(context);
			if (result !== null) context.__emit(result);
			return { items: emitted };
		} catch (error) {
			return { items: null, error: error as Error };
		}
	}

	/** The editor's "Fetch Test Event": mode 'manual' over a workflow of its own, nothing saved. */
	async testRun(): Promise<PollOutcome> {
		const workflow = this.workflowOver({}, false);
		const context = new PollContext(
			workflow,
			workflow.getNode('HubSpot CRM Trigger')!,
			this.additionalData(),
			'manual',
			'manual',
		);
		try {
			const result = await this.nodeType().poll!.call(context);
			return { items: result?.[0] ?? null };
		} catch (error) {
			return { items: null, error: error as Error };
		}
	}

	/** n8n's WorkflowStaticDataService.saveStaticData: saves when the "changed" flag is set, and clears it. */
	private save(): void {
		const staticData = this.workflow.staticData as IDataObject & { __dataChanged?: boolean };
		if (!staticData.__dataChanged) return;
		this.savedStaticData = JSON.parse(JSON.stringify(staticData)) as IDataObject;
		staticData.__dataChanged = false;
	}

	private nodeType(): INodeType {
		return this.engine.nodeTypes.getByNameAndVersion(
			`${PACKAGE_NAME}.${this.trigger.type}`,
			this.trigger.typeVersion ?? 1,
		);
	}

	private workflowOver(staticData: IDataObject, active: boolean): Workflow {
		const credentials = Object.fromEntries(
			Object.entries(this.trigger.credentials ?? {}).map(([type, id]) => [
				type,
				{ id, name: this.engine.credentials.store.get(id)?.name ?? id },
			]),
		);
		const node: INode = {
			id: 'poll-trigger-node',
			name: 'HubSpot CRM Trigger',
			type: `${PACKAGE_NAME}.${this.trigger.type}`,
			typeVersion: this.trigger.typeVersion ?? 1,
			position: [0, 0],
			parameters: structuredClone(this.trigger.parameters),
			credentials,
		};
		return new Workflow({
			id: WORKFLOW_ID,
			nodes: [node],
			connections: {},
			active,
			nodeTypes: this.engine.nodeTypes,
			staticData,
			settings: { executionOrder: 'v1' },
		});
	}

	private additionalData(): IWorkflowExecuteAdditionalData {
		return (
			this.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }
		).additionalData();
	}
}
