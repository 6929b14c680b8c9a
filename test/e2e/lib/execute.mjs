// Runs a workflow in the running n8n as the editor's "Execute workflow" does (n8n's REST API, from its
// Manual Trigger), so every such check shares the one n8n start-up of the suite instead of starting
// n8n per workflow with `n8n execute`.
import { waitUntil } from '../../../scripts/lib/server.mjs';

const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';
const RUNNING = new Set(['new', 'running', 'waiting']);

/**
 * `run(workflowId)`: the run data of the workflow's finished manual execution.
 * @param {import('../../../scripts/lib/server.mjs').N8nRest} rest
 * @param {ReturnType<typeof import('../../../scripts/lib/server.mjs').executionReader>} readExecution
 */
export function manualRunner(rest, readExecution) {
	return async (/** @type {string} */ workflowId) => {
		const workflow = await rest.call('GET', `/rest/workflows/${workflowId}`);
		const trigger = workflow.nodes.find(
			(/** @type {{ type: string }} */ node) => node.type === MANUAL_TRIGGER,
		);
		if (!trigger) throw new Error(`workflow ${workflowId} has no Manual Trigger`);
		// n8n 1.x runs the workflowData sent; 2.x reads the stored workflow and drops it.
		return await runAsEditor(rest, readExecution, workflowId, {
			workflowData: workflow,
			triggerToStartFrom: { name: trigger.name },
		});
	};
}

/**
 * The editor's *Fetch Test Event* on a polling trigger (its node's execute button): a manual run from
 * that trigger to itself, which n8n runs by calling the trigger's `poll()` in manual mode; the run data.
 * @param {import('../../../scripts/lib/server.mjs').N8nRest} rest
 * @param {ReturnType<typeof import('../../../scripts/lib/server.mjs').executionReader>} readExecution
 * @param {string} workflowId
 * @param {string} nodeName
 */
export const fetchTestEvent = async (rest, readExecution, workflowId, nodeName) =>
	await runAsEditor(rest, readExecution, workflowId, {
		triggerToStartFrom: { name: nodeName },
		destinationNode: { nodeName, mode: 'inclusive' },
	});

/**
 * Starts a manual execution through the editor's endpoint and waits for it to end; its run data.
 * @param {import('../../../scripts/lib/server.mjs').N8nRest} rest
 * @param {ReturnType<typeof import('../../../scripts/lib/server.mjs').executionReader>} readExecution
 * @param {string} workflowId
 * @param {object} payload
 */
async function runAsEditor(rest, readExecution, workflowId, payload) {
	const started = await rest.call('POST', `/rest/workflows/${workflowId}/run`, payload);
	if (!started?.executionId)
		throw new Error(`n8n started no execution: ${JSON.stringify(started)}`);
	await waitUntil(`execution ${started.executionId} of ${workflowId}`, 180_000, async () => {
		const answer = await rest.send('GET', `/rest/executions/${started.executionId}`);
		return answer.status === 200 && !RUNNING.has(answer.data.status) ? true : undefined;
	});
	const run = await readExecution(started.executionId);
	return run.resultData?.runData ?? {};
}

/** @typedef {{ json: any, pairedItem?: any }} RunItem */
/** @typedef {Record<string, Array<{ data?: { main?: Array<Array<RunItem>> }, error?: { message: string } }>>} RunData */

/**
 * What a node output in a run: its first run's first output's items.
 * @param {RunData} runData
 * @param {string} node
 * @returns {RunItem[]}
 */
export const outputOf = (runData, node) => runData[node]?.[0]?.data?.main?.[0] ?? [];

/**
 * The json of what a node output in a run.
 * @param {RunData} runData
 * @param {string} node
 */
export const itemsOf = (runData, node) => outputOf(runData, node).map((item) => item.json);

/**
 * Runs the workflow as the editor does, reported as the step "`what` runs in n8n", which fails naming
 * every node that ended in an error; the run data, or undefined when the step failed.
 * @param {{ report: { attempt: (name: string, fn: () => Promise<string[]>) => Promise<boolean> }, run: (id: string) => Promise<RunData> }} context
 * @param {string} workflowId
 * @param {string} what
 */
export async function runReported({ report, run }, workflowId, what) {
	/** @type {RunData} */
	let runData = {};
	const ran = await report.attempt(`${what} runs in n8n`, async () => {
		runData = await run(workflowId);
		return Object.entries(runData)
			.filter(([, runs]) => runs[0]?.error)
			.map(([node, runs]) => `${node}: ${runs[0].error?.message}`);
	});
	return ran ? runData : undefined;
}
