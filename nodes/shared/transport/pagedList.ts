import type { IDataObject } from 'n8n-workflow';
import type { Endpoint } from './endpoints';
import type { HubSpotContext } from './nodeContext';
import { collectPages, nextCursor } from './pagination';
import type { PathSegments } from './paths';
import { hubSpotApi } from './transport';

/** A list endpoint read page by page (`limit`, `after`), up to `limit` records unless Return All. */
export async function pagedList<T = IDataObject>(
	ctx: HubSpotContext,
	endpoint: Endpoint,
	{
		qs = {},
		segments,
		maxPageSize,
		itemIndex,
	}: { qs?: IDataObject; segments?: PathSegments; maxPageSize: number; itemIndex?: number },
	paging: { returnAll: boolean; limit: number },
): Promise<T[]> {
	return await collectPages<T>(
		async (after, limit) => {
			const body = await hubSpotApi<{ results: T[]; paging?: { next?: { after?: string } } }>(ctx, {
				method: 'GET',
				endpoint,
				segments,
				qs: { ...qs, limit, ...(after ? { after } : {}) },
				itemIndex,
			});
			return { results: body.results, next: nextCursor(body) };
		},
		{ ...paging, maxPageSize },
	);
}

/** A list endpoint's reader: its query, Return All or a limit, pages of at most `maxPageSize`. */
export const pagedLister =
	(endpoint: Endpoint, maxPageSize: number) =>
	async (
		ctx: HubSpotContext,
		qs: IDataObject,
		paging: { returnAll: boolean; limit: number },
		itemIndex?: number,
	): Promise<IDataObject[]> =>
		await pagedList(ctx, endpoint, { qs, maxPageSize, itemIndex }, paging);
