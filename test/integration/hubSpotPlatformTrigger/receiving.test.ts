import type { IDataObject } from 'n8n-workflow';
import type { Engine } from '../../harness/engine';
import { postRaw, WebhookHost } from '../../harness/webhook';
import {
	deliver,
	engineWithCredentials,
	event,
	hostTrigger,
	OAUTH2,
	signatureHeaders,
	type SignatureVersion,
} from './fixture';

const ALL_CONTACT = ['contact.creation', 'contact.propertyChange', 'contact.deletion'];

describe('HubSpot Platform Trigger: receiving deliveries', () => {
	let engine: Engine;
	let host: WebhookHost;

	beforeEach(async () => {
		engine = engineWithCredentials();
		host = await hostTrigger(engine, { eventTypes: ALL_CONTACT });
	});
	afterEach(async () => await host.close());

	it.each<[SignatureVersion, { acceptV1V2Signatures?: boolean }]>([
		['v3', {}],
		['v1', { acceptV1V2Signatures: true }],
		['v2', { acceptV1V2Signatures: true }],
	])(
		'accepts a %s-signed delivery (options %j), acknowledges it and starts one execution with readable items',
		async (version, options) => {
			host.update({ parameters: { options } });
			const sent = event('contact.creation', { objectId: 77, occurredAt: 1_700_000_123_456 });
			const answer = await deliver(host, [sent], version);
			expect(answer.status).toBe(200);
			expect(JSON.parse(answer.body)).toEqual({ received: 1, started: 1 });
			expect(host.executions).toHaveLength(1);
			expect(host.executions[0].map((i) => i.json)).toEqual([
				{
					eventType: 'contact.creation',
					objectType: 'contact',
					objectId: 77,
					occurredAt: '2023-11-14T22:15:23.456Z',
					occurredAtMs: 1_700_000_123_456,
					eventId: sent.eventId,
					subscriptionId: 4001,
					subscriptionType: 'contact.creation',
					portalId: sent.portalId,
					appId: sent.appId,
					attemptNumber: 0,
					changeSource: 'CRM',
				},
			]);
		},
	);

	it.each<SignatureVersion>(['v1', 'v2'])(
		'by default refuses a delivery signed %s only, naming the option, and starts nothing',
		async (version) => {
			const answer = await deliver(host, [event('contact.creation')], version);
			expect(answer.status).toBe(401);
			expect(JSON.parse(answer.body).message).toBe(
				`The request has a ${version} signature but no X-HubSpot-Signature-v3: turn on "Accept V1/V2 Signatures" to accept it`,
			);
			expect(host.executions).toHaveLength(0);
		},
	);

	it('checks the v3 signature whenever it is there: a valid v1 header beside a stale or forged v3 one does not pass, option on or off', async () => {
		const body = JSON.stringify([event('contact.creation')]);
		const stale = signatureHeaders('v3', host.productionUrl, body, Date.now() - 6 * 60_000);
		const forged: Record<string, string> = {
			...signatureHeaders('v3', host.productionUrl, body),
			'X-HubSpot-Signature-v3': 'Zm9yZ2Vk',
		};
		for (const options of [{}, { acceptV1V2Signatures: true }]) {
			host.update({ parameters: { options } });
			for (const headers of [stale, forged]) {
				expect(headers['X-HubSpot-Signature']).toBe(
					signatureHeaders('v1', host.productionUrl, body)['X-HubSpot-Signature'],
				);
				expect(
					(
						await postRaw(host.productionUrl, body, {
							'Content-Type': 'application/json',
							...headers,
						})
					).status,
				).toBe(401);
			}
		}
		expect(host.executions).toHaveLength(0);
	});

	it('refuses a tampered body with 401 and starts nothing', async () => {
		const body = JSON.stringify([event('contact.creation')]);
		const headers = {
			'Content-Type': 'application/json',
			...signatureHeaders('v3', host.productionUrl, body),
		};
		const answer = await postRaw(
			host.productionUrl,
			body.replace('"objectId":501', '"objectId":502'),
			headers,
		);
		expect(answer.status).toBe(401);
		expect(JSON.parse(answer.body).message).toBe('The v3 signature does not match');
		expect(host.executions).toHaveLength(0);
	});

	it('refuses a v3 delivery whose timestamp is older than 5 minutes', async () => {
		const body = JSON.stringify([event('contact.creation')]);
		const stale = signatureHeaders('v3', host.productionUrl, body, Date.now() - 6 * 60_000);
		const answer = await postRaw(host.productionUrl, body, {
			'Content-Type': 'application/json',
			...stale,
		});
		expect(answer.status).toBe(401);
		expect(JSON.parse(answer.body).message).toMatch(/more than 5 minutes/);
		expect(host.executions).toHaveLength(0);
	});

	it('refuses a v2 signature made for another URL', async () => {
		host.update({ parameters: { options: { acceptV1V2Signatures: true } } });
		const body = JSON.stringify([event('contact.creation')]);
		const headers = signatureHeaders('v2', 'https://elsewhere.example/webhook', body);
		const answer = await postRaw(host.productionUrl, body, {
			'Content-Type': 'application/json',
			...headers,
		});
		expect(answer.status).toBe(401);
		expect(host.executions).toHaveLength(0);
	});

	it('refuses deliveries without signature headers, or with a v3 signature but no timestamp', async () => {
		const body = JSON.stringify([event('contact.creation')]);
		const none = await postRaw(host.productionUrl, body, { 'Content-Type': 'application/json' });
		expect(none.status).toBe(401);
		const { 'X-HubSpot-Signature-v3': v3 } = signatureHeaders('v3', host.productionUrl, body);
		const noTimestamp = await postRaw(host.productionUrl, body, {
			'Content-Type': 'application/json',
			'X-HubSpot-Signature-v3': v3,
		});
		expect(noTimestamp.status).toBe(401);
		expect(JSON.parse(noTimestamp.body).message).toBe(
			'The X-HubSpot-Request-Timestamp header is missing',
		);
		expect(host.executions).toHaveLength(0);
	});

	it('answers 400 to a signed body that is not a JSON array of events, and starts nothing', async () => {
		for (const [body, message] of [
			['not json at all', 'The body is not JSON'],
			['{"eventId":1}', 'The body is not a JSON array of events'],
			['[1,2]', 'Every element of the body must be an event object'],
			['[{"eventId":1}]', 'An event has no subscriptionType'],
		]) {
			const answer = await postRaw(host.productionUrl, body, {
				'Content-Type': 'text/plain',
				...signatureHeaders('v3', host.productionUrl, body),
			});
			expect([answer.status, JSON.parse(answer.body).message]).toEqual([400, message]);
		}
		expect(host.executions).toHaveLength(0);
	});

	it('leaves a body announced as JSON but unparsable to n8n, which answers 422 before the node runs', async () => {
		const body = '[{"eventId":';
		const answer = await postRaw(host.productionUrl, body, {
			'Content-Type': 'application/json',
			...signatureHeaders('v3', host.productionUrl, body),
		});
		expect(answer.status).toBe(422);
		expect(host.executions).toHaveLength(0);
	});

	it('answers 200 to an empty array and starts no execution', async () => {
		const answer = await deliver(host, []);
		expect(answer.status).toBe(200);
		expect(JSON.parse(answer.body)).toEqual({ received: 0, started: 0 });
		expect(host.executions).toHaveLength(0);
	});

	it('turns a 100-event delivery into one execution of 100 items, in order', async () => {
		const events = Array.from({ length: 100 }, (_, i) =>
			event('contact.creation', { objectId: 1000 + i }),
		);
		const answer = await deliver(host, events);
		expect(answer.status).toBe(200);
		expect(host.executions).toHaveLength(1);
		expect(host.executions[0].map((i) => i.json.objectId)).toEqual(events.map((e) => e.objectId));
	});

	it('emits a retried delivery once: same eventId and subscriptionId, higher attemptNumber', async () => {
		const first = [event('contact.creation'), event('contact.deletion')];
		expect((await deliver(host, first)).status).toBe(200);
		const retry = first.map((e) => ({ ...e, attemptNumber: 1 }));
		const answer = await deliver(host, retry);
		expect(answer.status).toBe(200);
		expect(JSON.parse(answer.body)).toEqual({ received: 2, started: 0 });
		// A retry mixing a seen event with a new one starts only the new one.
		const fresh = event('contact.creation');
		await deliver(host, [{ ...first[0], attemptNumber: 2 }, fresh]);
		expect(host.executions.map((items) => items.map((i) => i.json.eventId))).toEqual([
			[first[0].eventId, first[1].eventId],
			[fresh.eventId],
		]);
		// The same event id under another subscription is another event.
		await deliver(host, [{ ...first[0], subscriptionId: 4002 }]);
		expect(host.executions).toHaveLength(3);
		expect(Object.keys(host.savedStaticData['node:HubSpot Trigger'] as IDataObject)).toEqual([
			'seenEvents',
		]);
	});

	it('emits repeats when deduplication is turned off', async () => {
		host.update({ parameters: { options: { deduplicate: false } } });
		const once = [event('contact.creation')];
		await deliver(host, once);
		await deliver(host, [{ ...once[0], attemptNumber: 1 }]);
		expect(host.executions).toHaveLength(2);
	});

	it('drops events of types not selected, and starts nothing when none is left', async () => {
		const kept = event('contact.creation');
		await deliver(host, [event('company.creation'), kept, event('deal.deletion')]);
		expect(host.executions.map((items) => items.map((i) => i.json.eventId))).toEqual([
			[kept.eventId],
		]);
		const answer = await deliver(host, [event('ticket.creation'), event('company.merge')]);
		expect(JSON.parse(answer.body)).toEqual({ received: 2, started: 0 });
		expect(host.executions).toHaveLength(1);
	});

	it('keeps only the watched properties of property-change events', async () => {
		host.update({ parameters: { propertyNames: 'email, lifecyclestage' } });
		const email = event('contact.propertyChange', {
			propertyName: 'email',
			propertyValue: 'a@b.example',
		});
		const stage = event('contact.propertyChange', {
			propertyName: 'lifecyclestage',
			propertyValue: 'lead',
		});
		const phone = event('contact.propertyChange', { propertyName: 'phone', propertyValue: '1' });
		const created = event('contact.creation');
		await deliver(host, [email, phone, stage, created]);
		expect(host.executions[0].map((i) => i.json.eventId)).toEqual([
			email.eventId,
			stage.eventId,
			created.eventId,
		]);
	});

	it('filters custom object events by type id and custom events by fully qualified name', async () => {
		host.update({
			parameters: {
				eventTypes: ['object.creation', 'event.completed'],
				customObjectTypeId: '2-1234',
				customEventName: 'pe62515_shipped',
			},
		});
		const mine = event('object.creation', { objectTypeId: '2-1234' });
		const other = event('object.creation', { objectTypeId: '2-9999' });
		const shipped = event('event.completed', { eventName: 'pe62515_shipped' });
		const returned = event('event.completed', { eventName: 'pe62515_returned' });
		await deliver(host, [mine, other, shipped, returned]);
		expect(host.executions[0].map((i) => [i.json.eventId, i.json.objectType])).toEqual([
			[mine.eventId, '2-1234'],
			[shipped.eventId, 'event'],
		]);
	});

	it('emits one item per delivery when asked', async () => {
		host.update({ parameters: { output: 'perDelivery' } });
		const events = [event('contact.creation'), event('contact.deletion')];
		await deliver(host, events);
		expect(host.executions).toHaveLength(1);
		expect(host.executions[0]).toHaveLength(1);
		const json = host.executions[0][0].json as { events: IDataObject[]; eventCount: number };
		expect(json.eventCount).toBe(2);
		expect(json.events.map((e) => e.eventType)).toEqual(['contact.creation', 'contact.deletion']);
	});

	it('accepts unsigned deliveries only when verification is skipped', async () => {
		const body = JSON.stringify([event('contact.creation')]);
		expect(
			(await postRaw(host.productionUrl, body, { 'Content-Type': 'application/json' })).status,
		).toBe(401);
		host.update({ parameters: { options: { skipSignatureVerification: true } } });
		expect(
			(await postRaw(host.productionUrl, body, { 'Content-Type': 'application/json' })).status,
		).toBe(200);
		expect(host.executions).toHaveLength(1);
	});

	it('verifies with the client secret of the OAuth2 credential', async () => {
		const oauthHost = await hostTrigger(
			engine,
			{ authentication: 'oAuth2', eventTypes: ALL_CONTACT },
			OAUTH2,
		);
		try {
			expect((await deliver(oauthHost, [event('contact.creation')])).status).toBe(200);
			expect(oauthHost.executions).toHaveLength(1);
			engine.credentials.store.get('hsOAuth2Cred0001')!.data.clientSecret = 'rotated-secret';
			expect((await deliver(oauthHost, [event('contact.creation')])).status).toBe(401);
			expect(oauthHost.executions).toHaveLength(1);
		} finally {
			await oauthHost.close();
		}
	});

	it('accepts signatures made for the test URL while listening for a test event', async () => {
		const body = JSON.stringify([event('contact.creation')]);
		const send = async () =>
			await postRaw(host.testUrl, body, {
				'Content-Type': 'application/json',
				...signatureHeaders('v3', host.testUrl, body),
			});
		expect((await send()).status).toBe(404);
		await host.listenForTestEvent();
		const answer = await send();
		expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { received: 1, started: 1 }]);
		expect(host.executions).toHaveLength(1);
		// A test event ends the listening, and the test's static data never reaches the workflow's.
		expect(host.isListening).toBe(false);
		expect(host.savedStaticData).toEqual({});
	});

	/** The trigger after an n8n restart: a fresh copy of its modules (empty process memory), the saved static data. */
	const restartedHost = async (savedStaticData: IDataObject): Promise<WebhookHost> => {
		const restarted = engineWithCredentials();
		jest.isolateModules(() => {
			const {
				HubSpotPlatformTrigger,
			} = require('../../../nodes/HubSpotPlatformTrigger/HubSpotPlatformTrigger.node');
			restarted.nodeTypes.register(new HubSpotPlatformTrigger());
		});
		const after = await hostTrigger(restarted, { eventTypes: ALL_CONTACT });
		after.savedStaticData = savedStaticData;
		return after;
	};
	const retried = (events: IDataObject[]) =>
		events.map((e) => ({ ...e, attemptNumber: Number(e.attemptNumber) + 1 }));

	it('recognises a retry after a restart from the static data n8n saved as the trigger answered', async () => {
		const sent = [event('contact.creation')];
		await deliver(host, sent);
		const after = await restartedHost(host.savedStaticData);
		try {
			expect(JSON.parse((await deliver(after, retried(sent))).body)).toEqual({
				received: 1,
				started: 0,
			});
			// Without the saved static data the retry would run again.
			after.savedStaticData = {};
			const fresh = await restartedHost({});
			try {
				expect(JSON.parse((await deliver(fresh, retried(sent))).body)).toEqual({
					received: 1,
					started: 1,
				});
			} finally {
				await fresh.close();
			}
		} finally {
			await after.close();
		}
	});
});
