/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { apiVersionMode, pathIn } from '../../harness/apiVersions';
import { byId, resourceRunner, useMarketingEmailSandbox } from './fixture';

describe('HubSpot Marketing Email: emails through the engine against the sandbox', () => {
	const state = useMarketingEmailSandbox();
	const email = resourceRunner(state, 'email');

	it('gets many emails page by page, filtered by type and state, up to the limit', async () => {
		const all = await email({ operation: 'getMany', returnAll: true });
		expect(all.error).toBeUndefined();
		expect(all.items.map((i) => i.json.id)).toEqual([
			'6100001',
			'6100002',
			'6100003',
			'6100004',
			'6100005',
		]);
		const drafts = await email({
			operation: 'getMany',
			returnAll: false,
			limit: 1,
			filters: { published: 'draft', type: 'BATCH_EMAIL' },
		});
		expect(drafts.items.map((i) => i.json.id)).toEqual(['6100004']);
		const list = (await state.sb.requests()).filter(
			(r) => r.path === pathIn(ENDPOINTS.marketingEmails),
		);
		expect(list.at(-1)?.query).toEqual({ limit: '1', type: 'BATCH_EMAIL', isPublished: 'false' });
	});

	it('creates a draft, updates only its draft, and publishing makes the draft live', async () => {
		const created = await email({
			operation: 'create',
			name: 'Welcome',
			additionalFields: {
				subject: 'Hello',
				fromName: 'Ada',
				replyTo: 'ada@example.com',
				includeListIds: '12, 13',
			},
		});
		expect(created.error).toBeUndefined();
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toMatchObject({
			name: 'Welcome',
			state: 'DRAFT',
			isPublished: false,
			from: { fromName: 'Ada', replyTo: 'ada@example.com' },
			to: { contactLists: { include: ['12', '13'], exclude: [] } },
		});
		const updated = await email({
			operation: 'updateDraft',
			email: byId(id),
			updateFields: { subject: 'Hello again' },
		});
		expect(updated.items[0].json).toMatchObject({ id, subject: 'Hello again' });
		const live = await email({ operation: 'get', email: byId(id), emailVersion: 'live' });
		expect(live.items[0].json).toMatchObject({ subject: 'Hello' });
		const draft = await email({ operation: 'get', email: byId(id), emailVersion: 'draft' });
		expect(draft.items[0].json).toMatchObject({ subject: 'Hello again' });

		const published = await email({ operation: 'publish', email: byId(id) });
		expect(published.items[0].json).toEqual({ emailId: id, published: true });
		const after = await email({ operation: 'get', email: byId(id) });
		expect(after.items[0].json).toMatchObject({
			subject: 'Hello again',
			isPublished: true,
			state: 'PUBLISHED',
		});
		// A sent batch email cannot be taken back: HubSpot's refusal per item.
		const unpublished = await email({ operation: 'unpublish', email: byId(id) }, [{}], true);
		expect(unpublished.items[0].json).toMatchObject({
			httpCode: '400',
			category: 'VALIDATION_ERROR',
		});
		expect(String(unpublished.items[0].json.error)).toMatch(/cannot be unpublished/);
	});

	it('clones an email into a new draft named as asked', async () => {
		const cloned = await email({
			operation: 'clone',
			email: byId('6100001'),
			cloneName: 'Newsletter 1 copy',
		});
		expect(cloned.items[0].json).toMatchObject({
			name: 'Newsletter 1 copy',
			isPublished: false,
			state: 'DRAFT',
		});
		expect(cloned.items[0].json.id).not.toBe('6100001');
		const sent = (await state.sb.requests()).find(
			(r) => r.path === pathIn(ENDPOINTS.marketingEmailClone),
		);
		expect(sent?.body).toEqual({ id: '6100001', cloneName: 'Newsletter 1 copy' });
	});

	it('unpublishes an automated email, and refuses publishing it below Marketing Hub Professional', async () => {
		const stopped = await email({ operation: 'unpublish', email: byId('6100003') });
		expect(stopped.items[0].json).toEqual({ emailId: '6100003', published: false });
		const got = await email({ operation: 'get', email: byId('6100003') });
		expect(got.items[0].json).toMatchObject({ isPublished: false, state: 'AUTOMATED_DRAFT' });

		await state.sb.control('PUT', 'config', { marketingHubTier: 'starter' });
		const refused = await email({ operation: 'publish', email: byId('6100003') }, [{}], true);
		expect(refused.items[0].json).toMatchObject({ httpCode: '403', category: 'MISSING_TIER' });
		expect(String(refused.items[0].json.error)).toMatch(/Marketing Hub Professional/);
	});

	it('gets the statistics of one email and of all emails sent in a time range', async () => {
		const one = await email({
			operation: 'getStatistics',
			statisticsOf: 'email',
			email: byId('6100001'),
		});
		expect(one.items[0].json).toMatchObject({
			aggregate: { counters: { sent: 1000 + (6100001 % 97) * 10 } },
			emails: [6100001],
		});
		const all = await email({
			operation: 'getStatistics',
			statisticsOf: 'allEmails',
			startTimestamp: '2026-01-01T00:00:00Z',
			endTimestamp: '2026-02-01T00:00:00Z',
		});
		expect(all.items[0].json.emails).toEqual([6100001, 6100002, 6100003]);
		const none = await email({
			operation: 'getStatistics',
			statisticsOf: 'allEmails',
			startTimestamp: '2026-02-01T00:00:00Z',
		});
		expect(none.items[0].json).toMatchObject({ aggregate: { counters: { sent: 0 } }, emails: [] });
		const sent = (await state.sb.requests()).filter(
			(r) => r.path === pathIn(ENDPOINTS.marketingEmailStatistics),
		);
		expect(sent[1].query).toEqual({
			startTimestamp: '2026-01-01T00:00:00.000Z',
			endTimestamp: '2026-02-01T00:00:00.000Z',
		});
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[{ operation: 'get', email: { __rl: true, mode: 'list', value: '12a' } }, /^Email: /],
			[{ operation: 'create', name: '  ' }, /Name/],
			[
				{ operation: 'create', name: 'x', additionalFields: { replyTo: 'not an address' } },
				/Reply-To Address/,
			],
			[{ operation: 'create', name: 'x', additionalFields: { campaignId: 'abc' } }, /Campaign ID/],
			[{ operation: 'updateDraft', email: byId('6100004'), updateFields: {} }, /Update Fields/],
			[
				{
					operation: 'getStatistics',
					statisticsOf: 'allEmails',
					startTimestamp: '2026-02-01',
					endTimestamp: '2026-01-01',
				},
				/To/,
			],
		];
		for (const [parameters, message] of cases) {
			const result = await email(parameters);
			expect(result.error?.message).toMatch(message);
			expect(result.error?.message).toMatch(/item 0/i);
		}
		expect(await state.sb.requests()).toEqual([]);
	});

	it(`sends every email call on the ${apiVersionMode} paths`, async () => {
		await email({ operation: 'get', email: byId('6100001') });
		expect((await state.sb.requests())[0].path).toBe(
			pathIn(ENDPOINTS.marketingEmail, { emailId: '6100001' }),
		);
	});
});
