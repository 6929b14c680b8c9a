import type {
	IBinaryKeyData,
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
} from 'n8n-workflow';
import { errorJson, itemError } from '../transport/errors';

/** An output item before it is paired: its json, and its binary data if it carries a file. */
export interface ItemResult {
	json: IDataObject;
	binary?: IBinaryKeyData;
}

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
	return await forEachItemResult(ctx, items, async (itemIndex) => {
		const result = await run(itemIndex);
		return (Array.isArray(result) ? result : [result]).map((json) => ({ json }));
	});
}

/** `forEachItem` for operations whose output items carry binary data (downloads). */
export async function forEachItemResult(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	run: (itemIndex: number) => Promise<ItemResult[]>,
): Promise<INodeExecutionData[]> {
	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			for (const result of await run(itemIndex))
				output.push({ ...result, pairedItem: { item: itemIndex } });
		} catch (error) {
			const nodeError = itemError(ctx.getNode(), error, itemIndex);
			if (!ctx.continueOnFail()) throw nodeError;
			output.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
		}
	}
	return output;
}

/**
 * `forEachItem` for writes that go one request per item: every item is read and checked first, so bad
 * input stops the node before anything is written (with Continue on Fail it becomes its error item and
 * the others are sent). Sends go one after another, in the items' order.
 */
export async function forEachCheckedItem<T>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	readItem: (itemIndex: number) => T | Promise<T>,
	send: (input: T, itemIndex: number) => Promise<IDataObject | IDataObject[]>,
): Promise<INodeExecutionData[]> {
	const inputOf = await readEveryItem(ctx, items, readItem);
	return await forEachItem(
		ctx,
		items,
		async (itemIndex) => await send(inputOf(itemIndex), itemIndex),
	);
}

/** An item's write once its input is read and checked: the requests left to send, and the output. */
export type CheckedSend = () => Promise<IDataObject | IDataObject[]>;

/**
 * `forEachCheckedItem` for an operation written as one step per item: `check` reads and checks every
 * parameter (no request that writes) and answers the send, which runs only once every item has passed.
 */
export async function forEachCheckedWrite(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	check: (itemIndex: number) => CheckedSend | Promise<CheckedSend>,
): Promise<INodeExecutionData[]> {
	return await forEachCheckedItem(ctx, items, check, async (send) => await send());
}

/** A checked write whose output items may carry binary data. */
export type CheckedResultSend = () => Promise<ItemResult[]>;

/** `forEachCheckedWrite` for writes whose output items carry binary data (exports). */
export async function forEachCheckedWriteResult(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	check: (itemIndex: number) => CheckedResultSend | Promise<CheckedResultSend>,
): Promise<INodeExecutionData[]> {
	const sendOf = await readEveryItem(ctx, items, check);
	return await forEachItemResult(ctx, items, async (itemIndex) => await sendOf(itemIndex)());
}

/**
 * Reads every item before anything is sent: a failure stops the node naming its item, or with
 * Continue on Fail is kept and thrown again when that item's turn comes.
 */
async function readEveryItem<T>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	readItem: (itemIndex: number) => T | Promise<T>,
): Promise<(itemIndex: number) => T> {
	const inputs: Array<{ input: T } | { error: unknown }> = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			inputs.push({ input: await readItem(itemIndex) });
		} catch (error) {
			if (!ctx.continueOnFail()) throw itemError(ctx.getNode(), error, itemIndex);
			inputs.push({ error });
		}
	}
	return (itemIndex) => {
		const read = inputs[itemIndex];
		if ('error' in read) throw read.error;
		return read.input;
	};
}
