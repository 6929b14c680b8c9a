import axios, { type AxiosResponse } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';
import { API_VERSIONS } from '../versions';
import {
	ENDPOINT_CONTRACTS,
	type ContractRequest,
	type Fixtures,
} from './contract/endpointContracts';
import { BLOG_AUTHOR, missingFields, partialBatch } from './contract/requiredFields';

/**
 * Every answer of every endpoint the package calls, in every version the sandbox serves it in, carries
 * the fields HubSpot's published descriptions require (`contract/requiredFields.ts` names them).
 */
describe('sandbox answers carry every field HubSpot requires', () => {
	let sandbox: RunningSandbox;
	const url = (path: string) => `${sandbox.baseUrl}${path}`;

	async function send(request: ContractRequest): Promise<AxiosResponse> {
		const withKey =
			request.credential === 'developer'
				? `${request.path}${request.path.includes('?') ? '&' : '?'}hapikey=${ACCOUNT.developerApiKey}`
				: request.path;
		const headers: Record<string, string> =
			request.credential === 'token'
				? { Authorization: `Bearer ${request.bearer ?? ACCOUNT.privateAppToken}` }
				: {};
		if (request.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
		const data = request.form ? new URLSearchParams(request.form).toString() : request.json;
		return await axios.request({
			method: request.method,
			url: url(withKey),
			headers,
			data,
			validateStatus: () => true,
		});
	}

	const fixtures: Fixtures = {
		oauthPair: async () =>
			(await axios.post(url('/__sandbox/tokens'), { scopes: ['crm.objects.contacts.read'] })).data,
		installCode: async (redirectUri) => {
			const install = await axios.get(
				url(
					`/oauth/authorize?client_id=${ACCOUNT.clientId}&redirect_uri=${encodeURIComponent(redirectUri)}&scope=crm.objects.contacts.read`,
				),
				{ maxRedirects: 0, validateStatus: () => true },
			);
			return new URL(String(install.headers.location)).searchParams.get('code')!;
		},
		recordIds: async (objectType, count) => {
			const listed = await send({
				method: 'GET',
				path: `/crm/v3/objects/${objectType}?limit=${count}`,
				credential: 'token',
			});
			return (listed.data.results as Array<{ id: string }>).map((r) => r.id);
		},
		prepare: async (request) => {
			const answer = await send(request);
			if (answer.status >= 300)
				throw new Error(
					`Preparing ${request.method} ${request.path} failed: ${answer.status} ${JSON.stringify(answer.data)}`,
				);
			return answer.data as Record<string, unknown>;
		},
	};

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 4, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	const cases = ENDPOINT_CONTRACTS.flatMap((contract) =>
		API_VERSIONS.flatMap((version) => {
			const prefix = contract.forms[version];
			return prefix === undefined
				? []
				: [{ name: `${contract.endpoint} [${version}: ${prefix}]`, contract, version, prefix }];
		}),
	);

	it.each(cases)('$name', async ({ contract, version, prefix }) => {
		const answer = await send(await contract.request(prefix, version, fixtures));
		const status =
			typeof contract.status === 'function' ? contract.status(version) : contract.status;
		const required =
			typeof contract.required === 'function' ? contract.required(version) : contract.required;
		expect({ status: answer.status, missing: missingFields(answer.data, required) }).toEqual({
			status,
			missing: [],
		});
	});

	it('the field check names each missing field, in objects and in every array item, and refuses empty arrays', () => {
		const author = Object.fromEntries(
			BLOG_AUTHOR.map((field) => [field, field === 'translatedFromId' ? null : 'x']),
		);
		const { deletedAt: _deletedAt, ...withoutDeletedAt } = author;
		const entry = {
			status: 'error',
			category: 'OBJECT_NOT_FOUND',
			message: 'gone',
			context: { ids: ['1'] },
			errors: [],
		};
		const body = {
			status: 'COMPLETE',
			results: [author, withoutDeletedAt],
			startedAt: 'now',
			completedAt: 'now',
			numErrors: 1,
			errors: [entry],
		};
		expect(missingFields(body, partialBatch(BLOG_AUTHOR))).toEqual([
			'results[1].deletedAt',
			'errors[0].links',
		]);
		expect(missingFields({ ...body, errors: [] }, partialBatch(BLOG_AUTHOR))).toEqual([
			'results[1].deletedAt',
			'errors[]',
		]);
		expect(
			missingFields({ a: { b: null }, list: [{}, { c: 1 }] }, [
				'a.b',
				'a.c',
				'd.e',
				'list[1].c',
				'list[0].c',
				'list[2]',
			]),
		).toEqual(['a.c', 'd', 'list[0].c', 'list[2]']);
	});
});
