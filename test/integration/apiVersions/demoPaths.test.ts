/**
 * @apiVersionModes latest — it sets each API version on its credentials itself.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IConnections, INode } from 'n8n-workflow';
import { HubSpotPlatformAppTokenApi } from '../../../credentials/HubSpotPlatformAppTokenApi.credentials';
import { DATE_VERSIONS } from '../../../nodes/shared/transport/apiVersions';
import { ENDPOINTS, apiVersionSettingOf } from '../../../nodes/shared/transport/endpoints';
import {
	appTokenData,
	oauth2Data,
	projectAppData,
	type IssuedToken,
} from '../../harness/sandboxCredentials';
import { Engine } from '../../harness/engine';
import { PACKAGE_NAME } from '../../harness/nodeTypes';
import { PollHost } from '../../harness/poll';
import { WebhookHost } from '../../harness/webhook';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

const DEMOS = join(__dirname, '..', '..', '..', 'demo', 'workflows');

/** A path HubSpot stops supporting in 2027: a v1–v4 segment anywhere in it. */
const RETIRED = /\/v[1-4]\//;

/** The table's endpoints that have no date version yet: the only legacy paths a Latest credential may call. */
const LEGACY_ONLY = Object.values(ENDPOINTS)
	.filter((endpoint) => !DATE_VERSIONS.some((version) => version in endpoint))
	.map((endpoint) => new RegExp(`^${endpoint.legacy.replace(/\{\w+\}/g, '[^/]+')}$`));

interface Workflow {
	nodes: INode[];
	connections: IConnections;
}

describe('Demo workflows on the default API version (Latest)', () => {
	let sandbox: RunningSandbox;
	let engine: Engine;

	const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
		const response = await fetch(`${sandbox.baseUrl}/__sandbox/${path}`, {
			method,
			headers: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		return (text ? JSON.parse(text) : undefined) as T;
	};

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, config: { rateLimits: { enabled: false } as never } });
		const token = await control<IssuedToken>('POST', 'tokens', {
			scopes: ['oauth', 'crm.objects.companies.read'],
			expiresInSeconds: 600,
		});
		engine = new Engine();
		// The credentials the demos name, as saved before the API version setting existed: nothing stored.
		engine.credentials.add({
			id: 'hsAppToken000001',
			name: 'demo app',
			type: 'hubSpotPlatformAppTokenApi',
			data: appTokenData(sandbox.baseUrl),
		});
		engine.credentials.add({
			id: 'hsDeveloper00001',
			name: 'demo developer',
			type: 'hubSpotPlatformDeveloperApi',
			data: {
				apiKey: ACCOUNT.developerApiKey,
				appId: String(ACCOUNT.appId),
				clientSecret: ACCOUNT.clientSecret,
				baseUrl: sandbox.baseUrl,
			},
		});
		engine.credentials.add({
			id: 'hsProjectApp0001',
			name: 'demo project app',
			type: 'hubSpotPlatformAppSecretApi',
			data: projectAppData(sandbox.baseUrl),
		});
		engine.credentials.add({
			id: 'hsOAuth2Cred0001',
			name: 'demo OAuth2',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(sandbox.baseUrl, ['oauth'], token),
		});
		await control('DELETE', 'requests');
	});
	afterAll(async () => await sandbox.close());

	it('a credential without a stored version uses Latest', () => {
		const setting = new HubSpotPlatformAppTokenApi().properties.find(
			(p) => p.name === 'apiVersion',
		);
		expect(setting?.default).toBe('latest');
		expect(apiVersionSettingOf(undefined)).toBe('latest');
	});

	it('every demo runs, and no request goes to a path HubSpot retires in 2027 except the legacy-only ones', async () => {
		const files = readdirSync(DEMOS).filter((f) => f.endsWith('.json'));
		expect(files.length).toBeGreaterThanOrEqual(8);
		const ran: string[] = [];
		for (const file of files) {
			const workflow = JSON.parse(readFileSync(join(DEMOS, file), 'utf8')) as Workflow;
			const manual = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.manualTrigger');
			if (manual) {
				// n8n-nodes-base is not loaded here: the harness's start node stands in for the Manual Trigger.
				const nodes = workflow.nodes.map((n) =>
					n === manual
						? { ...n, type: `${PACKAGE_NAME}.itemsSource`, parameters: { items: '[{}]' } }
						: n,
				);
				const run = await engine.execute(nodes, workflow.connections, manual.name);
				expect({ file, error: run.data.resultData.error?.message }).toEqual({
					file,
					error: undefined,
				});
			} else {
				const trigger = workflow.nodes.find((n) => n.type.startsWith(`${PACKAGE_NAME}.`))!;
				const credentials = Object.fromEntries(
					Object.entries(trigger.credentials ?? {}).map(([type, c]) => [type, c.id!]),
				);
				if (
					trigger.type === `${PACKAGE_NAME}.hubSpotCrmTrigger` ||
					trigger.type === `${PACKAGE_NAME}.hubSpotCrmEventsTrigger`
				) {
					// The polling trigger demos: the editor's Fetch Test Event shows the latest companies, or the journal's snapshots of the chosen contacts.
					const test = await new PollHost(engine, {
						type: trigger.type.slice(PACKAGE_NAME.length + 1),
						parameters: trigger.parameters,
						credentials,
					}).testRun();
					expect({
						file,
						error: test.error?.message,
						items: (test.items ?? []).length > 0,
					}).toEqual({ file, error: undefined, items: true });
					ran.push(file);
					continue;
				}
				// The webhook trigger demo: activation and deactivation are its requests.
				const host = new WebhookHost(engine, {
					type: trigger.type.slice(PACKAGE_NAME.length + 1),
					parameters: trigger.parameters,
					credentials,
				});
				await host.start();
				try {
					await host.activate();
					await host.deactivate();
				} finally {
					await host.close();
				}
			}
			ran.push(file);
		}
		expect(ran).toEqual(files);

		const requests = (
			await control<Array<{ method: string; path: string }>>('GET', 'requests')
		).filter((r) => !r.path.startsWith('/__sandbox'));
		expect(requests.length).toBeGreaterThan(files.length);
		const retired = requests.filter(
			(r) => RETIRED.test(r.path) && !LEGACY_ONLY.some((allowed) => allowed.test(r.path)),
		);
		expect(retired.map((r) => `${r.method} ${r.path}`)).toEqual([]);
		// The legacy-only status endpoint was used (the marketing email demo waits for the send), so the check above had work to do.
		expect(requests.some((r) => RETIRED.test(r.path))).toBe(true);
	});
});
