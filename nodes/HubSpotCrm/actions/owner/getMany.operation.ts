import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { boundedInteger } from '../../../shared/execution/validation';
import { listOwners } from '../../../shared/crm/owners';
import { itemReader } from '../../../shared/execution/itemParameters';

const MAX_LIMIT = 100_000;

const show = { resource: ['owner'], operation: ['getMany'] };

const properties: INodeProperties[] = [
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Archived Only',
		name: 'archived',
		type: 'boolean',
		default: false,
		description: 'Whether to return only archived owners (former users) instead of active ones',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The account's owners, up to 500 per request. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const returnAll = read('returnAll', itemIndex) as boolean;
		const limit = returnAll
			? MAX_LIMIT
			: boundedInteger(this, read('limit', itemIndex), 'Limit', itemIndex, 1, MAX_LIMIT);
		const archived = read('archived', itemIndex, false) === true;
		return await listOwners(this, { archived }, { returnAll, limit }, itemIndex);
	});
}
