import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { CAMPAIGN_PROPERTIES, listCampaigns } from '../../helpers/campaigns';

/** Campaigns Return All reads at most. */
const MAX_CAMPAIGNS = 10_000;

/** HubSpot's sort orders of campaigns. */
const SORTS = [
	{ name: 'Name (A-Z)', value: 'hs_name' },
	{ name: 'Name (Z-A)', value: '-hs_name' },
	{ name: 'Newest First', value: '-createdAt' },
	{ name: 'Oldest First', value: 'createdAt' },
	{ name: 'Recently Updated', value: '-updatedAt' },
];

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['getMany'] } },
	[
		{
			displayName: 'Name Contains',
			name: 'nameContains',
			type: 'string',
			default: '',
			description: 'Only campaigns whose name contains this text (empty: all)',
		},
		{
			displayName: 'Sort By',
			name: 'sort',
			type: 'options',
			options: SORTS,
			default: 'hs_name',
		},
		...returnAllAndLimit({}, MAX_CAMPAIGNS),
	],
);

/** GET /marketing/v3/campaigns: campaigns by name, one output item each with their properties. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const name = readText(this, read('nameContains', itemIndex, ''), 'Name Contains', itemIndex);
		const sort = readText(this, read('sort', itemIndex, 'hs_name'), 'Sort By', itemIndex);
		if (!SORTS.some((option) => option.value === sort))
			throw invalidInput(
				this,
				'Sort By',
				itemIndex,
				`must be one of ${SORTS.map((o) => o.value).join(', ')}`,
			);
		const qs: IDataObject = {
			sort,
			properties: CAMPAIGN_PROPERTIES.join(','),
			...(name.trim() ? { name: name.trim() } : {}),
		};
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_CAMPAIGNS);
		return await listCampaigns(this, qs, paging, itemIndex);
	});
}
