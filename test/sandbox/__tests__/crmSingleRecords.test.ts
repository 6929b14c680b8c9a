import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/** Create, read and archive one record; batch upsert; property definitions and the values they accept. */
describe('sandbox CRM single records, upsert and property values', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const post = (path: string, body: unknown) => axios.post(url(path), body, auth);
	const get = (path: string) => axios.get(url(path), auth);
	const firstContact = async () =>
		(await get('/crm/v3/objects/contacts?limit=1&properties=email')).data.results[0] as {
			id: string;
			properties: { email: string };
		};

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 4, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it('creates one record (201) with its associations, reads it with them, archives it (204) and reads it only as archived', async () => {
		const [company] = (await get('/crm/v3/objects/companies?limit=1')).data.results as Array<{
			id: string;
		}>;
		const associations = [
			{
				to: { id: company.id },
				types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 }],
			},
		];
		const created = await post('/crm/objects/2026-09/contacts', {
			properties: { email: 'ada@example.com', firstname: 'Ada' },
			associations,
		});
		expect(created.status).toBe(201);
		expect(created.data.properties).toMatchObject({
			email: 'ada@example.com',
			firstname: 'Ada',
			hs_object_id: created.data.id,
		});
		const read = await get(
			`/crm/v3/objects/contacts/${created.data.id}?associations=companies&properties=firstname`,
		);
		expect(read.data.associations).toEqual({
			companies: { results: [{ id: company.id, type: 'contact_to_company' }] },
		});
		const byEmail = await get('/crm/v3/objects/contacts/ada%40example.com?idProperty=email');
		expect(byEmail.data.id).toBe(created.data.id);
		const archived = await axios.delete(url(`/crm/v3/objects/contacts/${created.data.id}`), auth);
		expect(archived.status).toBe(204);
		expect(archived.data).toBe('');
		expect((await get(`/crm/v3/objects/contacts/${created.data.id}`)).status).toBe(404);
		expect(
			(await get(`/crm/v3/objects/contacts/${created.data.id}?archived=true`)).data.archived,
		).toBe(true);
		expect((await axios.delete(url('/crm/v3/objects/contacts/999999999'), auth)).status).toBe(204);
	});

	it('refuses a custom object record without a property its schema requires (single and batch create) and creates it with one', async () => {
		const refused = await post('/crm/v3/objects/p62515_cars', { properties: { model: 'T' } });
		expect(refused.status).toBe(400);
		expect(refused.data).toMatchObject({
			status: 'error',
			category: 'VALIDATION_ERROR',
			message: expect.stringMatching(/^Property values were not valid: .*"name":"name"/),
			errors: [expect.objectContaining({ context: { propertyName: ['name'] } })],
		});
		// A batch whose inputs carry no trace id is refused whole.
		const batch = await post('/crm/objects/2026-03/2-3453001/batch/create', {
			inputs: [{ properties: { name: 'Ford T', model: 'T' } }, { properties: { model: 'T' } }],
		});
		expect(batch.status).toBe(400);
		expect(batch.data).toMatchObject({
			category: 'VALIDATION_ERROR',
			message: expect.stringContaining('"name":"name"'),
		});
		const created = await post('/crm/v3/objects/p62515_cars', {
			properties: { name: 'Ford A', model: 'A' },
		});
		expect(created.status).toBe(201);
	});

	it('refuses a second contact with an e-mail address that exists with 409 naming the existing record', async () => {
		const existing = await firstContact();
		const refused = await post('/crm/v3/objects/contacts', {
			properties: { email: existing.properties.email },
		});
		expect(refused.status).toBe(409);
		expect(refused.data).toMatchObject({
			category: 'CONFLICT',
			message: `Contact already exists. Existing ID: ${existing.id}`,
		});
	});

	it('describes properties with their types, options, unique and read-only flags', async () => {
		const { results } = (await get('/crm/v3/properties/contacts')).data as {
			results: Array<Record<string, unknown>>;
		};
		const named = (name: string) => results.find((p) => p.name === name)!;
		expect(named('date_of_birth')).toMatchObject({ type: 'date', fieldType: 'date' });
		expect(named('hs_buying_role')).toMatchObject({ type: 'enumeration', fieldType: 'checkbox' });
		expect(
			(named('hs_buying_role').options as Array<{ value: string }>).map((o) => o.value),
		).toContain('CHAMPION');
		expect(named('email')).toMatchObject({
			hasUniqueValue: true,
			modificationMetadata: { readOnlyValue: false },
		});
		expect(named('hs_object_id')).toMatchObject({
			hasUniqueValue: false,
			modificationMetadata: { readOnlyValue: true },
		});
	});

	it('checks values as HubSpot does: options (also each of a multi-select), dates at midnight UTC, datetimes, numbers', async () => {
		const { id } = await firstContact();
		const patch = (properties: Record<string, string>) =>
			axios.patch(url(`/crm/v3/objects/contacts/${id}`), { properties }, auth);
		const codeOf = async (properties: Record<string, string>) =>
			((await patch(properties)).data.errors as Array<{ code: string }> | undefined)?.[0]?.code;
		expect(await codeOf({ lifecyclestage: 'someday' })).toBe('INVALID_OPTION');
		expect(await codeOf({ hs_buying_role: 'CHAMPION;KINGMAKER' })).toBe('INVALID_OPTION');
		expect(await codeOf({ date_of_birth: String(Date.UTC(1990, 4, 1, 12)) })).toBe('INVALID_DATE');
		expect(await codeOf({ date_of_birth: 'May 1st' })).toBe('INVALID_DATE');
		expect(await codeOf({ hs_lead_score: 'ten' })).toBe('INVALID_INTEGER');
		const accepted = await patch({
			hs_buying_role: 'CHAMPION;END_USER',
			date_of_birth: String(Date.UTC(1990, 4, 1)),
			newsletter_opt_in: 'true',
		});
		expect(accepted.status).toBe(200);
		// A date written as epoch milliseconds reads back as its day.
		expect(accepted.data.properties).toMatchObject({
			hs_buying_role: 'CHAMPION;END_USER',
			date_of_birth: '1990-05-01',
			newsletter_opt_in: 'true',
		});
	});

	it('upserts by a unique property: creates what is new, updates what exists, says which with `new`', async () => {
		const existing = await firstContact();
		const inputs = [existing.properties.email, 'grace@example.com'].map((email) => ({
			idProperty: 'email',
			id: email,
			properties: { firstname: 'Upserted' },
		}));
		const answer = await post('/crm/v3/objects/contacts/batch/upsert', { inputs });
		expect(answer.status).toBe(200);
		const results = answer.data.results as Array<{
			id: string;
			new: boolean;
			properties: Record<string, string>;
		}>;
		expect(results.map((r) => [r.properties.email, r.new, r.properties.firstname])).toEqual([
			[existing.properties.email, false, 'Upserted'],
			['grace@example.com', true, 'Upserted'],
		]);
		expect(results[0].id).toBe(existing.id);
		const again = await post('/crm/v3/objects/contacts/batch/upsert', { inputs });
		expect((again.data.results as Array<{ new: boolean }>).map((r) => r.new)).toEqual([
			false,
			false,
		]);
	});

	it('answers an upsert with failing inputs with 207 (200 in 2026-09), writing the others', async () => {
		const inputs = [
			{ idProperty: 'hs_unique_key', id: 'T-1', properties: { subject: 'Printer' } },
			{ idProperty: 'hs_unique_key', id: 'T-2', properties: { hs_ticket_priority: 'SOMEDAY' } },
		];
		const answer = await post('/crm/v3/objects/tickets/batch/upsert', { inputs });
		expect(answer.status).toBe(207);
		expect(answer.data.results).toHaveLength(1);
		expect(answer.data.errors).toEqual([
			expect.objectContaining({ category: 'VALIDATION_ERROR', context: { ids: ['T-2'] } }),
		]);
		expect((await post('/crm/objects/2026-09/tickets/batch/upsert', { inputs })).status).toBe(200);
	});

	it('refuses an upsert by a property without unique values, without an ID property, or naming one record twice', async () => {
		const byDomain = await post('/crm/v3/objects/companies/batch/upsert', {
			inputs: [{ idProperty: 'name', id: 'Acme', properties: {} }],
		});
		expect(byDomain.status).toBe(400);
		expect(byDomain.data.message).toBe(
			`Unable to perform update/upsert by non-unique 0-2 property name in portal ID ${ACCOUNT.hubId}`,
		);
		expect(
			(
				await post('/crm/v3/objects/contacts/batch/upsert', {
					inputs: [{ id: 'a@example.com', properties: {} }],
				})
			).status,
		).toBe(400);
		const twice = await post('/crm/v3/objects/contacts/batch/upsert', {
			inputs: [1, 2].map(() => ({ idProperty: 'email', id: 'a@example.com', properties: {} })),
		});
		expect(twice.data.message).toMatch(/Duplicate IDs/);
		expect(
			(
				await post('/crm/v3/objects/contacts/batch/upsert', {
					inputs: Array.from({ length: 101 }, (_, n) => ({
						idProperty: 'email',
						id: `${n}@example.com`,
						properties: {},
					})),
				})
			).status,
		).toBe(400);
	});
});
