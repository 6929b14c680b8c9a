import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { conversationsList } from '../../shared/conversations/conversations';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../shared/execution/descriptions';
import { forEachItem } from '../../shared/execution/items';
import type { Endpoint } from '../../shared/transport/endpoints';

/** Entries Return All reads at most. */
const MAX_ENTRIES = 10_000;

/**
 * A Get Many of a plain conversations list (inboxes, channels, channel accounts): Return All and
 * Limit, and the filters `extra` adds (their query from `qsOf`).
 */
export function listOperation(
	resource: string,
	endpoint: Endpoint,
	extra: INodeProperties[] = [],
	qsOf: (ctx: IExecuteFunctions, itemIndex: number) => Record<string, string> = () => ({}),
) {
	return {
		description: updateDisplayOptions({ show: { resource: [resource], operation: ['getMany'] } }, [
			...returnAllAndLimit({}, MAX_ENTRIES),
			...extra,
		]),
		async execute(
			this: IExecuteFunctions,
			items: INodeExecutionData[],
		): Promise<INodeExecutionData[]> {
			return await forEachItem(this, items, async (itemIndex) => {
				const qs = qsOf(this, itemIndex);
				const paging = readReturnAllAndLimit(this, itemIndex, MAX_ENTRIES);
				return await conversationsList<IDataObject>(this, endpoint, { qs, itemIndex }, paging);
			});
		},
	};
}
