import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT } from '../account';
import { durationMs } from '../api/workflowActions';
import { signV3 } from '../delivery/signing';
import { startSandbox, type RunningSandbox } from '../server';
import { PROJECT_APP } from '../state/projectApps';
import type { ActionExecution } from '../state/workflowActions';

/** What the tests read of the sandbox's answers: an execution, a definition's id, a refusal, a token. */
type Answer = Partial<ActionExecution & { message: string; access_token: string }>;

/** The project app's custom workflow actions: the component upload, the simulated workflow, the callbacks. */
describe('sandbox custom workflow actions', () => {
	let sandbox: RunningSandbox;
	/** What the receiver answers next, and what it received. */
	let reply = { status: 200, body: { outputFields: { hs_execution_state: 'BLOCK' } } as unknown };
	const received: Array<{ headers: Record<string, unknown>; raw: string }> = [];
	const receiver = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
			res.writeHead(reply.status, { 'Content-Type': 'application/json' });
			res.end(JSON.stringify(reply.body));
		});
	});
	let actionUrl = '';

	const send = async (method: string, path: string, body?: unknown, token?: string) => {
		const response = await fetch(`${sandbox.baseUrl}${path}`, {
			method,
			headers: {
				'Content-Type': 'application/json',
				...(token ? { Authorization: `Bearer ${token}` } : {}),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
	};
	const api = (path: string, body: unknown) => send('POST', path, body, ACCOUNT.privateAppToken);
	const component = (config: Record<string, unknown> = {}) => ({
		uid: 'score',
		type: 'workflow-action',
		config: {
			actionUrl,
			supportedClients: [{ client: 'WORKFLOWS' }],
			objectTypes: ['CONTACT'],
			inputFields: [
				{
					typeDefinition: {
						name: 'tier',
						type: 'enumeration',
						fieldType: 'select',
						options: [{ value: 'gold', label: 'Gold' }],
					},
					supportedValueTypes: ['STATIC_VALUE'],
					isRequired: true,
				},
			],
			outputFields: [{ typeDefinition: { name: 'score', type: 'number', fieldType: 'number' } }],
			labels: { en: { actionName: 'Score' } },
			...config,
		},
	});
	const publish = async () =>
		(await send('PUT', '/__sandbox/project-app/workflow-actions', component())).body.definitionId!;
	const enroll = async (definitionId: number, body: Record<string, unknown> = {}) =>
		await send('POST', `/__sandbox/workflow-actions/${definitionId}/executions`, {
			objectId: 7,
			inputFields: { tier: 'gold' },
			...body,
		});
	const completion = (outputs: Record<string, unknown> = { score: '1' }) => ({
		outputFields: outputs,
		typedOutputs: {},
	});

	beforeAll(async () => {
		await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
		actionUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/action`;
		sandbox = await startSandbox({ port: 0, config: { rateLimits: { enabled: false } as never } });
	});
	afterAll(async () => {
		await sandbox.close();
		await new Promise((resolve) => receiver.close(resolve));
	});
	beforeEach(async () => {
		await send('POST', '/__sandbox/reset');
		received.length = 0;
		reply = { status: 200, body: { outputFields: { hs_execution_state: 'BLOCK' } } };
	});

	it.each([
		[{ supportedClients: [] }, 'config.supportedClients must include {"client": "WORKFLOWS"}'],
		[
			{ objectTypes: ['LEAD'] },
			'config.objectTypes must list some of CONTACT, COMPANY, DEAL, TICKET',
		],
		[{ actionUrl: 'ftp://example.com' }, 'config.actionUrl must be an http or https URL'],
		[{ labels: {} }, 'config.labels.en.actionName is required'],
		[
			{
				inputFields: [
					{
						typeDefinition: { name: 'tier', type: 'enumeration' },
						supportedValueTypes: ['STATIC_VALUE'],
					},
				],
			},
			'config.inputFields[0].typeDefinition.options is required for enumerations',
		],
		[
			{ inputFields: [{ typeDefinition: { name: 'tier', type: 'string' } }] },
			'config.inputFields[0].supportedValueTypes is required',
		],
	])('refuses an upload with %j', async (config, message) => {
		const answer = await send('PUT', '/__sandbox/project-app/workflow-actions', component(config));
		expect([answer.status, answer.body.message]).toEqual([400, message]);
	});

	it('calls the action URL with the record and inputs, signed v3 with the app secret, and honours BLOCK', async () => {
		const definitionId = await publish();
		const { body: execution } = await enroll(definitionId);
		const [call] = received;
		const sent = JSON.parse(call.raw);
		expect(sent).toEqual({
			callbackId: execution.callbackId,
			origin: {
				portalId: ACCOUNT.hubId,
				actionDefinitionId: definitionId,
				actionDefinitionVersion: 1,
			},
			context: { source: 'WORKFLOWS', workflowId: execution.workflowId },
			object: { objectId: 7, objectType: 'CONTACT' },
			inputFields: { tier: 'gold' },
		});
		const timestamp = String(call.headers['x-hubspot-request-timestamp']);
		expect(call.headers['x-hubspot-signature-v3']).toBe(
			signV3(PROJECT_APP.clientSecret, 'POST', actionUrl, call.raw, timestamp),
		);
		expect(execution.state).toBe('BLOCKED');
		// A week from the answer, which came within a few milliseconds of the call.
		const waits = execution.expiresAt! - Date.parse(execution.calls![0].at);
		expect(waits).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
		expect(waits).toBeLessThan(7 * 24 * 3600 * 1000 + 5000);
	});

	it('stores the declared outputs of an answer given at once', async () => {
		reply = { status: 200, body: { outputFields: { score: 9, other: 'x' } } };
		const { body } = await enroll(await publish());
		expect([body.state, body.completedBy, body.outputFields]).toEqual([
			'SUCCESS',
			'answer',
			{ score: '9' },
		]);
	});

	it.each([
		[{ inputFields: {} }, 'The input tier is required'],
		[{ inputFields: { tier: 'silver' } }, 'The input tier must be one of gold'],
		[{ inputFields: { tier: 'gold', extra: 1 } }, 'The action declares no input extra'],
		[{ objectType: 'DEAL' }, 'The action does not run on DEAL records'],
	])('refuses to enroll with %j', async (body, message) => {
		const answer = await enroll(await publish(), body);
		expect([answer.status, answer.body.message]).toEqual([400, message]);
		expect(received).toHaveLength(0);
	});

	it.each([
		[{ outputFields: { score: '1' } }, 'typedOutputs is required'],
		[completion({ score: 1 }), 'outputFields.score must be a string'],
		[
			completion({ hs_execution_state: 'BLOCK' }),
			'outputFields.hs_execution_state must be SUCCESS or FAIL_CONTINUE',
		],
		[completion({ rank: '1' }), 'outputFields.rank is not an output field of the action'],
	])('refuses the completion %j', async (body, message) => {
		const { body: execution } = await enroll(await publish());
		const answer = await api(
			`/automation/v4/actions/callbacks/${execution.callbackId}/complete`,
			body,
		);
		expect([answer.status, answer.body.message]).toEqual([400, message]);
	});

	it('takes completions only with the automation scope', async () => {
		const { body: execution } = await enroll(await publish());
		const { body: token } = await send('POST', '/__sandbox/tokens', {
			scopes: ['crm.objects.contacts.read'],
		});
		const answer = await send(
			'POST',
			`/automation/v4/actions/callbacks/${execution.callbackId}/complete`,
			completion(),
			token.access_token!,
		);
		expect(answer.status).toBe(403);
	});

	it('refuses a batch over 100 inputs, or naming a callback twice', async () => {
		const { body: execution } = await enroll(await publish());
		const input = { callbackId: execution.callbackId, ...completion() };
		const many = await api('/automation/v4/actions/callbacks/complete', {
			inputs: Array.from({ length: 101 }, () => input),
		});
		const twice = await api('/automation/v4/actions/callbacks/complete', {
			inputs: [input, input],
		});
		expect([many.status, many.body.message, twice.status, twice.body.message]).toEqual([
			400,
			'At most 100 inputs per request',
			400,
			`The callback ${execution.callbackId} is given twice`,
		]);
	});

	it('reads ISO 8601 durations as HubSpot waits them', () => {
		expect([
			durationMs('P1D'),
			durationMs('PT1H30M'),
			durationMs('P1W'),
			durationMs('1 day'),
		]).toEqual([86_400_000, 5_400_000, 604_800_000, undefined]);
	});
});
