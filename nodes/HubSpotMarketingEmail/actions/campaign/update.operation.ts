import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignGuidOf, campaignLocator } from '../../helpers/campaigns';
import { campaignProperties, campaignPropertyFields } from './campaignFields';

const properties: INodeProperties[] = [
	campaignLocator,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Name', name: 'name', type: 'string', default: '' },
			...campaignPropertyFields,
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['campaign'], operation: ['update'] } },
	properties,
);

/** PATCH /marketing/v3/campaigns/{campaignGuid}: changes the given properties only. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const fields = read('updateFields', itemIndex, {}) as IDataObject;
		const properties = campaignProperties(this, fields, itemIndex);
		if (fields.name !== undefined) {
			const name = readText(this, fields.name, 'Name', itemIndex).trim();
			if (name === '') throw invalidInput(this, 'Name', itemIndex, 'must not be empty');
			properties.hs_name = name;
		}
		if (Object.keys(properties).length === 0)
			throw invalidInput(this, 'Update Fields', itemIndex, 'must set at least one field');
		return await hubSpotApi(this, {
			method: 'PATCH',
			endpoint: ENDPOINTS.campaign,
			segments: { campaignGuid },
			body: { properties },
			itemIndex,
		});
	});
}
