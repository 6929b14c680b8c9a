import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readIntegerId } from '../../../shared/execution/validation';
import { userField } from '../../helpers/userField';

/** The HubSpot user a sequence call acts for: sequences belong to users, and send from their inbox. */
export const sequenceUserField = userField(
	'User',
	'The HubSpot user the sequence belongs to and sends as. Enrolling needs a user with a Sales Hub or Service Hub Professional or Enterprise seat',
);

/** The sequence: picked from the chosen user's sequences or given by ID. */
export const sequenceLocator: INodeProperties = {
	displayName: 'Sequence',
	name: 'sequenceId',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: "One of the chosen user's sequences",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchSequences', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '3110001',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'A sequence ID is digits only' },
				},
			],
		},
	],
};

export const contactIdField: INodeProperties = {
	displayName: 'Contact ID',
	name: 'contactId',
	type: 'string',
	required: true,
	default: '',
	placeholder: '1000001',
	description: "The contact's record ID",
};

/** An item's user, sequence or contact ID, digits only. */
export function idOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: 'userId' | 'sequenceId' | 'contactId',
): string {
	const read = itemReader(ctx);
	const field = { userId: 'User', sequenceId: 'Sequence', contactId: 'Contact ID' }[name];
	return readIntegerId(
		ctx,
		read(name, itemIndex, '', name === 'sequenceId' ? { extractValue: true } : undefined),
		field,
		itemIndex,
	);
}
