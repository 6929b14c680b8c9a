import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

interface Found {
	total: number;
	results: Array<{ id: string; properties: Record<string, string>; updatedAt: string }>;
}

describe('sandbox search: record timestamps at millisecond resolution, and the index delay', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const search = async (objectType: string, body: unknown) =>
		(await axios.post(url(`/crm/v3/objects/${objectType}/search`), body, auth)).data as Found;
	const since = (propertyName: string, ms: number, operator = 'GTE') => ({
		filterGroups: [{ filters: [{ propertyName, operator, value: String(ms) }] }],
		limit: 200,
	});
	const seed = async (objectType: string, count: number, at?: number) =>
		(
			(
				await axios.post(url('/__sandbox/seed'), {
					objectType,
					count,
					...(at === undefined ? {} : { at }),
				})
			).data as { ids: string[] }
		).ids.map(String);

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 0, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await axios.delete(url('/__sandbox/config'));
		await axios.put(url('/__sandbox/config'), { seedPerType: 0 });
		await axios.post(url('/__sandbox/reset'));
	});

	it('filters created and last-modified times to the millisecond, with epoch milliseconds or ISO values', async () => {
		const at = Date.UTC(2026, 10, 1, 12, 0, 0, 500);
		const [early] = await seed('companies', 1, at);
		const [late] = await seed('companies', 1, at + 1);
		expect(
			(await search('companies', since('createdate', at + 1))).results.map((r) => r.id),
		).toEqual([late]);
		expect(
			(await search('companies', since('hs_lastmodifieddate', at, 'EQ'))).results.map((r) => r.id),
		).toEqual([early]);
		expect((await search('companies', since('createdate', at))).results.map((r) => r.id)).toEqual([
			early,
			late,
		]);
		const iso = {
			filterGroups: [
				{
					filters: [
						{ propertyName: 'createdate', operator: 'GT', value: new Date(at).toISOString() },
					],
				},
			],
		};
		expect((await search('companies', iso)).results.map((r) => r.id)).toEqual([late]);
		expect(
			(await search('companies', since('createdate', at))).results[0].properties.createdate,
		).toBe('2026-11-01T12:00:00.500Z');
	});

	it("names each type's timestamps as the service does: contacts' last-modified is lastmodifieddate, custom objects' created is hs_createdate", async () => {
		const at = Date.UTC(2026, 10, 2);
		const [contact] = await seed('contacts', 1, at);
		const [car] = await seed('p62515_cars', 1, at);
		const contactFound = await search('contacts', {
			...since('lastmodifieddate', at),
			properties: ['lastmodifieddate'],
		});
		expect(contactFound.results.map((r) => r.id)).toEqual([contact]);
		expect(contactFound.results[0].properties.lastmodifieddate).toBe(new Date(at).toISOString());
		expect(
			(
				await axios.post(
					url('/crm/v3/objects/contacts/search'),
					since('hs_lastmodifieddate', at),
					auth,
				)
			).status,
		).toBe(400);
		expect(
			(await search('p62515_cars', since('hs_createdate', at))).results.map((r) => r.id),
		).toEqual([car]);
		await axios.patch(
			url(`/crm/v3/objects/contacts/${contact}`),
			{ properties: { firstname: 'Later' } },
			auth,
		);
		const read = (
			await axios.get(url(`/crm/v3/objects/contacts/${contact}?properties=lastmodifieddate`), auth)
		).data;
		expect(read.properties.lastmodifieddate).toBe(read.updatedAt);
		expect(Date.parse(read.updatedAt)).toBeGreaterThan(at);
	});

	it('holds creates and updates back from search for searchIndexDelayMs, then shows them', async () => {
		await axios.put(url('/__sandbox/config'), { searchIndexDelayMs: 60_000 });
		const created = await axios.post(
			url('/crm/v3/objects/companies/batch/create'),
			{ inputs: [{ properties: { name: 'Lagging' } }] },
			auth,
		);
		expect(created.status).toBe(201);
		const id = created.data.results[0].id as string;
		const byName = {
			filterGroups: [{ filters: [{ propertyName: 'name', operator: 'EQ', value: 'Lagging' }] }],
		};
		expect((await search('companies', byName)).total).toBe(0);
		expect((await axios.get(url(`/crm/v3/objects/companies/${id}`), auth)).status).toBe(200);
		await axios.post(url('/__sandbox/clock'), { advanceMs: 60_000 });
		expect((await search('companies', byName)).results.map((r) => r.id)).toEqual([id]);
		await axios.patch(
			url(`/crm/v3/objects/companies/${id}`),
			{ properties: { industry: 'Later' } },
			auth,
		);
		expect((await search('companies', byName)).total).toBe(0);
		await axios.post(url('/__sandbox/clock'), { advanceMs: 60_000 });
		expect((await search('companies', byName)).results[0].updatedAt).toBe(
			(await axios.get(url(`/crm/v3/objects/companies/${id}`), auth)).data.updatedAt,
		);
	});
});
