/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { searchBudgetItems } from '../../../nodes/HubSpotMarketingEmail/methods/listSearch';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { byId, editingMarketingEmail, resourceRunner, useMarketingEmailSandbox } from './fixture';

/** The seed's campaigns: Spring has budget items 1 (Paid social 5000) and 2 (Events 2500), spend item 3. */
const SPRING = '00000000-0000-4000-8000-000000000001';
const AUTUMN = '00000000-0000-4000-8000-000000000002';

describe('HubSpot Marketing Email: campaign budget and spend items through the engine', () => {
	const state = useMarketingEmailSandbox();
	const budget = resourceRunner(state, 'campaignBudget');

	it('creates a budget and a spend item, updates one field, reads totals, gets and deletes an item', async () => {
		const created = await budget(
			{
				operation: 'create',
				campaign: byId(AUTUMN),
				itemType: '={{ $json.type }}',
				name: '={{ $json.name }}',
				amount: '={{ $json.amount }}',
				order: 1,
				additionalFields: { description: 'Q4' },
			},
			[
				{ type: 'budget', name: 'Webinar tools', amount: 800 },
				{ type: 'spend', name: 'Zoom licence', amount: '149.5' },
			],
		);
		expect(created.error).toBeUndefined();
		expect(created.items.map((i) => i.json)).toEqual([
			expect.objectContaining({ name: 'Webinar tools', amount: 800, order: 1, description: 'Q4' }),
			expect.objectContaining({ name: 'Zoom licence', amount: 149.5, order: 1 }),
		]);
		expect(created.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		const [budgetId, spendId] = created.items.map((i) => String(i.json.id));
		const posts = (await state.sb.requests()).filter((r) => r.method === 'POST');
		expect(posts.map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.campaignBudgetItems, { campaignGuid: AUTUMN }),
			pathIn(ENDPOINTS.campaignSpendItems, { campaignGuid: AUTUMN }),
		]);

		const updated = await budget({
			operation: 'update',
			campaign: byId(AUTUMN),
			itemType: 'budget',
			item: byId(budgetId),
			updateFields: { amount: 1000 },
		});
		expect(updated.items[0].json).toMatchObject({
			id: Number(budgetId),
			name: 'Webinar tools',
			amount: 1000,
			order: 1,
			description: 'Q4',
		});
		const put = (await state.sb.requests()).at(-1);
		expect(put?.method).toBe('PUT');
		expect(put?.path).toBe(
			pathIn(ENDPOINTS.campaignBudgetItem, { campaignGuid: AUTUMN, budgetId }),
		);

		const totals = await budget({ operation: 'getTotals', campaign: byId(AUTUMN) });
		expect(totals.items[0].json).toMatchObject({
			budgetItems: [expect.objectContaining({ name: 'Webinar tools', amount: 1000 })],
			spendItems: [expect.objectContaining({ name: 'Zoom licence', amount: 149.5 })],
			budgetTotal: 1000,
			spendTotal: 149.5,
			remainingBudget: 850.5,
			currencyCode: 'USD',
		});

		const got = await budget({
			operation: 'get',
			campaign: byId(AUTUMN),
			itemType: 'spend',
			item: byId(spendId),
		});
		expect(got.items[0].json).toMatchObject({ id: Number(spendId), name: 'Zoom licence' });
		const deleted = await budget({
			operation: 'delete',
			campaign: byId(AUTUMN),
			itemType: 'spend',
			item: byId(spendId),
		});
		expect(deleted.items[0].json).toEqual({
			campaignId: AUTUMN,
			itemType: 'spend',
			itemId: spendId,
			deleted: true,
		});
		const after = await budget({ operation: 'getTotals', campaign: byId(AUTUMN) });
		expect(after.items[0].json.spendItems).toEqual([]);
		expect(after.items[0].json).not.toHaveProperty('spendTotal');
		expect(after.items[0].json).toMatchObject({ remainingBudget: 1000 });
		const gone = await budget(
			{ operation: 'get', campaign: byId(AUTUMN), itemType: 'spend', item: byId(spendId) },
			[{}],
			true,
		);
		expect(gone.items[0].json).toMatchObject({ httpCode: '404' });
	});

	it('lists the chosen campaign’s budget or spend items in the Item picker, none before a campaign is chosen', async () => {
		const picker = (parameters: IDataObject) =>
			editingMarketingEmail(
				state.sb,
				{ resource: 'campaignBudget', operation: 'get', ...parameters },
				'item',
			);
		const spring = { campaign: { __rl: true, mode: 'list', value: SPRING } };
		expect((await searchBudgetItems.call(await picker(spring))).results).toEqual([
			{ name: 'Events (2500 USD)', value: '2' },
			{ name: 'Paid social (5000 USD)', value: '1' },
		]);
		expect(
			(await searchBudgetItems.call(await picker({ ...spring, itemType: 'spend' }))).results,
		).toEqual([{ name: 'Launch ads (1200 USD)', value: '3' }]);
		expect((await searchBudgetItems.call(await picker(spring), 'events')).results).toEqual([
			{ name: 'Events (2500 USD)', value: '2' },
		]);
		const requests = (await state.sb.requests()).length;
		expect((await searchBudgetItems.call(await picker({}))).results).toEqual([]);
		expect(await state.sb.requests()).toHaveLength(requests);
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const create = (item: IDataObject) => ({
			operation: 'create',
			campaign: byId(SPRING),
			itemType: 'budget',
			name: '={{ $json.name }}',
			amount: '={{ $json.amount }}',
			order: '={{ $json.order }}',
			...item,
		});
		const cases: Array<[IDataObject, IDataObject[], RegExp]> = [
			// The second item is bad: the first must not be written either.
			[
				create({}),
				[
					{ name: 'Fine', amount: 10, order: 1 },
					{ name: 'Bad', amount: 'ten', order: 2 },
				],
				/^Amount: must be a number, got "ten" \(item 1\)$/,
			],
			[create({}), [{ name: ' ', amount: 1, order: 1 }], /^Name: must not be empty \(item 0\)$/],
			[
				create({}),
				[{ name: 'x', amount: -5, order: 1 }],
				/^Amount: must be 0 or more.*\(item 0\)$/,
			],
			[create({}), [{ name: 'x', amount: 5, order: 1.5 }], /^Order: .*\(item 0\)$/],
			[create({}), [{ name: 'x', amount: 5 }], /^Order: .*\(item 0\)$/],
			[
				{ operation: 'update', campaign: byId(SPRING), item: byId('1'), updateFields: {} },
				[{}],
				/^Update Fields: .*\(item 0\)$/,
			],
			[
				{
					operation: 'update',
					campaign: byId(SPRING),
					item: byId('1'),
					updateFields: { amount: '={{ "lots" }}' },
				},
				[{}],
				/^Amount: .*\(item 0\)$/,
			],
			[
				{
					operation: 'delete',
					campaign: byId(SPRING),
					item: { __rl: true, mode: 'list', value: 'first' },
				},
				[{}],
				/^Item: must be digits only.*\(item 0\)$/,
			],
		];
		for (const [parameters, input, message] of cases) {
			const result = await budget(parameters, input);
			expect(result.error?.message).toMatch(message);
		}
		expect(await state.sb.requests()).toEqual([]);
	});
});
