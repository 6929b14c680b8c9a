/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { byId, resourceRunner, useMarketingEmailSandbox } from './fixture';

/** The seed's campaigns. */
const SPRING = '00000000-0000-4000-8000-000000000001';
const AUTUMN = '00000000-0000-4000-8000-000000000002';

describe('HubSpot Marketing Email: campaigns through the engine against the sandbox', () => {
	const state = useMarketingEmailSandbox();
	const campaign = resourceRunner(state, 'campaign');

	it('creates a campaign with its properties, updates it, reads it and deletes it', async () => {
		const created = await campaign({
			operation: 'create',
			name: 'Winter sale',
			additionalFields: {
				startDate: '2026-12-01',
				endDate: '2026-12-31T10:00:00Z',
				notes: 'Two emails',
				currencyCode: 'eur',
				otherProperties: '{"hs_goal": "300 orders"}',
			},
		});
		expect(created.error).toBeUndefined();
		const id = String(created.items[0].json.id);
		expect(created.items[0].json.properties).toEqual({
			hs_name: 'Winter sale',
			hs_start_date: '2026-12-01',
			hs_end_date: '2026-12-31',
			hs_notes: 'Two emails',
			hs_currency_code: 'EUR',
			hs_goal: '300 orders',
		});
		const updated = await campaign({
			operation: 'update',
			campaign: byId(id),
			updateFields: { name: 'Winter sale 2026', audience: 'Customers' },
		});
		expect(updated.items[0].json).toMatchObject({
			properties: { hs_name: 'Winter sale 2026', hs_audience: 'Customers', hs_notes: 'Two emails' },
		});
		const got = await campaign({ operation: 'get', campaign: byId(id) });
		expect(got.items[0].json).toMatchObject({
			id,
			properties: { hs_name: 'Winter sale 2026', hs_start_date: '2026-12-01', hs_owner: null },
			assets: {},
		});
		const deleted = await campaign({ operation: 'delete', campaign: byId(id) });
		expect(deleted.items[0].json).toEqual({ campaignId: id, deleted: true });
		const gone = await campaign({ operation: 'get', campaign: byId(id) }, [{}], true);
		expect(gone.items[0].json).toMatchObject({ httpCode: '404' });
	});

	it('refuses a second campaign of the same name per item, as HubSpot does', async () => {
		const result = await campaign(
			{ operation: 'create', name: '={{ $json.name }}' },
			[{ name: 'Spring launch' }, { name: 'Summer' }],
			true,
		);
		expect(result.items[0].json).toMatchObject({ httpCode: '400', category: 'VALIDATION_ERROR' });
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		expect(result.items[1].json).toMatchObject({ properties: { hs_name: 'Summer' } });
	});

	it('gets many campaigns by name, sorted, up to the limit or all of them', async () => {
		const all = await campaign({ operation: 'getMany', returnAll: true, sort: '-hs_name' });
		expect(all.items.map((i) => i.json.id)).toEqual([SPRING, AUTUMN]);
		const named = await campaign({
			operation: 'getMany',
			nameContains: 'webinar',
			returnAll: false,
			limit: 1,
		});
		expect(named.items.map((i) => i.json.properties)).toEqual([
			expect.objectContaining({ hs_name: 'Autumn webinar series' }),
		]);
		const sent = (await state.sb.requests()).filter((r) => r.path === pathIn(ENDPOINTS.campaigns));
		expect(sent.at(-1)?.query).toMatchObject({ name: 'webinar', limit: '1', sort: 'hs_name' });
	});

	it('adds an email to a campaign, lists the campaign’s email assets, and removes it', async () => {
		const added = await campaign({
			operation: 'addAsset',
			campaign: byId(AUTUMN),
			assetType: 'MARKETING_EMAIL',
			asset: byId('6100002'),
		});
		expect(added.items[0].json).toEqual({
			campaignId: AUTUMN,
			assetType: 'MARKETING_EMAIL',
			assetId: '6100002',
			associated: true,
		});
		const listed = await campaign({
			operation: 'getAssets',
			campaign: byId(AUTUMN),
			assetType: 'MARKETING_EMAIL',
			returnAll: true,
		});
		expect(listed.items.map((i) => i.json)).toEqual([{ id: '6100002', name: 'Newsletter 2' }]);
		await campaign({
			operation: 'removeAsset',
			campaign: byId(AUTUMN),
			assetType: 'MARKETING_EMAIL',
			asset: byId('6100002'),
		});
		const after = await campaign({
			operation: 'getAssets',
			campaign: byId(AUTUMN),
			assetType: 'MARKETING_EMAIL',
			returnAll: true,
		});
		expect(after.items).toEqual([]);
		await campaign({
			operation: 'getAssets',
			campaign: byId(SPRING),
			assetType: 'MARKETING_EMAIL',
			startDate: '2026-03-01T08:00:00Z',
			endDate: '2026-03-31',
			returnAll: false,
			limit: 5,
		});
		const withMetrics = (await state.sb.requests()).at(-1);
		expect(withMetrics?.path).toBe(
			pathIn(ENDPOINTS.campaignAssets, { campaignGuid: SPRING, assetType: 'MARKETING_EMAIL' }),
		);
		expect(withMetrics?.query).toEqual({
			startDate: '2026-03-01',
			endDate: '2026-03-31',
			limit: '5',
		});
		const missing = await campaign(
			{
				operation: 'addAsset',
				campaign: byId(AUTUMN),
				assetType: 'MARKETING_EMAIL',
				asset: byId('999'),
			},
			[{}],
			true,
		);
		expect(missing.items[0].json).toMatchObject({ httpCode: '404' });
	});

	it('says the account needs Marketing Hub Professional for campaigns', async () => {
		await state.sb.control('PUT', 'config', { marketingHubTier: 'starter' });
		const refused = await campaign({ operation: 'get', campaign: byId(SPRING) }, [{}], true);
		expect(refused.items[0].json).toMatchObject({ httpCode: '403', category: 'MISSING_TIER' });
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[{ operation: 'get', campaign: { __rl: true, mode: 'list', value: 'nope' } }, /^Campaign: /],
			[{ operation: 'create', name: '={{ "  " }}' }, /^Name: /],
			[
				{
					operation: 'create',
					name: 'x',
					additionalFields: { startDate: '2026-05-02', endDate: '2026-05-01' },
				},
				/^End Date: /,
			],
			[
				{ operation: 'create', name: 'x', additionalFields: { currencyCode: 'euro' } },
				/^Currency Code: /,
			],
			[
				{
					operation: 'create',
					name: 'x',
					additionalFields: { otherProperties: '{"a": {"b": 1}}' },
				},
				/^Other Properties \(JSON\): /,
			],
			[{ operation: 'update', campaign: byId(SPRING), updateFields: {} }, /^Update Fields: /],
			[
				{ operation: 'addAsset', campaign: byId(SPRING), assetType: 'form', asset: byId('1') },
				/^Asset Type: /,
			],
			[
				{
					operation: 'getAssets',
					campaign: byId(SPRING),
					assetType: 'FORM',
					startDate: '2026-01-01',
					returnAll: true,
				},
				/^Metrics To: /,
			],
		];
		for (const [parameters, message] of cases) {
			const result = await campaign(parameters);
			expect(result.error?.message).toMatch(message);
			expect(result.error?.message).toMatch(/\(item 0\)$/);
		}
		expect(await state.sb.requests()).toEqual([]);
	});
});
