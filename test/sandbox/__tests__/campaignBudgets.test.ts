import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/** The seed's Autumn campaign (no budget items), under the 2026-09 and the v3 prefix. */
const AUTUMN = '00000000-0000-4000-8000-000000000002';

describe('sandbox campaign budgets and reports: HubSpot’s validation, totals, revenue scope', () => {
	let sandbox: RunningSandbox;
	const bearer: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}/marketing/campaigns/2026-09/${AUTUMN}${path}`;

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, config: { rateLimits: { enabled: false } as never } });
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(`${sandbox.baseUrl}/__sandbox/reset`));

	it('refuses an item without a name, with an amount that is no number or negative, or without an integer order (400)', async () => {
		const refusals: Array<[object, RegExp]> = [
			[{ amount: 1, order: 1 }, /^name is required/],
			[{ name: 'x', amount: '12', order: 1 }, /^amount is required and must be a number/],
			[{ name: 'x', amount: -1, order: 1 }, /^amount must not be negative/],
			[{ name: 'x', amount: 1 }, /^order is required/],
			[{ name: 'x', amount: 1, order: 1.5 }, /^order is required and must be an integer/],
		];
		for (const [body, message] of refusals) {
			const answer = await axios.post(url('/spend'), body, bearer);
			expect(answer.status).toBe(400);
			expect(answer.data).toMatchObject({ category: 'VALIDATION_ERROR' });
			expect(answer.data.message).toMatch(message);
		}
		const empty = await axios.get(url('/budget/totals'), bearer);
		expect(empty.data).toEqual({ budgetItems: [], spendItems: [], currencyCode: 'USD' });
	});

	it('computes totals from the items, in their order, and replaces an item whole', async () => {
		const add = (kind: string, name: string, amount: number, order: number) =>
			axios.post(url(`/${kind}`), { name, amount, order }, bearer);
		const second = await add('budget', 'Ads', 300, 2);
		expect(second.status).toBe(201);
		await add('budget', 'Venue', 700.25, 1);
		await add('spend', 'Deposit', 200, 1);
		const replaced = await axios.put(
			url(`/budget/${second.data.id}`),
			{ name: 'Ads', amount: 400, order: 2 },
			bearer,
		);
		expect(replaced.data).toMatchObject({ id: second.data.id, amount: 400 });
		expect(replaced.data).not.toHaveProperty('description');
		const totals = (await axios.get(url('/budget/totals'), bearer)).data;
		expect(totals.budgetItems.map((i: { name: string }) => i.name)).toEqual(['Venue', 'Ads']);
		expect(totals).toMatchObject({
			budgetTotal: 1100.25,
			spendTotal: 200,
			remainingBudget: 900.25,
			currencyCode: 'USD',
		});
		expect((await axios.delete(url(`/budget/${second.data.id}`), bearer)).status).toBe(204);
		expect((await axios.get(url(`/budget/${second.data.id}`), bearer)).status).toBe(404);
	});

	it('refuses the revenue report to a token without its scope, and a bad period or attribution type', async () => {
		const token = (
			await axios.post(`${sandbox.baseUrl}/__sandbox/tokens`, {
				scopes: ['marketing.campaigns.read'],
			})
		).data.access_token as string;
		const narrow = { headers: { Authorization: `Bearer ${token}` }, validateStatus: () => true };
		const refused = await axios.get(url('/reports/revenue'), narrow);
		expect(refused.status).toBe(403);
		expect(refused.data.errors[0].context.requiredScopes).toEqual([
			'marketing.campaigns.revenue.read',
		]);
		expect((await axios.get(url('/reports/metrics'), narrow)).status).toBe(200);
		const bad = (path: string) => axios.get(url(path), bearer).then((answer) => answer.status);
		expect(await bad('/reports/metrics?startDate=2026-03-02&endDate=2026-03-01')).toBe(400);
		expect(await bad('/reports/metrics?startDate=March&endDate=2026-03-01')).toBe(400);
		expect(await bad('/reports/contacts/everyone')).toBe(400);
		expect(await bad('/reports/revenue?attributionModel=MOST')).toBe(400);
	});
});
