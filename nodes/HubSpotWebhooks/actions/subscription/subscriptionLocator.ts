import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readIntegerId } from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';

const DIGITS = '^\\d+$';

/** The subscription an operation acts on: picked from the app's list or given by ID. */
export const subscriptionLocator: INodeProperties = {
	displayName: 'Subscription',
	name: 'subscriptionId',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The webhook subscription of the app',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchSubscriptions', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '4001',
			validation: [
				{
					type: 'regex',
					properties: { regex: DIGITS, errorMessage: 'A subscription ID is digits only' },
				},
			],
		},
	],
};

/** The chosen subscription's ID, digits only. */
export function subscriptionIdOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	return readIntegerId(
		ctx,
		read('subscriptionId', itemIndex, '', { extractValue: true }),
		'Subscription',
		itemIndex,
	);
}
