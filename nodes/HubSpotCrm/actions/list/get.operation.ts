import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { requiredString } from '../../../shared/execution/validation';
import {
	listIdOf,
	listLocator,
	listObjectTypeFields,
	listObjectTypeOf,
	type HubSpotList,
} from './lists';
import { itemReader } from '../../../shared/execution/itemParameters';

const show = { resource: ['list'], operation: ['get'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Find By',
		name: 'findBy',
		type: 'options',
		options: [
			{ name: 'ID', value: 'id' },
			{ name: 'Name', value: 'name' },
		],
		default: 'id',
	},
	{ ...listLocator, displayOptions: { show: { findBy: ['id'] } } },
	...listObjectTypeFields.map((field) => ({
		...field,
		displayOptions: { show: { ...field.displayOptions?.show, findBy: ['name'] } },
	})),
	{
		displayName: 'List Name',
		name: 'listName',
		type: 'string',
		default: '',
		required: true,
		description: 'The name of the list (compared without case)',
		displayOptions: { show: { findBy: ['name'] } },
	},
	{
		displayName: 'Include Filters',
		name: 'includeFilters',
		type: 'boolean',
		default: false,
		description: 'Whether to return the filter branch of snapshot and dynamic lists',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Reads one list per item, by ID or by object type and name. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const qs = { includeFilters: read('includeFilters', itemIndex, false) === true };
		const byName = read('findBy', itemIndex) === 'name';
		const answer = byName
			? await hubSpotApi<{ list: HubSpotList }>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.listByName,
					segments: {
						objectTypeId: listObjectTypeOf(this, itemIndex),
						listName: pathSegment(
							this,
							requiredString(this, 'listName', 'List Name', itemIndex),
							'List Name',
							itemIndex,
						),
					},
					qs,
					itemIndex,
				})
			: await hubSpotApi<{ list: HubSpotList }>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.list,
					segments: { listId: listIdOf(this, itemIndex) },
					qs,
					itemIndex,
				});
		return answer.list;
	});
}
