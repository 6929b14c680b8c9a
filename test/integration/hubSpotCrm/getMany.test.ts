/** @apiVersionModes all */
import { useCrmSandbox, jsonOf, pairs } from '../../harness/crmSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

describe('HubSpot CRM: Record Get Many', () => {
	const state = useCrmSandbox();

	it('reads every record over many pages of 100 with Return All, each once', async () => {
		await state.sb.seed('companies', 250);
		const result = await state.sb.run({ operation: 'getMany', returnAll: true });
		expect(result.error).toBeUndefined();
		const ids = jsonOf(result).map((r) => r.id);
		expect(ids.length).toBeGreaterThanOrEqual(250);
		expect(new Set(ids).size).toBe(ids.length);
		const requests = await state.sb.requests();
		expect(requests.length).toBe(Math.ceil(ids.length / 100));
		expect(
			requests.every(
				(r) =>
					r.method === 'GET' &&
					r.path === pathIn(ENDPOINTS.crmRecords, { objectType: 'companies' }),
			),
		).toBe(true);
		expect(pairs(result).every((item) => item === 0)).toBe(true);
	});

	it('stops at the limit, asking no more than needed', async () => {
		const result = await state.sb.run({ operation: 'getMany', returnAll: false, limit: 130 });
		expect(result.items).toHaveLength(130);
		expect((await state.sb.requests()).length).toBe(2);
	});

	it('simplifies to id, properties, times and archived; gives the raw record when Simplify is off', async () => {
		const simple = await state.sb.run({
			operation: 'getMany',
			returnAll: false,
			limit: 1,
			options: { properties: ['name', 'domain'] },
		});
		expect(simple.items[0].json).toEqual(
			expect.objectContaining({
				id: expect.any(String),
				name: expect.any(String),
				createdAt: expect.any(String),
				updatedAt: expect.any(String),
				archived: false,
			}),
		);
		expect(simple.items[0].json).toHaveProperty('domain');
		expect(simple.items[0].json.properties).toBeUndefined();
		const raw = await state.sb.run({
			operation: 'getMany',
			returnAll: false,
			limit: 1,
			simplify: false,
			options: { properties: ['name'] },
		});
		expect(raw.items[0].json).toEqual(
			expect.objectContaining({
				id: simple.items[0].json.id,
				properties: expect.objectContaining({ name: simple.items[0].json.name }),
			}),
		);
	});

	it('passes properties with history (50 per page), associations and archived', async () => {
		const result = await state.sb.run({
			operation: 'getMany',
			returnAll: false,
			limit: 60,
			simplify: false,
			options: { propertiesWithHistory: ['name'], associations: 'contacts' },
		});
		expect(result.error).toBeUndefined();
		const requests = await state.sb.requests();
		expect(requests).toHaveLength(2);
		expect(JSON.stringify(requests[0].query)).toContain('propertiesWithHistory');
		expect(result.items[0].json.propertiesWithHistory).toBeDefined();
	});

	it('reads deals under their type id 0-3 and a custom object type by id', async () => {
		const deals = await state.sb.run({
			operation: 'getMany',
			objectType: '0-3',
			returnAll: false,
			limit: 3,
		});
		expect(deals.error).toBeUndefined();
		expect(deals.items).toHaveLength(3);
		const custom = await state.sb.run({
			operation: 'getMany',
			objectType: 'custom',
			objectTypeCustom: '2-3453001',
			returnAll: false,
			limit: 2,
		});
		expect(custom.error).toBeUndefined();
		expect((await state.sb.requests()).map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.crmRecords, { objectType: '0-3' }),
			pathIn(ENDPOINTS.crmRecords, { objectType: '2-3453001' }),
		]);
	});

	it('refuses a limit of 0 and a malformed custom type before any request', async () => {
		const zero = await state.sb.run({ operation: 'getMany', returnAll: false, limit: 0 });
		expect(zero.error?.message).toMatch(/^Limit: .*\(item 0\)/);
		const badType = await state.sb.run({
			operation: 'getMany',
			objectType: 'custom',
			objectTypeCustom: '../contacts',
			returnAll: true,
		});
		expect(badType.error?.message).toMatch(/^Object Type ID: .*\(item 0\)/);
		expect(await state.sb.requests()).toHaveLength(0);
	});
});
