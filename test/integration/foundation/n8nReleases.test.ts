/**
 * @apiVersionModes latest — what it proves, n8n releases' transport, does not depend on the version's paths: every
 * path is proven in every mode by the resource suites and apiVersions/demoPaths.
 */
import { inspect } from 'node:util';
import type { ExecutionError, IDataObject } from 'n8n-workflow';
import { Engine } from '../../harness/engine';
import {
	N8N_RELEASES,
	probeName,
	transportProbeOn,
	type N8nRelease,
} from '../../harness/legacyN8n';
import {
	startScriptedServer,
	type ScriptedReply,
	type ScriptedRequest,
} from '../../harness/scriptedServer';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox } from '../../sandbox/server';

type Kind = 'appToken' | 'developerApiKey' | 'oAuth2';
type Script = (request: ScriptedRequest, index: number) => ScriptedReply;

const ACCESS_TOKEN = 'CJoauth-access-secret';
const REFRESHED_TOKEN = 'CJoauth-refreshed-secret';

/** Each credential, the secret it carries and how a request shows it was sent. */
const CREDENTIALS: Record<
	Kind,
	{
		type: string;
		data: IDataObject;
		secrets: string[];
		sentBy: (request: ScriptedRequest) => boolean;
	}
> = {
	appToken: {
		type: 'hubSpotPlatformAppTokenApi',
		data: { accessToken: 'pat-na1-secret-token' },
		secrets: ['pat-na1-secret-token'],
		sentBy: (r) =>
			r.headers.authorization === 'Bearer pat-na1-secret-token' && !r.url.includes('hapikey'),
	},
	developerApiKey: {
		type: 'hubSpotPlatformDeveloperApi',
		data: { apiKey: 'dev-secret-key', appId: '7' },
		secrets: ['dev-secret-key'],
		sentBy: (r) =>
			new URL(r.url, 'http://x').searchParams.get('hapikey') === 'dev-secret-key' &&
			r.headers.authorization === undefined,
	},
	oAuth2: {
		type: 'hubSpotPlatformOAuth2Api',
		data: {
			clientId: 'client-id',
			clientSecret: 'client-secret-value',
			oauthTokenData: {
				token_type: 'bearer',
				access_token: ACCESS_TOKEN,
				refresh_token: 'refresh-secret',
				expires_in: 1800,
			},
		},
		secrets: [ACCESS_TOKEN, 'refresh-secret', 'client-secret-value'],
		sentBy: (r) => r.headers.authorization === `Bearer ${ACCESS_TOKEN}`,
	},
};
const KINDS = Object.keys(CREDENTIALS) as Kind[];

const TOKEN_PATH = '/oauth/2026-03/token';
const refreshedToken: ScriptedReply = {
	status: 200,
	body: {
		token_type: 'bearer',
		refresh_token: 'refresh-secret',
		access_token: REFRESHED_TOKEN,
		expires_in: 1800,
	},
};

/** Runs the transport probe, in the context `release` gives, against a scripted server. */
async function probe(
	release: N8nRelease,
	kind: Kind,
	script: Script,
	parameters: IDataObject,
	input: IDataObject[] = [{}],
	continueOnFail = false,
) {
	const server = await startScriptedServer(script);
	const engine = new Engine();
	engine.nodeTypes.register(transportProbeOn(release));
	// A credential id per run keeps one run's rate-limit window out of the next.
	const id = `${kind}-${Math.random().toString(36).slice(2)}`;
	const stored = engine.credentials.add({
		id,
		name: kind,
		type: CREDENTIALS[kind].type,
		data: { ...CREDENTIALS[kind].data, baseUrl: server.baseUrl },
	});
	try {
		const result = await engine.runNode(
			{
				type: probeName(release),
				parameters: { authentication: kind, ...parameters },
				credentials: { [CREDENTIALS[kind].type]: id },
				continueOnFail,
			},
			input,
		);
		return { ...result, requests: server.requests, stored };
	} finally {
		await server.close();
	}
}

/** Everything an error holds, non-enumerable properties (`cause`) and nested objects included. */
const everything = (error: ExecutionError | undefined) =>
	inspect(error, { showHidden: true, depth: 10 });

const rateLimited: ScriptedReply = {
	status: 429,
	headers: { 'Retry-After': '1' },
	body: {
		status: 'error',
		message: 'You have reached your ten_secondly_rolling limit.',
		errorType: 'RATE_LIMIT',
		policyName: 'TEN_SECONDLY_ROLLING',
	},
};

describe.each(N8N_RELEASES)('on n8n $n8n (n8n-workflow $n8nWorkflow)', (release) => {
	describe.each(KINDS)('with the %s credential', (kind) => {
		it("sends the credential's own auth and reads a 404's message, category and the correlation id of its header", async () => {
			const run = await probe(
				release,
				kind,
				() => ({
					status: 404,
					headers: { 'X-HubSpot-Correlation-Id': 'c0ffee00-0000-4000-8000-0000000000aa' },
					body: { status: 'error', message: 'resource not found', category: 'OBJECT_NOT_FOUND' },
				}),
				{ path: '/webhooks/v3/7/settings' },
			);
			expect(run.requests).toHaveLength(1);
			expect(CREDENTIALS[kind].sentBy(run.requests[0])).toBe(true);
			expect(run.error?.message).toBe('resource not found');
			expect((run.error as { httpCode?: string }).httpCode).toBe('404');
			expect(run.error?.description).toContain('OBJECT_NOT_FOUND');
			expect(run.error?.description).toContain('c0ffee00-0000-4000-8000-0000000000aa');
			for (const secret of CREDENTIALS[kind].secrets)
				expect(everything(run.error)).not.toContain(secret);
		});

		it('waits for Retry-After on a 429 and then succeeds', async () => {
			const run = await probe(
				release,
				kind,
				(_, i) => (i === 0 ? rateLimited : { status: 200, body: { ok: true } }),
				{ path: '/crm/v3/objects/companies' },
			);
			expect(run.error).toBeUndefined();
			expect(run.items.map((i) => i.json)).toEqual([{ ok: true }]);
			expect(run.requests).toHaveLength(2);
			// Without the header the first backoff is at most 500 ms.
			expect(run.requests[1].at - run.requests[0].at).toBeGreaterThanOrEqual(950);
		});

		it('retries a read answered 423, 477 and 503', async () => {
			const statuses = [423, 477, 503];
			const run = await probe(
				release,
				kind,
				(_, i) =>
					i < statuses.length
						? {
								status: statuses[i],
								headers: { 'Retry-After': '0' },
								body: { status: 'error', message: `busy ${statuses[i]}` },
							}
						: { status: 200, body: { ok: true } },
				{ path: '/crm/v3/objects/companies' },
			);
			expect(run.error).toBeUndefined();
			expect(run.requests).toHaveLength(4);
		});

		it('reports missing scopes on the item that failed', async () => {
			const run = await probe(
				release,
				kind,
				() => ({
					status: 403,
					body: {
						status: 'error',
						message: "This app hasn't been granted all required scopes to make this call.",
						correlationId: 'c0ffee00-0000-4000-8000-0000000000bb',
						category: 'MISSING_SCOPES',
						errors: [
							{
								message: 'One or more of the following scopes are required.',
								context: { requiredScopes: ['crm.objects.companies.read'] },
							},
						],
					},
				}),
				{ path: '/crm/v3/objects/companies' },
				[{}],
				true,
			);
			expect(run.items[0].json).toMatchObject({
				error: "This app hasn't been granted all required scopes to make this call.",
				category: 'MISSING_SCOPES',
				correlationId: 'c0ffee00-0000-4000-8000-0000000000bb',
				missingScopes: ['crm.objects.companies.read'],
				httpCode: '403',
			});
			for (const secret of CREDENTIALS[kind].secrets)
				expect(JSON.stringify(run.items)).not.toContain(secret);
		});

		it('retries a read whose connection was reset, never a create, and names no secret', async () => {
			const read = await probe(
				release,
				kind,
				(_, i) => (i === 0 ? { status: 0, drop: true } : { status: 200, body: { ok: true } }),
				{ path: '/crm/v3/objects/companies' },
			);
			expect(read.error).toBeUndefined();
			expect(read.requests).toHaveLength(2);

			const create = await probe(
				release,
				kind,
				() => ({ status: 0, drop: true }),
				{ method: 'POST', path: '/crm/v3/objects/companies', idempotent: false },
				[{ name: 'x' }],
			);
			expect(create.requests).toHaveLength(1);
			expect(create.error?.message).toContain('Request to HubSpot failed');
			for (const secret of CREDENTIALS[kind].secrets)
				expect(everything(create.error)).not.toContain(secret);
		});
	});

	describe('with the OAuth2 credential', () => {
		const expiredMessage = 'The OAuth token used to make this call expired 5 second(s) ago.';
		const expired: ScriptedReply = {
			status: 401,
			body: { status: 'error', message: expiredMessage, category: 'EXPIRED_AUTHENTICATION' },
		};

		it('refreshes the token through n8n on a 401, stores it and sends the request once more', async () => {
			const run = await probe(
				release,
				'oAuth2',
				(request) => {
					if (request.url === TOKEN_PATH) return refreshedToken;
					return request.headers.authorization === `Bearer ${REFRESHED_TOKEN}`
						? { status: 201, body: { id: '1' } }
						: expired;
				},
				{ method: 'POST', path: '/crm/v3/objects/companies', idempotent: false },
				[{ name: 'x' }],
			);
			expect(run.error).toBeUndefined();
			expect(run.items.map((i) => i.json)).toEqual([{ id: '1' }]);
			expect(run.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
				'POST /crm/v3/objects/companies',
				`POST ${TOKEN_PATH}`,
				'POST /crm/v3/objects/companies',
			]);
			expect(new URLSearchParams(run.requests[1].body).get('grant_type')).toBe('refresh_token');
			expect(run.stored.tokenUpdates).toBe(1);
			expect((run.stored.data.oauthTokenData as IDataObject).access_token).toBe(REFRESHED_TOKEN);
		});

		it("refreshes once: a 401 with the new token is HubSpot's refusal", async () => {
			const run = await probe(
				release,
				'oAuth2',
				(request) => (request.url === TOKEN_PATH ? refreshedToken : expired),
				{ path: '/crm/v3/objects/companies' },
			);
			expect(run.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
				'GET /crm/v3/objects/companies',
				`POST ${TOKEN_PATH}`,
				'GET /crm/v3/objects/companies',
			]);
			expect(run.error?.message).toBe(expiredMessage);
			expect((run.error as { httpCode?: string }).httpCode).toBe('401');
			expect(run.error?.description).toContain('reconnect the credential');
		});

		it("reports HubSpot's 401 when the token cannot be refreshed", async () => {
			const run = await probe(
				release,
				'oAuth2',
				(request) =>
					request.url === TOKEN_PATH
						? {
								status: 400,
								body: { status: 'BAD_REFRESH_TOKEN', message: 'missing or invalid refresh token' },
							}
						: expired,
				{ path: '/crm/v3/objects/companies' },
			);
			expect(run.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
				'GET /crm/v3/objects/companies',
				`POST ${TOKEN_PATH}`,
			]);
			expect((run.error as { httpCode?: string }).httpCode).toBe('401');
			expect(run.error?.description).toContain('EXPIRED_AUTHENTICATION');
			for (const secret of CREDENTIALS.oAuth2.secrets)
				expect(everything(run.error)).not.toContain(secret);
		});
	});

	it("recognises the sandbox's 404 for a fresh app's webhook settings and sends the developer key as hapikey", async () => {
		const sandbox = await startSandbox({ port: 0 });
		try {
			const engine = new Engine();
			engine.nodeTypes.register(transportProbeOn(release));
			engine.credentials.add({
				id: 'sandbox-developer',
				name: 'Sandbox developer',
				type: 'hubSpotPlatformDeveloperApi',
				data: {
					apiKey: ACCOUNT.developerApiKey,
					appId: String(ACCOUNT.appId),
					baseUrl: sandbox.baseUrl,
				},
			});
			const run = await engine.runNode({
				type: probeName(release),
				parameters: {
					authentication: 'developerApiKey',
					path: `/webhooks/v3/${ACCOUNT.appId}/settings`,
				},
				credentials: { hubSpotPlatformDeveloperApi: 'sandbox-developer' },
			});
			expect((run.error as { httpCode?: string }).httpCode).toBe('404');
			expect(run.error?.description).toMatch(/Correlation ID: [0-9a-f-]{36}/);
			const [logged] = sandbox.context.log.all();
			expect(logged).toMatchObject({
				method: 'GET',
				path: `/webhooks/v3/${ACCOUNT.appId}/settings`,
				status: 404,
				callerKind: 'developerKey',
				query: { hapikey: '[redacted]' },
			});
		} finally {
			await sandbox.close();
		}
	});
});
