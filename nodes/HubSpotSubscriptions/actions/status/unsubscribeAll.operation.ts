import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { businessUnitOf, businessUnitOption, emailField, emailOf } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['unsubscribeAll'] } },
	[emailField, optionsCollection([businessUnitOption])],
);

/**
 * Unsubscribes each item's address from all e-mail of the brand (v4's call in every API version: v3
 * has none); the output lists the statuses it set.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const email = emailOf(this, itemIndex);
		const businessUnitId = businessUnitOf(this, itemIndex);
		const emailAddressSegment = pathSegment(this, email, 'Email', itemIndex);
		return async () => {
			const answer = await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.subscriptionUnsubscribeAll,
				segments: { emailAddress: emailAddressSegment },
				qs: { channel: 'EMAIL', businessUnitId, verbose: true },
				// Unsubscribing twice leaves the same state.
				idempotent: true,
				itemIndex,
			});
			return { emailAddress: email, statuses: (answer.results ?? []) as IDataObject[] };
		};
	});
}
