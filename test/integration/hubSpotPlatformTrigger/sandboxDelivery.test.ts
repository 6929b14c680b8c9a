/** @apiVersionModes all */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import type { Engine } from '../../harness/engine';
import type { WebhookHost } from '../../harness/webhook';
import { ACCOUNT } from '../../sandbox/account';
import type { SandboxConfig } from '../../sandbox/config';
import type { PlatformEvent } from '../../sandbox/events';
import type { RunningSandbox } from '../../sandbox/server';
import { hostTrigger, resetForTest, startDeliveringSandbox } from './fixture';

/** Deliveries made by the sandbox itself, to a trigger that manages its own subscriptions. */
describe('HubSpot Platform Trigger: deliveries from the sandbox', () => {
	let sandbox: RunningSandbox;
	let engine: Engine;
	let host: WebhookHost;

	const control = async (method: string, path: string, body?: unknown): Promise<unknown> => {
		const response = await fetch(`${sandbox.baseUrl}/__sandbox/${path}`, {
			method,
			headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (response.status >= 400)
			throw new Error(`${method} /__sandbox/${path}: HTTP ${response.status} ${text}`);
		return text ? JSON.parse(text) : undefined;
	};
	const publish = async (...events: PlatformEvent[]) => {
		for (const event of events) await control('POST', 'events', event);
	};
	const crm = async (method: string, path: string, body?: unknown) =>
		await fetch(`${sandbox.baseUrl}${path}`, {
			method,
			headers: {
				Authorization: `Bearer ${ACCOUNT.privateAppToken}`,
				'Content-Type': 'application/json',
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});

	/** Waits until the trigger has started `count` executions (deliveries are asynchronous). */
	const executions = async (count: number, timeoutMs = 10_000): Promise<INodeExecutionData[][]> => {
		const until = Date.now() + timeoutMs;
		while (host.executions.length < count && Date.now() < until)
			await new Promise((r) => setTimeout(r, 20));
		return host.executions;
	};
	/** Lets every pending delivery and retry of the sandbox run its course. */
	const settle = async () => await new Promise((r) => setTimeout(r, 500));
	const items = () => host.executions.flat().map((i) => i.json);

	const start = async (config: Partial<SandboxConfig>, parameters: IDataObject = {}) => {
		await control('PUT', 'config', config);
		host = await hostTrigger(engine, {
			eventTypes: ['contact.creation', 'contact.propertyChange', 'company.deletion'],
			propertyNames: 'email',
			manageSubscriptions: true,
			...parameters,
		});
		await host.activate();
	};

	beforeAll(async () => (sandbox = await startDeliveringSandbox()));
	afterAll(async () => await sandbox.close());
	beforeEach(async () => (engine = await resetForTest(sandbox)));
	afterEach(async () => await host.close());

	it.each([
		['v3', {}],
		['v1', { acceptV1V2Signatures: true }],
		['v2', { acceptV1V2Signatures: true }],
	] as const)(
		'receives a %s-signed delivery of the sandbox (options %j) and starts one execution',
		async (signatureVersion, options) => {
			await start({ signatureVersion }, { options });
			await publish({ subscriptionType: 'contact.creation', objectId: 901 });
			const [first] = await executions(1);
			expect(
				first.map((i) => [i.json.eventType, i.json.objectType, i.json.objectId, i.json.portalId]),
			).toEqual([['contact.creation', 'contact', 901, ACCOUNT.hubId]]);
			expect(String(first[0].json.occurredAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
			await settle();
			expect(host.executions).toHaveLength(1);
		},
	);

	it('refuses, by default, deliveries of a feature signing with v1 only: answered 401, retried by the sandbox, never started', async () => {
		await start({ signatureVersion: 'v1' });
		await publish({ subscriptionType: 'contact.creation', objectId: 905 });
		// The sandbox keeps retrying for a (scaled) day: three answered attempts are enough (its scaled
		// 5 s timeout is 5 ms here, which the very first calls may exceed).
		const answered = async () =>
			(
				(await control('GET', 'deliveries')) as { attempts: Array<{ status?: number }> }
			).attempts.filter((attempt) => attempt.status !== undefined);
		const until = Date.now() + 10_000;
		while ((await answered()).length < 3 && Date.now() < until)
			await new Promise((r) => setTimeout(r, 20));
		expect((await answered()).map((attempt) => attempt.status).slice(0, 3)).toEqual([
			401, 401, 401,
		]);
		expect(host.executions).toHaveLength(0);
	});

	it('starts nothing for a delivery signed with another secret', async () => {
		await start({ signatureVersion: 'v3' });
		engine.credentials.store.get('hsDeveloper00001')!.data.clientSecret = 'not-the-app-secret';
		await publish({ subscriptionType: 'contact.creation', objectId: 902 });
		await settle();
		expect(host.executions).toHaveLength(0);
	});

	it('turns real CRM changes into events, only for the subscribed property', async () => {
		await start({ signatureVersion: 'v3' });
		const { results } = (await (await crm('GET', '/crm/v3/objects/contacts?limit=1')).json()) as {
			results: Array<{ id: string }>;
		};
		const id = results[0].id;
		expect(
			(
				await crm('PATCH', `/crm/v3/objects/contacts/${id}`, {
					properties: { email: 'changed@sandbox-demo.example' },
				})
			).status,
		).toBe(200);
		expect(
			(
				await crm('PATCH', `/crm/v3/objects/contacts/${id}`, {
					properties: { phone: '+1 555 0100' },
				})
			).status,
		).toBe(200);
		await executions(1);
		await settle();
		expect(
			items().map((e) => [e.eventType, String(e.objectId), e.propertyName, e.propertyValue]),
		).toEqual([['contact.propertyChange', id, 'email', 'changed@sandbox-demo.example']]);
	});

	it('delivers 100 events and starts exactly one item per event', async () => {
		await start({ signatureVersion: 'v3' });
		const events = Array.from({ length: 100 }, (_, i) => ({
			subscriptionType: 'contact.creation',
			objectId: 5000 + i,
		}));
		await publish(...events);
		const until = Date.now() + 10_000;
		while (items().length < 100 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
		await settle();
		expect(
			items()
				.map((e) => Number(e.objectId))
				.sort((a, b) => a - b),
		).toEqual(events.map((e) => e.objectId));
	});

	it('emits a delivery the sandbox retried (answer too slow) only once', async () => {
		// Answers arrive after the sandbox's reply timeout: it retries with a higher attemptNumber.
		await start({ signatureVersion: 'v3', webhookReplyTimeoutMs: 30 });
		host.answerDelayMs = 300;
		await publish({ subscriptionType: 'contact.creation', objectId: 903 });
		await executions(1);
		// The sandbox's first retry comes one (scaled) minute after the timed-out attempt.
		await settle();
		const deliveries = (await control('GET', 'deliveries')) as unknown;
		host.answerDelayMs = 0;
		await control('PUT', 'config', { webhookReplyTimeoutMs: 5_000 });
		await settle();
		const attempts = JSON.stringify(deliveries).match(/"attemptNumber":\s*[1-9]/g) ?? [];
		expect(attempts.length).toBeGreaterThan(0);
		expect(items().map((e) => e.objectId)).toEqual([903]);
	});

	it('drops types it did not select when the app sends them anyway', async () => {
		await start(
			{ signatureVersion: 'v3' },
			{ eventTypes: ['contact.creation'], propertyNames: '' },
		);
		// Another workflow's subscription on the same app: its events reach this URL too.
		await fetch(
			`${sandbox.baseUrl}/webhooks/v3/${ACCOUNT.appId}/subscriptions?hapikey=${ACCOUNT.developerApiKey}`,
			{
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ eventType: 'deal.creation', active: true }),
			},
		);
		await publish(
			{ subscriptionType: 'deal.creation', objectId: 77 },
			{ subscriptionType: 'contact.creation', objectId: 78 },
		);
		await executions(1);
		await settle();
		expect(items().map((e) => [e.eventType, e.objectId])).toEqual([['contact.creation', 78]]);
	});

	it('after deactivation the paused subscriptions deliver nothing', async () => {
		await start({ signatureVersion: 'v3' });
		await host.deactivate();
		await publish({ subscriptionType: 'contact.creation', objectId: 904 });
		await settle();
		expect(host.executions).toHaveLength(0);
	});
});
