import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachCheckedWrite, forEachItem } from '../../../shared/execution/items';
import type { OperationModule } from '../../../shared/execution/router';
import { invalidInput } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pagedList } from '../../../shared/transport/pagedList';
import { hubSpotApi } from '../../../shared/transport/transport';
import { redirectBody, redirectFields, redirectIdField, redirectIdOf } from './redirectFields';

const MAX_REDIRECTS = 10_000;

const shown = (operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: ['urlRedirect'], operation: [operation] } }, properties);

/** POST /cms/url-redirects/v3: a new redirect (301 unless another style is given). */
export const create: OperationModule = {
	description: shown('create', redirectFields(true)),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const body = redirectBody(this, itemIndex, true);
			return async () =>
				await hubSpotApi(this, {
					method: 'POST',
					endpoint: ENDPOINTS.urlRedirects,
					body,
					itemIndex,
				});
		});
	},
};

/** GET /cms/url-redirects/v3: the account's redirects, page by page. */
export const getMany: OperationModule = {
	description: shown('getMany', returnAllAndLimit({}, MAX_REDIRECTS)),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachItem(
			this,
			items,
			async (itemIndex) =>
				await pagedList<IDataObject>(
					this,
					ENDPOINTS.urlRedirects,
					{ maxPageSize: 100, itemIndex },
					readReturnAllAndLimit(this, itemIndex, MAX_REDIRECTS),
				),
		);
	},
};

/**
 * PATCH /cms/v3/url-redirects/{id}: HubSpot's spec requires the whole redirect, so the current one is
 * read and the fields given are merged into it.
 */
export const update: OperationModule = {
	description: shown('update', [redirectIdField, ...redirectFields(false)]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const segments = { urlRedirectId: redirectIdOf(this, itemIndex) };
			const changes = redirectBody(this, itemIndex, false);
			if (Object.keys(changes).length === 0)
				throw invalidInput(this, 'Update Fields', itemIndex, 'give at least one field to change');
			return async () => {
				const current = await hubSpotApi(this, {
					method: 'GET',
					endpoint: ENDPOINTS.urlRedirect,
					segments,
					itemIndex,
				});
				return await hubSpotApi(this, {
					method: 'PATCH',
					endpoint: ENDPOINTS.urlRedirect,
					segments,
					body: { ...current, ...changes },
					itemIndex,
				});
			};
		});
	},
};

/** DELETE /cms/v3/url-redirects/{id} (204). */
export const deleteRedirect: OperationModule = {
	description: shown('delete', [redirectIdField]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const urlRedirectId = redirectIdOf(this, itemIndex);
			return async () => {
				await hubSpotApi(this, {
					method: 'DELETE',
					endpoint: ENDPOINTS.urlRedirect,
					segments: { urlRedirectId },
					itemIndex,
				});
				return { id: urlRedirectId, deleted: true };
			};
		});
	},
};
