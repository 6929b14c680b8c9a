/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { CrmSandbox, jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

const RATE_LIMIT_BODY = {
	status: 'error',
	message: 'You have reached your ten_secondly_rolling limit.',
	errorType: 'RATE_LIMIT',
	policyName: 'TEN_SECONDLY_ROLLING',
};

const call = (parameters: INodeParameters): INodeParameters => ({
	resource: 'customApiCall',
	operation: 'call',
	method: 'GET',
	...parameters,
});
const query = (parameters: Record<string, string>) => ({
	parameters: Object.entries(parameters).map(([name, value]) => ({ name, value })),
});

describe('HubSpot CRM: Custom API Call', () => {
	const state = useCrmSandbox();

	it('GET with Return All follows paging.next.after in the query and returns every result', async () => {
		const total = (
			await state.sb.call<{ total: number }>('POST', '/crm/v3/objects/companies/search', {
				filterGroups: [],
				limit: 1,
			})
		).body.total;
		await state.sb.clearRequests();
		const result = await state.sb.run(
			call({
				path: '/crm/v3/objects/companies',
				queryParameters: query({ limit: '100', properties: 'name' }),
				returnAll: true,
			}),
		);
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(total);
		expect(new Set(jsonOf(result).map((r) => r.id)).size).toBe(total);
		const requests = await state.sb.requests();
		expect(requests).toHaveLength(Math.ceil(total / 100));
		const afters = requests.map((r) =>
			new URLSearchParams(r.query as unknown as Record<string, string>).get('after'),
		);
		expect(afters[0]).toBeNull();
		expect(afters.slice(1).every((after) => typeof after === 'string' && after !== '')).toBe(true);
	});

	it('without Return All returns the answer as it is, one item per input item', async () => {
		const [a, b] = await state.sb.ids('companies', 2);
		await state.sb.clearRequests();
		const result = await state.sb.run(
			call({
				path: '=/crm/v3/objects/companies/{{ $json.id }}',
				queryParameters: query({ properties: 'name' }),
			}),
			[{ id: a }, { id: b }],
		);
		expect(jsonOf(result).map((r) => r.id)).toEqual([a, b]);
		expect(pairs(result)).toEqual([0, 1]);
	});

	it('POST search with Return All sends the cursor in the body, counted in the search class', async () => {
		const result = await state.sb.run(
			call({
				method: 'POST',
				path: '/crm/v3/objects/contacts/search',
				body: JSON.stringify({ filterGroups: [], limit: 200, properties: ['email'] }),
				returnAll: true,
			}),
		);
		expect(result.error).toBeUndefined();
		const requests = await state.sb.requests();
		const total = (
			await state.sb.call<{ total: number }>('POST', '/crm/v3/objects/contacts/search', {
				filterGroups: [],
				limit: 1,
			})
		).body.total;
		expect(result.items).toHaveLength(total);
		expect(requests.map((r) => (r.body as IDataObject).after)).toEqual([
			undefined,
			...requests.slice(1).map(() => expect.any(String)),
		]);
		expect(requests.length).toBe(Math.ceil(total / 200));
	});

	it('PATCH and PUT write what the body says', async () => {
		const [id] = await state.sb.ids('companies', 1);
		const patched = await state.sb.run(
			call({
				method: 'PATCH',
				path: `/crm/v3/objects/companies/${id}`,
				body: '{"properties": {"description": "Patched by a custom call"}}',
			}),
		);
		expect(jsonOf(patched)[0]).toEqual(
			expect.objectContaining({
				id,
				properties: expect.objectContaining({ description: 'Patched by a custom call' }),
			}),
		);
		expect((await state.sb.record('companies', id, ['description'])).body.properties).toEqual(
			expect.objectContaining({ description: 'Patched by a custom call' }),
		);

		const { body } = await state.sb.call<{ list: { listId: string } }>('POST', '/crm/v3/lists', {
			name: 'Custom',
			objectTypeId: '0-1',
			processingType: 'MANUAL',
		});
		const [contact] = await state.sb.ids('contacts', 1);
		const put = await state.sb.run(
			call({
				method: 'PUT',
				path: `/crm/v3/lists/${body.list.listId}/memberships/add`,
				body: JSON.stringify([contact]),
			}),
		);
		expect(jsonOf(put)).toEqual([
			{ recordsIdsAdded: [contact], recordIdsRemoved: [], recordIdsMissing: [] },
		]);
		const deleted = await state.sb.run(
			call({ method: 'DELETE', path: `/crm/v3/lists/${body.list.listId}` }),
		);
		expect(jsonOf(deleted)).toEqual([{ success: true }]);
	});

	it('sends a query parameter named twice once per value', async () => {
		const ids: string[] = [];
		for (const name of ['One', 'Two', 'Three'])
			ids.push(
				(
					await state.sb.call<{ list: { listId: string } }>('POST', '/crm/v3/lists', {
						name,
						objectTypeId: '0-1',
						processingType: 'MANUAL',
					})
				).body.list.listId,
			);
		const result = await state.sb.run(
			call({
				path: '/crm/v3/lists',
				queryParameters: {
					parameters: [
						{ name: 'listIds', value: ids[0] },
						{ name: 'listIds', value: ids[2] },
					],
				},
			}),
		);
		expect((jsonOf(result)[0].lists as IDataObject[]).map((l) => l.name)).toEqual(['One', 'Three']);
	});

	it('sends GET and PUT again after a connection reset', async () => {
		const { body } = await state.sb.call<{ list: { listId: string } }>('POST', '/crm/v3/lists', {
			name: 'Reset',
			objectTypeId: '0-1',
			processingType: 'MANUAL',
		});
		const [contact] = await state.sb.ids('contacts', 1);
		await state.sb.clearRequests();
		await state.sb.control('POST', 'faults', {
			method: 'PUT',
			path: '/crm/v3/lists',
			apply: true,
			drop: true,
		});
		await state.sb.control('POST', 'faults', {
			method: 'GET',
			path: '/crm/v3/lists',
			apply: true,
			drop: true,
		});
		const put = await state.sb.run(
			call({
				method: 'PUT',
				path: `/crm/v3/lists/${body.list.listId}/memberships/add`,
				body: JSON.stringify([contact]),
			}),
		);
		expect(jsonOf(put)).toEqual([
			{ recordsIdsAdded: [], recordIdsRemoved: [], recordIdsMissing: [] },
		]);
		const get = await state.sb.run(call({ path: `/crm/v3/lists/${body.list.listId}` }));
		expect((jsonOf(get)[0].list as IDataObject).size).toBe(1);
		expect((await state.sb.requests()).map((r) => [r.method, r.status])).toEqual([
			['PUT', 200],
			['PUT', 200],
			['GET', 200],
			['GET', 200],
		]);
	});

	it("takes no text or HTML page for a success: a 200 that is not JSON is the node's error", async () => {
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: '/crm/v3/objects/deals/search',
			status: 200,
			body: '<html>Sign in to the Wi-Fi</html>',
		});
		const result = await state.sb.run(
			call({ method: 'POST', path: '/crm/v3/objects/deals/search', body: '{"filterGroups": []}' }),
		);
		expect(result.error?.message).toMatch(/is not HubSpot's: HTTP 200, text\/html/);
		expect(await state.sb.requests()).toHaveLength(1);
	});

	it('absorbs a 429 storm', async () => {
		await state.sb.control('POST', 'faults', {
			method: 'GET',
			path: '/crm/v3/objects/deals',
			status: 429,
			body: RATE_LIMIT_BODY,
			headers: { 'Retry-After': '0' },
			times: 4,
		});
		const result = await state.sb.run(
			call({ path: '/crm/v3/objects/deals', queryParameters: query({ limit: '3' }) }),
		);
		expect(result.error).toBeUndefined();
		expect((jsonOf(result)[0].results as unknown[]).length).toBe(3);
		const statuses = (await state.sb.requests()).map((r) => r.status);
		expect(statuses).toEqual([429, 429, 429, 429, 200]);
	});

	it('does not send a POST again after a connection reset, unless marked Safe to Repeat', async () => {
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: '/batch/create',
			apply: true,
			drop: true,
		});
		const created = await state.sb.run(
			call({
				method: 'POST',
				path: '/crm/v3/objects/companies/batch/create',
				body: '{"inputs": [{"properties": {"name": "Reset once"}}]}',
			}),
		);
		expect(created.error?.message).toMatch(/not sent again, as repeating it could write twice/);
		expect((await state.sb.requests()).filter((r) => r.method === 'POST')).toHaveLength(1);
		const found = await state.sb.call<{ total: number }>(
			'POST',
			'/crm/v3/objects/companies/search',
			{
				filterGroups: [
					{ filters: [{ propertyName: 'name', operator: 'EQ', value: 'Reset once' }] },
				],
				limit: 1,
			},
		);
		expect(found.body.total).toBe(1);

		const search = {
			method: 'POST',
			path: '/crm/v3/objects/companies/search',
			body: '{"filterGroups": [], "limit": 1}',
		};
		await state.sb.reset();
		await state.sb.control('POST', 'faults', { method: 'POST', path: '/search', drop: true });
		const unsafe = await state.sb.run(call(search));
		expect(unsafe.error).toBeDefined();
		expect(await state.sb.requests()).toHaveLength(1);

		await state.sb.reset();
		await state.sb.control('POST', 'faults', { method: 'POST', path: '/search', drop: true });
		const safe = await state.sb.run(call({ ...search, safeToRepeat: true }));
		expect(safe.error).toBeUndefined();
		expect((jsonOf(safe)[0].results as unknown[]).length).toBe(1);
		expect((await state.sb.requests()).map((r) => r.status)).toEqual([0, 200]);
	});

	it('turns HubSpot errors into node errors, or error items paired to their items with Continue On Fail', async () => {
		const failed = await state.sb.run(call({ path: '/crm/v3/nowhere' }));
		expect(failed.error?.message).toMatch(/No route for GET \/crm\/v3\/nowhere/);
		const [id] = await state.sb.ids('companies', 1);
		const mixed = await state.sb.run(
			call({ path: '={{ $json.path }}' }),
			[
				{ path: `/crm/v3/objects/companies/${id}` },
				{ path: '/crm/v3/objects/companies/999999999' },
			],
			{ continueOnFail: true },
		);
		expect(mixed.items.map((i) => [i.pairedItem, i.json.id ?? i.json.httpCode])).toEqual([
			[{ item: 0 }, id],
			[{ item: 1 }, '404'],
		]);
	});

	it.each([
		['https://evil.example/crm/v3/objects/contacts', /not "https:\/\/evil.example/],
		['//evil.example/crm/v3/objects/contacts', /relative to the credential's API base URL/],
		['javascript:alert(1)', /relative to the credential's API base URL/],
		['\\\\evil.example\\x', /relative to the credential's API base URL/],
		['/crm/v3/../../oauth/v1/token', /"\.\." cannot be part of a URL path/],
		['/crm/%2e%2e/oauth', /cannot be part of a URL path/],
		['/crm/%252e%252e/oauth', /cannot be part of a URL path/],
		['/crm/v3/objects/a%2F..%2Fb', /hides a "\/"/],
		['/crm/v3/objects/contacts?limit=1', /put query parameters in "Query Parameters"/],
		['/crm//v3', /empty segments/],
	])('refuses the path %s before any request', async (path, message) => {
		const result = await state.sb.run(call({ path: '={{ $json.path }}' }), [{ path }]);
		expect(result.error?.message).toMatch(message);
		expect(result.error?.message).toMatch(/^Path: .*\(item 0\)$/);
		expect(await state.sb.requests()).toHaveLength(0);
	});

	it("keeps a path that looks like a host on the credential's host", async () => {
		const result = await state.sb.run(call({ path: '@evil.example/x' }), [{}], {
			continueOnFail: true,
		});
		expect(result.items[0].json.httpCode).toBe('404');
		expect((await state.sb.requests()).map((r) => r.path)).toEqual(['/%40evil.example/x']);
	});
});

describe('HubSpot CRM: Custom API Call under the service rate limits', () => {
	let sb: CrmSandbox;
	beforeAll(
		async () =>
			(sb = await CrmSandbox.start({
				rateLimits: {
					enabled: true,
					oauthPerTenSeconds: 110,
					privateAppPerTenSeconds: 100,
					searchPerSecond: 5,
					privateAppDaily: 250_000,
					windowMs: 10_000,
				},
			})),
	);
	afterAll(async () => await sb.close());

	it.each(['/crm/v3/objects/contacts/search', '/crm/objects/2026-09/contacts/search'])(
		'paces search paths in the search class (%s): twelve searches, no 429',
		async (path) => {
			await sb.clearRequests();
			const result = await sb.run(
				{
					resource: 'customApiCall',
					operation: 'call',
					method: 'POST',
					path,
					body: '{"filterGroups": [], "limit": 1}',
				},
				Array.from({ length: 12 }, () => ({})),
			);
			expect(result.error).toBeUndefined();
			expect(result.items).toHaveLength(12);
			expect((await sb.requests()).map((r) => r.status)).toEqual(
				Array.from({ length: 12 }, () => 200),
			);
		},
	);
});
