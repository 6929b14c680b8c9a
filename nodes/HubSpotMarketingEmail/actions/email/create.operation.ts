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
import { emailBody, emailWriteFields } from './emailWrite';

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: 'The internal name of the email (recipients see the subject)',
	},
	additionalFieldsCollection(emailWriteFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['email'], operation: ['create'] } },
	properties,
);

/** POST /marketing/v3/emails: a new draft email (nothing is sent until it is published). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const name = requiredString(this, 'name', 'Name', itemIndex);
		const fields = read('additionalFields', itemIndex, {}) as IDataObject;
		const body = { ...emailBody(this, fields, itemIndex), name };
		return await hubSpotApi(this, {
			method: 'POST',
			endpoint: ENDPOINTS.marketingEmails,
			body,
			itemIndex,
		});
	});
}
