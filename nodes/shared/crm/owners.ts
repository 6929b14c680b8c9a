import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../transport/endpoints';
import { collectPages, nextCursor, type PagingOptions } from '../transport/pagination';
import type { HubSpotContext } from '../transport/nodeContext';
import { hubSpotApi } from '../transport/transport';

/** Largest page of the owners list. */
export const OWNERS_PAGE_SIZE = 500;

/** The account's owners, page by page: active ones, or archived ones; only the one with an e-mail address when given. */
export async function listOwners(
	ctx: HubSpotContext,
	filter: { email?: string; archived?: boolean },
	paging: Omit<PagingOptions, 'maxPageSize'>,
	itemIndex?: number,
): Promise<IDataObject[]> {
	const qs: IDataObject = {
		archived: filter.archived === true,
		...(filter.email ? { email: filter.email } : {}),
	};
	return await collectPages<IDataObject>(
		async (after, limit) => {
			const page = await hubSpotApi<{
				results: IDataObject[];
				paging?: { next?: { after?: string } };
			}>(ctx, {
				method: 'GET',
				endpoint: ENDPOINTS.owners,
				qs: { ...qs, limit, ...(after ? { after } : {}) },
				itemIndex,
			});
			return { results: page.results, next: nextCursor(page) };
		},
		{ ...paging, maxPageSize: OWNERS_PAGE_SIZE },
	);
}
