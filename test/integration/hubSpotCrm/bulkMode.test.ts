/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useEmptySandbox } from '../../harness/crmSandbox';

describe('Bulk Mode: batch writes through one import, Get Many through one export', () => {
	const state = useEmptySandbox();
	const contacts = (count: number, badEmailAt = -1): IDataObject[] =>
		Array.from({ length: count }, (_, i) => ({
			email: i === badEmailAt ? 'not-an-address' : `bulk${i}@example.com`,
			firstname: `Bulk ${i}`,
		}));
	const batchCreate = async (bulk: IDataObject, input: IDataObject[]) =>
		await state.sb.run(
			{
				operation: 'batchCreate',
				objectType: 'contacts',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ email: $json.email, firstname: $json.firstname }) }}',
				...bulk,
			},
			input,
			{ continueOnFail: true },
		);
	const sent = async () => {
		const requests = await state.sb.requests();
		return {
			total: requests.length,
			imports: requests.filter(
				(r) => r.method === 'POST' && r.path === pathIn(ENDPOINTS.crmImports),
			).length,
			batches: requests.filter((r) => r.path.endsWith('/batch/create')).length,
		};
	};

	const exportStarts = async () =>
		(await state.sb.requests()).filter(
			(r) => r.method === 'POST' && r.path === pathIn(ENDPOINTS.crmExportStart),
		).length;

	beforeEach(async () => {
		await state.sb.control('PUT', 'config', { importStartDelayMs: 0, exportStartDelayMs: 0 });
		await state.sb.clearRequests();
	});

	it('Auto below its threshold keeps the batch requests', async () => {
		const result = await batchCreate({ bulkMode: 'auto', bulkThreshold: 50 }, contacts(40));
		expect(result.error).toBeUndefined();
		expect(await sent()).toMatchObject({ imports: 0, batches: 1 });
		expect(jsonOf(result).map((r) => r.email)).toEqual(contacts(40).map((c) => c.email));
	});

	it('Auto above its threshold writes every item through one import, each paired to its result or row error', async () => {
		const result = await batchCreate({ bulkMode: 'auto', bulkThreshold: 50 }, contacts(60, 7));
		expect(result.error).toBeUndefined();
		const counted = await sent();
		expect(counted).toMatchObject({ imports: 1, batches: 0 });
		// The property definitions, the import, its status until done, its errors.
		expect(counted.total).toBeLessThanOrEqual(8);
		const out = jsonOf(result);
		expect(pairs(result)).toEqual(Array.from({ length: 60 }, (_, i) => i));
		expect(out[7]).toMatchObject({ errorType: 'INVALID_EMAIL' });
		expect(out[7].error).toContain('refused the item');
		expect(out[8]).toMatchObject({
			properties: { email: 'bulk8@example.com', firstname: 'Bulk 8' },
		});
		expect(out.filter((o) => o.error === undefined)).toHaveLength(59);
		expect(new Set(out.map((o) => o.importId)).size).toBe(1);
		const { body } = await state.sb.call<{ total: number }>(
			'POST',
			'/crm/v3/objects/contacts/search',
			{
				filterGroups: [],
				limit: 1,
			},
		);
		expect(body.total).toBe(59);
	}, 30_000);

	it('Never keeps the batch requests at any size', async () => {
		const result = await batchCreate({ bulkMode: 'never', bulkThreshold: 50 }, contacts(150));
		expect(result.error).toBeUndefined();
		expect(await sent()).toMatchObject({ imports: 0, batches: 2 });
		expect(jsonOf(result)).toHaveLength(150);
	});

	it('Always upserts through one import matched by email, and updates through one import matched by record ID', async () => {
		const { body: created } = await state.sb.call<{ id: string }>(
			'POST',
			'/crm/v3/objects/contacts',
			{ properties: { email: 'bulk3@example.com', firstname: 'Old' } },
		);
		const existing = created.id;
		await state.sb.clearRequests();
		const upserted = await state.sb.run(
			{
				operation: 'batchUpsert',
				objectType: 'contacts',
				idProperty: 'email',
				propertiesInput: 'autoMap',
				recordIdField: 'email',
				bulkMode: 'always',
			},
			contacts(5),
		);
		expect(upserted.error).toBeUndefined();
		expect(await sent()).toMatchObject({ imports: 1 });
		const { body: all } = await state.sb.call<{ total: number }>(
			'POST',
			'/crm/v3/objects/contacts/search',
			{ filterGroups: [], limit: 1 },
		);
		expect(all.total).toBe(5);
		expect(pairs(upserted)).toEqual([0, 1, 2, 3, 4]);
		const stored = await state.sb.records('contacts', [existing], ['email', 'firstname']);
		expect(stored.get(existing)).toMatchObject({ email: 'bulk3@example.com', firstname: 'Bulk 3' });

		await state.sb.clearRequests();
		const updated = await state.sb.run(
			{
				operation: 'batchUpdate',
				objectType: 'contacts',
				propertiesInput: 'autoMap',
				recordIdField: 'id',
				bulkMode: 'always',
			},
			[{ id: existing, firstname: 'Renamed' }],
		);
		expect(updated.error).toBeUndefined();
		expect(await sent()).toMatchObject({ imports: 1 });
		expect(jsonOf(updated)[0]).toMatchObject({ properties: { hs_object_id: existing } });
		expect(
			(await state.sb.records('contacts', [existing], ['firstname'])).get(existing),
		).toMatchObject({ firstname: 'Renamed' });
	}, 30_000);

	it("reads the resource mapper's items (node version 3) as Batch Create does: a refused item is its error item, the others are imported", async () => {
		const result = await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion: 3,
				parameters: {
					authentication: 'appToken',
					resource: 'record',
					operation: 'batchCreate',
					objectType: 'contacts',
					columns: {
						mappingMode: 'defineBelow',
						value: { email: '={{ $json.email }}', hs_lead_score: '={{ $json.score }}' },
						matchingColumns: [],
						schema: [],
						attemptToConvertTypes: false,
						convertFieldsToString: false,
					},
					bulkMode: 'always',
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail: true,
			},
			[
				{ email: 'one@example.com', score: 1 },
				{ email: 'two@example.com', score: 'many' },
				{ email: 'three@example.com', score: 3 },
			],
		);
		expect(await sent()).toMatchObject({ imports: 1, batches: 0 });
		expect(
			result.items.map((i) => [i.pairedItem, i.json.importId !== undefined, i.json.error]),
		).toEqual([
			[{ item: 0 }, true, undefined],
			[
				{ item: 1 },
				false,
				'Properties: property "hs_lead_score" must be a number, got "many" (item 1)',
			],
			[{ item: 2 }, true, undefined],
		]);
		const { body } = await state.sb.call<{ total: number }>(
			'POST',
			'/crm/v3/objects/contacts/search',
			{ filterGroups: [], limit: 1 },
		);
		expect(body.total).toBe(2);
	}, 30_000);

	it('refuses Associate With in bulk rather than importing without it, naming the field and the item', async () => {
		const result = await state.sb.run(
			{
				operation: 'batchUpsert',
				objectType: 'contacts',
				idProperty: 'email',
				propertiesInput: 'autoMap',
				recordIdField: 'email',
				associateWith: { companyIds: '123' },
				bulkMode: 'always',
			},
			contacts(2),
		);
		expect(result.error?.message).toContain('Associate With');
		expect(await sent()).toMatchObject({ imports: 0 });
	});

	it('creates activities through an import with the current time as their timestamp, as Batch Create does', async () => {
		const today = new Date().toISOString().slice(0, 10);
		const result = await state.sb.run(
			{
				operation: 'batchCreate',
				objectType: 'notes',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ hs_note_body: $json.body }) }}',
				bulkMode: 'always',
			},
			[{ body: 'First' }, { body: 'Second' }],
		);
		expect(result.error).toBeUndefined();
		expect(await sent()).toMatchObject({ imports: 1 });
		const [note] = jsonOf(result);
		// Written in ISO 8601: an import's file does not read epoch milliseconds.
		expect(String((note.properties as IDataObject).hs_timestamp)).toMatch(new RegExp(`^${today}T`));
		const { body } = await state.sb.call<{ results: Array<{ properties: IDataObject }> }>(
			'GET',
			'/crm/v3/objects/notes?properties=hs_note_body,hs_timestamp',
		);
		expect(body.results.map((r) => r.properties.hs_note_body).sort()).toEqual(['First', 'Second']);
		expect(body.results.every((r) => String(r.properties.hs_timestamp).startsWith(today))).toBe(
			true,
		);
	}, 30_000);

	it('Get Many with Auto exports when its Limit is above the threshold, and stops at the Limit', async () => {
		await state.sb.seed('contacts', 80);
		const result = await state.sb.run({
			operation: 'getMany',
			objectType: 'contacts',
			returnAll: false,
			limit: 70,
			bulkMode: 'auto',
			bulkThreshold: 50,
		});
		expect(jsonOf(result)).toHaveLength(70);
		expect(await exportStarts()).toBe(1);
	}, 30_000);

	it('Get Many with Return All and Always reads the same records through an export as through pages', async () => {
		await state.sb.seed('contacts', 130, { firstname: 'Seeded, "quoted"' });
		const getMany = async (bulk: IDataObject) =>
			await state.sb.run({
				operation: 'getMany',
				objectType: 'contacts',
				returnAll: true,
				simplify: false,
				...bulk,
			});
		const paged = await getMany({});
		await state.sb.clearRequests();
		const exported = await getMany({ bulkMode: 'always' });
		expect(exported.error).toBeUndefined();
		expect(await exportStarts()).toBe(1);
		const byId = (records: IDataObject[]) =>
			records
				.map((r) => ({ id: r.id, properties: r.properties }))
				.sort((a, b) => String(a.id).localeCompare(String(b.id)));
		expect(jsonOf(paged)).toHaveLength(130);
		expect(byId(jsonOf(exported))).toEqual(byId(jsonOf(paged)));
	}, 30_000);

	it('Get Many in bulk fails clearly when the export comes as a zip of files (more rows than a file holds)', async () => {
		await state.sb.seed('contacts', 5);
		await state.sb.control('PUT', 'config', { exportRowsPerFile: 2 });
		const result = await state.sb.run({
			operation: 'getMany',
			objectType: 'contacts',
			returnAll: true,
			bulkMode: 'always',
			options: { properties: ['email'] },
		});
		expect(result.error?.name).toBe('NodeOperationError');
		expect(result.error?.message).toMatch(/as a zip of files .*cannot read as rows/);
		expect(result.error?.description).toMatch(/choose Bulk Mode Never.*Binary File output/);
		expect(await exportStarts()).toBe(1);
	}, 30_000);

	it('Get Many with Auto reads pages up to the threshold, and an export when more records remain', async () => {
		await state.sb.seed('contacts', 130);
		const exportsOf = async (bulkThreshold: number) => {
			await state.sb.clearRequests();
			const result = await state.sb.run({
				operation: 'getMany',
				objectType: 'contacts',
				returnAll: true,
				bulkMode: 'auto',
				bulkThreshold,
			});
			expect(jsonOf(result)).toHaveLength(130);
			return await exportStarts();
		};
		expect(await exportsOf(200)).toBe(0);
		expect(await exportsOf(50)).toBe(1);
	}, 30_000);

	it('Always refuses Get Many options an export cannot read, before any request', async () => {
		const result = await state.sb.run({
			operation: 'getMany',
			objectType: 'contacts',
			returnAll: true,
			bulkMode: 'always',
			options: { archived: true },
		});
		expect(result.error?.message).toContain('Bulk Mode');
		expect(await state.sb.requests()).toHaveLength(0);
	});
});
