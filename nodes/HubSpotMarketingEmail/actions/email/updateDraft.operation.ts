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
import { emailIdOf, emailLocator } from '../../helpers/emails';
import { emailBody, emailWriteFields } from './emailWrite';

const properties: INodeProperties[] = [
	emailLocator,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Name', name: 'name', type: 'string', default: '' },
			...emailWriteFields,
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['email'], operation: ['updateDraft'] } },
	properties,
);

/**
 * PATCH /marketing/v3/emails/{emailId}/draft: changes the draft only; the live email stays as it is
 * until the email is published.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const emailId = emailIdOf(this, itemIndex);
		const fields = read('updateFields', itemIndex, {}) as IDataObject;
		const body = emailBody(this, fields, itemIndex);
		if (fields.name !== undefined) {
			const name = readText(this, fields.name, 'Name', itemIndex).trim();
			if (name === '') throw invalidInput(this, 'Name', itemIndex, 'must not be empty');
			body.name = name;
		}
		if (Object.keys(body).length === 0)
			throw invalidInput(this, 'Update Fields', itemIndex, 'must set at least one field');
		return await hubSpotApi(this, {
			method: 'PATCH',
			endpoint: ENDPOINTS.marketingEmailDraft,
			segments: { emailId },
			body,
			itemIndex,
		});
	});
}
