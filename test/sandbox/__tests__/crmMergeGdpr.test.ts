import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/** The three forms of the CRM records API the merge and GDPR delete are served in. */
const FORMS = {
	legacy: '/crm/v3/objects',
	'2026-03': '/crm/objects/2026-03',
	'2026-09': '/crm/objects/2026-09',
} as const;

interface Answer {
	id: string;
	properties: Record<string, string | null>;
	propertiesWithHistory?: Record<string, Array<{ value: string }>>;
	associations?: Record<string, { results: Array<{ id: string }> }>;
}

/** Record merge (a new record replaces both) and privacy deletion (permanent, blocklisting the address). */
describe('sandbox CRM merge and GDPR delete', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const get = (path: string) => axios.get<Answer>(url(path), auth);
	const post = (path: string, body: unknown) => axios.post(url(path), body, auth);
	const create = async (type: string, properties: Record<string, string>) =>
		(await post(`${FORMS.legacy}/${type}`, { properties })).data.id as string;

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 2, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it.each(Object.entries(FORMS))(
		'merges two contacts into a new record in the %s form: old ids resolve to it, values and associations combined',
		async (_, prefix) => {
			const primary = await create('contacts', {
				email: 'ada@example.com',
				firstname: 'Ada',
				lastname: '',
			});
			const secondary = await create('contacts', {
				email: 'ada.l@example.com',
				firstname: 'Augusta',
				lastname: 'Lovelace',
				phone: '+44 1',
			});
			await axios.patch(
				url(`${FORMS.legacy}/contacts/${secondary}`),
				{ properties: { firstname: 'Augusta Ada' } },
				auth,
			);
			const companies = (
				(await axios.get(url(`${FORMS.legacy}/companies?limit=2`), auth)).data as {
					results: Array<{ id: string }>;
				}
			).results.map((c) => c.id);
			await axios.put(
				url(`/crm/v4/objects/contacts/${primary}/associations/default/companies/${companies[0]}`),
				undefined,
				auth,
			);
			await axios.put(
				url(`/crm/v4/objects/contacts/${secondary}/associations/default/companies/${companies[1]}`),
				undefined,
				auth,
			);

			const merged = await post(`${prefix}/contacts/merge`, {
				primaryObjectId: primary,
				objectIdToMerge: secondary,
			});
			expect(merged.status).toBe(200);
			const id = merged.data.id as string;
			expect([primary, secondary]).not.toContain(id);
			expect(merged.data.properties).toMatchObject({
				email: 'ada@example.com',
				firstname: 'Ada',
				lastname: 'Lovelace',
			});
			expect(merged.data.warnings).toBeUndefined();

			for (const old of [primary, secondary]) {
				const read = await get(
					`${prefix}/contacts/${old}?properties=firstname,lastname,phone,hs_object_id,hs_additional_emails&propertiesWithHistory=firstname&associations=companies`,
				);
				expect(read.status).toBe(200);
				expect(read.data.id).toBe(id);
				expect(read.data.properties).toMatchObject({
					firstname: 'Ada',
					lastname: 'Lovelace',
					phone: '+44 1',
					hs_object_id: id,
					hs_additional_emails: 'ada.l@example.com',
				});
				expect(read.data.propertiesWithHistory!.firstname.map((h) => h.value)).toEqual([
					'Ada',
					'Augusta Ada',
					'Augusta',
				]);
				expect(read.data.associations!.companies.results.map((r) => r.id).sort()).toEqual(
					[...companies].sort(),
				);
			}
			const listed = (
				(await axios.get(url(`${prefix}/contacts?limit=100`), auth)).data as {
					results: Array<{ id: string }>;
				}
			).results.map((r) => r.id);
			expect(listed).toContain(id);
			expect(listed).not.toContain(primary);
			expect(listed).not.toContain(secondary);
			// The companies see the new record, not the old ones.
			const company = await get(`${FORMS.legacy}/companies/${companies[1]}?associations=contacts`);
			expect(company.data.associations!.contacts.results.map((r) => r.id)).toEqual([id]);
			// The secondary's address now names the new record only through it: the primary's address is the unique one.
			expect(
				(await get(`${FORMS.legacy}/contacts/ada%40example.com?idProperty=email`)).data.id,
			).toBe(id);
		},
	);

	it('merges custom object records by type id, and a record made by a merge can be merged again', async () => {
		const a = await create('p62515_cars', { name: 'Car A', vin: 'VIN-A' });
		const b = await create('p62515_cars', { name: 'Car B', model: 'Model B' });
		const c = await create('p62515_cars', { name: 'Car C', year: '2020' });
		const first = await post(`${FORMS['2026-09']}/2-3453001/merge`, {
			primaryObjectId: a,
			objectIdToMerge: b,
		});
		expect(first.status).toBe(200);
		const second = await post(`${FORMS['2026-03']}/p62515_cars/merge`, {
			primaryObjectId: c,
			objectIdToMerge: a,
		});
		expect(second.status).toBe(200);
		const read = await get(`${FORMS.legacy}/p62515_cars/${b}?properties=name,vin,model,year`);
		expect(read.data.id).toBe(second.data.id);
		expect(read.data.properties).toMatchObject({
			name: 'Car C',
			vin: 'VIN-A',
			model: 'Model B',
			year: '2020',
		});
	});

	it('refuses a merge into itself (also through an old id), unknown records and ids that are not text, in HubSpot shape', async () => {
		const a = await create('companies', { name: 'A' });
		const b = await create('companies', { name: 'B' });
		const self = await post(`${FORMS.legacy}/companies/merge`, {
			primaryObjectId: a,
			objectIdToMerge: a,
		});
		expect(self.status).toBe(400);
		expect(self.data).toMatchObject({
			status: 'error',
			category: 'VALIDATION_ERROR',
			correlationId: expect.any(String),
		});
		const merged = (
			await post(`${FORMS.legacy}/companies/merge`, { primaryObjectId: a, objectIdToMerge: b })
		).data.id as string;
		expect(
			(
				await post(`${FORMS.legacy}/companies/merge`, {
					primaryObjectId: merged,
					objectIdToMerge: b,
				})
			).status,
		).toBe(400);
		const unknown = await post(`${FORMS.legacy}/companies/merge`, {
			primaryObjectId: merged,
			objectIdToMerge: '999999999',
		});
		expect(unknown.status).toBe(404);
		expect(unknown.data).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND' });
		expect(
			(await post(`${FORMS.legacy}/companies/merge`, { primaryObjectId: Number(merged) })).status,
		).toBe(400);
	});

	it.each(Object.entries(FORMS))(
		'GDPR-deletes a contact by id in the %s form for good and blocklists its address',
		async (_, prefix) => {
			const id = await create('contacts', { email: 'gone@example.com', firstname: 'Gone' });
			const deleted = await post(`${prefix}/contacts/gdpr-delete`, { objectId: id });
			expect(deleted.status).toBe(204);
			expect(deleted.data).toBe('');
			expect((await get(`${FORMS.legacy}/contacts/${id}`)).status).toBe(404);
			expect((await get(`${FORMS.legacy}/contacts/${id}?archived=true`)).status).toBe(404);
			const again = await post(`${FORMS.legacy}/contacts`, {
				properties: { email: 'Gone@example.com' },
			});
			expect(again.status).toBe(400);
			expect(again.data).toMatchObject({
				category: 'VALIDATION_ERROR',
				errors: [
					expect.objectContaining({
						code: 'BLOCKLISTED_EMAIL',
						context: { propertyName: ['email'] },
					}),
				],
			});
		},
	);

	it('GDPR-deletes by e-mail address; an address no contact has is blocklisted: a later create or upsert with it is refused', async () => {
		const id = await create('contacts', { email: 'known@example.com' });
		expect(
			(
				await post(`${FORMS['2026-09']}/contacts/gdpr-delete`, {
					objectId: 'known@example.com',
					idProperty: 'email',
				})
			).status,
		).toBe(204);
		expect((await get(`${FORMS.legacy}/contacts/${id}`)).status).toBe(404);
		expect(
			(
				await post(`${FORMS['2026-03']}/contacts/gdpr-delete`, {
					objectId: 'nobody@example.com',
					idProperty: 'email',
				})
			).status,
		).toBe(204);
		expect(
			(await post(`${FORMS.legacy}/contacts`, { properties: { email: 'nobody@example.com' } }))
				.status,
		).toBe(400);
		const upsert = await post(`${FORMS.legacy}/contacts/batch/upsert`, {
			inputs: [{ idProperty: 'email', id: 'nobody@example.com', properties: { firstname: 'N' } }],
		});
		expect(upsert.data.errors).toEqual([
			expect.objectContaining({
				category: 'VALIDATION_ERROR',
				message: expect.stringContaining('blocklisted'),
			}),
		]);
		expect(
			(await post(`${FORMS.legacy}/contacts`, { properties: { email: 'somebody@example.com' } }))
				.status,
		).toBe(201);
	});

	it('refuses a GDPR delete without objectId, and of other types than contacts', async () => {
		const missing = await post(`${FORMS.legacy}/contacts/gdpr-delete`, {});
		expect(missing.status).toBe(400);
		expect(missing.data).toMatchObject({ category: 'VALIDATION_ERROR' });
		expect((await post(`${FORMS.legacy}/companies/gdpr-delete`, { objectId: '1' })).status).toBe(
			404,
		);
	});
});
