/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { jsonOf } from '../../harness/crmSandbox';
import { useContentSandbox } from './contentSandbox';
import { pathIn } from '../../harness/apiVersions';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';

/** URL redirects: created and listed on `/cms/url-redirects/…`, one read and changed on the v3 `/cms/v3/url-redirects/{id}` form. */
describe('HubSpot Content: URL redirects through the engine against the sandbox', () => {
	const content = useContentSandbox();
	const { state } = content;
	const run = async (parameters: INodeParameters, input?: IDataObject[]) =>
		await content.run({ resource: 'urlRedirect', ...parameters }, input);

	it('creates redirects from items, lists them, updates one by merging the whole object, deletes one', async () => {
		const created = await run(
			{
				operation: 'create',
				routePrefix: '={{ $json.from }}',
				destination: '={{ $json.to }}',
				options: { redirectStyle: 302 },
			},
			[
				{ from: '/old-page', to: '/new-page' },
				{ from: 'blog/2019', to: 'https://example.com/archive' },
			],
		);
		expect(created.error).toBeUndefined();
		expect(jsonOf(created).map((r) => [r.routePrefix, r.destination, r.redirectStyle])).toEqual([
			['/old-page', '/new-page', 302],
			['/blog/2019', 'https://example.com/archive', 302],
		]);
		const listed = await run({ operation: 'getMany', returnAll: false, limit: 1 });
		expect(jsonOf(listed)).toHaveLength(1);
		const id = String(jsonOf(created)[0].id);
		const updated = await run({
			operation: 'update',
			redirectId: id,
			options: { destination: '/newer', isTrailingSlashOptional: true },
		});
		expect(jsonOf(updated)[0]).toMatchObject({
			routePrefix: '/old-page',
			destination: '/newer',
			redirectStyle: 302,
			isTrailingSlashOptional: true,
		});
		const deleted = await run({ operation: 'delete', redirectId: id });
		expect(jsonOf(deleted)).toEqual([{ id, deleted: true }]);
		const all = await run({ operation: 'getMany', returnAll: true });
		expect(jsonOf(all).map((r) => r.routePrefix)).toEqual(['/blog/2019']);
		const paths = (await state.sb.requests()).map((r) => `${r.method} ${r.path}`);
		expect(paths).toContain(`PATCH ${pathIn(ENDPOINTS.urlRedirect, { urlRedirectId: id })}`);
		expect(paths).toContain(`POST ${pathIn(ENDPOINTS.urlRedirects)}`);
	});

	it('refuses a route prefix or destination that is not a path, and an id that is not digits, before any request', async () => {
		const scheme = await run({
			operation: 'create',
			routePrefix: 'javascript:alert(1)',
			destination: '/x',
		});
		expect(scheme.error?.message).toMatch(/^Route Prefix: must be a path relative/);
		const dots = await run({ operation: 'create', routePrefix: '/a', destination: '/../etc' });
		expect(dots.error?.message).toMatch(/^Destination: .*cannot be part of a URL path \(item 0\)$/);
		const id = await run({ operation: 'delete', redirectId: '1/../2' });
		expect(id.error?.message).toBe('Redirect ID: must be digits only, got "1/../2" (item 0)');
		expect(await state.sb.requests()).toEqual([]);
	});
});
