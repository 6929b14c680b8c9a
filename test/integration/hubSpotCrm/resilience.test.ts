/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { useCrmSandbox } from '../../harness/crmSandbox';

const RATE_LIMIT_BODY = {
	status: 'error',
	message: 'You have reached your ten_secondly_rolling limit.',
	errorType: 'RATE_LIMIT',
	policyName: 'TEN_SECONDLY_ROLLING',
};

/** How many successful requests wrote each id (batch inputs or PATCH paths). */
function writesPerId(
	requests: Array<{ method: string; path: string; status: number; body?: unknown }>,
): Map<string, number> {
	const writes = new Map<string, number>();
	for (const r of requests.filter((q) => q.status < 300)) {
		const ids =
			r.method === 'PATCH'
				? [r.path.split('/').pop()!]
				: ((r.body as { inputs?: IDataObject[] })?.inputs ?? []).map((i) => String(i.id));
		for (const id of ids) writes.set(id, (writes.get(id) ?? 0) + 1);
	}
	return writes;
}

describe('HubSpot CRM: 429 storms and token expiry mid-run', () => {
	const state = useCrmSandbox();

	it('rides out a 429 storm on Batch Update: no item lost, none written twice', async () => {
		const ids = await state.sb.seed('companies', 250);
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: '/batch/update',
			status: 429,
			body: RATE_LIMIT_BODY,
			times: 3,
		});
		await state.sb.clearRequests();
		const result = await state.sb.run(
			{
				operation: 'batchUpdate',
				recordId: '={{ $json.id }}',
				propertyValues: { values: [{ name: 'description', value: 'after storm' }] },
			},
			ids.map((id) => ({ id })),
		);
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.json.id)).toEqual(ids);
		const requests = await state.sb.requests();
		expect(requests.filter((r) => r.status === 429)).toHaveLength(3);
		const writes = writesPerId(requests);
		expect(ids.every((id) => writes.get(id) === 1)).toBe(true);
	});

	it('rides out a 429 storm on Batch Create without creating anything twice', async () => {
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: '/batch/create',
			status: 429,
			body: RATE_LIMIT_BODY,
			times: 2,
		});
		const result = await state.sb.run(
			{
				operation: 'batchCreate',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ name: $json.name }) }}',
			},
			Array.from({ length: 120 }, (_, n) => ({ name: `Storm ${n}` })),
		);
		expect(result.error).toBeUndefined();
		expect(new Set(result.items.map((i) => i.json.id)).size).toBe(120);
		const search = await state.sb.call<{ total: number }>(
			'POST',
			'/crm/v3/objects/companies/search',
			{
				filterGroups: [
					{ filters: [{ propertyName: 'name', operator: 'CONTAINS_TOKEN', value: 'Storm' }] },
				],
				limit: 1,
			},
		);
		expect(search.body.total).toBe(120);
	});

	it('refreshes an OAuth2 token that expires mid-run and finishes every item once', async () => {
		const scopes = ['crm.objects.companies.read', 'crm.objects.companies.write'];
		const token = await state.sb.control<IssuedToken>('POST', 'tokens', {
			scopes,
			expiresInSeconds: 600,
		});
		const stored = state.sb.engine.credentials.add({
			id: 'oauth',
			name: 'Sandbox public app',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(state.sb.baseUrl, scopes, token),
		});
		const ids = await state.sb.ids('companies', 40);
		await state.sb.control('PUT', 'config', { latencyMs: 15 });
		try {
			const running = state.sb.run(
				{
					operation: 'update',
					authentication: 'oAuth2',
					recordId: '={{ $json.id }}',
					propertyValues: { values: [{ name: 'description', value: 'refreshed' }] },
				},
				ids.map((id) => ({ id })),
				{ credentials: { hubSpotPlatformOAuth2Api: 'oauth' } },
			);
			// Once a few items are done, the token's lifetime passes.
			while ((await state.sb.requests()).filter((r) => r.method === 'PATCH').length < 5)
				await new Promise((r) => setTimeout(r, 10));
			await state.sb.control('POST', 'clock', { advanceMs: 601_000 });
			const result = await running;
			expect(result.error).toBeUndefined();
			expect(result.items.map((i) => i.json.id)).toEqual(ids);
			expect(stored.tokenUpdates).toBeGreaterThanOrEqual(1);
			const requests = await state.sb.requests();
			expect(requests.some((r) => r.status === 401)).toBe(true);
			expect(requests.some((r) => r.path === '/oauth/2026-03/token' && r.status === 200)).toBe(
				true,
			);
			const writes = writesPerId(requests.filter((r) => r.method === 'PATCH'));
			expect(ids.every((id) => writes.get(id) === 1)).toBe(true);
		} finally {
			await state.sb.control('PUT', 'config', { latencyMs: 0 });
		}
	});
});
