import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { listEvents } from '../../helpers/pages';

/** Events Return All reads at most. */
const MAX_EVENTS = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['marketingEvent'], operation: ['getMany'] } },
	returnAllAndLimit({}, MAX_EVENTS),
);

/** The account's events (of every app), with their participant counts. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_EVENTS);
		return await listEvents(this, paging, itemIndex);
	});
}
