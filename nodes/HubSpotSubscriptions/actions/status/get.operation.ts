import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import { businessUnitOf, businessUnitOption, emailField, emailOf } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['get'] } },
	[emailField, optionsCollection([businessUnitOption])],
);

/**
 * Each item's address with its status for every subscription type of the brand, as HubSpot answers
 * them in the credential's API version: v3 `{id, name, status: SUBSCRIBED|NOT_SUBSCRIBED,
 * sourceOfStatus, …}` (filtered here to the brand, as v4 filters), v4 and the date versions
 * `{subscriptionId, status: SUBSCRIBED|UNSUBSCRIBED|NOT_SPECIFIED, source, …}`.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const endpoint = ENDPOINTS.subscriptionStatuses;
	const v3 = (await apiVersionFor(this, endpoint)) === 'legacy';
	return await forEachItem(this, items, async (itemIndex) => {
		const email = emailOf(this, itemIndex);
		const businessUnitId = businessUnitOf(this, itemIndex);
		const answer = await hubSpotApi(this, {
			method: 'GET',
			endpoint,
			segments: { emailAddress: pathSegment(this, email, 'Email', itemIndex) },
			...(v3 ? {} : { qs: { channel: 'EMAIL', businessUnitId } }),
			itemIndex,
		});
		const statuses = v3
			? ((answer.subscriptionStatuses ?? []) as IDataObject[]).filter(
					(status) => Number(status.brandId ?? 0) === businessUnitId,
				)
			: ((answer.results ?? []) as IDataObject[]);
		return { emailAddress: email, statuses };
	});
}
