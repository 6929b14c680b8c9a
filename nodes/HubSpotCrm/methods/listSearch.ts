import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';
import type { HubSpotList } from '../actions/list/lists';
import { searchRecordsOf } from '../../shared/crm/recordLocator';

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

/** Records of the chosen Object Type, by the type's display properties (a contact's e-mail or name, a company's name or domain, …). */
export async function searchRecords(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchRecordsOf(this, 'objectType', filter, paginationToken);
}

/** Records of the association's From Object Type. */
export async function searchFromObjectTypeRecords(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchRecordsOf(this, 'fromObjectType', filter, paginationToken);
}

/** Records of the association's To Object Type. */
export async function searchToObjectTypeRecords(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchRecordsOf(this, 'toObjectType', filter, paginationToken);
}
