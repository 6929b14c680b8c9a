import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

const CLOSEDATE_RULE = {
	objectType: 'deals',
	kind: 'conditionallyRequired',
	property: 'closedate',
	when: { property: 'dealstage', equals: 'closedwon' },
};
const PHONE_RULE = { objectType: 'contacts', kind: 'requiredOnCreate', property: 'phone' };

describe('sandbox account validation rules, enforced on 2026-09 CRM writes only', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const post = (path: string, body: unknown) => axios.post(url(path), body, auth);
	const patch = (path: string, body: unknown) => axios.patch(url(path), body, auth);
	const newDeals = async (n: number) =>
		(
			(
				await post('/crm/v3/objects/deals/batch/create', {
					inputs: Array.from({ length: n }, (_, i) => ({
						properties: { dealname: `Deal ${i}`, dealstage: 'appointmentscheduled' },
					})),
				})
			).data.results as Array<{ id: string }>
		).map((r) => r.id);
	const stageOf = async (id: string) =>
		(await axios.get(url(`/crm/v3/objects/deals/${id}?properties=dealstage`), auth)).data.properties
			.dealstage as string;

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 3, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await axios.post(url('/__sandbox/reset'));
		await axios.put(url('/__sandbox/validation-rules'), { rules: [CLOSEDATE_RULE, PHONE_RULE] });
	});

	it('refuses a 2026-09 update that breaks a conditional rule, naming the property and the rule; v3 and 2026-03 write it', async () => {
		const [a, b, c] = await newDeals(3);
		const refused = await patch(`/crm/objects/2026-09/deals/${a}`, {
			properties: { dealstage: 'closedwon' },
		});
		expect(refused.status).toBe(400);
		expect(refused.data).toMatchObject({
			status: 'error',
			category: 'VALIDATION_ERROR',
			errors: [{ code: 'CONDITIONALLY_REQUIRED', context: { propertyName: ['closedate'] } }],
		});
		expect(refused.data.message).toMatch(/"closedate" is required when "dealstage" is "closedwon"/);
		expect(refused.data.correlationId).toMatch(/^[0-9a-f-]{36}$/);
		expect(await stageOf(a)).toBe('appointmentscheduled');
		expect(
			(await patch(`/crm/v3/objects/deals/${b}`, { properties: { dealstage: 'closedwon' } }))
				.status,
		).toBe(200);
		expect(
			(await patch(`/crm/objects/2026-03/deals/${c}`, { properties: { dealstage: 'closedwon' } }))
				.status,
		).toBe(200);
		const complete = await patch(`/crm/objects/2026-09/deals/${a}`, {
			properties: { dealstage: 'closedwon', closedate: '2026-09-30' },
		});
		expect(complete.status).toBe(200);
		// The record must satisfy the rule after the write: clearing the date of a won deal is refused too.
		expect(
			(await patch(`/crm/objects/2026-09/deals/${a}`, { properties: { closedate: '' } })).status,
		).toBe(400);
	});

	it('refuses a whole 2026-09 batch update with one errors entry per breaking input, writing nothing', async () => {
		const [a, b] = await newDeals(2);
		const body = {
			inputs: [
				{ id: a, properties: { dealstage: 'closedwon', closedate: '2026-09-30' } },
				{ id: b, properties: { dealstage: 'closedwon' } },
			],
		};
		const refused = await post('/crm/objects/2026-09/deals/batch/update', body);
		expect(refused.status).toBe(400);
		expect(refused.data.category).toBe('VALIDATION_ERROR');
		expect(refused.data.message).toMatch(/^1 of 2 inputs break validation rules/);
		expect(refused.data.errors).toEqual([
			{
				message: 'Property "closedate" is required when "dealstage" is "closedwon".',
				code: 'CONDITIONALLY_REQUIRED',
				context: { propertyName: ['closedate'], inputIndex: ['1'], ids: [b] },
			},
		]);
		expect(await stageOf(a)).toBe('appointmentscheduled');
		expect((await post('/crm/objects/2026-03/deals/batch/update', body)).status).toBe(200);
		expect(await stageOf(b)).toBe('closedwon');
	});

	it('refuses 2026-09 creates that lack a property required on create', async () => {
		const inputs = [
			{ properties: { email: 'with@example.com', phone: '+1 555 0100' }, objectWriteTraceId: 'w' },
			{ properties: { email: 'without@example.com' }, objectWriteTraceId: 'x' },
		];
		const refused = await post('/crm/objects/2026-09/contacts/batch/create', { inputs });
		expect(refused.status).toBe(400);
		expect(refused.data.errors).toEqual([
			{
				message: 'Property "phone" is required to create a contact.',
				code: 'REQUIRED_ON_CREATE',
				context: { propertyName: ['phone'], inputIndex: ['1'], objectWriteTraceId: ['x'] },
			},
		]);
		const search = {
			filterGroups: [
				{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'with@example.com' }] },
			],
		};
		expect((await post('/crm/v3/objects/contacts/search', search)).data.total).toBe(0);
		expect((await post('/crm/v3/objects/contacts/batch/create', { inputs })).status).toBe(201);
		// An update does not need what only creates need.
		const [{ id }] = (await post('/crm/v3/objects/contacts/search', search)).data.results as Array<{
			id: string;
		}>;
		expect(
			(await patch(`/crm/objects/2026-09/contacts/${id}`, { properties: { phone: '' } })).status,
		).toBe(200);
	});

	it('lists, replaces and clears the rules through the control API; a reset clears them', async () => {
		expect((await axios.get(url('/__sandbox/validation-rules'))).data.rules).toEqual([
			CLOSEDATE_RULE,
			PHONE_RULE,
		]);
		const malformed = await axios.put(
			url('/__sandbox/validation-rules'),
			{ rules: [{ objectType: 'deals', kind: 'conditionallyRequired', property: 'closedate' }] },
			{ validateStatus: () => true },
		);
		expect(malformed.status).toBe(400);
		expect(
			(
				await axios.put(
					url('/__sandbox/validation-rules'),
					{ rules: [{ ...PHONE_RULE, property: 'nope' }] },
					{ validateStatus: () => true },
				)
			).data.message,
		).toMatch(/not a property of contacts/);
		expect((await axios.get(url('/__sandbox/validation-rules'))).data.rules).toHaveLength(2);
		await axios.delete(url('/__sandbox/validation-rules'));
		const [a] = await newDeals(1);
		expect(
			(await patch(`/crm/objects/2026-09/deals/${a}`, { properties: { dealstage: 'closedwon' } }))
				.status,
		).toBe(200);
		await axios.put(url('/__sandbox/validation-rules'), { rules: [CLOSEDATE_RULE] });
		await axios.post(url('/__sandbox/reset'));
		expect((await axios.get(url('/__sandbox/validation-rules'))).data.rules).toEqual([]);
	});
});
