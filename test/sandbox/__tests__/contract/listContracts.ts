import { PATH_FORMS } from '../../versions';
import type { ContractRequest, EndpointContract, Fixtures } from './endpointContracts';
import { under } from './requiredFields';

/** `PublicObjectList`: the fields HubSpot's lists description requires. */
const PUBLIC_OBJECT_LIST = [
	'listId',
	'listVersion',
	'name',
	'objectTypeId',
	'processingStatus',
	'processingType',
];

/** Search hits carry these five `additionalProperties` always. */
const SEARCHED_LIST = [
	...PUBLIC_OBJECT_LIST,
	...[
		'hs_list_size',
		'hs_last_record_added_at',
		'hs_last_record_removed_at',
		'hs_folder_name',
		'hs_list_reference_count',
	].map((name) => `additionalProperties.${name}`),
];

const MEMBERSHIPS_UPDATE = ['recordsIdsAdded', 'recordIdsRemoved', 'recordIdsMissing'];

const FILTER_BRANCH = {
	filterBranchType: 'OR',
	filterBranches: [
		{
			filterBranchType: 'AND',
			filterBranches: [],
			filters: [
				{
					filterType: 'PROPERTY',
					property: 'lifecyclestage',
					operation: {
						operationType: 'MULTISTRING',
						operator: 'IS_EQUAL_TO',
						values: ['customer'],
					},
				},
			],
		},
	],
	filters: [],
};

let names = 0;

/** A manual contacts list created on the way, and the contacts put in it. */
async function manualList(
	prefix: string,
	f: Fixtures,
	members = 0,
): Promise<{ listId: string; name: string; ids: string[] }> {
	const name = `Contract list ${++names}`;
	const created = await f.prepare({
		method: 'POST',
		path: prefix,
		credential: 'token',
		json: { name, objectTypeId: '0-1', processingType: 'MANUAL' },
	});
	const listId = String((created.list as { listId: string }).listId);
	const ids = members ? await f.recordIds('contacts', members) : [];
	if (ids.length)
		await f.prepare({
			method: 'PUT',
			path: `${prefix}/${listId}/memberships/add`,
			credential: 'token',
			json: ids,
		});
	return { listId, name, ids };
}

const request = (
	method: ContractRequest['method'],
	path: string,
	json?: unknown,
): ContractRequest => ({
	method,
	path,
	credential: 'token',
	...(json === undefined ? {} : { json }),
});

/** Lists v3 and its dated forms (`/crm/lists/{version}/…`). */
export const LIST_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'POST /crm/v3/lists (manual)',
		forms: PATH_FORMS.lists,
		request: async (prefix) =>
			request('POST', prefix, {
				name: `Manual ${++names}`,
				objectTypeId: '0-1',
				processingType: 'MANUAL',
			}),
		status: 200,
		required: under('list', PUBLIC_OBJECT_LIST),
	},
	{
		endpoint: 'POST /crm/v3/lists (dynamic, with filters)',
		forms: PATH_FORMS.lists,
		request: async (prefix) =>
			request('POST', prefix, {
				name: `Dynamic ${++names}`,
				objectTypeId: '0-1',
				processingType: 'DYNAMIC',
				filterBranch: FILTER_BRANCH,
			}),
		status: 200,
		required: [
			...under('list', PUBLIC_OBJECT_LIST),
			'list.filterBranch.filterBranchType',
			'list.filtersUpdatedAt',
		],
	},
	{
		endpoint: 'GET /crm/v3/lists/{listId}',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) =>
			request('GET', `${prefix}/${(await manualList(prefix, f)).listId}`),
		status: 200,
		required: under('list', PUBLIC_OBJECT_LIST),
	},
	{
		endpoint: 'GET /crm/v3/lists/object-type-id/{objectTypeId}/name/{listName} (other case)',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) =>
			request(
				'GET',
				`${prefix}/object-type-id/0-1/name/${encodeURIComponent((await manualList(prefix, f)).name.toUpperCase())}`,
			),
		status: 200,
		required: under('list', PUBLIC_OBJECT_LIST),
	},
	{
		endpoint: 'POST /crm/v3/lists/search',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) => {
			await manualList(prefix, f, 1);
			return request('POST', `${prefix}/search`, {
				query: 'contract',
				offset: 0,
				count: 10,
				listIds: [],
				processingTypes: [],
				additionalProperties: [],
			});
		},
		status: 200,
		required: ['offset', 'hasMore', 'total', ...under('lists[]', SEARCHED_LIST)],
	},
	{
		endpoint: 'DELETE /crm/v3/lists/{listId}',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) =>
			request('DELETE', `${prefix}/${(await manualList(prefix, f)).listId}`),
		status: 204,
		required: [],
	},
	{
		endpoint: 'PUT /crm/v3/lists/{listId}/memberships/add (unknown ids)',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) => {
			const { listId } = await manualList(prefix, f);
			return request('PUT', `${prefix}/${listId}/memberships/add`, [
				...(await f.recordIds('contacts', 2)),
				'999999999',
			]);
		},
		status: 200,
		required: [...MEMBERSHIPS_UPDATE, 'recordsIdsAdded[1]', 'recordIdsMissing[0]'],
	},
	{
		endpoint: 'PUT /crm/v3/lists/{listId}/memberships/remove',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) => {
			const { listId, ids } = await manualList(prefix, f, 2);
			return request('PUT', `${prefix}/${listId}/memberships/remove`, ids);
		},
		status: 200,
		required: [...MEMBERSHIPS_UPDATE, 'recordIdsRemoved[1]'],
	},
	{
		endpoint: 'GET /crm/v3/lists/{listId}/memberships',
		forms: PATH_FORMS.lists,
		request: async (prefix, _v, f) =>
			request('GET', `${prefix}/${(await manualList(prefix, f, 3)).listId}/memberships?limit=2`),
		status: 200,
		required: [...under('results[]', ['recordId', 'membershipTimestamp']), 'paging.next.after'],
	},
];
