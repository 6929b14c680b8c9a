import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { emailLocator, readEmailId } from '../../helpers/emails';

const properties: INodeProperties[] = [
	emailLocator,
	{
		displayName: 'Clone Name',
		name: 'cloneName',
		type: 'string',
		default: '',
		description: "The copy's name; empty lets HubSpot name it after the original",
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['email'], operation: ['clone'] } },
	properties,
);

/** POST /marketing/v3/emails/clone: a draft copy of an email (its draft's content), under a new ID. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const id = readEmailId(this, itemIndex);
		const cloneName = readText(
			this,
			read('cloneName', itemIndex, ''),
			'Clone Name',
			itemIndex,
		).trim();
		return async () =>
			await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.marketingEmailClone,
				body: { id, ...(cloneName ? { cloneName } : {}) },
				itemIndex,
			});
	});
}
