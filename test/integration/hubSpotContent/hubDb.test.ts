/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { useContentSandbox } from './contentSandbox';
import { pathIn } from '../../harness/apiVersions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { HubSpotContent } from '../../../nodes/HubSpotContent/HubSpotContent.node';

/** HubDB tables and rows: drafts, batches of up to 100 with per-row errors, publish, live reads (no 2026-09: 2026-03 at newest). */
describe('HubSpot Content: HubDB through the engine against the sandbox', () => {
	const { state, run, writes } = useContentSandbox();
	const table = (value: string) => ({ __rl: true, mode: 'id', value });
	const createTable = async () =>
		await run({
			resource: 'hubDbTable',
			operation: 'create',
			name: 'products',
			label: 'Products',
			columns: {
				column: [
					{ name: 'title', label: 'Title', type: 'TEXT' },
					{ name: 'price', label: 'Price', type: 'NUMBER' },
					{ name: 'in_stock', label: 'In Stock', type: 'BOOLEAN' },
					{ name: 'launch', label: 'Launch', type: 'DATE' },
					{ name: 'size', label: 'Size', type: 'SELECT', options: 's, m, l' },
				],
			},
			options: { useForPages: true },
		});
	const mapped = {
		mappingMode: 'defineBelow',
		value: {
			title: '={{ $json.title }}',
			price: '={{ $json.price }}',
			in_stock: '={{ $json.stock }}',
			launch: '={{ $json.launch }}',
			size: '={{ $json.size }}',
		},
	};
	const createRows = async (input: IDataObject[], continueOnFail = false) =>
		await run(
			{ resource: 'hubDbRow', operation: 'create', hubDbTable: table('products'), columns: mapped },
			input,
			continueOnFail,
		);
	const item = (i: number) => ({
		title: `Item ${i}`,
		price: i * 1.5,
		stock: i % 2 === 0,
		launch: '2027-01-15T10:00:00Z',
		size: ['s', 'm', 'l'][i % 3],
	});

	it('creates a table draft, fills it in batches of 100, publishes it and reads the rows live', async () => {
		const created = await createTable();
		expect(jsonOf(created)[0]).toMatchObject({
			name: 'products',
			published: false,
			version: 'draft',
			columnCount: 5,
		});
		const input = Array.from({ length: 150 }, (_, i) => item(i));
		const rows = await createRows(input);
		expect(rows.error).toBeUndefined();
		expect(pairs(rows)).toEqual(input.map((_, i) => i));
		expect(jsonOf(rows)[3]).toMatchObject({
			values: {
				title: 'Item 3',
				price: 4.5,
				in_stock: false,
				launch: Date.UTC(2027, 0, 15),
				size: { name: 's', type: 'option' },
			},
			version: 'draft',
		});
		const batches = (await writes()).filter(
			(r) => r.path === pathIn(ENDPOINTS.hubDbRowsBatchCreate, { tableIdOrName: 'products' }),
		);
		expect(batches.map((r) => (r.body as { inputs: unknown[] }).inputs.length)).toEqual([100, 50]);

		const liveBefore = await run({
			resource: 'hubDbRow',
			operation: 'getMany',
			hubDbTable: table('products'),
			version: 'live',
			returnAll: true,
		});
		expect(liveBefore.error?.message).toMatch(/resource not found|could not be found/i);
		const published = await run({
			resource: 'hubDbTable',
			operation: 'publishDraft',
			hubDbTable: table('products'),
		});
		expect(jsonOf(published)[0]).toMatchObject({ published: true, rowCount: 150, version: 'live' });
		const live = await run({
			resource: 'hubDbRow',
			operation: 'getMany',
			hubDbTable: table('products'),
			version: 'live',
			returnAll: true,
			filters: { filter: [{ column: 'price', operator: 'gte', value: '200' }] },
			sort: '-price',
		});
		expect(jsonOf(live).map((r) => (r.values as IDataObject).title)).toEqual([
			'Item 149',
			'Item 148',
			'Item 147',
			'Item 146',
			'Item 145',
			'Item 144',
			'Item 143',
			'Item 142',
			'Item 141',
			'Item 140',
			'Item 139',
			'Item 138',
			'Item 137',
			'Item 136',
			'Item 135',
			'Item 134',
		]);
		expect(jsonOf(live)[0].version).toBe('live');
	});

	it('updates, replaces and deletes draft rows in batch, pairing per-row errors with Continue On Fail; the live table stays until published', async () => {
		await createTable();
		const ids = jsonOf(await createRows([item(1), item(2)])).map((r) => String(r.id));
		await run({ resource: 'hubDbTable', operation: 'publishDraft', hubDbTable: table('products') });
		const updated = await run(
			{
				resource: 'hubDbRow',
				operation: 'update',
				hubDbTable: table('products'),
				rowId: '={{ $json.id }}',
				columns: { mappingMode: 'defineBelow', value: { price: '={{ $json.price }}' } },
			},
			[
				{ id: ids[0], price: 99 },
				{ id: '123456', price: 1 },
			],
			true,
		);
		expect(jsonOf(updated)[0]).toMatchObject({
			id: ids[0],
			values: { price: 99, title: 'Item 1' },
		});
		expect(jsonOf(updated)[1]).toMatchObject({ category: 'OBJECT_NOT_FOUND' });
		expect(pairs(updated)).toEqual([0, 1]);
		const replaced = await run(
			{
				resource: 'hubDbRow',
				operation: 'replace',
				hubDbTable: table('products'),
				rowId: ids[1],
				columns: { mappingMode: 'autoMapInputData', value: null },
			},
			[{ title: 'Only title', unrelated: 'ignored' }],
		);
		expect(jsonOf(replaced)[0].values).toEqual({ title: 'Only title' });
		const draftRows = async (version: string) =>
			jsonOf(
				await run({
					resource: 'hubDbRow',
					operation: 'getMany',
					hubDbTable: table('products'),
					version,
					returnAll: true,
				}),
			);
		expect((await draftRows('live')).map((r) => (r.values as IDataObject).price)).toEqual([1.5, 3]);
		const deleted = await run(
			{
				resource: 'hubDbRow',
				operation: 'delete',
				hubDbTable: table('products'),
				rowId: '={{ $json.id }}',
			},
			[{ id: ids[0] }],
		);
		expect(jsonOf(deleted)).toEqual([{ id: ids[0], deleted: true, version: 'draft' }]);
		expect(await draftRows('draft')).toHaveLength(1);
		expect(await draftRows('live')).toHaveLength(2);
	});

	it('refuses unknown columns and values of the wrong type naming the item, before any write', async () => {
		await createTable();
		await state.sb.clearRequests();
		const unknown = await run(
			{
				resource: 'hubDbRow',
				operation: 'create',
				hubDbTable: table('products'),
				columns: { mappingMode: 'defineBelow', value: { colour: 'red' } },
			},
			[{}],
		);
		expect(unknown.error?.message).toBe(
			'Columns: "colour" is not a column of the table products (item 0)',
		);
		const wrong = await createRows([item(1), { ...item(2), price: 'cheap' }]);
		expect(wrong.error?.message).toBe(
			'Columns: "price" (NUMBER) must be a number, got "cheap" (item 1)',
		);
		const option = await createRows([{ ...item(1), size: 'xl' }]);
		expect(option.error?.message).toBe(
			'Columns: "size" (SELECT) must be one of s, m, l, got "xl" (item 0)',
		);
		const date = await createRows([{ ...item(1), launch: 'soon' }]);
		expect(date.error?.message).toBe(
			'Columns: launch: must be a date and time, got "soon" (item 0)',
		);
		expect(await writes()).toEqual([]);
		const badName = await run({
			resource: 'hubDbTable',
			operation: 'create',
			name: 'Bad Name',
			label: 'x',
		});
		expect(badName.error?.message).toMatch(/^Name: must be lowercase letters, digits and _/);
	});

	it('gets, lists, updates, clones, unpublishes and deletes tables, live and draft', async () => {
		await createTable();
		const get = async (version: string) =>
			await run({
				resource: 'hubDbTable',
				operation: 'get',
				hubDbTable: table('products'),
				version,
			});
		expect((await get('live')).error).toBeDefined();
		expect(jsonOf(await get('draft'))[0]).toMatchObject({ label: 'Products', version: 'draft' });
		const many = async (version: string) =>
			jsonOf(
				await run({ resource: 'hubDbTable', operation: 'getMany', version, returnAll: true }),
			).map((t) => t.name);
		expect(await many('draft')).toEqual(['events', 'offices', 'products']);
		expect(await many('live')).toEqual(['events', 'offices']);
		const renamed = await run({
			resource: 'hubDbTable',
			operation: 'updateDraft',
			hubDbTable: table('products'),
			options: { label: 'Shop' },
		});
		expect(jsonOf(renamed)[0]).toMatchObject({ label: 'Shop', version: 'draft' });
		await createRows([item(1)]);
		const cloned = await run({
			resource: 'hubDbTable',
			operation: 'clone',
			hubDbTable: table('products'),
			newName: 'products_copy',
			copyRows: true,
		});
		expect(jsonOf(cloned)[0]).toMatchObject({ name: 'products_copy', rowCount: 1 });
		await run({ resource: 'hubDbTable', operation: 'publishDraft', hubDbTable: table('products') });
		const unpublished = await run({
			resource: 'hubDbTable',
			operation: 'unpublish',
			hubDbTable: table('products'),
		});
		expect(jsonOf(unpublished)[0]).toMatchObject({ published: false });
		const deleted = await run({
			resource: 'hubDbTable',
			operation: 'delete',
			hubDbTable: table('products_copy'),
		});
		expect(jsonOf(deleted)).toEqual([{ table: 'products_copy', deleted: true }]);
		expect(await many('draft')).toEqual(['events', 'offices', 'products']);
		const paths = (await writes()).map((r) => r.path);
		expect(paths).toContain(pathIn(ENDPOINTS.hubDbTablePublish, { tableIdOrName: 'products' }));
		expect(paths.every((p) => !p.includes('2026-09'))).toBe(true);
	});

	it('sends a multi-select given as options joined by ; as the list of its options', async () => {
		await run({
			resource: 'hubDbTable',
			operation: 'create',
			name: 'tagged',
			label: 'Tagged',
			columns: {
				column: [{ name: 'tags', label: 'Tags', type: 'MULTISELECT', options: 'a, b, c' }],
			},
		});
		const rows = await run({
			resource: 'hubDbRow',
			operation: 'create',
			hubDbTable: table('tagged'),
			columns: { mappingMode: 'defineBelow', value: { tags: 'a; c' } },
		});
		expect(jsonOf(rows)[0].values).toEqual({
			tags: [
				{ name: 'a', type: 'option' },
				{ name: 'c', type: 'option' },
			],
		});
	});

	it("lists tables in the picker and maps a table's columns with their types", async () => {
		const node = new HubSpotContent();
		const editing = (parameters: IDataObject, parameter: string) =>
			state.sb.editing(
				{ resource: 'hubDbRow', operation: 'create', ...parameters } as INodeParameters,
				parameter,
				{
					typeVersion: 1,
					nodeType: 'hubSpotContent',
				},
			);
		const tables = await node.methods.listSearch.searchTables.call(
			editing({}, 'hubDbTable'),
			'off',
		);
		expect(tables.results).toEqual([{ name: 'Offices (offices)', value: '5002' }]);
		// A new table is a draft until published: listed all the same.
		await createTable();
		const drafts = await node.methods.listSearch.searchTables.call(
			editing({}, 'hubDbTable'),
			'prod',
		);
		expect(drafts.results.map((t) => t.name)).toEqual(['Products (products)']);
		const { fields } = await node.methods.resourceMapping.getTableColumns.call(
			editing({ hubDbTable: table('events') }, 'columns'),
		);
		expect(fields.map((f) => [f.id, f.displayName, f.type])).toEqual([
			['title', 'Title', 'string'],
			['seats', 'Seats', 'number'],
			['online', 'Online', 'boolean'],
			['starts', 'Starts', 'dateTime'],
			['track', 'Track', 'options'],
		]);
		expect(fields[4].options).toEqual([
			{ name: 'main', value: 'main' },
			{ name: 'side', value: 'side' },
		]);
	});
});
