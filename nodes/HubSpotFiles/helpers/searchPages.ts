import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { Endpoint } from '../../shared/transport/endpoints';
import { readReturnAllAndLimit } from '../../shared/execution/descriptions';
import { collectPages, nextCursor } from '../../shared/transport/pagination';
import { hubSpotApi } from '../../shared/transport/transport';

/** The largest page HubSpot's file and folder searches serve. */
export const SEARCH_PAGE_MAX = 100;

/** The largest Limit a search takes (Return All reads every page). */
export const SEARCH_LIMIT_MAX = 10_000;

/** The records a file or folder search finds with these filters, up to the item's Limit or all (Return All). */
export async function searchFileManager(
	ctx: IExecuteFunctions,
	endpoint: Endpoint,
	filters: IDataObject,
	itemIndex: number,
): Promise<IDataObject[]> {
	const paging = readReturnAllAndLimit(ctx, itemIndex, SEARCH_LIMIT_MAX);
	return await collectPages(
		async (after, limit) => {
			const page = await hubSpotApi<{
				results: IDataObject[];
				paging?: { next?: { after?: string } };
			}>(ctx, {
				method: 'GET',
				endpoint,
				qs: { ...filters, limit, ...(after ? { after } : {}) },
				itemIndex,
			});
			return { results: page.results, next: nextCursor(page) };
		},
		{ ...paging, maxPageSize: SEARCH_PAGE_MAX },
	);
}
