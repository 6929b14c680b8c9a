/** @apiVersionModes all */
import { NodeHelpers, type IDataObject, type INodeParameters } from 'n8n-workflow';
import { HubSpotPlatformTrigger } from '../../../nodes/HubSpotPlatformTrigger/HubSpotPlatformTrigger.node';
import type { Engine } from '../../harness/engine';
import { WebhookHost } from '../../harness/webhook';
import { ACCOUNT } from '../../sandbox/account';
import type { PlatformEvent } from '../../sandbox/events';
import type { RunningSandbox } from '../../sandbox/server';
import { PROJECT_APP } from '../../sandbox/state/projectApps';
import { APP_SECRET, OAUTH2, resetForTest, startDeliveringSandbox } from './fixture';

/** A trigger of version 2 for a project-based app: subscriptions declared in the project. */
describe('HubSpot Platform Trigger: project-based apps', () => {
	let sandbox: RunningSandbox;
	let engine: Engine;
	let host: WebhookHost;

	const call = async (
		method: string,
		url: string,
		body?: unknown,
	): Promise<{ status: number; json: IDataObject }> => {
		const response = await fetch(url, {
			method,
			headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		return { status: response.status, json: text ? (JSON.parse(text) as IDataObject) : {} };
	};
	const control = async (method: string, path: string, body?: unknown): Promise<IDataObject> => {
		const { status, json } = await call(method, `${sandbox.baseUrl}/__sandbox/${path}`, body);
		if (status >= 400)
			throw new Error(`${method} /__sandbox/${path}: HTTP ${status} ${JSON.stringify(json)}`);
		return json;
	};
	const publish = async (...events: PlatformEvent[]) => {
		for (const event of events) await control('POST', 'events', event);
	};
	const items = () => host.executions.flat().map((item) => item.json);
	const settled = async () => {
		await control('GET', 'project-app/deliveries?waitIdleMs=10000');
		return items();
	};

	/** What the node's GET URL answers: the project's webhooks component. */
	const shownConfig = async () => await call('GET', host.productionUrl);

	const PICKED = {
		genericEventTypes: ['object.creation', 'object.propertyChange'],
		objectTypes: ['contact', 'call', 'deal'],
		customObjectTypeIds: '2-3453001',
		legacyEventTypes: ['ticket.deletion', 'contact.privacyDeletion'],
		propertyNames: 'email, amount',
	};

	const hostProjectTrigger = async (parameters: INodeParameters = PICKED) => {
		// No `subscriptions` parameter: a new node of version 2 gets the project mode by default.
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			typeVersion: 2,
			parameters,
			credentials: APP_SECRET,
		});
		await host.start();
		await host.activate();
	};
	/** `hs project upload` with the component the node shows. */
	const uploadShownConfig = async () =>
		await control('PUT', 'project-app/webhooks', (await shownConfig()).json);

	beforeAll(async () => (sandbox = await startDeliveringSandbox()));
	afterAll(async () => await sandbox.close());
	beforeEach(async () => (engine = await resetForTest(sandbox)));
	// The description tests host nothing.
	afterEach(async () => await host?.close());

	it.each([
		[1, { subscriptions: 'managedByTrigger', authentication: 'developerApiKey' }],
		[2, { subscriptions: 'declaredInProject', authentication: 'appSecret' }],
	])(
		'a version %i node without stored values gets %j, as n8n resolves its defaults',
		(typeVersion, expected) => {
			const nodeType = new HubSpotPlatformTrigger();
			const node = {
				id: 'n',
				name: 'n',
				type: 'n8n-nodes-hubspot-platform.hubSpotPlatformTrigger',
				typeVersion,
				position: [0, 0] as [number, number],
				parameters: {},
			};
			const resolved = NodeHelpers.getNodeParameters(
				nodeType.description.properties,
				{},
				true,
				false,
				node,
				nodeType.description,
			);
			expect({
				subscriptions: resolved?.subscriptions,
				authentication: resolved?.authentication,
			}).toEqual(expected);
		},
	);

	it('activates and deactivates without a single HubSpot request', async () => {
		await hostProjectTrigger();
		await host.deactivate();
		expect(await control('GET', 'requests')).toEqual([]);
	});

	it('shows a webhooks component that, uploaded, subscribes the app to exactly the picked events at the production URL', async () => {
		await hostProjectTrigger();
		const shown = await shownConfig();
		expect(shown.status).toBe(200);
		expect(shown.json).toMatchObject({
			type: 'webhooks',
			config: { settings: { targetUrl: host.productionUrl, maxConcurrentRequests: 10 } },
		});
		const uploaded = (await uploadShownConfig()) as {
			settings: IDataObject;
			subscriptions: IDataObject[];
		};
		expect(uploaded.settings.targetUrl).toBe(host.productionUrl);
		const declared = uploaded.subscriptions
			.map((s) =>
				[s.group, s.subscriptionType, s.objectType ?? '', s.propertyName ?? '', s.active].join(' '),
			)
			.sort();
		const objectTypes = ['contact', 'call', 'deal', '2-3453001'];
		expect(declared).toEqual(
			[
				...objectTypes.map((type) => `crmObjects object.creation ${type}  true`),
				...objectTypes.flatMap((type) =>
					['email', 'amount'].map(
						(property) => `crmObjects object.propertyChange ${type} ${property} true`,
					),
				),
				'legacyCrmObjects ticket.deletion   true',
				'hubEvents contact.privacyDeletion   true',
			].sort(),
		);
	});

	it('receives generic events of several object types signed by the project app, with the object type named', async () => {
		await hostProjectTrigger();
		await uploadShownConfig();
		// A real CRM change: the sandbox publishes it as contact.creation, the project's generic subscription delivers object.creation.
		const contact = await fetch(`${sandbox.baseUrl}/crm/v3/objects/contacts/batch/create`, {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ACCOUNT.privateAppToken}`,
				'Content-Type': 'application/json',
			},
			body: JSON.stringify({ inputs: [{ properties: { email: 'grace@example.com' } }] }),
		}).then(async (r) => ((await r.json()) as { results: Array<{ id: string }> }).results[0]);
		await publish(
			{ subscriptionType: 'object.creation', objectTypeId: '0-48', objectId: 3101 },
			{ subscriptionType: 'deal.creation', objectId: 3102 },
			{ subscriptionType: 'object.creation', objectTypeId: '2-3453001', objectId: 3103 },
			{
				subscriptionType: 'object.propertyChange',
				objectTypeId: '0-3',
				objectId: 3102,
				propertyName: 'amount',
				propertyValue: '12',
			},
			{ subscriptionType: 'company.creation', objectId: 3104 },
			{ subscriptionType: 'ticket.deletion', objectId: 3105 },
		);
		const received = (await settled()).map((e) => [
			e.eventType,
			e.objectType,
			e.objectTypeId ?? '',
			String(e.objectId),
			e.appId,
		]);
		expect(received.sort()).toEqual(
			[
				['object.creation', 'contact', '0-1', contact.id, PROJECT_APP.appId],
				['object.creation', 'call', '0-48', '3101', PROJECT_APP.appId],
				['object.creation', 'deal', '0-3', '3102', PROJECT_APP.appId],
				['object.creation', '2-3453001', '2-3453001', '3103', PROJECT_APP.appId],
				['object.propertyChange', 'deal', '0-3', '3102', PROJECT_APP.appId],
				['ticket.deletion', 'ticket', '', '3105', PROJECT_APP.appId],
			].sort(),
		);
		// Attempts beyond the sandbox's scaled 5 s timeout (5 ms here) have no status and were retried.
		const { attempts } = (await control('GET', 'project-app/deliveries')) as {
			attempts: Array<{ status?: number; signatureVersion: string }>;
		};
		const answered = attempts.filter((a) => a.status !== undefined);
		expect(answered.length).toBeGreaterThan(0);
		expect(new Set(answered.map((a) => `${a.status} ${a.signatureVersion}`))).toEqual(
			new Set(['200 v3']),
		);
	});

	it('drops generic events of object types it did not pick, even when the project subscribes to them', async () => {
		await hostProjectTrigger({ genericEventTypes: ['object.deletion'], objectTypes: ['ticket'] });
		const config = (await shownConfig()).json as {
			config: { subscriptions: { crmObjects: IDataObject[] } };
		};
		config.config.subscriptions.crmObjects.push({
			subscriptionType: 'object.deletion',
			objectType: 'note',
			active: true,
		});
		await control('PUT', 'project-app/webhooks', config);
		await publish(
			{ subscriptionType: 'object.deletion', objectTypeId: '0-46', objectId: 41 },
			{ subscriptionType: 'ticket.deletion', objectId: 42 },
		);
		expect((await settled()).map((e) => [e.eventType, e.objectType, e.objectId])).toEqual([
			['object.deletion', 'ticket', 42],
		]);
	});

	it("refuses deliveries signed with another secret (the legacy app's): answered 401, nothing started", async () => {
		engine.credentials.store.get('hsAppSecret00001')!.data.clientSecret = ACCOUNT.clientSecret;
		await hostProjectTrigger();
		await uploadShownConfig();
		await publish({ subscriptionType: 'object.creation', objectTypeId: '0-1', objectId: 51 });
		const until = Date.now() + 10_000;
		let attempts: Array<{ status?: number }> = [];
		while (!attempts.some((a) => a.status !== undefined) && Date.now() < until) {
			attempts = ((await control('GET', 'project-app/deliveries')) as { attempts: typeof attempts })
				.attempts;
		}
		expect(attempts.find((a) => a.status !== undefined)?.status).toBe(401);
		expect(host.executions).toHaveLength(0);
	});

	it('verifies with the OAuth2 credential of the same app too, and drops events of another app when the credential names its app', async () => {
		engine.credentials.store.get('hsOAuth2Cred0001')!.data.clientSecret = PROJECT_APP.clientSecret;
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			typeVersion: 2,
			parameters: { ...PICKED, authentication: 'oAuth2' },
			credentials: OAUTH2,
		});
		await host.start();
		await host.activate();
		await uploadShownConfig();
		await publish({ subscriptionType: 'object.creation', objectTypeId: '0-48', objectId: 61 });
		expect((await settled()).map((e) => [e.objectType, e.objectId])).toEqual([['call', 61]]);
		await host.close();

		engine.credentials.store.get('hsAppSecret00001')!.data.appId = '1234';
		await hostProjectTrigger();
		await uploadShownConfig();
		type Attempts = { attempts: Array<{ status?: number }> };
		const before = ((await control('GET', 'project-app/deliveries')) as Attempts).attempts.length;
		await publish({ subscriptionType: 'object.creation', objectTypeId: '0-48', objectId: 62 });
		expect(await settled()).toEqual([]);
		// Delivered, verified and acknowledged, but not started: the events name app 76543, not 1234.
		const { attempts } = (await control('GET', 'project-app/deliveries')) as Attempts;
		expect(attempts.slice(before).map((a) => a.status)).toContain(200);
	});

	it('a version 2 node set to Managed by This Trigger manages the legacy app as version 1 does', async () => {
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			typeVersion: 2,
			parameters: {
				subscriptions: 'managedByTrigger',
				authentication: 'developerApiKey',
				eventTypes: ['deal.creation'],
			},
			credentials: { hubSpotPlatformDeveloperApi: 'hsDeveloper00001' },
		});
		await host.start();
		await host.activate();
		const subscriptions = await call(
			'GET',
			`${sandbox.baseUrl}/webhooks/v3/${ACCOUNT.appId}/subscriptions?hapikey=${ACCOUNT.developerApiKey}`,
		);
		expect(
			(subscriptions.json.results as IDataObject[]).map((s) => [s.eventType, s.active]),
		).toEqual([['deal.creation', true]]);
		await publish({ subscriptionType: 'deal.creation', objectId: 71 });
		await control('GET', 'deliveries?waitIdleMs=10000');
		expect(items().map((e) => [e.eventType, e.objectType, e.objectId, e.appId])).toEqual([
			['deal.creation', 'deal', 71, ACCOUNT.appId],
		]);
	});

	it('refuses to be published with generic events but no object type, before any request', async () => {
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			typeVersion: 2,
			parameters: { genericEventTypes: ['object.creation'] },
			credentials: APP_SECRET,
		});
		await host.start();
		await expect(host.activate()).rejects.toThrow(
			'The generic event types need at least one object type',
		);
		expect((await shownConfig()).status).toBe(400);
		host.update({
			parameters: { genericEventTypes: ['object.propertyChange'], objectTypes: ['deal'] },
		});
		await expect(host.activate()).rejects.toThrow(
			'Subscribing to object.propertyChange needs at least one property name',
		);
		expect(await control('GET', 'requests')).toEqual([]);
	});

	it.each([
		[
			'an unknown generic event type',
			{ genericEventTypes: ['object.creation', 'object.exploded'] },
			/^Event Types: "object.exploded" is not a HubSpot webhook event type/,
		],
		[
			'an unknown legacy event type',
			{ legacyEventTypes: ['ticket.deletion', 'ticket.exploded'] },
			/^Legacy Event Types: "ticket.exploded" is not a HubSpot webhook event type/,
		],
		[
			'an object type webhooks do not cover',
			{ objectTypes: ['contact', 'spaceship'] },
			/^Object Types: "spaceship" is not an object type webhooks cover/,
		],
		[
			'a malformed custom object type id',
			{ customObjectTypeIds: '2-3453001, 2-1/../x' },
			/^Custom Object Type IDs: must be a custom object type ID such as 2-123456, got "2-1\/..\/x"/,
		],
		[
			'a property name with a space',
			{ propertyNames: 'email, first name' },
			/^Property Names: must be a property's internal name/,
		],
	])('refuses %s on publishing, before any request', async (_name, parameters, message) => {
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			typeVersion: 2,
			parameters: { ...PICKED, ...parameters },
			credentials: APP_SECRET,
		});
		await host.start();
		await expect(host.activate()).rejects.toThrow(message);
		expect(await control('GET', 'requests')).toEqual([]);
	});

	it("HubSpot's webhooks API refuses the project app's id, in every version", async () => {
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			typeVersion: 2,
			parameters: PICKED,
			credentials: APP_SECRET,
		});
		for (const prefix of ['/webhooks/v3', '/webhooks/2026-03', '/app-webhooks/2026-09']) {
			const answer = await call(
				'GET',
				`${sandbox.baseUrl}${prefix}/${PROJECT_APP.appId}/settings?hapikey=${ACCOUNT.developerApiKey}`,
			);
			expect([prefix, answer.status, String(answer.json.message)]).toEqual([
				prefix,
				400,
				expect.stringContaining('project-based app'),
			]);
		}
	});

	it('a version 1 node (saved before the choice existed) keeps managing its legacy app, and its GET URL has no project config', async () => {
		host = new WebhookHost(engine, {
			type: 'hubSpotPlatformTrigger',
			parameters: { authentication: 'developerApiKey', eventTypes: ['contact.creation'] },
			credentials: { hubSpotPlatformDeveloperApi: 'hsDeveloper00001' },
		});
		await host.start();
		await host.activate();
		const settings = await call(
			'GET',
			`${sandbox.baseUrl}/webhooks/v3/${ACCOUNT.appId}/settings?hapikey=${ACCOUNT.developerApiKey}`,
		);
		expect(settings.json.targetUrl).toBe(host.productionUrl);
		expect((await shownConfig()).status).toBe(404);
	});
});
