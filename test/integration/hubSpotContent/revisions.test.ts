/** @apiVersionModes all */
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { useContentSandbox } from './contentSandbox';
import { pathIn } from '../../harness/apiVersions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';

/** Revisions of posts and pages: one per publication and push live; restore live or to the draft. */
describe('HubSpot Content: revisions through the engine against the sandbox', () => {
	const { state, run, writes } = useContentSandbox();

	it.each([
		[
			'blogPost',
			{ blogId: { __rl: true, mode: 'id', value: '7000001' } },
			ENDPOINTS.blogPostRevisionRestore,
		],
		['sitePage', { templatePath: 't.html' }, ENDPOINTS.sitePageRevisionRestore],
		['landingPage', { templatePath: 't.html' }, ENDPOINTS.landingPageRevisionRestore],
	] as const)(
		'%s: lists the published versions, gets one, restores it to the draft and live',
		async (resource, required, restorePath) => {
			const created = await run({ resource, operation: 'create', name: 'v1', ...required });
			const id = String(jsonOf(created)[0].id);
			await run({ resource, operation: 'publish', documentId: id, when: 'now' });
			await run({
				resource,
				operation: 'updateDraft',
				documentId: id,
				updateFields: { name: 'v2' },
			});
			await run({ resource, operation: 'pushLive', documentId: id });

			const listed = await run({
				resource,
				operation: 'getRevisions',
				documentId: id,
				returnAll: true,
			});
			expect(listed.error).toBeUndefined();
			const revisions = jsonOf(listed);
			expect(revisions.map((r) => (r.object as { name: string }).name)).toEqual(['v2', 'v1']);
			const first = { __rl: true, mode: 'list', value: String(revisions[1].id) };
			const limited = await run({
				resource,
				operation: 'getRevisions',
				documentId: id,
				returnAll: false,
				limit: 1,
			});
			expect(jsonOf(limited)).toHaveLength(1);

			const one = await run({
				resource,
				operation: 'getRevision',
				documentId: id,
				revisionId: first,
			});
			expect(jsonOf(one)[0]).toMatchObject({ id: first.value, object: { name: 'v1' } });

			const toDraft = await run({
				resource,
				operation: 'restoreRevisionToDraft',
				documentId: id,
				revisionId: first,
			});
			expect(jsonOf(toDraft)[0]).toMatchObject({ name: 'v1', version: 'draft' });
			const live = await run({ resource, operation: 'get', documentId: id });
			expect(jsonOf(live)[0]).toMatchObject({ name: 'v2' });

			await run({
				resource,
				operation: 'updateDraft',
				documentId: id,
				updateFields: { name: 'v3' },
			});
			const restored = await run(
				{ resource, operation: 'restoreRevision', documentId: id, revisionId: first },
				[{}, {}],
			);
			expect(pairs(restored)).toEqual([0, 1]);
			expect(jsonOf(restored)[0]).toMatchObject({
				name: 'v1',
				version: 'live',
				state: 'PUBLISHED',
			});
			const draft = await run({ resource, operation: 'get', documentId: id, version: 'draft' });
			expect(jsonOf(draft)[0]).toMatchObject({ name: 'v1' });
			const restores = (await writes()).filter((r) => r.path.endsWith('/restore'));
			expect(restores.map((r) => r.path)).toEqual([
				pathIn(restorePath, { objectId: id, revisionId: first.value }),
				pathIn(restorePath, { objectId: id, revisionId: first.value }),
			]);
		},
	);

	it('refuses a revision ID that is not digits before any request, and answers 404 for an unknown one', async () => {
		const bad = await run({
			resource: 'blogPost',
			operation: 'restoreRevision',
			documentId: '30000001',
			revisionId: { __rl: true, mode: 'list', value: '={{ "../1" }}' },
		});
		expect(bad.error?.message).toBe('Revision: must be digits only, got "../1" (item 0)');
		expect(await state.sb.requests()).toEqual([]);
		const [post] = jsonOf(
			await run({
				resource: 'blogPost',
				operation: 'create',
				name: 'P',
				blogId: { __rl: true, mode: 'id', value: '7000001' },
			}),
		);
		const unknown = await run({
			resource: 'blogPost',
			operation: 'getRevision',
			documentId: String(post.id),
			revisionId: { __rl: true, mode: 'id', value: '1' },
		});
		expect(unknown.error?.message).toMatch(/not found/i);
	});
});
