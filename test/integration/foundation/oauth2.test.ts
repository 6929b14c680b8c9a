/** @apiVersionModes all */
import { Engine } from '../../harness/engine';
import { startScriptedServer } from '../../harness/scriptedServer';

describe('OAuth2 credential through the engine', () => {
	it('refreshes an expired access token (401) with the refresh grant, retries once and stores the new token', async () => {
		const newToken = `CJ${'n'.repeat(510)}`;
		const server = await startScriptedServer((request) => {
			if (request.url === '/oauth/2026-03/token') {
				return {
					status: 200,
					body: {
						token_type: 'bearer',
						refresh_token: 'refresh-1',
						access_token: newToken,
						expires_in: 1800,
					},
				};
			}
			return request.headers.authorization === `Bearer ${newToken}`
				? { status: 200, body: { results: [{ id: '1' }] } }
				: {
						status: 401,
						body: {
							status: 'error',
							message: 'The OAuth token used to make this call expired 5 second(s) ago.',
							category: 'EXPIRED_AUTHENTICATION',
							correlationId: 'c1',
						},
					};
		});
		try {
			const engine = new Engine();
			const stored = engine.credentials.add({
				id: 'oauth',
				name: 'OAuth',
				type: 'hubSpotPlatformOAuth2Api',
				data: {
					clientId: 'client-id',
					clientSecret: 'client-secret',
					baseUrl: server.baseUrl,
					oauthTokenData: {
						token_type: 'bearer',
						access_token: 'expired-token',
						refresh_token: 'refresh-1',
						expires_in: 1800,
					},
				},
			});
			const run = await engine.runNode({
				type: 'transportProbe',
				parameters: { authentication: 'oAuth2', path: '/crm/v3/objects/companies' },
				credentials: { hubSpotPlatformOAuth2Api: 'oauth' },
			});
			expect(run.error).toBeUndefined();
			expect(run.items.map((i) => i.json)).toEqual([{ results: [{ id: '1' }] }]);
			expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
				'GET /crm/v3/objects/companies',
				'POST /oauth/2026-03/token',
				'GET /crm/v3/objects/companies',
			]);
			const refresh = new URLSearchParams(server.requests[1].body);
			expect(server.requests[1].headers['content-type']).toContain(
				'application/x-www-form-urlencoded',
			);
			expect(Object.fromEntries(refresh)).toMatchObject({
				grant_type: 'refresh_token',
				refresh_token: 'refresh-1',
				client_id: 'client-id',
				client_secret: 'client-secret',
			});
			expect(stored.tokenUpdates).toBe(1);
			expect((stored.data.oauthTokenData as { access_token: string }).access_token).toBe(newToken);
		} finally {
			await server.close();
		}
	});
});
