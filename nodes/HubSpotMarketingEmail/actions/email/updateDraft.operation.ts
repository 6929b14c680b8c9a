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
import { emailIdOf, emailLocator } from '../../helpers/emails';
import { updateFieldsWithName, withNewName } from '../../helpers/updateFields';
import { emailBody, emailWriteFields } from './emailWrite';

const properties: INodeProperties[] = [emailLocator, updateFieldsWithName(emailWriteFields)];

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
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const emailId = emailIdOf(this, itemIndex);
		const fields = read('updateFields', itemIndex, {}) as IDataObject;
		const body = withNewName(this, fields, emailBody(this, fields, itemIndex), 'name', itemIndex);
		return async () =>
			await hubSpotApi(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.marketingEmailDraft,
				segments: { emailId },
				body,
				itemIndex,
			});
	});
}
