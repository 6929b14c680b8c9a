/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { useContentSandbox } from './contentSandbox';
import { pathIn } from '../../harness/apiVersions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';

/** Blog posts in batches: ≤ 100 per request, every item its result or its error item. */
describe('HubSpot Content: blog post batches through the engine against the sandbox', () => {
	const { state, run, writes } = useContentSandbox();
	const batchCreate = async (input: IDataObject[], continueOnFail = false) =>
		await run(
			{
				resource: 'blogPost',
				operation: 'batchCreate',
				name: '={{ $json.title }}',
				blogId: { __rl: true, mode: 'id', value: '={{ $json.blog ?? "7000001" }}' },
				postBody: '<p>{{ $json.title }}</p>',
				additionalFields: { tagIds: '={{ $json.tags ?? [] }}' },
			},
			input,
			continueOnFail,
		);

	it('creates 150 posts in two requests, each item paired to its new draft, with its tags', async () => {
		const input = Array.from({ length: 150 }, (_, i) => ({
			title: `Post ${i}`,
			tags: i === 0 ? ['6000001', '6000002'] : [],
		}));
		const result = await batchCreate(input);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual(input.map((_, i) => i));
		const posts = jsonOf(result);
		expect(posts.map((p) => p.name)).toEqual(input.map((i) => i.title));
		expect(posts[0]).toMatchObject({ tagIds: ['6000001', '6000002'], version: 'draft' });
		const sent = await writes();
		expect(sent.map((r) => [r.path, (r.body as { inputs: unknown[] }).inputs.length])).toEqual([
			[pathIn(ENDPOINTS.blogPostsBatchCreate), 100],
			[pathIn(ENDPOINTS.blogPostsBatchCreate), 50],
		]);
	});

	it('with Continue On Fail gives the refused item its error item and the others their posts', async () => {
		const result = await batchCreate(
			[{ title: 'A' }, { title: 'B', tags: ['6999999'] }, { title: 'C' }],
			true,
		);
		expect(pairs(result)).toEqual([0, 1, 2]);
		const [a, b, c] = jsonOf(result);
		expect(a).toMatchObject({ name: 'A' });
		expect(String(b.error)).toMatch(/6999999 is not a blog tag/);
		expect(c).toMatchObject({ name: 'C' });
	});

	it('refuses a bad item before any request, naming the field and the item', async () => {
		const result = await batchCreate([{ title: 'A' }, { title: 'B', blog: 'news' }]);
		expect(result.error?.message).toBe('Blog: must be digits only, got "news" (item 1)');
		expect(await state.sb.requests()).toEqual([]);
		const update = await run(
			{
				resource: 'blogPost',
				operation: 'batchUpdate',
				documentId: '={{ $json.id }}',
				updateFields: {},
			},
			[{ id: '30000001' }],
		);
		expect(update.error?.message).toBe('Update Fields: give at least one field to change (item 0)');
		expect(await state.sb.requests()).toEqual([]);
	});

	it('updates the live versions and deletes posts by ID; an unknown ID fails its own item', async () => {
		const ids = jsonOf(await batchCreate([{ title: 'A' }, { title: 'B' }])).map((p) =>
			String(p.id),
		);
		const updated = await run(
			{
				resource: 'blogPost',
				operation: 'batchUpdate',
				documentId: '={{ $json.id }}',
				updateFields: { metaDescription: '={{ $json.about }}' },
			},
			[
				{ id: ids[0], about: 'first' },
				{ id: '39999999', about: 'nobody' },
				{ id: ids[1], about: 'second' },
			],
			true,
		);
		expect(pairs(updated)).toEqual([0, 1, 2]);
		const [one, missing, two] = jsonOf(updated);
		expect(one).toMatchObject({ id: ids[0], metaDescription: 'first', version: 'live' });
		expect(missing.error).toBeDefined();
		expect(two).toMatchObject({ id: ids[1], metaDescription: 'second' });

		const deleted = await run(
			{ resource: 'blogPost', operation: 'batchDelete', documentId: '={{ $json.id }}' },
			ids.map((id) => ({ id })),
		);
		expect(jsonOf(deleted)).toEqual(ids.map((id) => ({ id, deleted: true })));
		const archive = (await writes()).find(
			(r) => r.path === pathIn(ENDPOINTS.blogPostsBatchArchive),
		);
		expect(archive?.body).toEqual({ inputs: ids });
		const left = await run({ resource: 'blogPost', operation: 'getMany', returnAll: true });
		expect(jsonOf(left)).toEqual([]);
	});

	it('a batch delete naming an unknown post archives none of its request: that item its error, the others "not written"', async () => {
		const [post] = jsonOf(await batchCreate([{ title: 'Kept' }]));
		const deleted = await run(
			{ resource: 'blogPost', operation: 'batchDelete', documentId: '={{ $json.id }}' },
			[{ id: String(post.id) }, { id: '39999999' }],
			true,
		);
		expect(pairs(deleted)).toEqual([0, 1]);
		const [kept, missing] = jsonOf(deleted);
		expect(String(kept.error)).toMatch(/^Not written/);
		expect(String(missing.error)).toMatch(/39999999 does not exist/);
		const left = await run({ resource: 'blogPost', operation: 'getMany', returnAll: true });
		expect(jsonOf(left).map((p) => p.id)).toEqual([post.id]);
	});
});
