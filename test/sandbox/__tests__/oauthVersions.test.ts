import axios from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

describe('sandbox OAuth token, introspection and revocation of /oauth/v3 and the dated versions', () => {
	let sandbox: RunningSandbox;
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const app = { client_id: ACCOUNT.clientId, client_secret: ACCOUNT.clientSecret };
	const post = (path: string, fields: Record<string, string>) =>
		axios.post(url(path), new URLSearchParams(fields).toString(), {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			validateStatus: () => true,
		});
	const crmStatus = async (token: string) =>
		(
			await axios.get(url('/crm/v3/objects/contacts?limit=1'), {
				headers: { Authorization: `Bearer ${token}` },
				validateStatus: () => true,
			})
		).status;
	const pair = async (expiresInSeconds?: number) =>
		(
			await axios.post(url('/__sandbox/tokens'), {
				scopes: ['crm.objects.contacts.read'],
				expiresInSeconds,
			})
		).data as { access_token: string; refresh_token: string };

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 5, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it.each(['/oauth/2026-03', '/oauth/2026-09', '/oauth/v3'])(
		'%s/token exchanges a code and refreshes, answering the v1 token body',
		async (prefix) => {
			const redirectUri = 'http://localhost:5678/callback';
			const install = await axios.get(
				url(
					`/oauth/authorize?client_id=${ACCOUNT.clientId}&redirect_uri=${encodeURIComponent(redirectUri)}&scope=crm.objects.contacts.read`,
				),
				{ maxRedirects: 0, validateStatus: () => true },
			);
			const code = new URL(install.headers.location as string).searchParams.get('code')!;
			const exchanged = await post(`${prefix}/token`, {
				...app,
				grant_type: 'authorization_code',
				code,
				redirect_uri: redirectUri,
			});
			expect(exchanged.status).toBe(200);
			expect(exchanged.data).toMatchObject({
				token_type: 'bearer',
				token_use: 'access_token',
				expires_in: 1800,
				hub_id: ACCOUNT.hubId,
				user_id: ACCOUNT.userId,
			});
			expect(exchanged.data.scopes).toContain('crm.objects.contacts.read');
			expect(await crmStatus(exchanged.data.access_token)).toBe(200);
			const refreshed = await post(`${prefix}/token`, {
				...app,
				grant_type: 'refresh_token',
				refresh_token: exchanged.data.refresh_token,
			});
			expect(refreshed.data).toMatchObject({
				token_use: 'access_token',
				refresh_token: exchanged.data.refresh_token,
			});
			expect(refreshed.data.access_token).not.toBe(exchanged.data.access_token);
			// A token from a dated endpoint refreshes at v1 too: one set of grants behind every version.
			expect(
				(
					await post('/oauth/v1/token', {
						...app,
						grant_type: 'refresh_token',
						refresh_token: exchanged.data.refresh_token,
					})
				).status,
			).toBe(200);
		},
	);

	it('refuses secrets in the query string, JSON bodies, a wrong secret and an unknown refresh token, with RFC 6749 error fields', async () => {
		const { refresh_token } = await pair();
		const inQuery = await axios.post(
			url(
				`/oauth/2026-03/token?client_secret=${ACCOUNT.clientSecret}&refresh_token=${refresh_token}`,
			),
			new URLSearchParams({ client_id: ACCOUNT.clientId, grant_type: 'refresh_token' }).toString(),
			{
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				validateStatus: () => true,
			},
		);
		expect(inQuery.status).toBe(400);
		expect(inQuery.data).toMatchObject({
			status: 'error',
			category: 'VALIDATION_ERROR',
			subCategory: 'OAUTH',
			error: 'invalid_request',
		});
		expect(inQuery.data.message).toMatch(
			/client_secret, refresh_token must be sent in the form body/,
		);
		expect(inQuery.data.error_description).toBe(inQuery.data.message);
		const json = await axios.post(
			url('/oauth/2026-09/token'),
			{ ...app, grant_type: 'refresh_token', refresh_token },
			{ validateStatus: () => true },
		);
		expect(json.data).toMatchObject({ error: 'invalid_request' });
		const wrongSecret = await post('/oauth/2026-03/token', {
			...app,
			client_secret: 'wrong',
			grant_type: 'refresh_token',
			refresh_token,
		});
		expect(wrongSecret.data).toMatchObject({
			error: 'invalid_client',
			error_description: 'missing or invalid client secret',
		});
		const unknown = await post('/oauth/2026-03/token', {
			...app,
			grant_type: 'refresh_token',
			refresh_token: 'na1-unknown',
		});
		expect(unknown.status).toBe(400);
		expect(unknown.data).toMatchObject({
			error: 'invalid_grant',
			message: 'missing or invalid refresh token',
		});
		expect(
			(await post('/oauth/2026-03/token', { ...app, grant_type: 'password' })).data.error,
		).toBe('unsupported_grant_type');
		// v1 keeps its own status codes beside the RFC fields.
		expect(
			(
				await post('/oauth/v1/token', {
					...app,
					grant_type: 'refresh_token',
					refresh_token: 'na1-unknown',
				})
			).data,
		).toMatchObject({
			status: 'BAD_REFRESH_TOKEN',
			error: 'invalid_grant',
			error_description: 'missing or invalid refresh token',
		});
	});

	it('introspects access and refresh tokens in their two shapes, and answers {active:false} for unknown and expired ones', async () => {
		const { access_token, refresh_token } = await pair(60);
		const access = await post('/oauth/2026-03/token/introspect', {
			...app,
			token: access_token,
			token_type_hint: 'access_token',
		});
		expect(access.status).toBe(200);
		expect(access.data).toMatchObject({
			active: true,
			token_use: 'access_token',
			token: access_token,
			client_id: ACCOUNT.clientId,
			app_id: ACCOUNT.appId,
			hub_id: ACCOUNT.hubId,
			user_id: ACCOUNT.userId,
			hub_domain: ACCOUNT.hubDomain,
			user: ACCOUNT.userEmail,
			is_private_distribution: false,
			expires_in: 60,
		});
		expect(access.data.signed_access_token).toMatchObject({
			appId: ACCOUNT.appId,
			hubId: ACCOUNT.hubId,
			isUserLevel: false,
		});
		const refresh = await post('/oauth/2026-09/token/introspect', {
			...app,
			token: refresh_token,
			token_type_hint: 'refresh_token',
		});
		expect(refresh.data).toMatchObject({
			active: true,
			token_use: 'refresh_token',
			token: refresh_token,
			client_id: ACCOUNT.clientId,
			app_id: ACCOUNT.appId,
			hub_id: ACCOUNT.hubId,
			user_id: ACCOUNT.userId,
		});
		expect(refresh.data.expires_in).toBeUndefined();
		// The hint is only where to look first (RFC 7662).
		expect(
			(
				await post('/oauth/v3/token/introspect', {
					...app,
					token: refresh_token,
					token_type_hint: 'access_token',
				})
			).data.token_use,
		).toBe('refresh_token');
		expect(
			(await post('/oauth/2026-03/token/introspect', { ...app, token: 'CJunknown' })).data,
		).toEqual({ active: false });
		await axios.post(url('/__sandbox/clock'), { advanceMs: 61_000 });
		expect(
			(await post('/oauth/2026-03/token/introspect', { ...app, token: access_token })).data,
		).toEqual({ active: false });
	});

	it('needs the app credentials, a token and a known hint to introspect or revoke', async () => {
		const { access_token } = await pair();
		for (const path of ['/oauth/2026-03/token/introspect', '/oauth/2026-09/token/revoke']) {
			const noSecret = await post(path, { client_id: ACCOUNT.clientId, token: access_token });
			expect(noSecret.status).toBe(400);
			expect(noSecret.data).toMatchObject({
				error: 'invalid_client',
				category: 'VALIDATION_ERROR',
			});
			expect((await post(path, app)).data).toMatchObject({
				error: 'invalid_request',
				message: 'token is required',
			});
			expect(
				(await post(path, { ...app, token: access_token, token_type_hint: 'id_token' })).data.error,
			).toBe('invalid_request');
		}
		const tokenInQuery = await axios.post(
			url(`/oauth/2026-03/token/introspect?token=${access_token}`),
			new URLSearchParams(app).toString(),
			{
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				validateStatus: () => true,
			},
		);
		expect(tokenInQuery.data).toMatchObject({ error: 'invalid_request' });
		expect(await crmStatus(access_token)).toBe(200);
	});

	it('revokes a refresh token with 200 so it no longer refreshes, leaving issued access tokens working', async () => {
		const { access_token, refresh_token } = await pair();
		const revoked = await post('/oauth/2026-03/token/revoke', {
			...app,
			token: refresh_token,
			token_type_hint: 'refresh_token',
		});
		expect(revoked.status).toBe(200);
		expect(revoked.data).toBe('');
		expect(
			(await post('/oauth/2026-09/token', { ...app, grant_type: 'refresh_token', refresh_token }))
				.data.error,
		).toBe('invalid_grant');
		expect(
			(await post('/oauth/v1/token', { ...app, grant_type: 'refresh_token', refresh_token })).data
				.status,
		).toBe('BAD_REFRESH_TOKEN');
		expect(
			(await post('/oauth/2026-03/token/introspect', { ...app, token: refresh_token })).data,
		).toEqual({ active: false });
		expect(await crmStatus(access_token)).toBe(200);
		// Revoking what is already gone (or never was) still answers 200 (RFC 7009).
		expect(
			(await post('/oauth/2026-03/token/revoke', { ...app, token: refresh_token })).status,
		).toBe(200);
	});

	it('revokes an access token so calls with it are refused', async () => {
		const { access_token } = await pair();
		expect(
			(
				await post('/oauth/2026-09/token/revoke', {
					...app,
					token: access_token,
					token_type_hint: 'access_token',
				})
			).status,
		).toBe(200);
		expect(await crmStatus(access_token)).toBe(401);
		expect(await crmStatus(ACCOUNT.privateAppToken)).toBe(200);
	});

	it('logs dated OAuth calls under their own paths with the secrets and tokens redacted', async () => {
		const { refresh_token } = await pair();
		await post('/oauth/2026-03/token/introspect', { ...app, token: refresh_token });
		const log = (await axios.get(url('/__sandbox/requests'))).data as Array<{
			path: string;
			body: Record<string, string>;
		}>;
		const entry = log.find((e) => e.path === '/oauth/2026-03/token/introspect')!;
		expect(entry.body).toEqual({
			client_id: ACCOUNT.clientId,
			client_secret: '[redacted]',
			token: '[redacted]',
		});
	});
});
