import { Engine } from '../../harness/engine';
import {
	startScriptedServer,
	type ScriptedReply,
	type ScriptedRequest,
} from '../../harness/scriptedServer';

type Script = (request: ScriptedRequest, index: number) => ScriptedReply;

/** Runs the transport probe against a scripted server with a private-app credential. */
async function probe(
	script: Script,
	parameters: Record<string, unknown>,
	input: object[] = [{}],
	continueOnFail = false,
) {
	const server = await startScriptedServer(script);
	const engine = new Engine();
	// A credential id per test keeps the per-credential rate limiter of one test out of the next.
	const id = `app-${Math.random().toString(36).slice(2)}`;
	engine.credentials.add({
		id,
		name: 'App',
		type: 'hubSpotPlatformAppTokenApi',
		data: { accessToken: 'pat-secret-token', baseUrl: server.baseUrl },
	});
	try {
		const result = await engine.runNode(
			{
				type: 'transportProbe',
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: id },
				continueOnFail,
			},
			input as never,
		);
		return { ...result, requests: server.requests };
	} finally {
		await server.close();
	}
}

const missingScopes = {
	status: 'error',
	message: "This app hasn't been granted all required scopes to make this call.",
	correlationId: 'c0ffee00-0000-4000-8000-000000000001',
	category: 'MISSING_SCOPES',
	errors: [
		{
			message: 'One or more of the following scopes are required.',
			context: { requiredScopes: ['crm.objects.companies.read'] },
		},
	],
};

describe('shared transport through the engine', () => {
	it('waits for Retry-After on 429 and then succeeds', async () => {
		const run = await probe(
			(_, i) =>
				i === 0
					? {
							status: 429,
							headers: { 'Retry-After': '1' },
							body: {
								status: 'error',
								message: 'You have reached your ten_secondly_rolling limit.',
								errorType: 'RATE_LIMIT',
								policyName: 'TEN_SECONDLY_ROLLING',
							},
						}
					: { status: 200, body: { ok: 1 } },
			{ path: '/crm/v3/objects/companies' },
		);
		expect(run.error).toBeUndefined();
		expect(run.items.map((i) => i.json)).toEqual([{ ok: 1 }]);
		expect(run.requests).toHaveLength(2);
		expect(run.requests[1].at - run.requests[0].at).toBeGreaterThanOrEqual(950);
	});

	it('does not retry the daily limit and says so', async () => {
		const run = await probe(
			() => ({
				status: 429,
				body: {
					status: 'error',
					message: 'You have reached your daily limit.',
					errorType: 'RATE_LIMIT',
					policyName: 'DAILY',
				},
			}),
			{ path: '/crm/v3/objects/companies' },
		);
		expect(run.requests).toHaveLength(1);
		expect(run.error?.message).toBe('You have reached your daily limit.');
	});

	it('retries 503 and connection resets for reads, never for a create', async () => {
		const read = await probe(
			(_, i) =>
				i === 0
					? { status: 503, body: 'unavailable' }
					: i === 1
						? { status: 0, drop: true }
						: { status: 200, body: { ok: 2 } },
			{ path: '/crm/v3/objects/companies' },
		);
		expect(read.error).toBeUndefined();
		expect(read.requests).toHaveLength(3);

		const create = await probe(
			(_, i) =>
				i === 0 ? { status: 0, drop: true } : { status: 201, body: { id: 'created-twice' } },
			{ method: 'POST', path: '/crm/v3/objects/companies/batch/create', idempotent: false },
			[{ name: 'x' }],
		);
		expect(create.requests).toHaveLength(1);
		expect(create.error).toBeDefined();

		const created503 = await probe(
			() => ({ status: 503, body: { status: 'error', message: 'Service unavailable' } }),
			{ method: 'POST', path: '/crm/v3/objects/companies/batch/create', idempotent: false },
			[{ name: 'x' }],
		);
		expect(created503.requests).toHaveLength(1);
		// HubSpot may have created it before the 503: the error says so instead of a bare refusal.
		expect(created503.error?.message).toBe(
			'Service unavailable (HubSpot may have applied it: not sent again, as repeating it could write twice; check in HubSpot whether it was applied before running it again)',
		);
	});

	it('maps HubSpot errors to NodeApiError with message, category, correlation id and missing scopes, without the token', async () => {
		const run = await probe(
			() => ({ status: 403, body: missingScopes }),
			{ path: '/crm/v3/objects/companies' },
			[{}, {}],
			true,
		);
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(2);
		expect(run.items[0].pairedItem).toEqual({ item: 0 });
		expect(run.items[1].pairedItem).toEqual({ item: 1 });
		expect(run.items[0].json).toMatchObject({
			error: missingScopes.message,
			category: 'MISSING_SCOPES',
			correlationId: missingScopes.correlationId,
			missingScopes: ['crm.objects.companies.read'],
			httpCode: '403',
		});
		expect(String(run.items[0].json.description)).toContain('crm.objects.companies.read');
		expect(JSON.stringify(run.items)).not.toContain('pat-secret-token');

		const failing = await probe(
			() => ({
				status: 403,
				body: {
					...missingScopes,
					errors: [{ message: 'x', context: '{missingScopes=[content, hubdb]}' }],
				},
			}),
			{ path: '/cms/v3/blogs/authors' },
		);
		expect(failing.error?.message).toBe(missingScopes.message);
		expect(failing.error?.description).toContain('content, hubdb');
		expect(failing.error?.description).toContain(missingScopes.correlationId);
		expect(JSON.stringify(failing.error)).not.toContain('pat-secret-token');
	});

	it('keeps a long run under the announced rate limit instead of running into 429s', async () => {
		const arrivals: number[] = [];
		const run = await probe(
			(request) => {
				arrivals.push(request.at);
				const inWindow = arrivals.filter((t) => t > request.at - 1000).length;
				if (inWindow > 4)
					return {
						status: 429,
						body: { status: 'error', message: 'limit', policyName: 'TEN_SECONDLY_ROLLING' },
					};
				return {
					status: 200,
					headers: {
						'X-HubSpot-RateLimit-Max': '4',
						'X-HubSpot-RateLimit-Interval-Milliseconds': '1000',
						'X-HubSpot-RateLimit-Remaining': String(4 - inWindow),
					},
					body: { ok: true },
				};
			},
			{ path: '/crm/v3/objects/companies' },
			Array.from({ length: 10 }, () => ({})),
		);
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(10);
		// The first answer announces the limit; from then on no 429 was needed.
		expect(run.requests).toHaveLength(10);
	});

	it('follows cursors for Return All and stops at Limit', async () => {
		const records = Array.from({ length: 250 }, (_, i) => ({ id: String(i + 1) }));
		const pages: Script = (request) => {
			const url = new URL(request.url, 'http://x');
			const after = Number(url.searchParams.get('after') ?? 0);
			const limit = Number(url.searchParams.get('limit'));
			const results = records.slice(after, after + limit);
			const next =
				after + limit < records.length
					? { paging: { next: { after: String(after + limit), link: `?after=${after + limit}` } } }
					: {};
			return { status: 200, body: { results, ...next } };
		};
		const all = await probe(pages, { mode: 'pages', path: '/crm/v3/objects/companies', limit: 0 });
		expect(all.items.map((i) => i.json.id)).toEqual(records.map((r) => r.id));
		expect(all.requests).toHaveLength(3);
		const some = await probe(pages, {
			mode: 'pages',
			path: '/crm/v3/objects/companies',
			limit: 120,
		});
		expect(some.items).toHaveLength(120);
		expect(some.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('limit'))).toEqual([
			'100',
			'20',
		]);
	});
});
