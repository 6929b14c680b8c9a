import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches } from '../../../shared/execution/batching';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { SCOPES } from '../../../shared/transport/scopes';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	emailField,
	emailOf,
	subscriptionIdOf,
	subscriptionTypeLocator,
} from '../../helpers/fields';
import { enterpriseOnly } from './batchTier';
import { MAX_STATUSES_PER_BATCH } from './batchSize';
import { legalBasisOf, legalBasisOptions } from './legalBasis';

const STATES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_SPECIFIED'];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['setBatch'] } },
	[
		emailField,
		subscriptionTypeLocator(true),
		{
			displayName: 'Status',
			name: 'statusState',
			type: 'options',
			options: [
				{ name: 'Subscribed', value: 'SUBSCRIBED' },
				{ name: 'Unsubscribed', value: 'UNSUBSCRIBED' },
				{ name: 'Not Specified', value: 'NOT_SPECIFIED' },
			],
			default: 'UNSUBSCRIBED',
			description: 'The status to set; Subscribed resubscribes an address that opted out',
		},
		optionsCollection(legalBasisOptions),
	],
);

/**
 * Sets many addresses' statuses, up to 100 in one request (Marketing Hub Enterprise): one output item
 * per input item, the status HubSpot set or the item's error.
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
			// HubSpot's addresses are case-insensitive: sent in lower case, its answers name them so.
			const email = emailOf(this, itemIndex).toLowerCase();
			const subscriptionId = subscriptionIdOf(this, itemIndex);
			const statusState = String(read('statusState', itemIndex, ''));
			if (!STATES.includes(statusState))
				throw invalidInput(
					this,
					'Status',
					itemIndex,
					`must be one of ${STATES.join(', ')}, got "${statusState}"`,
				);
			return {
				key: `${email}:${subscriptionId}`,
				body: {
					subscriberIdString: email,
					subscriptionId: Number(subscriptionId),
					statusState,
					channel: 'EMAIL',
					...legalBasisOf(this, itemIndex),
				},
				requestGroup: 'all',
			};
		},
		() => ({
			maxPerRequest: MAX_STATUSES_PER_BATCH,
			send: enterpriseOnly(
				async (chunk) =>
					await hubSpotApi(this, {
						method: 'POST',
						endpoint: ENDPOINTS.subscriptionStatusesBatchWrite,
						body: { inputs: chunk.map((input) => input.body) },
						// Setting the same states again leaves the same states.
						idempotent: true,
					}),
				SCOPES.communicationPreferencesBatchWrite,
			),
			resultKeys: (result) => [
				`${String(result.subscriberIdString).toLowerCase()}:${String(result.subscriptionId)}`,
			],
		}),
		(result) => result,
	);
}
