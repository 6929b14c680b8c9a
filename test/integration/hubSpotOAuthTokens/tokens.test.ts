/** @apiVersionModes all */
import type { INodeParameters } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { appTokenData } from '../../harness/sandboxCredentials';
import { apiVersionMode, pathIn } from '../../harness/apiVersions';
import { Engine } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

describe('HubSpot OAuth Tokens through the engine against the sandbox', () => {
	let sandbox: RunningSandbox;
	let engine: Engine;
	let pair: { access_token: string; refresh_token: string };

	const control = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
		(await (
			await fetch(`${sandbox.baseUrl}/__sandbox/${path}`, {
				method,
				headers: { 'Content-Type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			})
		).json()) as T;
	const run = async (parameters: INodeParameters, input = [{}], continueOnFail = false) =>
		await engine.runNode(
			{
				type: 'hubSpotOAuthTokens',
				parameters: { authentication: 'oAuth2', ...parameters },
				credentials: { hubSpotPlatformOAuth2Api: 'oauth' },
				continueOnFail,
			},
			input,
		);
	/** How outputs show a token: its first and last four characters. */
	const masked = (token: string) => `${token.slice(0, 4)}…${token.slice(-4)}`;
	const requests = async () =>
		(
			(await control<
				Array<{ path: string; query: Record<string, string>; body?: Record<string, string> }>
			>('GET', 'requests')) ?? []
		).filter((r) => r.path.startsWith('/oauth'));

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, config: { seedPerType: 5 } });
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' });
		pair = await control('POST', 'tokens', { scopes: ['crm.objects.companies.read'] });
		engine = new Engine();
		engine.credentials.add({
			id: 'oauth',
			name: 'OAuth',
			type: 'hubSpotPlatformOAuth2Api',
			data: {
				clientId: ACCOUNT.clientId,
				clientSecret: ACCOUNT.clientSecret,
				baseUrl: sandbox.baseUrl,
				oauthTokenData: { ...pair, token_type: 'bearer' },
			},
		});
	});

	it('exchanges an authorization code from the install page and refreshes, without the client secret in the output', async () => {
		const redirect = 'http://localhost:5678/rest/oauth2-credential/callback';
		const install = await fetch(
			`${sandbox.baseUrl}/oauth/authorize?client_id=${ACCOUNT.clientId}&redirect_uri=${encodeURIComponent(redirect)}&scope=crm.objects.contacts.read&state=s1`,
			{ redirect: 'manual' },
		);
		const code = new URL(install.headers.get('location')!).searchParams.get('code')!;
		const exchanged = await run({
			resource: 'token',
			operation: 'exchangeCode',
			code,
			redirectUri: redirect,
		});
		expect(exchanged.error).toBeUndefined();
		const tokens = exchanged.items[0].json as {
			access_token: string;
			refresh_token: string;
			expires_in: number;
		};
		expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 1800 });
		expect(JSON.stringify(exchanged.items)).not.toContain(ACCOUNT.clientSecret);

		const again = await run({
			resource: 'token',
			operation: 'exchangeCode',
			code,
			redirectUri: redirect,
		});
		expect(again.error?.message).toBe('missing or unknown auth code');
		expect(again.error?.description).toContain(
			apiVersionMode === 'legacy' ? 'BAD_AUTH_CODE' : 'OAuth error: invalid_grant',
		);

		const refreshed = await run({
			resource: 'token',
			operation: 'refresh',
			refreshToken: tokens.refresh_token,
		});
		expect(refreshed.error).toBeUndefined();
		expect(refreshed.items[0].json.refresh_token).toBe(tokens.refresh_token);
		expect(refreshed.items[0].json.access_token).not.toBe(tokens.access_token);
	});

	it("reads the connected credential's access token metadata, and a given token's", async () => {
		const own = await run({
			resource: 'accessToken',
			operation: 'getMetadata',
			tokenSource: 'credential',
		});
		expect(own.error).toBeUndefined();
		expect(own.items[0].json).toMatchObject({
			hub_id: ACCOUNT.hubId,
			app_id: ACCOUNT.appId,
			token_type: 'access',
			user: ACCOUNT.userEmail,
			token: masked(pair.access_token),
		});
		expect(own.items[0].json.scopes).toEqual(
			expect.arrayContaining(['crm.objects.companies.read']),
		);
		expect(Object.keys(own.items[0].json).sort()).toEqual([
			'app_id',
			'expires_in',
			'hub_domain',
			'hub_id',
			'is_private_distribution',
			'scopes',
			'signed_access_token',
			'token',
			'token_type',
			'user',
			'user_id',
		]);
		expect(JSON.stringify(own.items)).not.toContain(pair.access_token);
		const given = await run(
			{
				resource: 'accessToken',
				operation: 'getMetadata',
				tokenSource: 'given',
				token: '={{ $json.token }}',
			},
			[{ token: 'not-a-token' }, { token: pair.access_token }],
			true,
		);
		expect(given.items.map((i) => [i.pairedItem, i.json.error ?? i.json.hub_id])).toEqual([
			[
				{ item: 0 },
				'Token: HubSpot does not know this access token: it is unknown, expired or revoked (item 0)',
			],
			[{ item: 1 }, ACCOUNT.hubId],
		]);
		expect(JSON.stringify(given.items)).not.toContain('not-a-token');
		expect(JSON.stringify(given.items)).not.toContain(pair.access_token);
		// Introspection: the app's client id and secret and the token in a form body, nothing in the query string.
		const sent = (await requests()).filter((r) =>
			r.path.startsWith(pathIn(ENDPOINTS.oauthAccessTokenMetadata, { token: '' })),
		);
		expect(sent).toHaveLength(3);
		if (apiVersionMode !== 'legacy') {
			for (const request of sent) {
				expect(request.query).toEqual({});
				expect(request.body).toMatchObject({
					client_id: ACCOUNT.clientId,
					client_secret: '[redacted]',
					token_type_hint: 'access_token',
				});
			}
		}
	});

	it("refreshes the connected credential's expired access token through n8n before reading its metadata, and stores the new one", async () => {
		await control('POST', 'clock', { advanceMs: 31 * 60_000 });
		const own = await run({
			resource: 'accessToken',
			operation: 'getMetadata',
			tokenSource: 'credential',
		});
		expect(own.error).toBeUndefined();
		const stored = engine.credentials.store.get('oauth')!;
		const storedToken = (stored.data.oauthTokenData as { access_token: string }).access_token;
		expect(storedToken).not.toBe(pair.access_token);
		expect(own.items[0].json).toMatchObject({
			token: masked(storedToken),
			hub_id: ACCOUNT.hubId,
			expires_in: 1800,
		});
		expect(stored.tokenUpdates).toBe(1);
		const grants = (
			(await control<Array<{ path: string; body?: { grant_type?: string } }>>('GET', 'requests')) ??
			[]
		).filter((r) => r.path === '/oauth/2026-03/token');
		expect(grants.map((r) => r.body?.grant_type)).toEqual(['refresh_token']);
		// A given token is the user's own: an expired one is reported, never replaced.
		const given = await run({
			resource: 'accessToken',
			operation: 'getMetadata',
			tokenSource: 'given',
			token: pair.access_token,
		});
		expect(given.error?.message).toBe(
			'Token: HubSpot does not know this access token: it is unknown, expired or revoked (item 0)',
		);
	});

	it('deletes the refresh token: refreshing fails afterwards, the access token keeps working', async () => {
		const deleted = await run({
			resource: 'refreshToken',
			operation: 'delete',
			tokenSource: 'credential',
		});
		expect(deleted.error).toBeUndefined();
		expect(deleted.items[0].json).toEqual({ deleted: true });
		const refresh = await run({
			resource: 'token',
			operation: 'refresh',
			refreshToken: pair.refresh_token,
		});
		expect(refresh.error?.description).toContain(
			apiVersionMode === 'legacy' ? 'BAD_REFRESH_TOKEN' : 'OAuth error: invalid_grant',
		);
		const stillValid = await fetch(`${sandbox.baseUrl}/crm/v3/objects/companies?limit=1`, {
			headers: { Authorization: `Bearer ${pair.access_token}` },
		});
		expect(stillValid.status).toBe(200);
	});

	it('runs with a service key credential, the client id and secret the token endpoints need from the App Client Secret credential', async () => {
		engine.credentials.add({
			id: 'key',
			name: 'Service key',
			type: 'hubSpotPlatformAppTokenApi',
			data: appTokenData(sandbox.baseUrl),
		});
		const app = {
			appId: String(ACCOUNT.appId),
			clientId: ACCOUNT.clientId,
			clientSecret: ACCOUNT.clientSecret,
		};
		engine.credentials.add({
			id: 'client',
			name: 'App client',
			type: 'hubSpotPlatformAppSecretApi',
			data: app,
		});
		engine.credentials.add({
			id: 'noSecret',
			name: 'App client without secret',
			type: 'hubSpotPlatformAppSecretApi',
			data: { ...app, clientSecret: ' ' },
		});
		const withKey = async (parameters: INodeParameters, appClient = 'client') =>
			await engine.runNode({
				type: 'hubSpotOAuthTokens',
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'key', hubSpotPlatformAppSecretApi: appClient },
			});
		const before = (await requests()).length;
		const noSecret = await withKey(
			{ resource: 'token', operation: 'refresh', refreshToken: pair.refresh_token },
			'noSecret',
		);
		expect(noSecret.error?.message).toBe(
			'Credential: the App Client Secret credential needs its Client ID and Client Secret (item 0)',
		);
		expect((await requests()).length).toBe(before);
		const refreshed = await withKey({
			resource: 'token',
			operation: 'refresh',
			refreshToken: pair.refresh_token,
		});
		expect(refreshed.error).toBeUndefined();
		const metadata = await withKey({
			resource: 'accessToken',
			operation: 'getMetadata',
			token: String(refreshed.items[0].json.access_token),
		});
		expect(metadata.items[0].json).toMatchObject({
			hub_id: ACCOUNT.hubId,
			token: masked(String(refreshed.items[0].json.access_token)),
		});
		const deleted = await withKey({
			resource: 'refreshToken',
			operation: 'delete',
			token: pair.refresh_token,
		});
		expect(deleted.items[0].json).toEqual({ deleted: true });
		expect(JSON.stringify([refreshed.items, metadata.items, deleted.items])).not.toContain(
			ACCOUNT.clientSecret,
		);
		const grants = (await requests()).filter((r) => r.path === pathIn(ENDPOINTS.oauthToken));
		expect(grants).toHaveLength(1);
		expect(grants[0].query).toEqual({});
	});

	it('refuses an empty token or code before sending anything', async () => {
		const before = (await requests()).length;
		const empty = await run({
			resource: 'accessToken',
			operation: 'getMetadata',
			tokenSource: 'given',
			token: '',
		});
		expect(empty.error?.message).toBe('Token: must not be empty (item 0)');
		const noCode = await run({
			resource: 'token',
			operation: 'exchangeCode',
			code: ' ',
			redirectUri: 'http://localhost/cb',
		});
		expect(noCode.error?.message).toBe('Authorization Code: must not be empty (item 0)');
		expect((await requests()).length).toBe(before);
	});
});
