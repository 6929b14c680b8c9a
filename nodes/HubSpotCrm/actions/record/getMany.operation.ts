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
import { recordsInBulkMode } from './bulkExport';
import { bulkModeFields, readBulkMode } from './bulkMode';

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
		const records = await recordsInBulkMode(
			this,
			bulk,
			{ objectType, options, returnAll, limit },
			pages,
			itemIndex,
		);
		return records.map((record) => shape(record, itemIndex));
	});
}
