import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pagedList } from '../../../shared/transport/pagedList';
import { tableLocator, tableOf } from '../../helpers/hubDbTables';

/** Rows Return All reads at most; HubDB serves up to 1,000 rows a page. */
const MAX_ROWS = 100_000;
const PAGE_SIZE = 1000;
const COLUMN_NAME = /^[a-z][a-z0-9_]*$/;

const OPERATORS = [
	{ name: 'Contains', value: 'contains' },
	{ name: 'Equals', value: 'eq' },
	{ name: 'Greater Than', value: 'gt' },
	{ name: 'Greater Than or Equal', value: 'gte' },
	{ name: 'Less Than', value: 'lt' },
	{ name: 'Less Than or Equal', value: 'lte' },
	{ name: 'Not Equal', value: 'ne' },
];

export const description = updateDisplayOptions(
	{ show: { resource: ['hubDbRow'], operation: ['getMany'] } },
	[
		tableLocator,
		{
			displayName: 'Version',
			name: 'version',
			type: 'options',
			options: [
				{
					name: 'Live',
					value: 'live',
					description: 'The published rows (the table must be published)',
				},
				{ name: 'Draft', value: 'draft', description: 'The rows as written, published or not' },
			],
			default: 'live',
		},
		...returnAllAndLimit({}, MAX_ROWS),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Filter',
					name: 'filter',
					values: [
						{
							displayName: 'Column',
							name: 'column',
							type: 'string',
							default: '',
							description: 'Name of the column',
						},
						{
							displayName: 'Operator',
							name: 'operator',
							type: 'options',
							options: OPERATORS,
							default: 'eq',
						},
						{ displayName: 'Value', name: 'value', type: 'string', default: '' },
					],
				},
			],
		},
		{
			displayName: 'Sort By Column',
			name: 'sort',
			type: 'string',
			default: '',
			placeholder: 'e.g. -seats',
			description: 'A column name to sort by; a leading - sorts descending',
		},
	],
);

/** GET /tables/{t}/rows (live) or /rows/draft: rows filtered by column values, page by page. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const table = tableOf(this, itemIndex);
		const draft = read('version', itemIndex, 'live') === 'draft';
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_ROWS);
		const qs: IDataObject = {};
		const filters = (read('filters', itemIndex, {}) as { filter?: IDataObject[] }).filter ?? [];
		filters.forEach((filter, i) => {
			const column = readText(this, filter.column, `Filters ${i + 1}: Column`, itemIndex).trim();
			if (!COLUMN_NAME.test(column))
				throw invalidInput(
					this,
					`Filters ${i + 1}: Column`,
					itemIndex,
					`must be a column name, got "${column}"`,
				);
			qs[`${column}__${String(filter.operator ?? 'eq')}`] = readText(
				this,
				filter.value,
				`Filters ${i + 1}: Value`,
				itemIndex,
			);
		});
		const sort = readText(this, read('sort', itemIndex, ''), 'Sort By Column', itemIndex).trim();
		if (sort !== '') {
			if (!COLUMN_NAME.test(sort.replace(/^-/, '')))
				throw invalidInput(
					this,
					'Sort By Column',
					itemIndex,
					`must be a column name, got "${sort}"`,
				);
			qs.sort = sort;
		}
		const rows = await pagedList(
			this,
			draft ? ENDPOINTS.hubDbRowsDraft : ENDPOINTS.hubDbRows,
			{ qs, segments: { tableIdOrName: table }, maxPageSize: PAGE_SIZE, itemIndex },
			paging,
		);
		return rows.map((row) => ({ ...row, version: draft ? 'draft' : 'live' }));
	});
}
