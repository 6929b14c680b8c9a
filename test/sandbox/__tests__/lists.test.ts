import type { IDataObject } from 'n8n-workflow';
import { CrmSandbox } from '../../harness/crmSandbox';

const FILTER_BRANCH = {
	filterBranchType: 'OR',
	filterBranches: [{ filterBranchType: 'AND', filterBranches: [], filters: [] }],
	filters: [],
};

interface ListAnswer {
	list: IDataObject & { listId: string };
}

describe('sandbox lists v3', () => {
	let sb: CrmSandbox;
	beforeAll(async () => (sb = await CrmSandbox.start()));
	afterAll(async () => await sb.close());
	beforeEach(async () => await sb.reset());

	const create = async (name: string, processingType = 'MANUAL', extra: IDataObject = {}) =>
		await sb.call<ListAnswer>('POST', '/crm/v3/lists', {
			name,
			objectTypeId: '0-1',
			processingType,
			...extra,
		});

	it('adds, ignores members already in, reports unknown and other-type ids as missing, and removes', async () => {
		const { body } = await create('VIPs');
		const [a, b] = await sb.ids('contacts', 2);
		const [company] = await sb.ids('companies', 1);
		const path = `/crm/v3/lists/${body.list.listId}/memberships`;
		expect((await sb.call('PUT', `${path}/add`, [a])).body).toEqual({
			recordsIdsAdded: [a],
			recordIdsRemoved: [],
			recordIdsMissing: [],
		});
		expect((await sb.call('PUT', `${path}/add`, [a, b, '999999999', company])).body).toEqual({
			recordsIdsAdded: [b],
			recordIdsRemoved: [],
			recordIdsMissing: ['999999999', company],
		});
		expect((await sb.call('PUT', `${path}/remove`, [a, '999999999'])).body).toEqual({
			recordsIdsAdded: [],
			recordIdsRemoved: [a],
			recordIdsMissing: ['999999999'],
		});
		expect((await sb.call('PUT', `${path}/remove`, [a])).body).toEqual({
			recordsIdsAdded: [],
			recordIdsRemoved: [],
			recordIdsMissing: [],
		});
		expect(
			(await sb.call<ListAnswer>('GET', `/crm/v3/lists/${body.list.listId}`)).body.list.size,
		).toBe(1);
	});

	it('pages members in ascending record id order, at most 250 a page', async () => {
		const { body } = await create('Many');
		const ids = await sb.seed('contacts', 7);
		await sb.call('PUT', `/crm/v3/lists/${body.list.listId}/memberships/add`, [...ids].reverse());
		const seen: string[] = [];
		let after: string | undefined;
		do {
			const page = await sb.call<{
				results: Array<{ recordId: string }>;
				paging?: { next?: { after: string } };
				total: number;
			}>(
				'GET',
				`/crm/lists/2026-09/${body.list.listId}/memberships?limit=3${after ? `&after=${after}` : ''}`,
			);
			expect(page.body.total).toBe(7);
			seen.push(...page.body.results.map((r) => r.recordId));
			after = page.body.paging?.next?.after;
		} while (after);
		expect(seen).toEqual(ids);
		const tooMany = await sb.call('GET', `/crm/v3/lists/${body.list.listId}/memberships?limit=251`);
		expect([tooMany.status, tooMany.body.category]).toEqual([400, 'VALIDATION_ERROR']);
	});

	it('refuses duplicate names (any case), membership writes to dynamic lists, and more than 10,000 ids at once', async () => {
		await create('Newsletter');
		const duplicate = await create('NEWSLETTER');
		expect([duplicate.status, (duplicate.body as unknown as IDataObject).category]).toEqual([
			409,
			'CONFLICT',
		]);
		const dynamic = await create('Customers', 'DYNAMIC', { filterBranch: FILTER_BRANCH });
		const [a] = await sb.ids('contacts', 1);
		const refused = await sb.call(
			'PUT',
			`/crm/v3/lists/${dynamic.body.list.listId}/memberships/add`,
			[a],
		);
		expect([refused.status, refused.body.category]).toEqual([400, 'VALIDATION_ERROR']);
		const noFilters = await create('Snapshot', 'SNAPSHOT');
		expect(noFilters.status).toBe(400);
		const manual = await create('Big');
		const huge = await sb.call(
			'PUT',
			`/crm/v3/lists/${manual.body.list.listId}/memberships/add`,
			Array.from({ length: 10_001 }, (_, n) => String(n + 1)),
		);
		expect([huge.status, huge.body.category]).toEqual([400, 'VALIDATION_ERROR']);
	});

	it('finds lists by name without case, searches by offset, and forgets deleted lists', async () => {
		for (const name of ['Alpha', 'Beta', 'Alphabet']) await create(name);
		const byName = await sb.call<ListAnswer>(
			'GET',
			'/crm/v3/lists/object-type-id/0-1/name/alphabet',
		);
		expect(byName.body.list.name).toBe('Alphabet');
		expect((await sb.call('GET', '/crm/v3/lists/object-type-id/0-2/name/alphabet')).status).toBe(
			404,
		);
		const first = await sb.call<{
			lists: IDataObject[];
			offset: number;
			hasMore: boolean;
			total: number;
		}>('POST', '/crm/v3/lists/search', { query: 'ALPHA', count: 1 });
		expect([
			first.body.lists.map((l) => l.name),
			first.body.offset,
			first.body.hasMore,
			first.body.total,
		]).toEqual([['Alpha'], 1, true, 2]);
		const second = await sb.call<{ lists: IDataObject[]; hasMore: boolean }>(
			'POST',
			'/crm/v3/lists/search',
			{ query: 'alpha', offset: 1, count: 1 },
		);
		expect([second.body.lists.map((l) => l.name), second.body.hasMore]).toEqual([
			['Alphabet'],
			false,
		]);
		const dated = await sb.call('POST', '/crm/lists/2026-03/search', { query: 'alpha' });
		expect([dated.status, dated.body.category]).toEqual([400, 'VALIDATION_ERROR']);
		expect((await sb.call('POST', '/crm/v3/lists/search', { count: 501 })).status).toBe(400);
		const deleted = await sb.call('DELETE', `/crm/v3/lists/${byName.body.list.listId}`);
		expect(deleted.status).toBe(204);
		const gone = await sb.call('GET', `/crm/v3/lists/${byName.body.list.listId}`);
		expect([gone.status, gone.body.category]).toEqual([404, 'OBJECT_NOT_FOUND']);
	});

	it('asks for the lists scopes, and answers unknown paths with a 404 error body', async () => {
		const { access_token: token } = await sb.control<{ access_token: string }>('POST', 'tokens', {
			scopes: ['crm.objects.contacts.read'],
		});
		const refused = await sb.call('GET', '/crm/v3/lists/101', undefined, token);
		expect([refused.status, refused.body.category]).toEqual([403, 'MISSING_SCOPES']);
		const reader = (
			await sb.control<{ access_token: string }>('POST', 'tokens', { scopes: ['crm.lists.read'] })
		).access_token;
		expect(
			(
				await sb.call(
					'POST',
					'/crm/v3/lists',
					{ name: 'x', objectTypeId: '0-1', processingType: 'MANUAL' },
					reader,
				)
			).status,
		).toBe(403);
		const unknown = await sb.call('GET', '/crm/v3/nothing-here');
		expect(unknown.status).toBe(404);
		expect(unknown.body).toEqual({
			status: 'error',
			message: 'No route for GET /crm/v3/nothing-here',
			correlationId: expect.any(String),
		});
	});
});
