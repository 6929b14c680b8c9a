import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { campaignGuidOf, campaignLocator } from '../../helpers/campaigns';
import { updateFieldsWithName, withNewName } from '../../helpers/updateFields';
import { campaignProperties, campaignPropertyFields } from './campaignFields';

const properties: INodeProperties[] = [
	campaignLocator,
	updateFieldsWithName(campaignPropertyFields),
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
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const campaignGuid = campaignGuidOf(this, itemIndex);
		const fields = read('updateFields', itemIndex, {}) as IDataObject;
		const properties = withNewName(
			this,
			fields,
			campaignProperties(this, fields, itemIndex),
			'hs_name',
			itemIndex,
		);
		return async () =>
			await hubSpotApi(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.campaign,
				segments: { campaignGuid },
				body: { properties },
				itemIndex,
			});
	});
}
