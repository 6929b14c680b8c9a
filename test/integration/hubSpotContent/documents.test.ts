/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { useContentSandbox } from './contentSandbox';
import { pathIn } from '../../harness/apiVersions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { HubSpotContent } from '../../../nodes/HubSpotContent/HubSpotContent.node';

/** Blog posts, and the same operations on site and landing pages (pages have no 2026-09: they stay on 2026-03). */
describe('HubSpot Content: blog posts and pages through the engine against the sandbox', () => {
	const { state, run, writes } = useContentSandbox();
	const blog = { __rl: true, mode: 'list', value: '7000001' };
	const createPosts = async (input: IDataObject[]) =>
		await run(
			{
				resource: 'blogPost',
				operation: 'create',
				name: '={{ $json.title }}',
				blogId: blog,
				slug: '={{ $json.slug }}',
				authorId: { __rl: true, mode: 'id', value: '8000001' },
				postBody: '={{ $json.html }}',
				additionalFields: { metaDescription: 'About it' },
			},
			input,
		);

	it('creates posts as drafts from items, the HTML body as given, on the blog posts path of the mode', async () => {
		const html = '<p>Hello <b>world</b> &amp; <script>x()</script></p>';
		const result = await createPosts([
			{ title: 'Launch', slug: 'news/launch', html },
			{ title: 'Second', slug: 'second', html: '<h1>2</h1>' },
		]);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1]);
		expect(jsonOf(result)[0]).toMatchObject({
			name: 'Launch',
			slug: 'news/launch',
			postBody: html,
			contentGroupId: '7000001',
			blogAuthorId: '8000001',
			metaDescription: 'About it',
			state: 'DRAFT',
		});
		const sent = await writes();
		expect(sent.map((r) => [r.method, r.path])).toEqual([
			['POST', pathIn(ENDPOINTS.blogPosts)],
			['POST', pathIn(ENDPOINTS.blogPosts)],
		]);
	});

	it('edits the draft without touching the live version, publishes now, schedules under the sandbox clock, clones and deletes', async () => {
		const [post] = jsonOf(await createPosts([{ title: 'P', slug: 'p', html: '<p>v1</p>' }]));
		const id = String(post.id);
		const published = await run({
			resource: 'blogPost',
			operation: 'publish',
			documentId: id,
			when: 'now',
		});
		expect(jsonOf(published)[0]).toMatchObject({ id, state: 'PUBLISHED', postBody: '<p>v1</p>' });
		const edited = await run({
			resource: 'blogPost',
			operation: 'updateDraft',
			documentId: id,
			updateFields: { postBody: '<p>v2</p>', name: 'P2' },
		});
		expect(jsonOf(edited)[0]).toMatchObject({ postBody: '<p>v2</p>', version: 'draft' });
		const get = async (version: string) =>
			jsonOf(await run({ resource: 'blogPost', operation: 'get', documentId: id, version }))[0];
		expect(await get('live')).toMatchObject({ postBody: '<p>v1</p>', version: 'live' });
		expect(await get('draft')).toMatchObject({ postBody: '<p>v2</p>', version: 'draft' });
		const pushed = await run({ resource: 'blogPost', operation: 'pushLive', documentId: id });
		expect(jsonOf(pushed)[0]).toMatchObject({ postBody: '<p>v2</p>', name: 'P2' });

		const [other] = jsonOf(await createPosts([{ title: 'Later', slug: 'later', html: '<p/>' }]));
		const at = new Date(Date.now() + 3_600_000).toISOString();
		const scheduled = await run({
			resource: 'blogPost',
			operation: 'publish',
			documentId: String(other.id),
			when: 'schedule',
			publishAt: at,
		});
		expect(jsonOf(scheduled)[0]).toMatchObject({ state: 'SCHEDULED', publishDate: at });
		await state.sb.control('POST', 'clock', { advanceMs: 3_700_000 });
		const later = await run({
			resource: 'blogPost',
			operation: 'get',
			documentId: String(other.id),
		});
		expect(jsonOf(later)[0]).toMatchObject({ state: 'PUBLISHED', currentlyPublished: true });

		const cloned = await run({
			resource: 'blogPost',
			operation: 'clone',
			documentId: id,
			cloneName: 'Copy',
		});
		expect(jsonOf(cloned)[0]).toMatchObject({
			name: 'Copy',
			state: 'DRAFT',
			postBody: '<p>v2</p>',
		});
		const deleted = await run({ resource: 'blogPost', operation: 'delete', documentId: id });
		expect(jsonOf(deleted)).toEqual([{ id, deleted: true }]);
		const archived = await run({
			resource: 'blogPost',
			operation: 'getMany',
			returnAll: true,
			filters: { archived: true },
		});
		expect(jsonOf(archived).map((p) => p.id)).toEqual([id]);
		const schedule = (await writes()).find((r) => r.path === pathIn(ENDPOINTS.blogPostSchedule));
		expect(schedule?.body).toMatchObject({ id });
	});

	it('lists posts with Return All, a Limit and the archived and date filters', async () => {
		await createPosts([1, 2, 3].map((i) => ({ title: `T${i}`, slug: `t${i}`, html: '' })));
		const two = await run({
			resource: 'blogPost',
			operation: 'getMany',
			returnAll: false,
			limit: 2,
			filters: { sort: 'name' },
		});
		expect(jsonOf(two).map((p) => p.name)).toEqual(['T1', 'T2']);
		const all = await run({ resource: 'blogPost', operation: 'getMany', returnAll: true });
		expect(jsonOf(all)).toHaveLength(3);
		const none = await run({
			resource: 'blogPost',
			operation: 'getMany',
			returnAll: true,
			filters: { createdAfter: new Date(Date.now() + 86_400_000).toISOString() },
		});
		expect(jsonOf(none)).toEqual([]);
		const archived = await run({
			resource: 'blogPost',
			operation: 'getMany',
			returnAll: true,
			filters: { archived: true },
		});
		expect(jsonOf(archived)).toEqual([]);
	});

	it('refuses a past schedule, a bad date, a bad slug and a non-numeric id before any request', async () => {
		const [post] = jsonOf(await createPosts([{ title: 'P', slug: 'p', html: '' }]));
		await state.sb.clearRequests();
		const past = await run({
			resource: 'blogPost',
			operation: 'publish',
			documentId: String(post.id),
			when: 'schedule',
			publishAt: '2020-01-01T00:00:00Z',
		});
		expect(past.error?.message).toMatch(
			/^Publish At: must be in the future, got 2020-01-01T00:00:00.000Z.*\(item 0\)$/,
		);
		const bad = await run({
			resource: 'blogPost',
			operation: 'publish',
			documentId: String(post.id),
			when: 'schedule',
			publishAt: 'tomorrow-ish',
		});
		expect(bad.error?.message).toBe(
			'Publish At: must be a date and time, got "tomorrow-ish" (item 0)',
		);
		const slug = await createPosts([{ title: 'X', slug: '../admin', html: '' }]);
		expect(slug.error?.message).toMatch(/^Slug: .*\(item 0\)$/);
		const scheme = await createPosts([{ title: 'X', slug: 'https://evil.example/x', html: '' }]);
		expect(scheme.error?.message).toMatch(/^Slug: must be a path relative/);
		const id = await run({ resource: 'blogPost', operation: 'get', documentId: '../1' });
		expect(id.error?.message).toBe('Blog Post ID: must be digits only, got "../1" (item 0)');
		expect(await state.sb.requests()).toEqual([]);
	});

	it.each([
		['sitePage', ENDPOINTS.sitePages, ENDPOINTS.sitePageSchedule],
		['landingPage', ENDPOINTS.landingPages, ENDPOINTS.landingPageSchedule],
	] as const)(
		'%s: the same operations on the pages paths (2026-03 at newest)',
		async (resource, list, schedule) => {
			const created = await run({
				resource,
				operation: 'create',
				name: 'Campaign',
				templatePath: '@hubspot/growth/templates/paged.html',
				slug: 'campaign',
				additionalFields: { htmlTitle: 'Campaign' },
			});
			expect(created.error).toBeUndefined();
			const id = String(jsonOf(created)[0].id);
			const published = await run({ resource, operation: 'publish', documentId: id, when: 'now' });
			expect(jsonOf(published)[0]).toMatchObject({ state: 'PUBLISHED', htmlTitle: 'Campaign' });
			const cloned = await run({
				resource,
				operation: 'clone',
				documentId: id,
				cloneName: 'Campaign B',
			});
			expect(jsonOf(cloned)[0]).toMatchObject({ name: 'Campaign B' });
			expect((await writes()).map((r) => r.path)).toEqual([
				pathIn(list),
				pathIn(schedule),
				`${pathIn(list)}/clone`,
			]);
			expect(pathIn(list)).not.toContain('2026-09');
			const noTemplate = await run({
				resource,
				operation: 'create',
				name: 'X',
				templatePath: '={{ "" }}',
			});
			expect(noTemplate.error?.message).toBe('Template Path: must not be empty (item 0)');
		},
	);

	it('lists blogs and authors in the pickers', async () => {
		const node = new HubSpotContent();
		const editing = (parameter: string) =>
			state.sb.editing({ resource: 'blogPost', operation: 'create' }, parameter, {
				typeVersion: 1,
				nodeType: 'hubSpotContent',
			});
		const blogs = await node.methods.listSearch.searchBlogs.call(editing('blogId'), 'eng');
		expect(blogs.results).toEqual([{ name: 'Engineering', value: '7000002' }]);
		const authors = await node.methods.listSearch.searchAuthors.call(editing('authorId'), 'grace');
		expect(authors.results).toEqual([{ name: 'Grace Hopper', value: '8000002' }]);
	});
});
