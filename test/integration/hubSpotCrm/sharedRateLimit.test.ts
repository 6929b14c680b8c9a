/**
 * @apiVersionModes latest — what it proves, the limiter shared by processes, does not depend on the version's paths: every
 * path is proven in every mode by the resource suites and apiVersions/demoPaths.
 */
import type { IDataObject } from 'n8n-workflow';
import type { Engine } from '../../harness/engine';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { MAX_ATTEMPTS } from '../../../nodes/shared/transport/retryPolicy';
import { CrmSandbox } from '../../harness/crmSandbox';

/** n8n processes in queue mode (workers), each with its own copy of the package and so its own limiter. */
const PROCESSES = 4;
const RECORDS_PER_PROCESS = 1_000;
/**
 * HubSpot's rolling window holds 110 requests per 10 s per installing account; a window of 10 per
 * second keeps the same contention (40 batch requests for 10 places) in a few seconds of test.
 */
const LIMIT = { oauthPerTenSeconds: 10, windowMs: 1_000 };
const SCOPES = ['crm.objects.companies.read', 'crm.objects.companies.write'];

/** An engine loaded with its own module registry: the package as a separate n8n process loads it. */
function separateProcess(): Engine {
	let engine!: Engine;
	jest.isolateModules(() => {
		engine = new (
			require('../../harness/engine') as typeof import('../../harness/engine')
		).Engine();
	});
	// Loaded before the start, as a running worker has them: the processes start together.
	engine.nodeTypes.getByName('n8n-nodes-hubspot-platform.hubSpotCrm');
	return engine;
}

describe('HubSpot CRM: several n8n processes sharing one account’s rate limit', () => {
	let sb: CrmSandbox;
	beforeAll(
		async () => (sb = await CrmSandbox.start({ rateLimits: { enabled: true, ...LIMIT } as never })),
	);
	afterAll(async () => await sb.close());

	it('four Batch Updates started at once on one credential update every record once, absorbing the 429s', async () => {
		const ids = await sb.seed('companies', PROCESSES * RECORDS_PER_PROCESS);
		const token = await sb.control<IssuedToken>('POST', 'tokens', { scopes: SCOPES });
		const shares = Array.from({ length: PROCESSES }, (_, p) =>
			ids.slice(p * RECORDS_PER_PROCESS, (p + 1) * RECORDS_PER_PROCESS),
		);
		const engines = shares.map(() => {
			const engine = separateProcess();
			// The same stored credential in every worker, as n8n's workers read it from one database.
			engine.credentials.add({
				id: 'oauth',
				name: 'Sandbox public app',
				type: 'hubSpotPlatformOAuth2Api',
				data: oauth2Data(sb.baseUrl, SCOPES, token),
			});
			return engine;
		});
		// Another worker has just used the whole window, as happens when a run starts beside others:
		// none of these processes has seen its requests, so their first ones are refused.
		await Promise.all(
			Array.from(
				{ length: LIMIT.oauthPerTenSeconds },
				async () =>
					await sb.call('GET', '/crm/v3/objects/companies?limit=1', undefined, token.access_token),
			),
		);
		await sb.clearRequests();

		const started = performance.now();
		const results = await Promise.all(
			engines.map(
				async (engine, p) =>
					await engine.runNode(
						{
							type: 'hubSpotCrm',
							parameters: {
								authentication: 'oAuth2',
								resource: 'record',
								objectType: 'companies',
								operation: 'batchUpdate',
								recordId: '={{ $json.id }}',
								propertyValues: {
									values: [{ name: 'description', value: '={{ $json.description }}' }],
								},
							},
							credentials: { hubSpotPlatformOAuth2Api: 'oauth' },
							continueOnFail: true,
						},
						shares[p].map((id) => ({ id, description: `worker ${p}` })),
					),
			),
		);
		const wallMs = Math.round(performance.now() - started);
		const requests = await sb.requests();
		const refused = requests.filter((r) => r.status === 429);
		const written = requests.filter((r) => r.status < 300);
		// Not asserted (no timed assertions): how close the processes came to the limit's floor.
		// The window is full at the start: every LIMIT requests need one more window.
		const floorMs = Math.ceil(written.length / LIMIT.oauthPerTenSeconds) * LIMIT.windowMs;
		process.stdout.write(
			`shared limit: ${written.length} requests, ${refused.length} refused (429), ${wallMs} ms, floor ${floorMs} ms, ${(wallMs / floorMs).toFixed(2)}x the floor\n`,
		);

		for (const [p, result] of results.entries()) {
			expect(result.error).toBeUndefined();
			expect(result.items.filter((i) => i.json.error !== undefined)).toEqual([]);
			expect(result.items.map((i) => i.json.id)).toEqual(shares[p]);
		}
		// The processes did run into the shared limit: the test is about how they cooperate.
		expect(refused.length).toBeGreaterThan(0);
		// Each record was written by exactly one accepted request, with its worker's value.
		const writes = new Map<string, number>();
		for (const r of written)
			for (const input of (r.body as { inputs: IDataObject[] }).inputs)
				writes.set(String(input.id), (writes.get(String(input.id)) ?? 0) + 1);
		expect(ids.filter((id) => writes.get(id) !== 1)).toEqual([]);
		const stored = await sb.records('companies', ids, ['description']);
		expect(
			shares.flatMap((share, p) =>
				share.filter((id) => stored.get(id)?.description !== `worker ${p}`),
			),
		).toEqual([]);
	});

	it('sends a request the rolling window refuses more often than MAX_ATTEMPTS until it is accepted', async () => {
		await sb.reset();
		const ids = await sb.ids('companies', 100);
		// HubSpot's refusal, with its headers; a 1 s interval keeps the pauses after it short.
		const refusals = MAX_ATTEMPTS + 2;
		await sb.control('POST', 'faults', {
			method: 'POST',
			path: '/batch/update',
			status: 429,
			body: {
				status: 'error',
				message: 'You have reached your ten_secondly_rolling limit.',
				errorType: 'RATE_LIMIT',
				policyName: 'TEN_SECONDLY_ROLLING',
			},
			headers: {
				'X-HubSpot-RateLimit-Max': '190',
				'X-HubSpot-RateLimit-Interval-Milliseconds': '1000',
				'X-HubSpot-RateLimit-Remaining': '0',
			},
			times: refusals,
		});
		await sb.clearRequests();
		const result = await sb.run(
			{
				operation: 'batchUpdate',
				recordId: '={{ $json.id }}',
				propertyValues: { values: [{ name: 'description', value: 'accepted at last' }] },
			},
			ids.map((id) => ({ id })),
		);
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.json.id)).toEqual(ids);
		const requests = await sb.requests();
		expect(requests.map((r) => r.status)).toEqual([...Array<number>(refusals).fill(429), 200]);
		const stored = await sb.records('companies', ids, ['description']);
		expect(ids.filter((id) => stored.get(id)?.description !== 'accepted at last')).toEqual([]);
	});
});
