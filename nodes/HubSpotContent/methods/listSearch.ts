import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { matchingOptions } from '../../shared/execution/pickerResults';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import type { PathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { DOCUMENT_KINDS, isDocumentKind } from '../helpers/documentKinds';
import { firstPage } from '../helpers/firstPage';

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

/**
 * The revisions of the document the node names (its resource and Document ID), newest first as
 * HubSpot lists them; none until a document ID is given.
 */
export async function searchRevisions(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const resource = this.getCurrentNodeParameter('resource');
	const documentId = String(this.getCurrentNodeParameter('documentId') ?? '');
	if (!isDocumentKind(resource) || !/^\d+$/.test(documentId)) return { results: [] };
	const revisions = await unlessRefused(
		hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: DOCUMENT_KINDS[resource].endpoints.revisions,
			// Digits only (checked above): nothing to encode.
			segments: { objectId: documentId as PathSegment },
			qs: { limit: 100 },
		}),
		SCOPES.content,
	);
	if ('missingScope' in revisions)
		return { results: unlisted('Revisions', revisions.missingScope) };
	return matchingOptions(
		revisions.value.results.map((revision) => {
			const user = (revision.user ?? {}) as IDataObject;
			const by = user.fullName ?? user.email;
			return {
				name: `${String(revision.updatedAt ?? revision.id)}${by ? ` by ${String(by)}` : ''}`,
				value: String(revision.id),
			};
		}),
		filter,
	);
}
