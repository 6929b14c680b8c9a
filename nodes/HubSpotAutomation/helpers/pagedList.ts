import type { IDataObject } from 'n8n-workflow';
import type { Endpoint } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { collectPages, nextCursor } from '../../shared/transport/pagination';
import { hubSpotApi } from '../../shared/transport/transport';

/** A list endpoint read page by page (`limit`, `after`), up to `limit` records unless Return All. */
export async function pagedList<T = IDataObject>(
	ctx: HubSpotContext,
	endpoint: Endpoint,
	{
		qs = {},
		maxPageSize,
		itemIndex,
	}: { qs?: IDataObject; maxPageSize: number; itemIndex?: number },
	paging: { returnAll: boolean; limit: number },
): Promise<T[]> {
	return await collectPages<T>(
		async (after, limit) => {
			const body = await hubSpotApi<{ results: T[]; paging?: { next?: { after?: string } } }>(ctx, {
				method: 'GET',
				endpoint,
				qs: { ...qs, limit, ...(after ? { after } : {}) },
				itemIndex,
			});
			return { results: body.results, next: nextCursor(body) };
		},
		{ ...paging, maxPageSize },
	);
}
