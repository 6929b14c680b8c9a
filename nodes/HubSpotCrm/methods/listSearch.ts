import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';
import type { HubSpotList } from '../actions/list/lists';

/** Lists per page of the picker. */
const PAGE_SIZE = 100;

/** The account's lists whose names contain the filter, a page at a time. */
export async function searchLists(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const query = (filter ?? '').trim();
	const page = await hubSpotApi<{ lists: HubSpotList[]; offset: number; hasMore: boolean }>(this, {
		method: 'POST',
		endpoint: ENDPOINTS.listSearch,
		body: {
			offset: Number(paginationToken ?? 0),
			count: PAGE_SIZE,
			listIds: [],
			processingTypes: [],
			additionalProperties: [],
			...(query ? { query } : {}),
		},
		idempotent: true,
	});
	return {
		results: page.lists.map((list) => ({
			name: `${list.name} (${list.processingType.toLowerCase()}, #${list.listId})`,
			value: String(list.listId),
		})),
		paginationToken: page.hasMore ? String(page.offset) : undefined,
	};
}
