/** @apiVersionModes all */
import type { INodeParameters } from 'n8n-workflow';
import { Engine } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

describe('HubSpot Marketing Email through the engine against the sandbox', () => {
	let sandbox: RunningSandbox;
	const engine = new Engine();
	const logged = async () =>
		(await (await fetch(`${sandbox.baseUrl}/__sandbox/requests`)).json()) as Array<{
			method: string;
			path: string;
			body?: Record<string, unknown>;
		}>;
	const run = async (parameters: INodeParameters, input: object[] = [{}], continueOnFail = false) =>
		await engine.runNode(
			{
				type: 'hubSpotMarketingEmail',
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input as never,
		);

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 5, emailSendDurationMs: 1500 },
		});
		engine.credentials.add({
			id: 'app',
			name: 'App',
			type: 'hubSpotPlatformAppTokenApi',
			data: { accessToken: ACCOUNT.privateAppToken, baseUrl: sandbox.baseUrl },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' });
	});

	it('gets an email revision, and reports a missing one per item with Continue on Fail', async () => {
		const result = await run(
			{
				resource: 'emailRevision',
				operation: 'get',
				emailId: '={{ $json.email }}',
				revisionId: '={{ $json.revision }}',
			},
			[
				{ email: '6100002', revision: '2' },
				{ email: '6100002', revision: '9' },
			],
			true,
		);
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({
			id: '2',
			object: { id: '6100002', state: 'DRAFT', type: 'BATCH_EMAIL' },
			user: { email: ACCOUNT.userEmail },
		});
		expect(result.items[1]).toMatchObject({ json: { httpCode: '404' }, pairedItem: { item: 1 } });
	});

	it('sends a single email and waits for its final status with sendResult', async () => {
		const result = await run({
			resource: 'singleSend',
			operation: 'send',
			emailId: 6100001,
			to: 'ada@sandbox-demo.example',
			options: {
				cc: 'a@x.example, b@x.example',
				sendId: 'order-1',
				waitForCompletion: true,
				maxWaitSeconds: 10,
				customProperties: '{"orderTotal": "42"}',
			},
		});
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({ status: 'COMPLETE', sendResult: 'SENT' });
		const send = (await logged()).find((r) => r.path === pathIn(ENDPOINTS.singleSend));
		expect(send?.body).toEqual({
			emailId: 6100001,
			message: {
				to: 'ada@sandbox-demo.example',
				cc: ['a@x.example', 'b@x.example'],
				bcc: [],
				replyTo: [],
				sendId: 'order-1',
			},
			contactProperties: {},
			customProperties: { orderTotal: '42' },
		});

		const again = await run({
			resource: 'singleSend',
			operation: 'send',
			emailId: 6100001,
			to: 'ada@sandbox-demo.example',
			options: { sendId: 'order-1' },
		});
		expect(again.items[0].json).toMatchObject({
			status: 'CANCELED',
			sendResult: 'IDEMPOTENT_IGNORE',
		});
		const bounced = await run({
			resource: 'singleSend',
			operation: 'send',
			emailId: 6100001,
			to: 'x@bounce.example',
			options: { waitForCompletion: true, maxWaitSeconds: 10 },
		});
		expect(bounced.items[0].json).toMatchObject({
			status: 'CANCELED',
			sendResult: 'PREVIOUSLY_BOUNCED',
		});
	});

	// The single send's required fields per version: v4's description (`to`), and 2026-03's, which adds
	// the address lists and both property maps (and drops `to`, which a send cannot do without).
	const REQUIRED_BY_VERSION: Record<string, string[]> = {
		legacy: ['emailId', 'message.to'],
		'2026-03': [
			'emailId',
			'message.to',
			'message.cc',
			'message.bcc',
			'message.replyTo',
			'contactProperties',
			'customProperties',
		],
	};

	it("sends every field the version's description requires, even when the user left them empty", async () => {
		const result = await run({
			resource: 'singleSend',
			operation: 'send',
			emailId: 6100001,
			to: 'ada@sandbox-demo.example',
		});
		expect(result.error).toBeUndefined();
		const path = pathIn(ENDPOINTS.singleSend);
		const send = (await logged()).find((r) => r.path === path);
		const version = path.includes('/2026-03/') ? '2026-03' : 'legacy';
		const at = (name: string) =>
			name
				.split('.')
				.reduce<unknown>(
					(value, key) => (value as Record<string, unknown> | undefined)?.[key],
					send?.body,
				);
		expect(REQUIRED_BY_VERSION[version].filter((name) => at(name) === undefined)).toEqual([]);
		expect(send?.body).toEqual({
			emailId: 6100001,
			message: { to: 'ada@sandbox-demo.example', cc: [], bcc: [], replyTo: [] },
			contactProperties: {},
			customProperties: {},
		});
	});

	it('refuses lists in custom properties and an empty recipient before sending', async () => {
		const list = await run({
			resource: 'singleSend',
			operation: 'send',
			emailId: 6100001,
			to: 'a@b.example',
			options: { customProperties: '{"items": [1, 2]}' },
		});
		expect(list.error?.message).toBe(
			'Custom Properties (JSON): "items" is a list; lists are not supported, send it as an HTML string (item 0)',
		);
		const noTo = await run({
			resource: 'singleSend',
			operation: 'send',
			emailId: 6100001,
			to: ' ',
		});
		expect(noTo.error?.message).toBe('To: must not be empty (item 0)');
		expect(await logged()).toHaveLength(0);
	});
});
