import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { matchingOptions } from '../../shared/execution/pickerResults';
import { ENDPOINTS, type Endpoint } from '../../shared/transport/endpoints';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { hubSpotApi } from '../../shared/transport/transport';

/** One page of a list, as much as a picker shows (HubSpot's largest page). */
async function firstPage(ctx: ILoadOptionsFunctions, endpoint: Endpoint): Promise<IDataObject[]> {
	const page = await hubSpotApi<{ results: IDataObject[] }>(ctx, {
		method: 'GET',
		endpoint,
		qs: { limit: 100 },
	});
	return page.results;
}

/** The account's blogs whose name or ID holds the filter. */
export async function searchBlogs(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const blogs = await unlessRefused(firstPage(this, ENDPOINTS.blogs), SCOPES.content);
	if ('missingScope' in blogs) return { results: unlisted('Blogs', blogs.missingScope) };
	return matchingOptions(
		blogs.value.map((blog) => ({ name: String(blog.name ?? blog.id), value: String(blog.id) })),
		filter,
	);
}

/** The account's blog authors whose name or ID holds the filter. */
export async function searchAuthors(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const authors = await unlessRefused(firstPage(this, ENDPOINTS.blogAuthors), SCOPES.content);
	if ('missingScope' in authors) return { results: unlisted('Authors', authors.missingScope) };
	return matchingOptions(
		authors.value.map((author) => ({
			name: String(author.displayName ?? author.fullName ?? author.id),
			value: String(author.id),
		})),
		filter,
	);
}

/** The account's HubDB tables (their drafts, so unpublished ones too) whose name or label holds the filter. */
export async function searchTables(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const tables = await unlessRefused(firstPage(this, ENDPOINTS.hubDbTablesDraft), SCOPES.hubdb);
	if ('missingScope' in tables) return { results: unlisted('Tables', tables.missingScope) };
	return matchingOptions(
		tables.value.map((table) => ({
			name: `${String(table.label ?? table.name)} (${String(table.name)})`,
			value: String(table.id),
		})),
		filter,
	);
}
