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
import { invalidInput, readText } from '../../../shared/execution/validation';
import { propertiesField, propertyPicker } from '../../../shared/crm/fields';
import { recordShaper } from '../../../shared/crm/records';
import {
	filterGroupsField,
	readFilterGroups,
	SEARCH_LIMITS,
} from '../../../shared/crm/searchFilters';
import { searchRecords, type SearchQuery } from '../../../shared/crm/searchRecords';
import { commaList } from '../../../shared/execution/commaList';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { itemReader } from '../../../shared/execution/itemParameters';

const show = { resource: ['record'], operation: ['search'] };

const properties: INodeProperties[] = [
	filterGroupsField,
	{
		displayName: 'Query',
		name: 'query',
		type: 'string',
		default: '',
		description: `Text to search for in the default searchable properties (up to ${SEARCH_LIMITS.queryLength} characters)`,
	},
	...returnAllAndLimit({}, SEARCH_LIMITS.pageSize),
	optionsCollection([
		propertiesField,
		{
			...propertyPicker('sortBy', 'Sort By Name or ID', 'getProperties'),
			description:
				'Property to sort by. Without a sort, Return All reads every match even beyond 10,000. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Sort Direction',
			name: 'sortDirection',
			type: 'options',
			options: [
				{ name: 'Ascending', value: 'ASCENDING' },
				{ name: 'Descending', value: 'DESCENDING' },
			],
			default: 'DESCENDING',
		},
	]),
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

/** The item's search, refused before sending when over the documented limits. */
function readSearch(ctx: IExecuteFunctions, itemIndex: number): SearchQuery {
	const read = itemReader(ctx);
	const search: SearchQuery = { filterGroups: readFilterGroups(ctx, itemIndex) };
	const query = readText(ctx, read('query', itemIndex, ''), 'Query', itemIndex);
	if (query.length > SEARCH_LIMITS.queryLength) {
		throw invalidInput(
			ctx,
			'Query',
			itemIndex,
			`must be at most ${SEARCH_LIMITS.queryLength} characters, got ${query.length}`,
		);
	}
	if (query !== '') search.query = query;
	const options = read('options', itemIndex, {}) as IDataObject;
	const properties = commaList(options.properties);
	if (properties.length) search.properties = properties;
	const sortBy = String(options.sortBy ?? '').trim();
	if (sortBy !== '') search.sorts = [options.sortDirection === 'ASCENDING' ? sortBy : `-${sortBy}`];
	return search;
}

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const shape = recordShaper(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, SEARCH_LIMITS.pageSize);
		const records = await searchRecords(
			this,
			objectType,
			readSearch(this, itemIndex),
			{ returnAll, limit },
			itemIndex,
		);
		return records.map((record) => shape(record, itemIndex));
	});
}
