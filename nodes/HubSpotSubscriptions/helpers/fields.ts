import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import { boundedInteger, readEmailAddress, readIntegerId } from '../../shared/execution/validation';

/** The address whose preferences are read or changed (HubSpot's subscriber). */
export const emailField: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	type: 'string',
	placeholder: 'name@example.com',
	required: true,
	default: '',
	description: 'The e-mail address whose subscriptions to read or change',
};

/** A subscription type: picked from the account's or given by ID. */
export const subscriptionTypeLocator = (required: boolean): INodeProperties => ({
	displayName: 'Subscription Type',
	name: 'subscriptionId',
	type: 'resourceLocator',
	required,
	default: { mode: 'list', value: '' },
	description: required
		? 'The subscription type (e.g. a newsletter) to change'
		: 'A subscription type: the links then include one that unsubscribes from it alone',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchSubscriptionTypes', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '1101',
			// n8n checks the pattern of an empty optional value too: only the required field has it.
			...(required
				? {
						validation: [
							{
								type: 'regex' as const,
								properties: {
									regex: '^\\d+$',
									errorMessage: 'A subscription type ID is digits only',
								},
							},
						],
					}
				: {}),
		},
	],
});

/** The brand (business unit) an operation concerns, for accounts with the Brands add-on. */
export const businessUnitOption: INodeProperties = {
	displayName: 'Business Unit ID',
	name: 'businessUnitId',
	type: 'number',
	typeOptions: { minValue: 0 },
	default: 0,
	description:
		"The brand (business unit) of accounts with HubSpot's Brands add-on; 0 is the account's default brand",
};

/** The item's address, checked. */
export function emailOf(ctx: IExecuteFunctions, itemIndex: number): string {
	return readEmailAddress(ctx, itemReader(ctx)('email', itemIndex, ''), 'Email', itemIndex);
}

/** The item's subscription type ID, digits only. */
export function subscriptionIdOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const value = itemReader(ctx)('subscriptionId', itemIndex, '', { extractValue: true });
	return readIntegerId(ctx, value, 'Subscription Type', itemIndex);
}

/** The item's business unit (0 unless given in the options). */
export function businessUnitOf(ctx: IExecuteFunctions, itemIndex: number): number {
	const value = itemReader(ctx)('options.businessUnitId', itemIndex, 0);
	return boundedInteger(ctx, value, 'Business Unit ID', itemIndex, 0, Number.MAX_SAFE_INTEGER);
}
