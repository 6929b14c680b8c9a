import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/** Activities as object types: created with `hs_timestamp`, associated by HubSpot's activity association types. */
describe('sandbox activities (engagements)', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const post = (path: string, body: unknown) => axios.post(url(path), body, auth);
	const firstId = async (type: string) =>
		String((await axios.get(url(`/crm/v3/objects/${type}?limit=1`), auth)).data.results[0].id);
	const typed = (id: string, associationTypeId: number) => [
		{ to: { id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId }] },
	];

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 4, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it('creates a note with hs_timestamp on a deal (type 214), refuses one without it and a type id not of the pair', async () => {
		const deal = await firstId('deals');
		const created = await post('/crm/objects/2026-09/notes', {
			properties: { hs_note_body: 'Hi', hs_timestamp: '2026-11-23T10:00:00Z' },
			associations: typed(deal, 214),
		});
		expect(created.status).toBe(201);
		const read = await post('/crm/associations/2026-09/notes/deals/batch/read', {
			inputs: [{ id: created.data.id }],
		});
		expect(read.data.results[0].to).toEqual([
			{
				toObjectId: deal,
				associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 214, label: null }],
			},
		]);

		const untimed = await post('/crm/v3/objects/notes', { properties: { hs_note_body: 'Hi' } });
		expect([
			untimed.status,
			untimed.data.category,
			untimed.data.errors[0].context.propertyName,
		]).toEqual([400, 'VALIDATION_ERROR', ['hs_timestamp']]);
		const wrongType = await post('/crm/v3/objects/notes', {
			properties: { hs_note_body: 'Hi', hs_timestamp: '1795000000000' },
			associations: typed(deal, 202),
		});
		expect([wrongType.status, wrongType.data.message]).toEqual([
			400,
			expect.stringContaining('HUBSPOT_DEFINED association type 202 is not valid for note to deal'),
		]);
	});

	it('has the default association types of every activity with contacts, companies, deals and tickets, both ways', async () => {
		const expected: Record<string, number[]> = {
			tasks: [204, 192, 216, 230],
			calls: [194, 182, 206, 220],
			meetings: [200, 188, 212, 226],
			emails: [198, 186, 210, 224],
			communications: [81, 87, 85, 83],
			postal_mail: [453, 459, 457, 455],
		};
		for (const [activity, ids] of Object.entries(expected)) {
			const defaults = await Promise.all(
				['contacts', 'companies', 'deals', 'tickets'].map(
					async (to) =>
						(await axios.get(url(`/crm/v4/associations/${activity}/${to}/labels`), auth)).data
							.results[0].typeId as number,
				),
			);
			expect([activity, defaults]).toEqual([activity, ids]);
		}
		const inward = await axios.get(url('/crm/v4/associations/contacts/notes/labels'), auth);
		expect(inward.data.results).toEqual([
			{ category: 'HUBSPOT_DEFINED', typeId: 201, label: null },
		]);
	});
});
