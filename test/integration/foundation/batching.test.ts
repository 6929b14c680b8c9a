import { Engine } from '../../harness/engine';
import { startScriptedServer, type ScriptedRequest } from '../../harness/scriptedServer';

/** Answers a batch update like HubSpot: ids starting with "missing" come back as a 207 error. */
function batchAnswer(request: ScriptedRequest) {
	const inputs = (JSON.parse(request.body) as { inputs: Array<{ id: string }> }).inputs;
	const missing = inputs.filter((i) => i.id.startsWith('missing')).map((i) => i.id);
	const results = inputs
		.filter((i) => !missing.includes(i.id))
		.map((i) => ({ id: i.id, properties: {} }));
	return missing.length
		? {
				status: 207,
				body: {
					status: 'COMPLETE',
					results,
					numErrors: 1,
					errors: [
						{
							status: 'error',
							category: 'OBJECT_NOT_FOUND',
							message:
								'Could not get some PARTNER_CLIENT objects, they may be deleted or not exist. Check that ids are valid.',
							context: { ids: missing },
						},
					],
				},
			}
		: { status: 200, body: { status: 'COMPLETE', results } };
}

async function runBatch(ids: string[], continueOnFail: boolean) {
	const server = await startScriptedServer(batchAnswer);
	const engine = new Engine();
	engine.credentials.add({
		id: 'app',
		name: 'App',
		type: 'hubSpotPlatformAppTokenApi',
		data: { accessToken: 't', baseUrl: server.baseUrl },
	});
	try {
		const result = await engine.runNode(
			{
				type: 'transportProbe',
				parameters: {
					authentication: 'appToken',
					mode: 'batch',
					method: 'POST',
					path: '/crm/v3/objects/partner_clients/batch/update',
					maxPerRequest: 100,
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			ids.map((id) => ({ id })),
		);
		return { ...result, requests: server.requests };
	} finally {
		await server.close();
	}
}

describe('shared batching through the engine', () => {
	it('sends 250 items as 3 requests and pairs every result with its item', async () => {
		const ids = Array.from({ length: 250 }, (_, i) => `r${i}`);
		const run = await runBatch(ids, false);
		expect(run.error).toBeUndefined();
		expect(
			run.requests.map((r) => (JSON.parse(r.body) as { inputs: unknown[] }).inputs.length),
		).toEqual([100, 100, 50]);
		expect(run.items.map((i) => i.json.id)).toEqual(ids);
		expect(run.items.map((i) => i.pairedItem)).toEqual(ids.map((_, item) => ({ item })));
	});

	it('turns per-input 207 errors into error items paired to their items with Continue on Fail', async () => {
		const run = await runBatch(['a', 'missing-1', 'b', 'missing-2'], true);
		expect(run.error).toBeUndefined();
		expect(run.requests).toHaveLength(1);
		expect(run.items.map((i) => [i.pairedItem, i.json.id ?? i.json.category])).toEqual([
			[{ item: 0 }, 'a'],
			[{ item: 1 }, 'OBJECT_NOT_FOUND'],
			[{ item: 2 }, 'b'],
			[{ item: 3 }, 'OBJECT_NOT_FOUND'],
		]);
	});

	it('fails the node naming the failed items without Continue on Fail', async () => {
		const run = await runBatch(['a', 'missing-1', 'b'], false);
		expect(run.error?.message).toContain('1 of 3 items failed');
		expect(run.error?.message).toContain('item 1');
	});

	it('never puts the same record twice in one request', async () => {
		const run = await runBatch(['a', 'b', 'a', 'c', 'a'], false);
		expect(run.error).toBeUndefined();
		expect(
			run.requests.map((r) =>
				(JSON.parse(r.body) as { inputs: Array<{ id: string }> }).inputs.map((i) => i.id),
			),
		).toEqual([['a', 'b', 'c'], ['a'], ['a']]);
		expect(run.items.map((i) => i.json.id)).toEqual(['a', 'b', 'a', 'c', 'a']);
	});
});
