import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches } from '../../../shared/execution/batching';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { SCOPES } from '../../../shared/transport/scopes';
import { hubSpotApi } from '../../../shared/transport/transport';
import { businessUnitOf, businessUnitOption, emailField, emailOf } from '../../helpers/fields';
import { enterpriseOnly } from './batchTier';
import { MAX_STATUSES_PER_BATCH } from './batchSize';

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getBatch'] } },
	[emailField, optionsCollection([businessUnitOption])],
);

/**
 * The statuses of many addresses, up to 100 in one request (Marketing Hub Enterprise): one output
 * item per input item, `{emailAddress, statuses}` as Get Statuses in v4's form, or its error.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			// HubSpot's addresses are case-insensitive: sent in lower case, its answers name them so.
			const email = emailOf(this, itemIndex).toLowerCase();
			return {
				key: email,
				body: { email },
				requestGroup: businessUnitOf(this, itemIndex),
			};
		},
		(businessUnitId) => ({
			maxPerRequest: MAX_STATUSES_PER_BATCH,
			send: enterpriseOnly(
				async (chunk) =>
					await hubSpotApi(this, {
						method: 'POST',
						endpoint: ENDPOINTS.subscriptionStatusesBatchRead,
						qs: { channel: 'EMAIL', businessUnitId },
						body: { inputs: chunk.map((input) => input.body.email as string) },
						idempotent: true,
					}),
				SCOPES.communicationPreferencesBatchRead,
			),
			resultKeys: (result) => [String(result.subscriberIdString).toLowerCase()],
		}),
		(result) => ({
			emailAddress: result.subscriberIdString,
			statuses: (result.statuses ?? []) as IDataObject[],
		}),
	);
}
