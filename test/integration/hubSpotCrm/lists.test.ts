/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { searchListIdRecords, searchLists } from '../../../nodes/HubSpotCrm/methods/listSearch';
import { getListObjectTypes } from '../../../nodes/HubSpotCrm/methods/loadOptions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

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

const byId = (listId: string) => ({ __rl: true, mode: 'id', value: listId });

describe('HubSpot CRM: List resource', () => {
	const state = useCrmSandbox();
	const runList = async (
		parameters: INodeParameters,
		input: IDataObject[] = [{}],
		continueOnFail = false,
	) => await state.sb.run({ resource: 'list', ...parameters }, input, { continueOnFail });
	const createList = async (name: string, extra: INodeParameters = {}) => {
		const result = await runList({ operation: 'create', name, ...extra });
		expect(result.error).toBeUndefined();
		return jsonOf(result)[0] as IDataObject & { listId: string };
	};

	it("offers the account's custom objects as list object types, by type ID, as the other CRM operations do", async () => {
		const options = await getListObjectTypes.call(
			state.sb.editing({ resource: 'list', operation: 'create' }, 'listObjectType'),
		);
		expect(options.slice(-2).map((o) => [o.name, o.value])).toEqual([
			['Cars', '2-3453001'],
			['Custom Object (By ID)', 'custom'],
		]);
		expect(options.find((o) => o.value === '0-1')?.name).toBe('Contact');
		const cars = await createList('Red cars', { listObjectType: '2-3453001' });
		expect(cars.objectTypeId).toBe('2-3453001');
	});

	it('creates, gets by ID and by name, finds, and deletes a list', async () => {
		const created = await createList('Lifecycle VIPs');
		expect(created).toEqual(
			expect.objectContaining({
				name: 'Lifecycle VIPs',
				objectTypeId: '0-1',
				processingType: 'MANUAL',
				listId: expect.any(String),
			}),
		);
		const dynamic = await createList('Customers', {
			listObjectType: '0-2',
			processingType: 'DYNAMIC',
			filterBranch: JSON.stringify(FILTER_BRANCH),
		});
		expect([dynamic.objectTypeId, dynamic.processingType, dynamic.filterBranch]).toEqual([
			'0-2',
			'DYNAMIC',
			FILTER_BRANCH,
		]);

		const got = await runList({ operation: 'get', listId: byId(created.listId) });
		expect(jsonOf(got).map((l) => l.name)).toEqual(['Lifecycle VIPs']);
		const named = await runList({
			operation: 'get',
			findBy: 'name',
			listObjectType: '0-2',
			listName: 'customers',
			includeFilters: true,
		});
		expect(jsonOf(named).map((l) => [l.listId, l.filterBranch])).toEqual([
			[dynamic.listId, FILTER_BRANCH],
		]);

		const found = await runList({ operation: 'search', query: 'vip', returnAll: true });
		expect(jsonOf(found).map((l) => l.listId)).toEqual([created.listId]);
		const dynamicOnly = await runList({
			operation: 'search',
			returnAll: true,
			processingTypes: ['DYNAMIC'],
		});
		expect(jsonOf(dynamicOnly).map((l) => l.listId)).toEqual([dynamic.listId]);

		const deleted = await runList({ operation: 'delete', listId: byId(created.listId) });
		expect(jsonOf(deleted)).toEqual([{ listId: created.listId, deleted: true }]);
		const gone = await runList({ operation: 'get', listId: byId(created.listId) });
		expect(gone.error?.message).toMatch(/does not exist/);
		expect((gone.error as unknown as { httpCode?: string }).httpCode).toBe('404');
	});

	it('searches page by page, up to the limit', async () => {
		for (let n = 0; n < 7; n++)
			await state.sb.call('POST', '/crm/v3/lists', {
				name: `Paged ${n}`,
				objectTypeId: '0-1',
				processingType: 'MANUAL',
			});
		await state.sb.clearRequests();
		const limited = await runList({
			operation: 'search',
			query: 'paged',
			returnAll: false,
			limit: 5,
		});
		expect(jsonOf(limited).map((l) => l.name)).toEqual([
			'Paged 0',
			'Paged 1',
			'Paged 2',
			'Paged 3',
			'Paged 4',
		]);
		const [request] = await state.sb.requests();
		expect([request.path, (request.body as IDataObject).count]).toEqual([
			pathIn(ENDPOINTS.listSearch),
			5,
		]);
	});

	it('offers the lists in the picker, filtered by name', async () => {
		const vip = await createList('VIP customers');
		const other = await createList('Newsletter');
		const context = state.sb.editing(
			{ authentication: 'appToken', resource: 'list', operation: 'getMembers' },
			'listId',
			{ typeVersion: 1 },
		);
		expect((await searchLists.call(context)).results.map((r) => r.value)).toEqual([
			vip.listId,
			other.listId,
		]);
		expect(await searchLists.call(context, 'vip')).toEqual({
			results: [{ name: `VIP customers (manual, #${vip.listId})`, value: vip.listId }],
			paginationToken: undefined,
		});
	});

	it("picks a member from the list's own object type (version 3's record picker), and adds the picked record", async () => {
		const list = await createList('Partner companies', { listObjectType: '0-2' });
		const [acme] = await state.sb.seed('companies', 1, { name: 'Quillfeather Partners' });
		await state.sb.seed('contacts', 1, { firstname: 'Quillfeather', lastname: 'Person' });
		const picker = (listId: INodeParameters[string]) =>
			state.sb.editing(
				{ authentication: 'appToken', resource: 'list', operation: 'addMembers', listId },
				'recordId',
				{ typeVersion: 3 },
			);
		const found = await searchListIdRecords.call(picker(byId(list.listId)), 'Quillfeather');
		// The company, not the contact of the same name: the search is of the list's type.
		expect(found.results.map((r) => r.value)).toEqual([acme]);
		expect(found.results[0].name).toMatch(/^Quillfeather Partners .*\(#\d+\)$/);
		expect(await searchListIdRecords.call(picker({ __rl: true, mode: 'list', value: '' }))).toEqual(
			{
				results: [],
			},
		);
		const added = await runList({
			operation: 'addMembers',
			listId: byId(list.listId),
			recordId: { __rl: true, mode: 'list', value: acme },
		});
		expect(jsonOf(added)).toEqual([{ listId: list.listId, recordId: acme, result: 'added' }]);
	});

	it('adds 2,500 records in one request: each item says added, already a member or not found', async () => {
		const list = await createList('Big list');
		const ids = await state.sb.seed('contacts', 2_490);
		const already = [ids[3], ids[1000], ids[2489]];
		await state.sb.call('PUT', `/crm/v3/lists/${list.listId}/memberships/add`, already);
		const unknown = Array.from({ length: 10 }, (_, n) => String(990_000_000 + n));
		const input = [...ids.slice(0, 1500), ...unknown, ...ids.slice(1500)].map((id) => ({ id }));
		await state.sb.clearRequests();

		const result = await runList(
			{ operation: 'addMembers', listId: byId(list.listId), recordId: '={{ $json.id }}' },
			input,
		);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual(input.map((_, n) => n));
		const expected = input.map(({ id }) => ({
			listId: list.listId,
			recordId: id,
			result: unknown.includes(id) ? 'notFound' : already.includes(id) ? 'alreadyMember' : 'added',
		}));
		expect(jsonOf(result)).toEqual(expected);
		const requests = await state.sb.requests();
		expect(requests.map((r) => [r.method, r.path, (r.body as string[]).length])).toEqual([
			['PUT', pathIn(ENDPOINTS.listMembersAdd, { listId: list.listId }), 2_500],
		]);

		const members = await runList({
			operation: 'getMembers',
			listId: byId(list.listId),
			returnAll: true,
		});
		expect(jsonOf(members).map((m) => m.recordId)).toEqual(ids);
		expect(pairs(members).every((item) => item === 0)).toBe(true);
		// 2,490 members in pages of 250.
		expect(
			(await state.sb.requests()).filter(
				(r) => r.path === pathIn(ENDPOINTS.listMembers, { listId: list.listId }),
			),
		).toHaveLength(10);
	});

	it('groups more than 10,000 items into requests of 10,000', async () => {
		const list = await createList('Overflow');
		const input = Array.from({ length: 10_001 }, (_, n) => ({ id: String(980_000_000 + n) }));
		const result = await runList(
			{ operation: 'addMembers', listId: byId(list.listId), recordId: '={{ $json.id }}' },
			input,
		);
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(10_001);
		expect(new Set(jsonOf(result).map((r) => r.result))).toEqual(new Set(['notFound']));
		const sizes = (await state.sb.requests())
			.filter((r) => r.method === 'PUT')
			.map((r) => (r.body as string[]).length);
		expect(sizes.sort((a, b) => b - a)).toEqual([10_000, 1]);
	});

	it('removes members: removed, not a member, not found; reads members with their properties in batches of 100', async () => {
		const list = await createList('Removal');
		const ids = await state.sb.seed('contacts', 260, { lifecyclestage: 'lead' });
		await state.sb.call('PUT', `/crm/v3/lists/${list.listId}/memberships/add`, ids.slice(0, 255));
		const removal = [ids[0], ids[258], '970000001', ids[1]].map((id) => ({ id }));
		const removed = await runList(
			{ operation: 'removeMembers', listId: byId(list.listId), recordId: '={{ $json.id }}' },
			removal,
		);
		expect(jsonOf(removed).map((r) => r.result)).toEqual([
			'removed',
			'notMember',
			'notFound',
			'removed',
		]);

		await state.sb.clearRequests();
		const members = await runList({
			operation: 'getMembers',
			listId: byId(list.listId),
			returnAll: false,
			limit: 252,
			memberProperties: 'lifecyclestage',
		});
		expect(members.error).toBeUndefined();
		expect(
			jsonOf(members).map((m) => [m.recordId, (m.properties as IDataObject).lifecyclestage]),
		).toEqual(ids.slice(2, 254).map((id) => [id, 'lead']));
		const requests = await state.sb.requests();
		const reads = requests.filter(
			(r) => r.path === pathIn(ENDPOINTS.crmBatchRead, { objectType: '0-1' }),
		);
		expect(reads.map((r) => (r.body as { inputs: unknown[] }).inputs.length)).toEqual([
			100, 100, 52,
		]);
		expect(
			requests.filter((r) => r.path === pathIn(ENDPOINTS.listMembers, { listId: list.listId })),
		).toHaveLength(2);
	});

	it('a dynamic list refuses membership writes: with Continue On Fail every item gets the error, paired', async () => {
		const list = await createList('Auto', {
			processingType: 'DYNAMIC',
			filterBranch: JSON.stringify(FILTER_BRANCH),
		});
		const ids = await state.sb.ids('contacts', 2);
		const result = await runList(
			{ operation: 'addMembers', listId: byId(list.listId), recordId: '={{ $json.id }}' },
			ids.map((id) => ({ id })),
			true,
		);
		expect(result.items.map((i) => [i.pairedItem, i.json.category, i.json.httpCode])).toEqual([
			[{ item: 0 }, 'VALIDATION_ERROR', '400'],
			[{ item: 1 }, 'VALIDATION_ERROR', '400'],
		]);
	});

	it('refuses bad input before any request, naming the field and the item', async () => {
		const list = await createList('Strict');
		await state.sb.clearRequests();
		const badId = await runList(
			{ operation: 'addMembers', listId: byId(list.listId), recordId: '={{ $json.id }}' },
			[{ id: '1' }, { id: 'abc' }],
		);
		expect(badId.error?.message).toBe('Record ID: must be digits only, got "abc" (item 1)');
		const badList = await runList(
			{ operation: 'getMembers', listId: byId('={{ $json.list }}'), returnAll: true },
			[{ list: '../1' }],
		);
		expect(badList.error?.message).toBe('List: must be digits only, got "../1" (item 0)');
		const badFilters = await runList({
			operation: 'create',
			name: 'x',
			processingType: 'SNAPSHOT',
			filterBranch: '{"filters": []}',
		});
		expect(badFilters.error?.message).toBe(
			'Filter Branch (JSON): must be a filter branch with a "filterBranchType" (the root is an OR branch) (item 0)',
		);
		const badType = await runList({
			operation: 'create',
			name: 'x',
			listObjectType: 'custom',
			listObjectTypeCustom: 'cars',
		});
		expect(badType.error?.message).toBe(
			'List Object Type ID: must be an object type ID such as 0-1 or 2-1234567, got "cars" (item 0)',
		);
		expect(await state.sb.requests()).toHaveLength(0);
	});
});
