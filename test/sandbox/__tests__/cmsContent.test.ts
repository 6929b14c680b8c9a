import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

describe('sandbox CMS content: HubDB validation and limits, pages and redirects per version', () => {
	let sandbox: RunningSandbox;
	const bearer: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const post = (path: string, body: unknown) => axios.post(url(path), body, bearer);
	const flags = {
		useForPages: false,
		allowPublicApiAccess: false,
		allowChildTables: false,
		enableChildTablePages: false,
	};

	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, config: { rateLimits: { enabled: false } as never } });
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it('refuses a table whose columns have an unknown type or a select without options, and one without the flags the spec requires', async () => {
		const table = (columns: unknown[], extra: object = flags) =>
			post('/cms/v3/hubdb/tables', { name: 't1', label: 'T', columns, ...extra });
		expect((await table([{ name: 'a', label: 'A', type: 'COLOUR' }])).data.message).toMatch(
			/columns\[0\]\.type must be one of/,
		);
		expect((await table([{ name: 'a', label: 'A', type: 'SELECT' }])).data.message).toBe(
			'columns[0] of type SELECT needs options',
		);
		expect((await table([], {})).status).toBe(400);
		expect((await table([{ name: 'a', label: 'A', type: 'TEXT' }])).status).toBe(201);
	});

	it('refuses a row batch of more than 100 rows, and a row value of the wrong type per row (207)', async () => {
		const rows = (count: number) =>
			Array.from({ length: count }, () => ({
				values: { title: 'x' },
				childTableId: 0,
				displayIndex: 0,
			}));
		const tooMany = await post('/cms/v3/hubdb/tables/events/rows/draft/batch/create', {
			inputs: rows(101),
		});
		expect(tooMany.status).toBe(400);
		const partial = await post('/cms/hubdb/2026-03/tables/events/rows/draft/batch/create', {
			inputs: [...rows(1), { values: { seats: 'many' } }],
		});
		expect(partial.status).toBe(207);
		expect(partial.data.errors[0]).toMatchObject({
			category: 'VALIDATION_ERROR',
			message: 'Column "seats" (NUMBER) must be a number',
			context: { inputIndex: ['1'] },
		});
	});

	it('serves pages and HubDB at 2026-03 and not at 2026-09; redirects and posts at 2026-09 too', async () => {
		const status = async (path: string) => (await axios.get(url(path), bearer)).status;
		expect(await status('/cms/pages/2026-03/site-pages')).toBe(200);
		expect(await status('/cms/pages/2026-09/site-pages')).toBe(404);
		expect(await status('/cms/hubdb/2026-09/tables')).toBe(404);
		expect(await status('/cms/blogs/2026-09/posts')).toBe(200);
		expect(await status('/cms/url-redirects/2026-09')).toBe(200);
		const made = await post('/cms/url-redirects/v3', {
			routePrefix: '/a',
			destination: '/b',
			redirectStyle: 301,
		});
		expect(await status(`/cms/v3/url-redirects/${made.data.id}`)).toBe(200);
		expect(await status(`/cms/url-redirects/2026-09/${made.data.id}`)).toBe(200);
	});

	it('publishes a scheduled post when the sandbox clock reaches its time, not before', async () => {
		const made = await post('/cms/v3/blogs/posts', { name: 'S', contentGroupId: '7000001' });
		const at = new Date(Date.now() + 60_000).toISOString();
		expect(
			(await post('/cms/v3/blogs/posts/schedule', { id: made.data.id, publishDate: at })).status,
		).toBe(204);
		const state = async () =>
			(await axios.get(url(`/cms/v3/blogs/posts/${made.data.id}`), bearer)).data.state;
		expect(await state()).toBe('SCHEDULED');
		await axios.post(url('/__sandbox/clock'), { advanceMs: 61_000 });
		expect(await state()).toBe('PUBLISHED');
	});
});
