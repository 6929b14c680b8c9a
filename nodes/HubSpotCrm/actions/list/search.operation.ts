import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { collectPages } from '../../../shared/transport/pagination';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readText } from '../../../shared/execution/validation';
import type { HubSpotList } from './lists';
import { itemReader } from '../../../shared/execution/itemParameters';

/** Largest search page. */
const PAGE_SIZE = 500;
const MAX_LIMIT = 1_000_000;

const show = { resource: ['list'], operation: ['search'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Query',
		name: 'query',
		type: 'string',
		default: '',
		description: 'Text the list names contain; empty finds every list',
	},
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Processing Types',
		name: 'processingTypes',
		type: 'multiOptions',
		options: [
			{ name: 'Dynamic', value: 'DYNAMIC' },
			{ name: 'Manual', value: 'MANUAL' },
			{ name: 'Snapshot', value: 'SNAPSHOT' },
		],
		default: [],
		description: 'Only lists of these types; none chosen finds every type',
	},
];

export const description = updateDisplayOptions({ show }, properties);

interface SearchPage {
	lists: HubSpotList[];
	offset: number;
	hasMore: boolean;
}

/** Finds lists by name, paging by offset. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const query = readText(this, read('query', itemIndex, ''), 'Query', itemIndex).trim();
		const processingTypes = read('processingTypes', itemIndex, []) as string[];
		const lists = await collectPages<HubSpotList>(
			async (offset, count) => {
				// The date versions require listIds and processingTypes: empty lists mean "all".
				const body: IDataObject = {
					offset: Number(offset ?? 0),
					count,
					listIds: [],
					processingTypes,
					additionalProperties: [],
					...(query ? { query } : {}),
				};
				const page = await hubSpotApi<SearchPage>(this, {
					method: 'POST',
					endpoint: ENDPOINTS.listSearch,
					body,
					idempotent: true,
					itemIndex,
				});
				return {
					results: page.lists,
					next: page.hasMore && page.lists.length > 0 ? String(page.offset) : undefined,
				};
			},
			{ returnAll, limit, maxPageSize: PAGE_SIZE },
		);
		return lists;
	});
}
