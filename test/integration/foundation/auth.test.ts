import { Engine } from '../../harness/engine';
import { startScriptedServer } from '../../harness/scriptedServer';

describe('credentials through the engine', () => {
	it('sends the private-app token as a Bearer header and the developer key as hapikey', async () => {
		const server = await startScriptedServer(() => ({ status: 200, body: { ok: true } }));
		try {
			const engine = new Engine();
			engine.credentials.add({
				id: 'app',
				name: 'App',
				type: 'hubSpotPlatformAppTokenApi',
				data: { accessToken: 'pat-na1-secret', baseUrl: `${server.baseUrl}/` },
			});
			engine.credentials.add({
				id: 'dev',
				name: 'Dev',
				type: 'hubSpotPlatformDeveloperApi',
				data: { apiKey: 'dev-key', appId: '7', baseUrl: server.baseUrl },
			});
			const app = await engine.runNode({
				type: 'transportProbe',
				parameters: { authentication: 'appToken', path: '/crm/v3/objects/companies' },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
			});
			expect(app.error).toBeUndefined();
			expect(app.items.map((i) => i.json)).toEqual([{ ok: true }]);
			const dev = await engine.runNode({
				type: 'transportProbe',
				parameters: { authentication: 'developerApiKey', path: '/webhooks/v3/7/subscriptions' },
				credentials: { hubSpotPlatformDeveloperApi: 'dev' },
			});
			expect(dev.error).toBeUndefined();
			expect(server.requests[0].headers.authorization).toBe('Bearer pat-na1-secret');
			expect(server.requests[0].url).toBe('/crm/v3/objects/companies');
			expect(server.requests[1].headers.authorization).toBeUndefined();
			expect(server.requests[1].url).toBe('/webhooks/v3/7/subscriptions?hapikey=dev-key');
		} finally {
			await server.close();
		}
	});
});

describe("the credentials' declared authentication", () => {
	it("puts the secret where the transport sends it, for n8n's credential test and the HTTP Request node", async () => {
		const engine = new Engine();
		const appToken = await engine.credentials.authenticate(
			{ accessToken: 'pat-na1-secret' },
			'hubSpotPlatformAppTokenApi',
			{ url: 'https://api.hubapi.com/crm/v3/objects/companies' },
		);
		expect(appToken.headers).toEqual({ Authorization: 'Bearer pat-na1-secret' });
		const developer = await engine.credentials.authenticate(
			{ apiKey: 'dev-key' },
			'hubSpotPlatformDeveloperApi',
			{ url: 'https://api.hubapi.com/webhooks/v3/7/subscriptions' },
		);
		expect(developer.qs).toEqual({ hapikey: 'dev-key' });
	});
});
