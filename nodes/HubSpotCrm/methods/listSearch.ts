import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';
import type { HubSpotList } from '../actions/list/lists';
import { searchRecordsOf, searchRecordsOfType } from '../../shared/crm/recordLocator';
import { pathSegment } from '../../shared/transport/paths';

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

/**
 * Records of the chosen list's object type (List → Add/Remove Members): the list is read for its
 * object type ID, which HubSpot's record search takes in place of a type name. No list chosen yet:
 * nothing to search.
 */
export async function searchListIdRecords(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const listId = String(
		this.getCurrentNodeParameter('listId', { extractValue: true }) ?? '',
	).trim();
	if (!/^\d+$/.test(listId)) return { results: [] };
	const { list } = await hubSpotApi<{ list: HubSpotList }>(this, {
		method: 'GET',
		endpoint: ENDPOINTS.list,
		segments: { listId: pathSegment(this, listId, 'List') },
	});
	const objectType = pathSegment(this, list.objectTypeId, 'List');
	return await searchRecordsOfType(this, objectType, filter, paginationToken);
}
