import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { listSequences } from '../../helpers/sequences';
import { idOf, sequenceUserField } from './sequenceFields';

/** Sequences Return All reads at most. */
const MAX_SEQUENCES = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['sequence'], operation: ['getMany'] } },
	[sequenceUserField, ...returnAllAndLimit({}, MAX_SEQUENCES)],
);

/** The user's sequences: ID, name, folder, dates. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const userId = idOf(this, itemIndex, 'userId');
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_SEQUENCES);
		return await listSequences(this, userId, paging, itemIndex);
	});
}
