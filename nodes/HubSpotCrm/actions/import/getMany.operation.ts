import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { collectPages, nextCursor } from '../../../shared/transport/pagination';
import { hubSpotApi } from '../../../shared/transport/transport';
import type { CrmImport } from '../../helpers/imports';

const MAX_LIMIT = 10_000;

const show = { resource: ['import'], operation: ['getMany'] };

export const description = updateDisplayOptions({ show }, returnAllAndLimit({}, MAX_LIMIT));

/** The account's imports, newest first. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		return await collectPages<CrmImport>(
			async (after, pageSize) => {
				const body = await hubSpotApi<{
					results: CrmImport[];
					paging?: { next?: { after?: string } };
				}>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.crmImports,
					qs: { limit: pageSize, ...(after ? { after } : {}) },
					itemIndex,
				});
				return { results: body.results, next: nextCursor(body) };
			},
			{ ...paging, maxPageSize: 100 },
		);
	});
}
