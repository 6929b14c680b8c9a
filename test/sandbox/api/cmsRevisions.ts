import { resourceNotFound } from '../errors';
import type { SandboxRequest } from '../types';
import type { VersionedRouteSpec } from '../versions';
import type { ContentDocument, DocumentStore, Revision } from './cmsDocuments';

/** A revision as HubSpot answers it (without the fields the sandbox keeps to restore it). */
const shown = (revision: Revision) => ({
	id: revision.id,
	object: revision.object,
	updatedAt: revision.updatedAt,
	user: revision.user,
});

function revisionOf(doc: ContentDocument, revisionId: string): Revision {
	const revision = doc.revisions.find((r) => r.id === revisionId);
	if (!revision) throw resourceNotFound();
	return revision;
}

/**
 * A document's revisions (`/{objectId}/revisions`): one per publication and push live, newest first,
 * paged by `after`. A restore makes a revision the live version again (and the draft with it), itself
 * a new revision; a restore-to-draft puts it in the draft only.
 */
export function revisionRoutes(store: DocumentStore): VersionedRouteSpec[] {
	const auth = { kind: 'bearer' as const, anyOfScopes: ['content'] };
	const docOf = (req: SandboxRequest) => store.found(req.params.objectId);
	return [
		{
			method: 'GET',
			path: '/{objectId}/revisions',
			auth,
			handler: (req) => {
				const revisions = [...docOf(req).revisions].reverse();
				const limit = Math.min(100, Number(req.query.get('limit') ?? 20) || 20);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const next =
					offset + limit < revisions.length
						? { paging: { next: { after: String(offset + limit) } } }
						: {};
				return {
					status: 200,
					body: {
						total: revisions.length,
						results: revisions.slice(offset, offset + limit).map(shown),
						...next,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/{objectId}/revisions/{revisionId}',
			auth,
			handler: (req) => ({
				status: 200,
				body: shown(revisionOf(docOf(req), req.params.revisionId)),
			}),
		},
		{
			method: 'POST',
			path: '/{objectId}/revisions/{revisionId}/restore',
			auth,
			handler: (req) => {
				const doc = docOf(req);
				const revision = revisionOf(doc, req.params.revisionId);
				doc.live = { ...revision.fields };
				doc.draft = { ...revision.fields };
				doc.state = 'PUBLISHED';
				doc.updated = store.context.clock.iso();
				store.recordRevision(doc);
				return { status: 200, body: store.out(doc, 'live') };
			},
		},
		{
			method: 'POST',
			path: '/{objectId}/revisions/{revisionId}/restore-to-draft',
			auth,
			handler: (req) => {
				const doc = docOf(req);
				doc.draft = { ...revisionOf(doc, req.params.revisionId).fields };
				doc.updated = store.context.clock.iso();
				return { status: 200, body: store.out(doc, 'draft') };
			},
		},
	];
}
