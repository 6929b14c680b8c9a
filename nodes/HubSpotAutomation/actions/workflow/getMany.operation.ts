import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { listFlows } from '../../helpers/flows';

/** Flows Return All reads at most (HubSpot's accounts hold at most a few thousand workflows). */
const MAX_FLOWS = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['workflow'], operation: ['getMany'] } },
	returnAllAndLimit({}, MAX_FLOWS),
);

/** The account's flows: ID, name, whether it is on, its type and the object type it enrolls. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_FLOWS);
		return await listFlows(this, paging, itemIndex);
	});
}
