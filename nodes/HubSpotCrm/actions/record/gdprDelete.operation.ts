import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	invalidInput,
	readEmailAddress,
	readIntegerId,
} from '../../../shared/execution/validation';
import { hubSpotApi } from '../../../shared/transport/transport';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { recordIdField } from '../../../shared/crm/fields';

const show = { resource: ['record'], operation: ['gdprDelete'] };

const CONFIRM = 'Confirm Permanent Deletion';

const properties: INodeProperties[] = [
	{
		displayName: 'Identify Contact By',
		name: 'identifyBy',
		type: 'options',
		options: [
			{ name: 'Record ID', value: 'id', description: "The contact's record ID" },
			{
				name: 'Email',
				value: 'email',
				description: 'An e-mail address; one no contact has is blocklisted',
			},
		],
		default: 'id',
		description: 'How the contact to delete is named',
	},
	{
		...recordIdField,
		description: 'The ID of the contact to delete permanently',
		displayOptions: { show: { identifyBy: ['id'] } },
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@example.com',
		default: '',
		required: true,
		description:
			'The e-mail address of the contact to delete permanently. An address no contact has is blocklisted: no contact can be created with it afterwards.',
		displayOptions: { show: { identifyBy: ['email'] } },
	},
	{
		displayName: CONFIRM,
		name: 'confirmPermanentDeletion',
		type: 'boolean',
		default: false,
		description:
			'Whether to delete the contact and its content for good, as a privacy (GDPR) request asks. This cannot be undone; off, the node refuses to run.',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/**
 * One privacy deletion per item, of a contact (the only type HubSpot documents it for). Nothing is
 * sent unless the item's confirmation is on, so a mapped empty field or a wrong expression never
 * deletes. Repeating it after an ambiguous failure deletes nothing more: a deleted contact's address
 * is blocklisted already.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		if (read('confirmPermanentDeletion', itemIndex, false) !== true) {
			throw invalidInput(
				this,
				CONFIRM,
				itemIndex,
				'must be on to delete a contact permanently',
				`Turn on "${CONFIRM}": a GDPR delete cannot be undone.`,
			);
		}
		if (read('identifyBy', itemIndex, 'id') === 'email') {
			const email = readEmailAddress(this, read('email', itemIndex, ''), 'Email', itemIndex);
			return async () => {
				await hubSpotApi(this, {
					method: 'POST',
					endpoint: ENDPOINTS.contactGdprDelete,
					body: { objectId: email, idProperty: 'email' },
					idempotent: true,
					itemIndex,
				});
				return { email, gdprDeleted: true };
			};
		}
		const id = readIntegerId(this, read('recordId', itemIndex, ''), 'Record ID', itemIndex);
		return async () => {
			await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.contactGdprDelete,
				body: { objectId: id },
				idempotent: true,
				itemIndex,
			});
			return { id, gdprDeleted: true };
		};
	});
}
