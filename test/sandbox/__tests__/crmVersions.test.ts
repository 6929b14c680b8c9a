import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/** The three forms of the CRM records API, as the package calls them per credential setting. */
const FORMS = {
	legacy: '/crm/v3/objects',
	'2026-03': '/crm/objects/2026-03',
	'2026-09': '/crm/objects/2026-09',
} as const;

describe('sandbox CRM records in the legacy, 2026-03 and 2026-09 forms', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const get = (path: string) => axios.get(url(path), auth);
	const post = (path: string, body: unknown) => axios.post(url(path), body, auth);

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 12, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it('serves one store: what one form writes, every form reads, list and search included', async () => {
		const [first] = (await get(`${FORMS.legacy}/companies?limit=1`)).data.results as Array<{
			id: string;
		}>;
		expect(
			(
				await axios.patch(
					url(`${FORMS.legacy}/companies/${first.id}`),
					{ properties: { city: 'Legacy City' } },
					auth,
				)
			).status,
		).toBe(200);
		for (const prefix of Object.values(FORMS)) {
			const one = await get(`${prefix}/companies/${first.id}?properties=city`);
			expect(one.status).toBe(200);
			expect(one.data.properties.city).toBe('Legacy City');
			expect(one.data.warnings).toBeUndefined();
		}
		const created = await post(`${FORMS['2026-09']}/companies/batch/create`, {
			inputs: [{ properties: { name: 'Dated Co', city: 'Dated City' } }],
		});
		expect(created.status).toBe(201);
		const id = created.data.results[0].id as string;
		expect(
			(
				await axios.patch(
					url(`${FORMS['2026-03']}/companies/${id}`),
					{ properties: { city: 'Changed' } },
					auth,
				)
			).data.properties.city,
		).toBe('Changed');
		const lists = await Promise.all(
			Object.values(FORMS).map((prefix) => get(`${prefix}/companies?limit=100&properties=city`)),
		);
		for (const list of lists)
			expect(list.data.results.find((r: { id: string }) => r.id === id).properties.city).toBe(
				'Changed',
			);
		const search = {
			filterGroups: [{ filters: [{ propertyName: 'city', operator: 'EQ', value: 'Changed' }] }],
			properties: ['name'],
		};
		for (const prefix of Object.values(FORMS)) {
			const found = await post(`${prefix}/companies/search`, search);
			expect(found.data).toMatchObject({
				total: 1,
				results: [{ id, properties: { name: 'Dated Co' } }],
			});
		}
		const read = await post(`${FORMS.legacy}/companies/batch/read`, {
			inputs: [{ id }],
			properties: ['name'],
			propertiesWithHistory: [],
		});
		expect(read.data.results[0].properties.name).toBe('Dated Co');
		expect(
			(await post(`${FORMS['2026-09']}/companies/batch/archive`, { inputs: [{ id }] })).status,
		).toBe(204);
		expect((await get(`${FORMS['2026-03']}/companies/${id}`)).status).toBe(404);
	});

	it('answers partial batch failures 207 in legacy and 2026-03, and 200/201 with errors and numErrors in 2026-09', async () => {
		const [{ id }] = (await get(`${FORMS.legacy}/deals?limit=1`)).data.results as Array<{
			id: string;
		}>;
		const readBody = {
			inputs: [{ id }, { id: '42' }],
			properties: ['dealname'],
			propertiesWithHistory: [],
		};
		expect((await post(`${FORMS.legacy}/deals/batch/read`, readBody)).status).toBe(207);
		expect((await post(`${FORMS['2026-03']}/deals/batch/read`, readBody)).status).toBe(207);
		const dated = await post(`${FORMS['2026-09']}/deals/batch/read`, readBody);
		expect(dated.status).toBe(200);
		expect(dated.data).toMatchObject({
			status: 'COMPLETE',
			numErrors: 1,
			errors: [{ category: 'OBJECT_NOT_FOUND', context: { ids: ['42'] } }],
			results: [{ id }],
		});
		const update = {
			inputs: [
				{ id, properties: { dealname: 'Renamed' } },
				{ id: '42', properties: { dealname: 'x' } },
			],
		};
		expect((await post(`${FORMS['2026-03']}/deals/batch/update`, update)).status).toBe(207);
		const updated = await post(`${FORMS['2026-09']}/deals/batch/update`, update);
		expect(updated.status).toBe(200);
		expect(updated.data.numErrors).toBe(1);
		const create = {
			inputs: [
				{ properties: { dealname: 'Good' }, objectWriteTraceId: 'a' },
				{ properties: { nope: '1' }, objectWriteTraceId: 'b' },
			],
		};
		expect((await post(`${FORMS.legacy}/deals/batch/create`, create)).status).toBe(207);
		const created = await post(`${FORMS['2026-09']}/deals/batch/create`, create);
		expect(created.status).toBe(201);
		expect(created.data).toMatchObject({
			numErrors: 1,
			errors: [{ context: { objectWriteTraceId: ['b'] } }],
			results: [{ objectWriteTraceId: 'a' }],
		});
	});

	it('serves projects at /crm/objects/v3/projects and /crm/objects/2026-03/projects, and not in 2026-09', async () => {
		const created = await post('/crm/objects/v3/projects/batch/create', {
			inputs: [{ properties: { hs_name: 'Bridge' } }],
		});
		expect(created.status).toBe(201);
		const id = created.data.results[0].id as string;
		const read = await post('/crm/objects/2026-03/projects/batch/read', {
			inputs: [{ id }],
			properties: ['hs_name'],
			propertiesWithHistory: [],
		});
		expect(read.data.results[0].properties.hs_name).toBe('Bridge');
		expect((await get(`/crm/objects/2026-03/projects/${id}`)).status).toBe(200);
		const absent = await post('/crm/objects/2026-09/projects/batch/read', {
			inputs: [{ id }],
			properties: [],
			propertiesWithHistory: [],
		});
		expect(absent.status).toBe(404);
		expect((await get(`/crm/objects/2026-09/0-970/${id}`)).status).toBe(404);
	});

	it('answers 404 for versions that do not exist', async () => {
		for (const path of [
			'/crm/objects/2025-01/companies',
			'/crm/objects/v3/companies',
			'/crm/properties/2025-09/companies',
			'/crm/v2026-03/objects/companies',
		]) {
			const answer = await get(path);
			expect([path, answer.status]).toEqual([path, 404]);
		}
	});

	it('serves property definitions in three forms, 2026-09 without display hints', async () => {
		const [legacy, march, september] = await Promise.all(
			[
				'/crm/v3/properties/companies',
				'/crm/properties/2026-03/companies',
				'/crm/properties/2026-09/companies',
			].map(get),
		);
		const byName = (answer: typeof legacy, name: string) =>
			(answer.data.results as Array<Record<string, unknown>>).find((p) => p.name === name)!;
		expect(byName(legacy, 'name')).toMatchObject({
			type: 'string',
			textDisplayHint: 'unformatted_single_line',
		});
		expect(byName(march, 'hs_object_id')).toMatchObject({
			type: 'number',
			numberDisplayHint: 'formatted',
		});
		expect(byName(september, 'name')).not.toHaveProperty('textDisplayHint');
		expect(byName(september, 'hs_object_id')).not.toHaveProperty('numberDisplayHint');
		expect(september.data.results.map((p: { name: string }) => p.name)).toEqual(
			legacy.data.results.map((p: { name: string }) => p.name),
		);
	});

	it('reads associations in the v3 shape on the legacy path and the v4 shape on the dated ones, from one store', async () => {
		const [company] = (await get(`${FORMS.legacy}/companies?limit=1`)).data.results as Array<{
			id: string;
		}>;
		const [contact] = (await get(`${FORMS.legacy}/contacts?limit=1`)).data.results as Array<{
			id: string;
		}>;
		const put = await axios.put(
			url(
				`/crm/objects/2026-09/companies/${company.id}/associations/default/contacts/${contact.id}`,
			),
			undefined,
			auth,
		);
		expect(put.data.results[0].associationSpec).toEqual({
			associationCategory: 'HUBSPOT_DEFINED',
			associationTypeId: 280,
		});
		const body = { inputs: [{ id: company.id }, { id: '42' }] };
		const legacy = await post('/crm/v3/associations/companies/contacts/batch/read', body);
		expect(legacy.status).toBe(207);
		expect(legacy.data.results).toHaveLength(1);
		expect(legacy.data.results[0].to).toContainEqual({
			id: contact.id,
			type: 'company_to_contact',
		});
		const legacyIds = legacy.data.results[0].to.map((t: { id: string }) => t.id);
		const march = await post('/crm/associations/2026-03/companies/contacts/batch/read', body);
		expect(march.status).toBe(207);
		expect(march.data.results[0].from).toEqual({ id: company.id });
		expect(march.data.results[0].to.map((t: { toObjectId: string }) => t.toObjectId)).toEqual(
			legacyIds,
		);
		expect(march.data.results[0].to).toContainEqual({
			toObjectId: contact.id,
			associationTypes: [
				{
					category: 'HUBSPOT_DEFINED',
					typeId: 280,
					label: null,
					fromObjectTypeId: '0-2',
					toObjectTypeId: '0-1',
				},
			],
		});
		const september = await post('/crm/associations/2026-09/companies/contacts/batch/read', body);
		expect(september.status).toBe(200);
		expect(september.data).toMatchObject({
			numErrors: 1,
			errors: [{ category: 'OBJECT_NOT_FOUND', context: { ids: ['42'] } }],
		});
		expect(september.data.results[0].to.map((t: { toObjectId: string }) => t.toObjectId)).toEqual(
			legacyIds,
		);
		expect(september.data.results[0].to).toContainEqual({
			toObjectId: contact.id,
			associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 280, label: null }],
		});
		expect(
			(await post('/crm/associations/2025-09/companies/contacts/batch/read', body)).status,
		).toBe(404);
	});

	it("pages a record's associations in the dated versions with after, where v3 stops at 100", async () => {
		const [company] = (await get(`${FORMS.legacy}/companies?limit=1`)).data.results as Array<{
			id: string;
		}>;
		const seeded =
			(
				await post('/crm/v3/associations/companies/contacts/batch/read', {
					inputs: [{ id: company.id }],
				})
			).data.results[0]?.to.length ?? 0;
		expect(seeded).toBeLessThan(100);
		const associated = (n: number) => ({
			inputs: Array.from({ length: n }, (_, i) => ({
				properties: { email: `c${n}-${i}@example.com` },
				associations: [
					{
						to: { id: company.id },
						types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 }],
					},
				],
			})),
		});
		expect((await post(`${FORMS['2026-03']}/contacts/batch/create`, associated(100))).status).toBe(
			201,
		);
		expect((await post(`${FORMS['2026-03']}/contacts/batch/create`, associated(5))).status).toBe(
			201,
		);
		const legacy = await post('/crm/v3/associations/companies/contacts/batch/read', {
			inputs: [{ id: company.id }],
		});
		expect(legacy.data.results[0].to).toHaveLength(100);
		const first = await post('/crm/associations/2026-09/companies/contacts/batch/read', {
			inputs: [{ id: company.id }],
		});
		expect(first.data.results[0].to).toHaveLength(100);
		const after = first.data.results[0].paging.next.after as string;
		const second = await post('/crm/associations/2026-09/companies/contacts/batch/read', {
			inputs: [{ id: company.id, after }],
		});
		expect(second.data.results[0].to).toHaveLength(seeded + 5);
		expect(second.data.results[0].paging).toBeUndefined();
		const seen = new Set(
			[...first.data.results[0].to, ...second.data.results[0].to].map(
				(t: { toObjectId: string }) => t.toObjectId,
			),
		);
		expect(seen.size).toBe(seeded + 105);
	});

	it('logs each request under the path exactly as it was called', async () => {
		await axios.delete(url('/__sandbox/requests'));
		await get('/crm/objects/2026-09/companies?limit=1');
		await get('/crm/v3/objects/companies?limit=1');
		await get('/crm/objects/2026-03/0-2?limit=1');
		const log = (await axios.get(url('/__sandbox/requests'))).data as Array<{ path: string }>;
		expect(log.map((e) => e.path)).toEqual([
			'/crm/objects/2026-09/companies',
			'/crm/v3/objects/companies',
			'/crm/objects/2026-03/0-2',
		]);
	});
});
