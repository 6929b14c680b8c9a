import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { apiVersionFor, hubSpotApi } from '../../shared/transport/transport';

/**
 * The account's subscription types of one business unit (brand; 0 is the account's default). v4 and
 * the date versions filter by `businessUnitId`; v3 answers every brand's, so they are filtered here
 * and each mode lists the same types.
 */
export async function listSubscriptionTypes(
	ctx: HubSpotContext,
	businessUnitId: number,
	itemIndex?: number,
): Promise<IDataObject[]> {
	const endpoint = ENDPOINTS.subscriptionDefinitions;
	if ((await apiVersionFor(ctx, endpoint)) === 'legacy') {
		const answer = await hubSpotApi(ctx, { method: 'GET', endpoint, itemIndex });
		const all = (answer.subscriptionDefinitions ?? []) as IDataObject[];
		return all.filter((type) => Number(type.businessUnitId ?? 0) === businessUnitId);
	}
	const answer = await hubSpotApi(ctx, {
		method: 'GET',
		endpoint,
		qs: { businessUnitId },
		itemIndex,
	});
	return (answer.results ?? []) as IDataObject[];
}
