import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

describe('sandbox CRM, limits and OAuth answer as the service does', () => {
	let sandbox: RunningSandbox;
	const auth = (token: string = ACCOUNT.privateAppToken): AxiosRequestConfig => ({
		headers: { Authorization: `Bearer ${token}` },
		validateStatus: () => true,
	});
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const ids = async (n: number) =>
		(
			(await axios.get(url(`/crm/v3/objects/companies?limit=${n}`), auth())).data.results as Array<{
				id: string;
			}>
		).map((r) => r.id);

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 30, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await axios.post(url('/__sandbox/reset'));
		await axios.put(url('/__sandbox/config'), { rateLimits: { enabled: false } });
	});

	it('pages lists with opaque cursors and no paging on the last page', async () => {
		const first = await axios.get(
			url('/crm/v3/objects/companies?limit=20&properties=name'),
			auth(),
		);
		expect(first.data.results).toHaveLength(20);
		const second = await axios.get(
			url(`/crm/v3/objects/companies?limit=20&after=${first.data.paging.next.after}`),
			auth(),
		);
		expect(second.data.results).toHaveLength(10);
		expect(second.data.paging).toBeUndefined();
		expect(first.headers['x-hubspot-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
	});

	it('refuses the documented search and batch limits with VALIDATION_ERROR', async () => {
		const group = { filters: [{ propertyName: 'name', operator: 'HAS_PROPERTY' }] };
		const search = (body: object) =>
			axios.post(url('/crm/v3/objects/companies/search'), body, auth());
		expect((await search({ filterGroups: Array(7).fill(group) })).status).toBe(400);
		expect((await search({ filterGroups: Array(6).fill(group) })).status).toBe(200);
		expect((await search({ limit: 201 })).data.category).toBe('VALIDATION_ERROR');
		expect((await search({ query: 'x'.repeat(3001) })).status).toBe(400);
		expect((await search({ after: '10000' })).status).toBe(400);
		const inputs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));
		expect(
			(
				await axios.post(
					url('/crm/v3/objects/companies/batch/read'),
					{ inputs: inputs(101), properties: [], propertiesWithHistory: [] },
					auth(),
				)
			).status,
		).toBe(400);
		const history = await axios.post(
			url('/crm/v3/objects/companies/batch/read'),
			{ inputs: inputs(51), properties: [], propertiesWithHistory: ['name'] },
			auth(),
		);
		expect(history.data.message).toMatch(/for property histories is 50/);
	});

	it('answers 207 for unknown ids, 204 for archive, and restores archived records', async () => {
		const [a, b] = await ids(2);
		const read = await axios.post(
			url('/crm/v3/objects/companies/batch/read'),
			{ inputs: [{ id: a }, { id: '42' }], properties: ['name'], propertiesWithHistory: [] },
			auth(),
		);
		expect(read.status).toBe(207);
		expect(read.data).toMatchObject({
			numErrors: 1,
			errors: [{ category: 'OBJECT_NOT_FOUND', context: { ids: ['42'] } }],
		});
		expect(
			(
				await axios.post(
					url('/crm/v3/objects/companies/batch/archive'),
					{ inputs: [{ id: b }, { id: '42' }] },
					auth(),
				)
			).status,
		).toBe(204);
		expect((await axios.get(url(`/crm/v3/objects/companies/${b}`), auth())).status).toBe(404);
		await axios.post(url(`/__sandbox/crm/companies/${b}/restore`));
		expect((await axios.get(url(`/crm/v3/objects/companies/${b}`), auth())).status).toBe(200);
	});

	it('refuses read-only and unknown properties and clears with an empty string', async () => {
		const [id] = await ids(1);
		const readOnly = await axios.patch(
			url(`/crm/v3/objects/companies/${id}`),
			{ properties: { hs_object_id: '1' } },
			auth(),
		);
		expect(readOnly.status).toBe(400);
		expect(readOnly.data.message).toMatch(/read only/);
		expect(
			(
				await axios.patch(
					url(`/crm/v3/objects/companies/${id}`),
					{ properties: { nope: '1' } },
					auth(),
				)
			).data.message,
		).toMatch(/does not exist/);
		const cleared = await axios.patch(
			url(`/crm/v3/objects/companies/${id}?`),
			{ properties: { city: '' } },
			auth(),
		);
		expect(cleared.data.properties.city).toBeNull();
	});

	it('rate-limits per token with the headers and 429 bodies of the service', async () => {
		await axios.put(url('/__sandbox/config'), {
			rateLimits: { enabled: true, privateAppPerTenSeconds: 3 },
		});
		const answers = [];
		for (let i = 0; i < 4; i++)
			answers.push(await axios.get(url('/crm/v3/objects/companies?limit=1'), auth()));
		expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
		expect(answers[0].headers['x-hubspot-ratelimit-max']).toBe('3');
		expect(answers[1].headers['x-hubspot-ratelimit-remaining']).toBe('1');
		expect(answers[3].data).toMatchObject({
			errorType: 'RATE_LIMIT',
			policyName: 'TEN_SECONDLY_ROLLING',
		});
	});

	it('counts every token of a public-app install in one window: a refreshed token does not start a new one', async () => {
		await axios.put(url('/__sandbox/config'), {
			rateLimits: { enabled: true, oauthPerTenSeconds: 2 },
		});
		const pair = (
			await axios.post(url('/__sandbox/tokens'), { scopes: ['crm.objects.companies.read'] })
		).data;
		const form = { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
		const refreshed = (
			await axios.post(
				url('/oauth/v1/token'),
				new URLSearchParams({
					grant_type: 'refresh_token',
					refresh_token: pair.refresh_token,
					client_id: ACCOUNT.clientId,
					client_secret: ACCOUNT.clientSecret,
				}).toString(),
				form,
			)
		).data;
		const statuses = [];
		for (const token of [pair.access_token, refreshed.access_token, refreshed.access_token])
			statuses.push(
				(await axios.get(url('/crm/v3/objects/companies?limit=1'), auth(token))).status,
			);
		expect(statuses).toEqual([200, 200, 429]);
	});

	it('enforces scopes and expiry of OAuth tokens, and revoking a refresh token leaves issued access tokens working', async () => {
		const pair = (
			await axios.post(url('/__sandbox/tokens'), {
				scopes: ['crm.objects.contacts.read'],
				expiresInSeconds: 60,
			})
		).data;
		const missing = await axios.get(url('/crm/v3/objects/companies'), auth(pair.access_token));
		expect(missing.status).toBe(403);
		expect(missing.data.errors[0].context.requiredScopes).toEqual(['crm.objects.companies.read']);
		expect((await axios.get(url('/crm/v3/objects/contacts'), auth(pair.access_token))).status).toBe(
			200,
		);
		expect((await axios.delete(url(`/oauth/v1/refresh-tokens/${pair.refresh_token}`))).status).toBe(
			204,
		);
		const form = {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			validateStatus: () => true,
		};
		const refresh = await axios.post(
			url('/oauth/v1/token'),
			new URLSearchParams({
				grant_type: 'refresh_token',
				refresh_token: pair.refresh_token,
				client_id: ACCOUNT.clientId,
				client_secret: ACCOUNT.clientSecret,
			}).toString(),
			form,
		);
		expect(refresh.data).toMatchObject({ status: 'BAD_REFRESH_TOKEN', error: 'invalid_grant' });
		expect((await axios.get(url('/crm/v3/objects/contacts'), auth(pair.access_token))).status).toBe(
			200,
		);
		const badSecret = await axios.post(
			url('/oauth/v1/token'),
			new URLSearchParams({
				grant_type: 'refresh_token',
				refresh_token: 'x',
				client_id: ACCOUNT.clientId,
				client_secret: 'wrong',
			}).toString(),
			form,
		);
		expect(badSecret.data.status).toBe('BAD_CLIENT_SECRET');
		await axios.post(url('/__sandbox/clock'), { advanceMs: 61_000 });
		const expired = await axios.get(url('/crm/v3/objects/contacts'), auth(pair.access_token));
		expect(expired.status).toBe(401);
		expect(expired.data.category).toBe('EXPIRED_AUTHENTICATION');
	});
});
