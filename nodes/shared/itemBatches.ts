import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { errorJson, outcomesToItems, runBatches, type BatchOutcome, type BatchPlan } from './batching';

/** One item's part of a batch request, and the request-level settings it needs (object type, properties...). */
export interface PreparedBatchInput<Settings> {
	key: string;
	body: IDataObject;
	settings: Settings;
}

const itemOf = (item: INodeExecutionData) => (item.pairedItem as { item: number }).item;

/**
 * A batch operation over the node's items: each item is read and checked first (bad input is refused
 * before any request, or becomes its error item with Continue on Fail), items that need the same
 * request-level settings are sent together through `runBatches`, and the output has one item per
 * input item, in input order.
 */
export async function runItemBatches<Settings>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	prepare: (itemIndex: number) => PreparedBatchInput<Settings>,
	plan: (settings: Settings) => BatchPlan,
	shape: (result: IDataObject, itemIndex: number) => IDataObject,
): Promise<INodeExecutionData[]> {
	const groups = new Map<string, { settings: Settings; inputs: Array<{ itemIndex: number; key: string; body: IDataObject }> }>();
	const refused: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let prepared: PreparedBatchInput<Settings>;
		try {
			prepared = prepare(itemIndex);
		} catch (error) {
			const nodeError =
				error instanceof NodeOperationError ? error : new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
			if (!ctx.continueOnFail()) throw nodeError;
			refused.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
			continue;
		}
		const signature = JSON.stringify(prepared.settings);
		let group = groups.get(signature);
		if (!group) groups.set(signature, (group = { settings: prepared.settings, inputs: [] }));
		group.inputs.push({ itemIndex, key: prepared.key, body: prepared.body });
	}
	const outcomes: BatchOutcome[] = [];
	for (const { settings, inputs } of groups.values()) {
		outcomes.push(...(await runBatches(ctx.getNode(), inputs, plan(settings))));
	}
	return [...outcomesToItems(ctx, outcomes, shape), ...refused].sort((a, b) => itemOf(a) - itemOf(b));
}
