/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { byId, resourceRunner, useMarketingEmailSandbox } from './fixture';

/** The seed's Spring launch campaign: one email asset, dates 2026-03-01 to 2026-04-30. */
const SPRING = '00000000-0000-4000-8000-000000000001';
/** Ten days of March: the sandbox's metrics grow with the days (and sessions with the assets). */
const TEN_DAYS = { startDate: '2026-03-01T09:30:00Z', endDate: '2026-03-10' };

describe('HubSpot Marketing Email: campaign reports through the engine', () => {
	const state = useMarketingEmailSandbox();
	const campaign = resourceRunner(state, 'campaign');

	it('gets the metrics of a period, sending its days', async () => {
		const result = await campaign({ operation: 'getMetrics', campaign: byId(SPRING), ...TEN_DAYS });
		expect(result.items[0].json).toEqual({
			sessions: 150,
			newContactsFirstTouch: 5,
			newContactsLastTouch: 4,
			influencedContacts: 10,
		});
		const sent = (await state.sb.requests()).at(-1);
		expect(sent?.path).toBe(pathIn(ENDPOINTS.campaignMetrics, { campaignGuid: SPRING }));
		expect(sent?.query).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
	});

	it('lists the contact IDs of an attribution type, all of them or up to the limit', async () => {
		const all = await campaign({
			operation: 'getContacts',
			campaign: byId(SPRING),
			contactType: 'contactFirstTouch',
			returnAll: true,
			...TEN_DAYS,
		});
		expect(all.items.map((i) => i.json)).toEqual(
			['9010001', '9010002', '9010003', '9010004', '9010005'].map((id) => ({ id })),
		);
		const some = await campaign({
			operation: 'getContacts',
			campaign: byId(SPRING),
			contactType: 'influencedContacts',
			returnAll: false,
			limit: 3,
		});
		expect(some.items).toHaveLength(3);
		expect((await state.sb.requests()).at(-1)?.path).toBe(
			pathIn(ENDPOINTS.campaignContacts, {
				campaignGuid: SPRING,
				contactType: 'influencedContacts',
			}),
		);
	});

	it('gets the revenue by attribution model', async () => {
		const result = await campaign({
			operation: 'getRevenue',
			campaign: byId(SPRING),
			attributionModel: 'FIRST_INTERACTION',
			...TEN_DAYS,
		});
		expect(result.items[0].json).toEqual({
			currencyCode: 'USD',
			revenueAmount: 750,
			dealAmount: 1500,
			dealsNumber: 1,
			contactsNumber: 10,
		});
		expect((await state.sb.requests()).at(-1)?.query).toMatchObject({
			attributionModel: 'FIRST_INTERACTION',
		});
	});

	it('names the revenue scope when the credential lacks it', async () => {
		const scopes = ['marketing.campaigns.read'];
		const token = await state.sb.control<IssuedToken>('POST', 'tokens', {
			scopes,
			expiresInSeconds: 600,
		});
		state.sb.engine.credentials.add({
			id: 'campaignsOnly',
			name: 'Campaigns only',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(state.sb.baseUrl, scopes, token),
		});
		const run = async (operation: string) =>
			await state.sb.engine.runNode(
				{
					type: 'hubSpotMarketingEmail',
					parameters: {
						authentication: 'oAuth2',
						resource: 'campaign',
						operation,
						campaign: byId(SPRING),
					},
					credentials: { hubSpotPlatformOAuth2Api: 'campaignsOnly' },
				},
				[{}],
			);
		expect((await run('getMetrics')).error).toBeUndefined();
		const refused = await run('getRevenue');
		expect(refused.error?.name).toBe('NodeApiError');
		expect(refused.error?.message).toMatch(
			/^Get Revenue needs the scope marketing\.campaigns\.revenue\.read: /,
		);
		expect((refused.error as { httpCode?: string } | undefined)?.httpCode).toBe('403');
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[
				{ operation: 'getMetrics', campaign: byId(SPRING), startDate: '2026-03-01' },
				/^End Date: must be given with the other date/,
			],
			[
				{
					operation: 'getRevenue',
					campaign: byId(SPRING),
					startDate: '2026-03-10',
					endDate: '2026-03-01',
				},
				/^End Date: must not be before Start Date/,
			],
			[
				{ operation: 'getMetrics', campaign: byId(SPRING), ...TEN_DAYS, endDate: 'soon' },
				/^End Date: must be a date and time/,
			],
			[
				{
					operation: 'getContacts',
					campaign: byId(SPRING),
					contactType: '={{ "everyone" }}',
					returnAll: true,
				},
				/^Attribution Type: must be one of contactFirstTouch, contactLastTouch, influencedContacts/,
			],
			[
				{ operation: 'getRevenue', campaign: byId(SPRING), attributionModel: '={{ "MOST" }}' },
				/^Attribution Model: must be one of LINEAR/,
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
