import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV3 } from '../delivery/signing';
import { startSandbox, type RunningSandbox } from '../server';
import { PROJECT_APP } from '../state/projectApps';

/** The project-based app: its uploaded webhooks component and the deliveries it causes. */
describe('sandbox project-based app', () => {
	let sandbox: RunningSandbox;
	const received: Array<{ headers: IncomingHttpHeaders; raw: string }> = [];
	const receiver = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
			res.writeHead(204).end();
		});
	});
	let targetUrl = '';

	const upload = async (component: unknown) => {
		const response = await fetch(`${sandbox.baseUrl}/__sandbox/project-app/webhooks`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify(component),
		});
		return { status: response.status, body: (await response.json()) as Record<string, unknown> };
	};
	const component = (subscriptions: Record<string, unknown>) => ({
		uid: 'webhooks',
		type: 'webhooks',
		config: { settings: { targetUrl, maxConcurrentRequests: 5 }, subscriptions },
	});

	beforeAll(async () => {
		await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
		targetUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
		sandbox = await startSandbox({
			port: 0,
			config: { rateLimits: { enabled: false } as never, webhookTimeScale: 0.01 },
		});
	});
	afterAll(async () => {
		await sandbox.close();
		receiver.close();
	});

	it.each([
		[
			{
				crmObjects: [{ subscriptionType: 'contact.creation', objectType: 'contact', active: true }],
			},
			'is not allowed in crmObjects',
		],
		[
			{
				crmObjects: [
					{ subscriptionType: 'object.creation', objectType: 'spaceship', active: true },
				],
			},
			'is not a known object type',
		],
		[
			{
				crmObjects: [
					{ subscriptionType: 'object.propertyChange', objectType: 'deal', active: true },
				],
			},
			'propertyName is required',
		],
		[
			{ legacyCrmObjects: [{ subscriptionType: 'contact.privacyDeletion', active: true }] },
			'is not allowed in legacyCrmObjects',
		],
		[{ hubEvents: [{ subscriptionType: 'conversation.newMessage' }] }, 'active must be a boolean'],
	])('refuses an invalid component %j', async (subscriptions, message) => {
		const answer = await upload(component(subscriptions));
		expect([answer.status, String(answer.body.message)]).toEqual([
			400,
			expect.stringContaining(message),
		]);
	});

	it('keeps the ids of subscriptions declared again, and delivers the generic format signed with its own secret', async () => {
		const first = await upload(
			component({
				crmObjects: [{ subscriptionType: 'object.creation', objectType: 'call', active: true }],
			}),
		);
		const [call] = first.body.subscriptions as Array<{ id: number }>;
		const second = await upload(
			component({
				crmObjects: [
					{ subscriptionType: 'object.creation', objectType: 'call', active: true },
					{ subscriptionType: 'object.creation', objectType: 'contact', active: false },
				],
			}),
		);
		expect((second.body.subscriptions as Array<{ id: number }>)[0].id).toBe(call.id);

		for (const event of [
			{ subscriptionType: 'object.creation', objectTypeId: '0-48', objectId: 1 },
			{ subscriptionType: 'contact.creation', objectId: 2 },
		]) {
			await fetch(`${sandbox.baseUrl}/__sandbox/events`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(event),
			});
		}
		await fetch(`${sandbox.baseUrl}/__sandbox/project-app/deliveries?waitIdleMs=5000`);
		expect(received).toHaveLength(1);
		const [{ headers, raw }] = received;
		expect(JSON.parse(raw)).toEqual([
			expect.objectContaining({
				subscriptionType: 'object.creation',
				objectTypeId: '0-48',
				objectId: 1,
				appId: PROJECT_APP.appId,
				subscriptionId: call.id,
			}),
		]);
		const timestamp = String(headers['x-hubspot-request-timestamp']);
		expect(headers['x-hubspot-signature-v3']).toBe(
			signV3(PROJECT_APP.clientSecret, 'POST', targetUrl, raw, timestamp),
		);
	});
});
