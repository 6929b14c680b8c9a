import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { errorJson, itemError } from '../transport/errors';

/**
 * Runs an operation once per input item. Each item ends as its output items (paired to it) or, with
 * Continue on Fail, as one error item paired to it; otherwise the first failure stops the node and
 * names the item. `run` reads its parameters through `itemReader` (itemParameters.ts).
 */
export async function forEachItem(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	run: (itemIndex: number) => Promise<IDataObject | IDataObject[]>,
): Promise<INodeExecutionData[]> {
	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const result = await run(itemIndex);
			for (const json of Array.isArray(result) ? result : [result]) {
				output.push({ json, pairedItem: { item: itemIndex } });
			}
		} catch (error) {
			const nodeError = itemError(ctx.getNode(), error, itemIndex);
			if (!ctx.continueOnFail()) throw nodeError;
			output.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
		}
	}
	return output;
}
