import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { forEachItem } from '../../shared/execution/items';
import { itemError } from '../../shared/transport/errors';

/**
 * Runs a send per item after every item was read and checked: a bad item stops the node before any
 * message goes out (with Continue on Fail it becomes its error item and the others are sent). Sends
 * go one after another, so the messages of one thread arrive in the items' order.
 */
export async function runItemsThenSend<T>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	readItem: (itemIndex: number) => T | Promise<T>,
	send: (input: T, itemIndex: number) => Promise<IDataObject>,
): Promise<INodeExecutionData[]> {
	const inputs: Array<{ input: T } | { error: unknown }> = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			inputs.push({ input: await readItem(itemIndex) });
		} catch (error) {
			if (!ctx.continueOnFail()) throw itemError(ctx.getNode(), error, itemIndex);
			inputs.push({ error });
		}
	}
	return await forEachItem(ctx, items, async (itemIndex) => {
		const read = inputs[itemIndex];
		if ('error' in read) throw read.error;
		return await send(read.input, itemIndex);
	});
}
