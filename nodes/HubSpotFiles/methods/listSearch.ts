import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { nextCursor } from '../../shared/transport/pagination';
import { hubSpotApi } from '../../shared/transport/transport';

/** Folders per page of the picker. */
const PAGE_SIZE = 100;

/** The account's folders whose names match the filter, by path, a page at a time. */
export async function searchFolders(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const name = (filter ?? '').trim();
	const page = await hubSpotApi<{
		results: Array<{ id: string; name?: string; path?: string }>;
		paging?: { next?: { after?: string } };
	}>(this, {
		method: 'GET',
		endpoint: ENDPOINTS.folderSearch,
		qs: {
			limit: PAGE_SIZE,
			...(name ? { name } : {}),
			...(paginationToken ? { after: paginationToken } : {}),
		} as IDataObject,
	});
	return {
		results: page.results.map((folder) => ({
			name: `${folder.path ?? folder.name ?? folder.id} (#${folder.id})`,
			value: String(folder.id),
		})),
		paginationToken: nextCursor(page),
	};
}
