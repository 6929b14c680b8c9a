import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { requiredString } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignProperties, campaignPropertyFields } from './campaignFields';

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: 'The campaign name (HubSpot refuses a name another campaign has)',
	},
	additionalFieldsCollection(campaignPropertyFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['create'] } },
	properties,
);

/** POST /marketing/v3/campaigns: a new campaign; the answer's `id` is its GUID. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const name = requiredString(this, 'name', 'Name', itemIndex);
		const fields = read('additionalFields', itemIndex, {}) as IDataObject;
		const properties = { ...campaignProperties(this, fields, itemIndex), hs_name: name };
		return await hubSpotApi(this, {
			method: 'POST',
			endpoint: ENDPOINTS.campaigns,
			body: { properties },
			itemIndex,
		});
	});
}
