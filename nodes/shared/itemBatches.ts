import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';
import { errorJson } from './errors';
import { withItemParameters } from './itemParameters';
import { BatchDispatcher, outcomesToItems, type BatchInput, type BatchOutcome, type BatchPlan } from './batching';

/** One item's part of a batch request, and its request group: the request-level values (object type, properties...) items must share to go in one request. */
export interface PreparedBatchInput<RequestGroup> {
	key: string;
	body: IDataObject;
	requestGroup: RequestGroup;
}

const itemOf = (item: INodeExecutionData) => (item.pairedItem as { item: number }).item;

/**
 * A batch operation over the node's items: items of the same request group are sent
 * together, and the output has one item per input item, in input order. Without Continue on Fail every
 * item is read and checked before the first request, so bad input stops the node before anything is
 * written; with it, a bad item becomes its error item and full chunks leave while later items are
 * still being read, which keeps a long job inside the rate limit's window from the start. Parameters
 * are read through `withItemParameters`: plain field expressions cost a field read, not an evaluation.
 */
export async function runItemBatches<RequestGroup>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	prepare: (itemIndex: number) => PreparedBatchInput<RequestGroup>,
	plan: (requestGroup: RequestGroup) => BatchPlan,
	shape: (result: IDataObject, itemIndex: number) => IDataObject,
): Promise<INodeExecutionData[]> {
	return await withItemParameters(ctx, async () => await batchItems(ctx, items, prepare, plan, shape));
}

async function batchItems<RequestGroup>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	prepare: (itemIndex: number) => PreparedBatchInput<RequestGroup>,
	plan: (requestGroup: RequestGroup) => BatchPlan,
	shape: (result: IDataObject, itemIndex: number) => IDataObject,
): Promise<INodeExecutionData[]> {
	const groups = new Map<string, BatchDispatcher>();
	const refused: INodeExecutionData[] = [];
	// With Continue On Fail a bad item cannot stop the run, so chunks leave while later items are read;
	// without it every item is checked before the first request, so bad input never leaves a job half written.
	const sendWhileReading = ctx.continueOnFail();
	const held: Array<{ group: BatchDispatcher; input: BatchInput }> = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let prepared: PreparedBatchInput<RequestGroup>;
		try {
			prepared = prepare(itemIndex);
		} catch (error) {
			const nodeError =
				error instanceof NodeOperationError ? error : new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
			if (!ctx.continueOnFail()) throw nodeError;
			refused.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
			continue;
		}
		const signature = JSON.stringify(prepared.requestGroup);
		let group = groups.get(signature);
		if (!group) groups.set(signature, (group = new BatchDispatcher(ctx.getNode(), plan(prepared.requestGroup))));
		const input = { itemIndex, key: prepared.key, body: prepared.body };
		if (!sendWhileReading) held.push({ group, input });
		// A full chunk was sent: let its request go out before reading more items.
		else if (group.add(input)) await sleep(0);
	}
	for (const { group, input } of held) group.add(input);
	const outcomes: BatchOutcome[] = [];
	for (const group of groups.values()) outcomes.push(...(await group.finish()));
	return [...outcomesToItems(ctx, outcomes, shape), ...refused].sort((a, b) => itemOf(a) - itemOf(b));
}
