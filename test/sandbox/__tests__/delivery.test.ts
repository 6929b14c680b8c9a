import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { ACCOUNT } from '../account';
import { signV1, signV2, signV3 } from '../delivery/signing';
import { startSandbox, type RunningSandbox } from '../server';

/** HubSpot's published test vectors (secret yyyyyyyy-yyyy-yyyy-yyyy-yyyyyyyyyyyy). */
const SECRET = 'yyyyyyyy-yyyy-yyyy-yyyy-yyyyyyyyyyyy';
const URL_ = 'https://www.example.com/webhook_uri';

describe('sandbox webhook signing', () => {
	it('matches the v1, v2 and v3 test vectors', () => {
		const v1Body =
			'[{"eventId":1,"subscriptionId":12345,"portalId":62515,"occurredAt":1564113600000,"subscriptionType":"contact.creation","attemptNumber":0,"objectId":123,"changeSource":"CRM","changeFlag":"NEW","appId":54321}]';
		expect(signV1(SECRET, v1Body)).toBe(
			'232db2615f3d666fe21a8ec971ac7b5402d33b9a925784df3ca654d05f4817de',
		);
		expect(signV2(SECRET, 'GET', URL_, '')).toBe(
			'eee2dddcc73c94d699f5e395f4b9d454a069a6855fbfa152e91e88823087200e',
		);
		expect(signV2(SECRET, 'POST', URL_, '{"example_field":"example_value"}')).toBe(
			'9569219f8ba981ffa6f6f16aa0f48637d35d728c7e4d93d0d52efaa512af7900',
		);
		expect(signV3(SECRET, 'POST', URL_, "{'example_field':'example_value'}", '1693657560000')).toBe(
			'K36dawei4A+QBNolUOqo7s91KQDWQ5MXZ/QufNYuk/Y=',
		);
	});
});

describe('sandbox webhook delivery', () => {
	let sandbox: RunningSandbox;
	const received: Array<{ headers: IncomingHttpHeaders; body: Array<Record<string, unknown>> }> =
		[];
	let failuresLeft = 0;
	const receiver = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
			res.writeHead(failuresLeft-- > 0 ? 500 : 200).end();
		});
	});
	let target = '';
	const hapi = `hapikey=${ACCOUNT.developerApiKey}`;
	const api = (path: string) => `${sandbox.baseUrl}/webhooks/v3/${ACCOUNT.appId}${path}?${hapi}`;
	const idle = async () =>
		(await axios.get(`${sandbox.baseUrl}/__sandbox/deliveries?waitIdleMs=10000`)).data as {
			idle: boolean;
			attempts: Array<{ attemptNumber: number; status?: number }>;
		};

	beforeAll(async () => {
		await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
		target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
		sandbox = await startSandbox({ port: 0, config: { webhookTimeScale: 0.01, seedPerType: 5 } });
	});
	afterAll(async () => {
		await sandbox.close();
		receiver.close();
	});
	beforeEach(async () => {
		await axios.post(`${sandbox.baseUrl}/__sandbox/reset`);
		received.length = 0;
		failuresLeft = 0;
		await axios.put(api('/settings'), { targetUrl: target });
	});

	it('answers 404 for settings never set and refuses a target that is not an http(s) URL', async () => {
		await axios.delete(api('/settings'));
		expect((await axios.get(api('/settings'), { validateStatus: () => true })).status).toBe(404);
		const bad = await axios.put(
			api('/settings'),
			{ targetUrl: 'ftp://x' },
			{ validateStatus: () => true },
		);
		expect(bad.status).toBe(400);
		expect(bad.data.category).toBe('VALIDATION_ERROR');
	});

	it('delivers signed (v3) notifications for active subscriptions only, and pausing a subscription stops them', async () => {
		const sub = (
			await axios.post(api('/subscriptions'), { eventType: 'contact.creation', active: true })
		).data;
		await axios.post(`${sandbox.baseUrl}/__sandbox/events`, {
			subscriptionType: 'contact.creation',
			objectId: 7,
		});
		await idle();
		expect(received).toHaveLength(1);
		const [delivery] = received;
		expect(delivery.body[0]).toMatchObject({
			subscriptionId: Number(sub.id),
			portalId: ACCOUNT.hubId,
			appId: ACCOUNT.appId,
			subscriptionType: 'contact.creation',
			attemptNumber: 0,
			objectId: 7,
		});
		const rawBody = JSON.stringify(delivery.body);
		expect(delivery.headers['x-hubspot-signature-v3']).toBe(
			signV3(
				ACCOUNT.clientSecret,
				'POST',
				target,
				rawBody,
				String(delivery.headers['x-hubspot-request-timestamp']),
			),
		);

		const paused = await axios.patch(api(`/subscriptions/${sub.id}`), { active: false });
		expect(paused.data.active).toBe(false);
		await axios.post(`${sandbox.baseUrl}/__sandbox/events`, {
			subscriptionType: 'contact.creation',
			objectId: 8,
		});
		await idle();
		expect(received).toHaveLength(1);
	});

	it('retries a failing receiver with attemptNumber counting up', async () => {
		await axios.post(api('/subscriptions'), { eventType: 'deal.creation', active: true });
		failuresLeft = 2;
		await axios.post(`${sandbox.baseUrl}/__sandbox/events`, {
			subscriptionType: 'deal.creation',
			objectId: 9,
		});
		const log = await idle();
		expect(log.idle).toBe(true);
		expect(received.map((r) => r.body[0].attemptNumber)).toEqual([0, 1, 2]);
		expect(log.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
	});

	it('replays an earlier attempt byte for byte, without recording or retrying it', async () => {
		await axios.post(api('/subscriptions'), { eventType: 'company.creation', active: true });
		await axios.post(`${sandbox.baseUrl}/__sandbox/events`, {
			subscriptionType: 'company.creation',
			objectId: 11,
		});
		await idle();
		failuresLeft = 1;
		const replayed = await axios.post(`${sandbox.baseUrl}/__sandbox/deliveries/0/replay`);
		expect(replayed.data).toEqual({ status: 500 });
		expect(received).toHaveLength(2);
		expect(received[1].body).toEqual(received[0].body);
		for (const header of ['x-hubspot-signature-v3', 'x-hubspot-request-timestamp'])
			expect(received[1].headers[header]).toBe(received[0].headers[header]);
		const log = await idle();
		expect(log.attempts).toHaveLength(1);
		expect(received).toHaveLength(2);
		expect(
			(
				await axios.post(`${sandbox.baseUrl}/__sandbox/deliveries/5/replay`, undefined, {
					validateStatus: () => true,
				})
			).status,
		).toBe(404);
	});

	it('splits 150 events into deliveries of fewer than 100', async () => {
		await axios.post(api('/subscriptions'), { eventType: 'ticket.creation', active: true });
		await axios.post(
			`${sandbox.baseUrl}/__sandbox/events`,
			Array.from({ length: 150 }, (_, i) => ({ subscriptionType: 'ticket.creation', objectId: i })),
		);
		await idle();
		expect(received.map((r) => r.body.length).sort()).toEqual([51, 99]);
	});

	it('refuses unknown event types and property changes without a property', async () => {
		const unknown = await axios.post(
			api('/subscriptions'),
			{ eventType: 'contact.teleported', active: true },
			{ validateStatus: () => true },
		);
		expect(unknown.status).toBe(400);
		const noProperty = await axios.post(
			api('/subscriptions'),
			{ eventType: 'contact.propertyChange', active: true },
			{ validateStatus: () => true },
		);
		expect(noProperty.status).toBe(400);
		const otherApp = await axios.get(`${sandbox.baseUrl}/webhooks/v3/999/subscriptions?${hapi}`, {
			validateStatus: () => true,
		});
		expect(otherApp.status).toBe(404);
		const badKey = await axios.get(
			`${sandbox.baseUrl}/webhooks/v3/${ACCOUNT.appId}/subscriptions?hapikey=wrong`,
			{ validateStatus: () => true },
		);
		expect(badKey.status).toBe(401);
	});
});
