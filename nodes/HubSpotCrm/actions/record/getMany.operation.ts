import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	returnAllAndLimit,
	simplify,
	readReturnAllAndLimit,
	optionsCollection,
} from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { collectPages, nextCursor } from '../../../shared/transport/pagination';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	archivedField,
	associationsOption,
	propertiesField,
	propertiesWithHistoryField,
} from '../../../shared/crm/fields';
import { recordShaper, type CrmRecord, recordEndpoints } from '../../../shared/crm/records';
import { commaList } from '../../../shared/execution/commaList';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput } from '../../../shared/execution/validation';
import { exportRecords } from './bulkExport';
import { bulkModeFields, goesBulk, readBulkMode } from './bulkMode';

/** Largest list page; requests asking for property history are served at most 50 records. */
const PAGE_SIZE = 100;
const PAGE_SIZE_WITH_HISTORY = 50;
const MAX_LIMIT = 1_000_000;

const show = { resource: ['record'], operation: ['getMany'] };

const properties: INodeProperties[] = [
	...returnAllAndLimit({}, MAX_LIMIT),
	optionsCollection([
		archivedField,
		associationsOption,
		propertiesField,
		propertiesWithHistoryField,
	]),
	simplify({}),
	...bulkModeFields('read'),
];

export const description = updateDisplayOptions({ show }, properties);

interface ListPage {
	results?: CrmRecord[];
	paging?: { next?: { after?: string } };
}

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	const shape = recordShaper(this);
	const bulk = readBulkMode(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const options = read('options', itemIndex, {}) as IDataObject;
		const withHistory = commaList(options.propertiesWithHistory);
		const qs: IDataObject = { archived: options.archived === true };
		for (const name of ['properties', 'propertiesWithHistory', 'associations']) {
			const list = commaList(options[name]);
			if (list.length) qs[name] = list.join(',');
		}
		/**
		 * Bulk Mode: Always reads through an export; Auto when the Limit is above the threshold, or with
		 * Return All when the pages read up to the threshold show more records. An export writes
		 * current property values only: with Archived, history or associations the pages are read.
		 */
		const readRecords = async (
			pages: (returnAll: boolean, limit: number) => Promise<CrmRecord[]>,
			returnAll: boolean,
			limit: number,
			itemIndex: number,
		): Promise<CrmRecord[]> => {
			const unexportable = ['archived', 'propertiesWithHistory', 'associations'].find((name) =>
				name === 'archived' ? options.archived === true : commaList(options[name]).length > 0,
			);
			if (bulk.mode === 'always' && unexportable)
				throw invalidInput(
					this,
					'Bulk Mode',
					itemIndex,
					`an export reads current values only: choose Never or Auto with the option "${unexportable}"`,
				);
			if (bulk.mode === 'never' || unexportable) return await pages(returnAll, limit);
			let first: CrmRecord[] = [];
			if (bulk.mode === 'auto') {
				if (!returnAll && !goesBulk(bulk, limit)) return await pages(false, limit);
				if (returnAll) {
					first = await pages(false, bulk.threshold + 1);
					if (first.length <= bulk.threshold) return first;
				}
			}
			const chosen = commaList(options.properties);
			// Without chosen properties a list page gives the type's defaults: a record read names them.
			const sample = chosen.length || first.length ? first : await pages(false, 1);
			const names = chosen.length ? chosen : Object.keys(sample[0]?.properties ?? {});
			if (names.length === 0) return [];
			return await exportRecords(
				this,
				objectType,
				names.filter((name) => name !== 'hs_object_id'),
				returnAll ? Infinity : limit,
				itemIndex,
			);
		};
		const pages = async (pagesReturnAll: boolean, pagesLimit: number) =>
			await collectPages<CrmRecord>(
				async (after, pageSize) => {
					const page = await hubSpotApi<ListPage>(this, {
						method: 'GET',
						endpoint: recordEndpoints(objectType).list,
						segments: { objectType },
						qs: { ...qs, limit: pageSize, ...(after ? { after } : {}) },
						itemIndex,
					});
					return { results: page.results ?? [], next: nextCursor(page) };
				},
				{
					returnAll: pagesReturnAll,
					limit: pagesLimit,
					maxPageSize: withHistory.length ? PAGE_SIZE_WITH_HISTORY : PAGE_SIZE,
				},
			);
		const records = await readRecords(pages, returnAll, limit, itemIndex);
		return records.map((record) => shape(record, itemIndex));
	});
}
