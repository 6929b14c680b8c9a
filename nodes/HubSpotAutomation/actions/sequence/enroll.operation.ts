import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches } from '../../../shared/execution/batching';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readEmailAddress } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { contactIdField, idOf, sequenceLocator, sequenceUserField } from './sequenceFields';

const properties: INodeProperties[] = [
	sequenceUserField,
	sequenceLocator,
	contactIdField,
	{
		displayName: 'Sender Email Name or ID',
		name: 'senderEmail',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getSenderAddresses', loadOptionsDependsOn: ['userId'] },
		required: true,
		default: '',
		description:
			'The address of the user\'s connected inbox the sequence e-mails are sent from. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	optionsCollection([
		{
			displayName: 'Sender Alias Address',
			name: 'senderAliasAddress',
			type: 'string',
			placeholder: 'sales@example.com',
			default: '',
			description: 'An alias of the connected inbox to send as',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['sequence'], operation: ['enroll'] } },
	properties,
);

/**
 * Enrolls each item's contact in a sequence as the chosen user: every item read and checked first,
 * then one request per item through the shared batch runner, each answered on its item. HubSpot has
 * no call to unenroll (see the docs page).
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const userId = idOf(this, itemIndex, 'userId');
			const sequenceId = idOf(this, itemIndex, 'sequenceId');
			const contactId = idOf(this, itemIndex, 'contactId');
			const senderEmail = readEmailAddress(
				this,
				read('senderEmail', itemIndex, ''),
				'Sender Email',
				itemIndex,
			);
			const alias = read('options.senderAliasAddress', itemIndex, '');
			const senderAliasAddress =
				alias === '' ? undefined : readEmailAddress(this, alias, 'Sender Alias Address', itemIndex);
			return {
				key: contactId,
				body: {
					contactId,
					sequenceId,
					senderEmail,
					...(senderAliasAddress ? { senderAliasAddress } : {}),
				},
				requestGroup: userId,
			};
		},
		(userId) => ({
			// HubSpot enrolls one contact per call.
			maxPerRequest: 1,
			send: async ([input]) => {
				const answer = await hubSpotApi(this, {
					method: 'POST',
					endpoint: ENDPOINTS.sequenceEnrollments,
					qs: { userId },
					body: input.body,
					itemIndex: input.itemIndex,
				});
				return { results: [{ ...answer, ...input.body, userId }] };
			},
			resultKeys: (result) => [String(result.contactId)],
		}),
		(result) => result,
	);
}
