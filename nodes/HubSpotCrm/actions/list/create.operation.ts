import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, jsonObject, requiredString } from '../../../shared/execution/validation';
import { listObjectTypeFields, listObjectTypeOf, type HubSpotList } from './lists';

const show = { resource: ['list'], operation: ['create'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: "The name of the list, unique among the account's lists",
	},
	...listObjectTypeFields,
	{
		displayName: 'Processing Type',
		name: 'processingType',
		type: 'options',
		options: [
			{
				name: 'Manual',
				value: 'MANUAL',
				description: 'Members are added and removed only by users and the API',
			},
			{
				name: 'Snapshot',
				value: 'SNAPSHOT',
				description:
					'Filters are applied once, at creation; afterwards members are managed by hand',
			},
			{
				name: 'Dynamic',
				value: 'DYNAMIC',
				description: 'HubSpot keeps the members matching the filters',
			},
		],
		default: 'MANUAL',
	},
	{
		displayName: 'Filter Branch (JSON)',
		name: 'filterBranch',
		type: 'json',
		default: '{\n  "filterBranchType": "OR",\n  "filterBranches": [],\n  "filters": []\n}',
		required: true,
		description: "HubSpot's filter tree: an OR branch whose AND branches hold the filters",
		displayOptions: { show: { processingType: ['SNAPSHOT', 'DYNAMIC'] } },
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Creates one list per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const processingType = requiredString(this, 'processingType', 'Processing Type', itemIndex);
		const body: IDataObject = {
			name: requiredString(this, 'name', 'Name', itemIndex),
			objectTypeId: listObjectTypeOf(this, itemIndex),
			processingType,
		};
		if (processingType !== 'MANUAL') {
			const filterBranch = jsonObject(this, 'filterBranch', 'Filter Branch (JSON)', itemIndex);
			if (typeof filterBranch.filterBranchType !== 'string') {
				throw invalidInput(
					this,
					'Filter Branch (JSON)',
					itemIndex,
					'must be a filter branch with a "filterBranchType" (the root is an OR branch)',
				);
			}
			body.filterBranch = filterBranch;
		}
		return async () => {
			const answer = await hubSpotApi<{ list: HubSpotList }>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.lists,
				body,
				itemIndex,
			});
			return answer.list;
		};
	});
}
