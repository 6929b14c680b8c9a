/** @apiVersionModes all */
import type { INodeParameters } from 'n8n-workflow';
import { Engine } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

describe('HubSpot Content through the engine against the sandbox', () => {
	let sandbox: RunningSandbox;
	const engine = new Engine();
	const api = async (method: string, path: string) =>
		(await (
			await fetch(`${sandbox.baseUrl}${path}`, {
				method,
				headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
			})
		).json()) as Record<string, unknown>;
	const logged = async () =>
		(
			(await (await fetch(`${sandbox.baseUrl}/__sandbox/requests`)).json()) as Array<{
				method: string;
				path: string;
				body?: { inputs?: unknown[] };
			}>
		).filter((r) => r.method !== 'GET');
	const run = async (parameters: INodeParameters, input: object[] = [{}], continueOnFail = false) =>
		await engine.runNode(
			{
				type: 'hubSpotContent',
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input as never,
		);

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, config: { seedPerType: 5 } });
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

	it('updates blog authors in one batch and pairs an error of a partial failure (207, or 200 with errors in 2026-09) to its item with Continue on Fail', async () => {
		const { results } = (await api('GET', '/cms/v3/blogs/authors?limit=3')) as {
			results: Array<{ id: string }>;
		};
		const input = [
			...results.map((a, i) => ({ id: a.id, bio: `Bio ${i}` })),
			{ id: '999', bio: 'nobody' },
		];
		const result = await run(
			{
				resource: 'blogAuthor',
				operation: 'batchUpdate',
				authorId: '={{ $json.id }}',
				fieldsInput: 'fields',
				updateFields: { bio: '={{ $json.bio }}' },
			},
			input,
			true,
		);
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => [i.pairedItem, i.json.bio ?? i.json.category])).toEqual([
			[{ item: 0 }, 'Bio 0'],
			[{ item: 1 }, 'Bio 1'],
			[{ item: 2 }, 'Bio 2'],
			[{ item: 3 }, 'OBJECT_NOT_FOUND'],
		]);
		const requests = await logged();
		expect(requests.map((r) => [r.path, r.body?.inputs?.length])).toEqual([
			[pathIn(ENDPOINTS.blogAuthorsBatchUpdate), 4],
		]);
		expect((await api('GET', `/cms/v3/blogs/authors/${results[1].id}`)).bio).toBe('Bio 1');
	});

	it('refuses unknown author fields and invalid JSON before sending', async () => {
		const result = await run({
			resource: 'blogAuthor',
			operation: 'batchUpdate',
			authorId: '1',
			fieldsInput: 'json',
			fieldsJson: '{"shoeSize": 42}',
		});
		expect(result.error?.message).toBe('Fields: unknown author fields: shoeSize (item 0)');
		const bad = await run({
			resource: 'blogAuthor',
			operation: 'batchUpdate',
			authorId: '1',
			fieldsInput: 'json',
			fieldsJson: '{bio:',
		});
		expect(bad.error?.message).toMatch(/^Fields \(JSON\): is not valid JSON/);
		expect(await logged()).toHaveLength(0);
	});

	it('updates a HubDB row draft by table name, sending only the fields given', async () => {
		const result = await run({
			resource: 'hubDbRow',
			operation: 'updateDraft',
			table: 'events',
			rowId: '101',
			values: '{"seats": 75}',
			additionalFields: { name: 'Renamed event' },
		});
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({
			id: '101',
			name: 'Renamed event',
			values: { seats: 75, title: 'Event 1' },
			childTableId: '0',
		});
		expect((await logged())[0].body).toEqual({ values: { seats: 75 }, name: 'Renamed event' });
	});

	it('refuses a row id that is not digits before sending, and reports an unknown column readably', async () => {
		const refused = await run({
			resource: 'hubDbRow',
			operation: 'updateDraft',
			table: 'events',
			rowId: 'abc',
			values: '{"seats": 1}',
		});
		expect(refused.error?.message).toBe('Row ID: must be digits only, got "abc" (item 0)');
		expect(await logged()).toHaveLength(0);
		const unknown = await run({
			resource: 'hubDbRow',
			operation: 'updateDraft',
			table: '5001',
			rowId: '101',
			values: '{"colour": "red"}',
		});
		expect(unknown.error?.message).toBe('Unknown columns for table events: colour');
		expect((unknown.error as { httpCode?: string }).httpCode).toBe('400');
	});
});
