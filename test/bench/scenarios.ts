import type { IBinaryData, IDataObject, INodeParameters } from 'n8n-workflow';
import type { Engine, NodeRunResult, NodeUnderTest } from '../harness/engine';
import type { SandboxConfig } from '../sandbox/config';
import type { SandboxProcess } from './sandboxClient';
import { appTokenData, oauth2Data, type IssuedToken } from '../harness/sandboxCredentials';
import { Readable } from 'node:stream';
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import { useBinaryMode } from '../harness/binaryData';
import { fileChunks, type FileSpec } from '../harness/fileBytes';
import { ACCOUNT } from '../sandbox/account';

/** What one scenario measures: a node run and the records it handles. */
export interface MeasuredRun {
	node: NodeUnderTest;
	input: IDataObject[];
	/** Records the run handles (input items, or records read). */
	items: number;
	/** Problems with the result beyond errors (e.g. records missing or read twice). */
	check?: (result: NodeRunResult) => string[] | Promise<string[]>;
	/** `binarySource`: the input items are files made as binary data (in the measured run). */
	source?: 'binarySource';
}

export interface Scenario {
	name: string;
	/** On top of the benchmark's 20 ms latency with rate limits off. */
	sandbox?: Partial<SandboxConfig>;
	/** API requests the run is meant to take. */
	expectedRequests: number;
	prepare: (sandbox: SandboxProcess, engine: Engine) => Promise<MeasuredRun>;
}

const APP_TOKEN = 'bench-app-token';
const OAUTH = 'bench-oauth2';
const WARM_UP = 'bench-warm-up';
/** HubSpot's rolling rate window: requests older than this no longer count. */
const RATE_WINDOW_MS = 10_000;
const SEED_CREDENTIAL = 'bench-seed';

/** Adds the sandbox's private-app credential under `id` (the client-side limiter counts per credential id). */
function addAppToken(sandbox: SandboxProcess, engine: Engine, id = APP_TOKEN): void {
	engine.credentials.add({
		id,
		name: `Sandbox private app (${id})`,
		type: 'hubSpotPlatformAppTokenApi',
		data: appTokenData(sandbox.baseUrl),
	});
}

const crmNode = (parameters: INodeParameters, credentialId = APP_TOKEN): NodeUnderTest => ({
	type: 'hubSpotCrm',
	parameters: {
		authentication: 'appToken',
		resource: 'record',
		objectType: 'companies',
		...parameters,
	},
	credentials: { hubSpotPlatformAppTokenApi: credentialId },
	continueOnFail: true,
});

const updateInput = (ids: string[]) =>
	ids.map((id, n) => ({ id, description: `Benchmark update ${n}` }));

const updateParameters: INodeParameters = {
	recordId: '={{ $json.id }}',
	propertiesInput: 'fields',
	propertyValues: { values: [{ name: 'description', value: '={{ $json.description }}' }] },
};

/** The same job without expressions: the input item's fields are the properties, `id` the record. */
const autoMapParameters: INodeParameters = { propertiesInput: 'autoMap' };

function everyInputUpdated(expected: number) {
	return (result: NodeRunResult) => {
		const ids = new Set(result.items.filter((i) => !i.json.error).map((i) => i.json.id));
		return ids.size === expected ? [] : [`${ids.size} of ${expected} records updated`];
	};
}

function batchUpdate(
	count: number,
	parameters = updateParameters,
	credentialId = APP_TOKEN,
): Scenario['prepare'] {
	return async (sandbox, engine) => {
		addAppToken(sandbox, engine, credentialId);
		const ids = await sandbox.seed('companies', count, {});
		return {
			node: crmNode({ operation: 'batchUpdate', ...parameters }, credentialId),
			input: updateInput(ids),
			items: count,
			check: everyInputUpdated(count),
		};
	};
}

/** The same job through version 2's resource mapper, mapping automatically and matching on the record ID. */
const mapperAutoMapParameters: INodeParameters = {
	columns: {
		mappingMode: 'autoMapInputData',
		value: null,
		matchingColumns: ['id'],
		schema: [],
		attemptToConvertTypes: false,
		convertFieldsToString: false,
	},
};

/** Contact upserts by e-mail address: `count` items, the first `existing` of them for contacts that exist already. */
function batchUpsertContacts(count: number, existing: number): Scenario['prepare'] {
	const items = Array.from({ length: count }, (_, n) => ({
		email: `bench${n}@example.com`,
		firstname: `Bench ${n}`,
	}));
	const upsert = (input: IDataObject[], credentialId = APP_TOKEN) => ({
		node: crmNode(
			{
				operation: 'batchUpsert',
				objectType: 'contacts',
				idProperty: 'email',
				propertiesInput: 'autoMap',
				recordIdField: 'email',
			},
			credentialId,
		),
		input,
	});
	return async (sandbox, engine) => {
		addAppToken(sandbox, engine);
		// The existing contacts are made with a credential of their own, so the measured run starts with an empty rate-limit window.
		addAppToken(sandbox, engine, SEED_CREDENTIAL);
		const before = upsert(items.slice(0, existing), SEED_CREDENTIAL);
		const made = await engine.runNode(before.node, before.input);
		if (made.error || made.items.length !== existing)
			throw new Error(
				`Creating the existing contacts failed: ${made.error?.message ?? made.items.length}`,
			);
		return {
			...upsert(items),
			items: count,
			check: (result) => {
				const ok = result.items.filter((i) => !i.json.error);
				const ids = new Set(ok.map((i) => i.json.id));
				const created = ok.filter((i) => i.json.new === true).length;
				return ids.size === count && created === count - existing
					? []
					: [
							`${ids.size} distinct records of ${count}, ${created} created (expected ${count - existing})`,
						];
			},
		};
	};
}

/** 20,000 updates through a public app's credential, under the sandbox's rate limits. */
function rateLimitedBatchUpdate(parameters: INodeParameters): Scenario['prepare'] {
	return async (sandbox, engine) => {
		const ids = await sandbox.seed('companies', 20_000, {});
		const scopes = ['crm.objects.companies.read', 'crm.objects.companies.write'];
		const token = await sandbox.control<IssuedToken>('POST', 'tokens', { scopes });
		engine.credentials.add({
			id: OAUTH,
			name: 'Sandbox public app',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(sandbox.baseUrl, scopes, token),
		});
		return {
			node: {
				...crmNode({ operation: 'batchUpdate', authentication: 'oAuth2', ...parameters }),
				credentials: { hubSpotPlatformOAuth2Api: OAUTH },
			},
			input: updateInput(ids),
			items: 20_000,
			check: everyInputUpdated(20_000),
		};
	};
}

const RATE_LIMITED: Scenario = {
	name: 'crm.batchUpdate.20000.ratelimited',
	sandbox: { rateLimits: { enabled: true } as SandboxConfig['rateLimits'] },
	expectedRequests: 200,
	prepare: rateLimitedBatchUpdate(updateParameters),
};

/**
 * A small batch update with its own credential before the measured run, so that the run measures a
 * warm n8n process (modules loaded, code compiled) as a long-running n8n is, without sharing its
 * rate-limit window.
 */
export async function warmUp(sandbox: SandboxProcess, engine: Engine): Promise<void> {
	const run = await batchUpdate(200, updateParameters, WARM_UP)(sandbox, engine);
	const result = await engine.runNode(run.node, run.input);
	const problems = (await run.check?.(result)) ?? [];
	if (problems.length) throw new Error(`Warm-up failed: ${problems.join('; ')}`);
}

/** A file stored in n8n's binary data before the measured run, as an earlier node would have. */
async function storedFile(spec: FileSpec): Promise<IBinaryData> {
	return await Container.get(BinaryDataService).store(
		{ type: 'execution', workflowId: 'bench', executionId: 'prepared' },
		Readable.from(fileChunks(spec)),
		{ fileName: spec.fileName, mimeType: spec.mimeType, data: '' },
	);
}

/**
 * Files uploaded and attached to deals as notes (two requests per file), in n8n's filesystem binary
 * mode: the files, stored beforehand, are streamed from n8n's store, so memory must not grow with
 * size × count.
 */
function attachFiles(count: number, size: number): Scenario['prepare'] {
	return async (sandbox, engine) => {
		process.once('exit', await useBinaryMode('filesystem'));
		addAppToken(sandbox, engine);
		const [dealId] = await sandbox.seed('deals', 1);
		return {
			node: {
				type: 'hubSpotFiles',
				parameters: {
					authentication: 'appToken',
					resource: 'file',
					operation: 'attachToRecord',
					recordType: 'deals',
					recordId: dealId,
					folder: { mode: 'path', value: '/bench' },
				},
				credentials: { hubSpotPlatformAppTokenApi: APP_TOKEN },
				continueOnFail: true,
			},
			input: (await Promise.all(
				Array.from({ length: count }, async (_, n) => ({
					binary: {
						data: await storedFile({
							fileName: `file-${n}.bin`,
							mimeType: 'application/octet-stream',
							size,
							seed: n + 1,
						}),
					},
				})),
			)) as unknown as IDataObject[],
			items: count,
			source: 'binarySource',
			check: (result) => {
				const attached = result.items.filter(
					(item) =>
						(item.json.file as { size?: number } | undefined)?.size === size && item.json.note,
				).length;
				return attached === count ? [] : [`${attached} of ${count} files attached`];
			},
		};
	};
}

/**
 * One file uploaded, in the filesystem binary mode: peak memory against the file's size. The file is
 * stored in n8n's binary data before the measured run, so the run holds only the upload.
 */
function uploadOne(size: number): Scenario['prepare'] {
	return async (sandbox, engine) => {
		process.once('exit', await useBinaryMode('filesystem'));
		addAppToken(sandbox, engine);
		const stored = await storedFile({
			fileName: 'large.bin',
			mimeType: 'application/octet-stream',
			size,
			seed: 9,
		});
		return {
			node: {
				type: 'hubSpotFiles',
				parameters: {
					authentication: 'appToken',
					resource: 'file',
					operation: 'upload',
					folder: { mode: 'path', value: '/bench' },
				},
				credentials: { hubSpotPlatformAppTokenApi: APP_TOKEN },
				continueOnFail: true,
			},
			input: [{ binary: { data: stored } }] as unknown as IDataObject[],
			items: 1,
			source: 'binarySource',
			check: (result) =>
				result.items[0]?.json.size === size
					? []
					: [`uploaded ${JSON.stringify(result.items[0]?.json).slice(0, 200)}`],
		};
	};
}

const eventsNode = (parameters: INodeParameters, credentialId = APP_TOKEN): NodeUnderTest => ({
	type: 'hubSpotEventDefinitions',
	parameters: { authentication: 'appToken', ...parameters },
	credentials: { hubSpotPlatformAppTokenApi: credentialId },
	continueOnFail: true,
});

/** The custom event the send benchmark defines: one number and one option, as product usage events carry. */
const BENCH_EVENT = 'bench_seat_added';

/**
 * `count` occurrences of one custom event through Send in Batch, one record each, under the sandbox's
 * rate limits: HubSpot exempts event sends from its limits, so they must not wait in the client's
 * limiter (an app token's 100 requests per 10 s would hold the 101st request for the window).
 */
function eventSends(count: number): Scenario['prepare'] {
	const fullName = `pe${ACCOUNT.hubId}_${BENCH_EVENT}`;
	return async (sandbox, engine) => {
		addAppToken(sandbox, engine);
		addAppToken(sandbox, engine, SEED_CREDENTIAL);
		const defined = await engine.runNode(
			eventsNode(
				{
					resource: 'eventDefinition',
					operation: 'create',
					label: 'Bench Seat Added',
					includeDefaultProperties: false,
					propertiesInput: 'json',
					propertyDefinitionsJson: JSON.stringify([
						{ name: 'seats', label: 'Seats', type: 'number' },
						{
							name: 'plan',
							label: 'Plan',
							type: 'enumeration',
							options: [
								{ label: 'Starter', value: 'starter' },
								{ label: 'Pro', value: 'pro' },
							],
						},
					]),
					additionalFields: { name: BENCH_EVENT },
				},
				SEED_CREDENTIAL,
			),
			[{}],
		);
		if (defined.error || defined.items[0]?.json.error)
			throw new Error(`Defining the event failed: ${JSON.stringify(defined.items[0]?.json)}`);
		return {
			node: eventsNode({
				resource: 'eventOccurrence',
				operation: 'sendBatch',
				eventName: { mode: 'list', value: fullName },
				identifyBy: 'objectId',
				objectId: '={{ $json.id }}',
				// Map Automatically, as the real-n8n scenario: the item's seats and plan, read without expressions.
				eventProperties: { mappingMode: 'autoMapInputData', value: null },
			}),
			input: Array.from({ length: count }, (_, n) => ({
				id: String(n + 1),
				seats: (n % 50) + 1,
				plan: n % 2 ? 'pro' : 'starter',
			})),
			items: count,
			check: async (result) => {
				const sent = result.items.filter((i) => i.json.error === undefined).length;
				const stored = (
					await sandbox.control<Record<string, { count: number; distinctRecords: number }>>(
						'GET',
						'events/occurrences',
					)
				)[fullName] ?? { count: 0, distinctRecords: 0 };
				return sent === count && stored.count === count && stored.distinctRecords === count
					? []
					: [
							`${sent} items sent, ${stored.count} occurrences stored for ${stored.distinctRecords} records (expected ${count})`,
						];
			},
		};
	};
}

export const SCENARIOS: Scenario[] = [
	{
		name: 'files.attachToRecord.200x1MB',
		expectedRequests: 400,
		sandbox: { maxFileBytes: 2 * 1024 * 1024 },
		prepare: attachFiles(200, 1024 * 1024),
	},
	{ name: 'files.upload.100MB', expectedRequests: 1, prepare: uploadOne(100 * 1024 * 1024) },
	{ name: 'crm.batchUpdate.10000', expectedRequests: 100, prepare: batchUpdate(10_000) },
	{
		name: 'crm.batchUpdate.10000.autoMap',
		expectedRequests: 100,
		prepare: batchUpdate(10_000, autoMapParameters),
	},
	{
		// Version 2's mapper converts every value by its property's definition. The workflow ran a minute
		// before (as a scheduled one does): the definitions that run read are kept, its requests have left
		// the rate window, and this run sends only its 100 batches.
		name: 'crm.batchUpdate.10000.mapper',
		expectedRequests: 100,
		prepare: async (sandbox, engine) => {
			const run = await batchUpdate(10_000, mapperAutoMapParameters)(sandbox, engine);
			const node = { ...run.node, typeVersion: 2 };
			const earlier = await engine.runNode(node, run.input.slice(0, 1));
			if (earlier.error) throw new Error(`The earlier run failed: ${earlier.error.message}`);
			await new Promise((resolve) => setTimeout(resolve, RATE_WINDOW_MS));
			return { ...run, node };
		},
	},
	{
		name: 'crm.batchUpsert.10000',
		expectedRequests: 100,
		prepare: batchUpsertContacts(10_000, 5_000),
	},
	{
		name: 'crm.update.1000',
		expectedRequests: 1_000,
		prepare: async (sandbox, engine) => {
			addAppToken(sandbox, engine);
			const ids = await sandbox.seed('companies', 1_000, {});
			return {
				node: crmNode({ operation: 'update', ...updateParameters }),
				input: updateInput(ids),
				items: 1_000,
				check: everyInputUpdated(1_000),
			};
		},
	},
	{
		name: 'crm.getMany.10000',
		expectedRequests: 100,
		prepare: async (sandbox, engine) => {
			addAppToken(sandbox, engine);
			await sandbox.seed('companies', 10_000, {});
			return {
				node: crmNode({ operation: 'getMany', returnAll: false, limit: 10_000 }),
				input: [{}],
				items: 10_000,
				check: (result) =>
					result.items.length === 10_000 ? [] : [`${result.items.length} records read`],
			};
		},
	},
	{
		name: 'crm.search.25000',
		expectedRequests: 125,
		prepare: async (sandbox, engine) => {
			addAppToken(sandbox, engine);
			const ids = await sandbox.seed('companies', 25_000, { industry: 'BENCHMARKING' });
			return {
				node: crmNode({
					operation: 'search',
					returnAll: true,
					filterGroups: {
						groups: [
							{
								filters: {
									conditions: [{ propertyName: 'industry', operator: 'EQ', value: 'BENCHMARKING' }],
								},
							},
						],
					},
				}),
				input: [{}],
				items: 25_000,
				check: (result) => {
					const read = result.items.map((i) => String(i.json.id));
					const unique = new Set(read);
					const missing = ids.filter((id) => !unique.has(id)).length;
					return read.length === 25_000 && unique.size === 25_000 && missing === 0
						? []
						: [`${read.length} read, ${unique.size} distinct, ${missing} of 25000 missing`];
				},
			};
		},
	},
	{
		// 200 batches of 500 and the definition read once; rate limits on, as HubSpot's are.
		name: 'events.sendBatch.100000',
		expectedRequests: 201,
		sandbox: { rateLimits: { enabled: true } as SandboxConfig['rateLimits'] },
		prepare: eventSends(100_000),
	},
	RATE_LIMITED,
	{
		// The same job without Continue on Fail: every item is checked before the first request.
		...RATE_LIMITED,
		name: 'crm.batchUpdate.20000.ratelimited.checkedFirst',
		prepare: async (sandbox, engine) => {
			const run = await RATE_LIMITED.prepare(sandbox, engine);
			return { ...run, node: { ...run.node, continueOnFail: false } };
		},
	},
	{
		// The same job with Auto-Map Input Data: no expression is evaluated per item.
		...RATE_LIMITED,
		name: 'crm.batchUpdate.20000.ratelimited.autoMap',
		prepare: rateLimitedBatchUpdate(autoMapParameters),
	},
];
