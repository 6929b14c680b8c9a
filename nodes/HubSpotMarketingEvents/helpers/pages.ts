import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS, type Endpoint } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { collectPages, nextCursor } from '../../shared/transport/pagination';
import type { PathSegments } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';

/** HubSpot's largest page of events and of participations. */
export const MAX_PAGE = 100;

/** A list endpoint of marketing events read page by page (`limit`, `after`), up to `limit` unless Return All. */
export async function readPages(
	ctx: HubSpotContext,
	request: { endpoint: Endpoint; segments?: PathSegments; qs?: IDataObject; itemIndex?: number },
	paging: { returnAll: boolean; limit: number },
): Promise<IDataObject[]> {
	return await collectPages<IDataObject>(
		async (after, limit) => {
			const body = await hubSpotApi<{
				results: IDataObject[];
				paging?: { next?: { after?: string } };
			}>(ctx, {
				method: 'GET',
				endpoint: request.endpoint,
				segments: request.segments,
				qs: { ...request.qs, limit, ...(after ? { after } : {}) },
				itemIndex: request.itemIndex,
			});
			return { results: body.results, next: nextCursor(body) };
		},
		{ ...paging, maxPageSize: MAX_PAGE },
	);
}

/** The account's marketing events, every app's, with their participant counts. */
export async function listEvents(
	ctx: HubSpotContext,
	paging: { returnAll: boolean; limit: number },
	itemIndex?: number,
): Promise<IDataObject[]> {
	return await readPages(ctx, { endpoint: ENDPOINTS.marketingEvents, itemIndex }, paging);
}
