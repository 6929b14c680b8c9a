/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import type { Engine } from '../../harness/engine';
import type { WebhookHost } from '../../harness/webhook';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { engineWithCredentials, hostTrigger } from './fixture';

interface Subscription {
	id: string;
	eventType: string;
	propertyName?: string;
	active: boolean;
}

describe('HubSpot Platform Trigger: subscription lifecycle against the sandbox', () => {
	let sandbox: RunningSandbox;
	let engine: Engine;
	let host: WebhookHost;

	/** The webhooks API of the sandbox's app, with the developer key. */
	const api = async <T = IDataObject>(
		method: string,
		path: string,
		body?: unknown,
	): Promise<{ status: number; body: T }> => {
		const response = await fetch(
			`${sandbox.baseUrl}/webhooks/v3/${ACCOUNT.appId}${path}?hapikey=${ACCOUNT.developerApiKey}`,
			{
				method,
				headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			},
		);
		const text = await response.text();
		return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
	};
	const subscriptions = async () =>
		(await api<{ results: Subscription[] }>('GET', '/subscriptions')).body.results;
	const targetUrl = async () =>
		(await api<{ targetUrl?: string }>('GET', '/settings')).body.targetUrl;
	const active = (list: Subscription[]) =>
		list
			.filter((s) => s.active)
			.map((s) => `${s.eventType}${s.propertyName ? `:${s.propertyName}` : ''}`)
			.sort();
	const webhookRequests = async () =>
		(await (await fetch(`${sandbox.baseUrl}/__sandbox/requests`)).json()) as
			| Array<{ method: string; path: string }>
			| { requests: Array<{ method: string; path: string }> };

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, config: { rateLimits: { enabled: false } as never } });
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' });
		engine = engineWithCredentials(sandbox.baseUrl);
		host = await hostTrigger(engine, {
			eventTypes: ['contact.creation', 'contact.propertyChange', 'deal.deletion'],
			propertyNames: 'email, firstname',
			manageSubscriptions: true,
		});
	});
	afterEach(async () => await host.close());

	it('activation points the app at the node, creates what is missing, activates what is paused; deactivation pauses what it activated', async () => {
		// Already there: one paused (to be activated), one active (to be left alone), one unrelated.
		const paused = (
			await api<Subscription>('POST', '/subscriptions', {
				eventType: 'contact.creation',
				active: false,
			})
		).body;
		const alreadyActive = (
			await api<Subscription>('POST', '/subscriptions', {
				eventType: 'deal.deletion',
				active: true,
			})
		).body;
		const unrelated = (
			await api<Subscription>('POST', '/subscriptions', {
				eventType: 'company.creation',
				active: true,
			})
		).body;

		expect(await host.activate()).toEqual({ created: true });
		expect(await targetUrl()).toBe(host.productionUrl);
		const after = await subscriptions();
		expect(active(after)).toEqual([
			'company.creation',
			'contact.creation',
			'contact.propertyChange:email',
			'contact.propertyChange:firstname',
			'deal.deletion',
		]);
		// Only the property subscriptions were created: the paused one was reused.
		expect(after.filter((s) => s.eventType === 'contact.creation')).toHaveLength(1);
		expect(after.find((s) => s.id === paused.id)?.active).toBe(true);

		// n8n asks again at the next start: everything is in place, nothing more to create.
		expect(await host.activate()).toEqual({ created: false });

		await host.deactivate();
		const paused2 = await subscriptions();
		expect(active(paused2)).toEqual(['company.creation', 'deal.deletion']);
		expect(paused2.find((s) => s.id === alreadyActive.id)?.active).toBe(true);
		expect(paused2.find((s) => s.id === unrelated.id)?.active).toBe(true);
		expect(await targetUrl()).toBe(host.productionUrl);

		// Reactivation activates the paused ones again instead of creating duplicates.
		expect(await host.activate()).toEqual({ created: true });
		const again = await subscriptions();
		expect(again).toHaveLength(after.length);
		expect(active(again)).toEqual(active(after));
	});

	it("listening for a test event on a published workflow borrows the app's target URL and gives the production URL back", async () => {
		await host.activate();
		const published = active(await subscriptions());

		expect(await host.listenForTestEvent()).toEqual({ created: true });
		expect(await targetUrl()).toBe(host.testUrl);
		expect(active(await subscriptions())).toEqual(published);

		// The sandbox delivers a change to the test URL: a test execution, and n8n ends the listening.
		await fetch(`${sandbox.baseUrl}/__sandbox/events`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ subscriptionType: 'contact.creation', objectId: 321 }),
		});
		const until = Date.now() + 10_000;
		while (host.isListening && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
		expect(host.executions.map((items) => items.map((i) => i.json.objectId))).toEqual([[321]]);
		expect(host.isListening).toBe(false);
		expect(await targetUrl()).toBe(host.productionUrl);
		// The published workflow's subscriptions stay active.
		expect(active(await subscriptions())).toEqual(published);
	});

	it('a test listening on an app without webhook settings leaves none behind, and pauses what it activated', async () => {
		expect(await host.listenForTestEvent()).toEqual({ created: true });
		expect(await targetUrl()).toBe(host.testUrl);
		expect(active(await subscriptions())).toHaveLength(4);

		await host.stopListening();
		expect((await api('GET', '/settings')).status).toBe(404);
		expect(active(await subscriptions())).toEqual([]);
	});

	it('a test listening gives back the URL it replaced only if the app still points at the test URL', async () => {
		const elsewhere = 'https://other-workflow.example/webhook/abc';
		await api('PUT', '/settings', {
			targetUrl: elsewhere,
			throttling: { maxConcurrentRequests: 5 },
		});
		host.update({ parameters: { takeOverTargetUrl: true } });
		await host.listenForTestEvent();
		await host.stopListening();
		expect(await api('GET', '/settings')).toMatchObject({
			body: { targetUrl: elsewhere, throttling: { maxConcurrentRequests: 5 } },
		});

		await host.listenForTestEvent();
		const meanwhile = 'https://someone-else.example/hook';
		await api('PUT', '/settings', {
			targetUrl: meanwhile,
			throttling: { maxConcurrentRequests: 5 },
		});
		await host.stopListening();
		expect(await targetUrl()).toBe(meanwhile);
	});

	it('refuses to take the app away from another target URL unless told to', async () => {
		const elsewhere = 'https://other-workflow.example/webhook/abc';
		await api('PUT', '/settings', {
			targetUrl: elsewhere,
			throttling: { maxConcurrentRequests: 5 },
		});
		const before = await subscriptions();

		await expect(host.activate()).rejects.toThrow(
			`The HubSpot app already sends its webhooks to ${elsewhere}`,
		);
		expect(await targetUrl()).toBe(elsewhere);
		expect(await subscriptions()).toEqual(before);

		host.update({ parameters: { takeOverTargetUrl: true } });
		expect(await host.activate()).toEqual({ created: true });
		expect(await targetUrl()).toBe(host.productionUrl);
		expect((await api<{ throttling: IDataObject }>('GET', '/settings')).body.throttling).toEqual({
			maxConcurrentRequests: 5,
		});
	});

	it('refuses to subscribe to property changes without property names, before changing anything', async () => {
		host.update({ parameters: { propertyNames: '' } });
		await expect(host.activate()).rejects.toThrow(
			/contact.propertyChange needs at least one property name/,
		);
		const log = await webhookRequests();
		const requests = Array.isArray(log) ? log : log.requests;
		expect(requests.filter((r) => r.path.startsWith('/webhooks/'))).toEqual([]);
		expect(await subscriptions()).toEqual([]);
	});

	it.each([
		[
			'an unknown event type',
			{ eventTypes: ['contact.creation', 'contact.exploded'] },
			/^Event Types: "contact.exploded" is not a HubSpot webhook event type/,
		],
		[
			'an unknown event type from an expression',
			{ eventTypes: '={{ ["deal.deletion", "deal.exploded"] }}' },
			/^Event Types: "deal.exploded" is not a HubSpot webhook event type/,
		],
		[
			'event types that are not a list',
			{ eventTypes: '={{ "contact.creation" }}' },
			/^Event Types: must be a list of choices/,
		],
		[
			'a malformed custom object type id',
			{ eventTypes: ['contact.creation', 'object.creation'], customObjectTypeId: '2-1/../x' },
			/^Custom Object Type ID: must be a custom object type ID such as 2-123456, got "2-1\/..\/x"/,
		],
		[
			'a property name with a space',
			{ propertyNames: 'email, first name' },
			/^Property Names: must be a property's internal name/,
		],
		[
			'a property name that is a path',
			{ propertyNames: 'email, ../settings' },
			/^Property Names: must be a property's internal name/,
		],
		[
			'a custom event name that is not fully qualified',
			{ eventTypes: ['contact.creation', 'event.completed'], customEventName: 'watched video' },
			/^Custom Event Name: must be a custom event's fully qualified name/,
		],
	])(
		'refuses %s on publishing with no request to HubSpot: the app keeps its target URL and subscriptions',
		async (_name, parameters, message) => {
			await api('PUT', '/settings', {
				targetUrl: 'https://elsewhere.example/hook',
				throttling: { maxConcurrentRequests: 10 },
			});
			await api('POST', '/subscriptions', { eventType: 'contact.creation', active: false });
			const before = {
				settings: (await api('GET', '/settings')).body,
				subscriptions: await subscriptions(),
			};
			await fetch(`${sandbox.baseUrl}/__sandbox/requests`, { method: 'DELETE' });
			host.update({ parameters: { takeOverTargetUrl: true, ...parameters } });
			await expect(host.activate()).rejects.toThrow(message);
			await expect(host.listenForTestEvent()).rejects.toThrow(message);
			const log = await webhookRequests();
			expect(Array.isArray(log) ? log : log.requests).toEqual([]);
			expect({
				settings: (await api('GET', '/settings')).body,
				subscriptions: await subscriptions(),
			}).toEqual(before);
		},
	);

	it('with management off, activation and deactivation leave the app untouched', async () => {
		host.update({ parameters: { manageSubscriptions: false } });
		expect(await host.activate()).toEqual({ created: false });
		await host.deactivate();
		expect(await subscriptions()).toEqual([]);
	});

	it('fails activation with the error HubSpot gives for a wrong developer key', async () => {
		engine.credentials.store.get('hsDeveloper00001')!.data.apiKey = 'wrong-key';
		await expect(host.activate()).rejects.toThrow();
		expect(await subscriptions()).toEqual([]);
	});
});
