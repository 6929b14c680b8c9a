import type { SandboxContext } from '../context';
import { resourceNotFound, validationError } from '../errors';
import { IdSequence } from '../ids';
import type { SandboxArea, SandboxRequest } from '../types';
import { postBatchRoutes } from './cmsPostBatch';
import { revisionRoutes } from './cmsRevisions';
import { PATH_FORMS, servedIn, type PathForms, type VersionedRouteSpec } from '../versions';

/** Fields a blog post, site page or landing page takes; anything else is refused as unrecognized. */
const COMMON_FIELDS = [
	'name',
	'slug',
	'htmlTitle',
	'metaDescription',
	'language',
	'featuredImage',
	'featuredImageAltText',
	'useFeaturedImage',
	'domain',
	'widgets',
	'layoutSections',
	'publishDate',
];
const KIND_FIELDS = {
	post: ['contentGroupId', 'blogAuthorId', 'postBody', 'postSummary', 'tagIds'],
	page: ['templatePath', 'folderId'],
};

export type Kind = keyof typeof KIND_FIELDS;
export type Fields = Record<string, unknown>;

/**
 * One document: its draft and, once published, its live version. `GET /{id}` answers the live version
 * (the draft until the first publication), `…/draft` the draft.
 */
export interface ContentDocument {
	id: string;
	draft: Fields;
	live?: Fields;
	state: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
	publishDate?: string;
	created: string;
	updated: string;
	archivedAt?: string;
	/** The versions it was published in, oldest first: one per publication and push live. */
	revisions: Revision[];
}

/** A published version of a document, as `…/revisions` answers it. */
export interface Revision {
	id: string;
	/** The fields it was published with, which a restore puts back. */
	fields: Fields;
	object: Fields;
	updatedAt: string;
	user: { id: string; email: string; fullName: string };
}

/** Who the sandbox's revisions name as their author: the private app's user. */
const REVISION_USER = { id: '9000001', email: 'apps@example.com', fullName: 'Integration user' };

/** The account's blogs (blog settings): a post's `contentGroupId` names one. */
const BLOGS = [
	{ id: '7000001', name: 'News', slug: 'news' },
	{ id: '7000002', name: 'Engineering', slug: 'engineering' },
];

/** The account's blog tags: a post's `tagIds` name them. */
const TAGS = [
	{ id: '6000001', name: 'Product', language: 'en' },
	{ id: '6000002', name: 'Engineering', language: 'en' },
	{ id: '6000003', name: 'Events', language: 'en' },
];

/** The account's landing page folders: a landing page's `folderId` names one. */
const LANDING_PAGE_FOLDERS = [
	{ id: '5500001', name: 'Campaigns', parentFolderId: 0 },
	{ id: '5500002', name: 'Webinars', parentFolderId: 5500001 },
];

/** Documents of one kind under one prefix (`/posts`, `/site-pages`, `/landing-pages`). */
export class DocumentStore {
	private docs = new Map<string, ContentDocument>();

	constructor(
		readonly context: SandboxContext,
		readonly kind: Kind,
		private readonly ids: IdSequence,
		private readonly revisionIds: IdSequence,
	) {}

	reset(): void {
		this.docs = new Map();
		this.ids.reset();
		this.revisionIds.reset();
	}

	/** The live version becomes a revision: at each publication and push live. */
	recordRevision(doc: ContentDocument): void {
		doc.revisions.push({
			id: String(this.revisionIds.take()),
			fields: { ...doc.live },
			object: this.out(doc, 'live'),
			updatedAt: this.context.clock.iso(),
			user: REVISION_USER,
		});
	}

	/** A created document (one or in a batch): its fields checked, the kind's required ones given. */
	create(body: unknown): ContentDocument {
		const fields = this.fieldsOf(body);
		if (this.kind === 'post' && fields.contentGroupId === undefined)
			throw validationError('contentGroupId is required: a post belongs to a blog');
		if (this.kind === 'page' && typeof fields.templatePath !== 'string')
			throw validationError('templatePath is required');
		return this.add(fields);
	}

	/** A new draft document (create, clone, batch create). */
	add(draft: Fields): ContentDocument {
		const at = this.context.clock.iso();
		const doc: ContentDocument = {
			id: String(this.ids.take()),
			draft,
			state: 'DRAFT',
			created: at,
			updated: at,
			revisions: [],
		};
		this.docs.set(doc.id, doc);
		return doc;
	}

	/** Scheduled documents whose time has come on the sandbox clock are published now. */
	private settle(doc: ContentDocument): ContentDocument {
		if (doc.state === 'SCHEDULED' && Date.parse(doc.publishDate!) <= this.context.clock.now()) {
			doc.live = { ...doc.draft };
			doc.state = 'PUBLISHED';
			this.recordRevision(doc);
		}
		return doc;
	}

	out(doc: ContentDocument, version: 'live' | 'draft') {
		const fields = version === 'live' ? (doc.live ?? doc.draft) : doc.draft;
		return {
			id: doc.id,
			...fields,
			state: doc.state,
			currentState: doc.state === 'PUBLISHED' && version === 'live' ? 'PUBLISHED' : doc.state,
			currentlyPublished: doc.live !== undefined,
			publishDate: doc.publishDate ?? null,
			created: doc.created,
			updated: doc.updated,
			archivedAt: doc.archivedAt ?? null,
		};
	}

	fieldsOf(body: unknown): Fields {
		if (typeof body !== 'object' || body === null || Array.isArray(body))
			throw validationError('Invalid input JSON: the body must be an object');
		const allowed = [...COMMON_FIELDS, ...KIND_FIELDS[this.kind]];
		const unknown = Object.keys(body).filter((key) => !allowed.includes(key) && key !== 'id');
		if (unknown.length)
			throw validationError(`Invalid input JSON: Unrecognized field "${unknown[0]}"`);
		const fields: Fields = { ...(body as Fields) };
		delete fields.id;
		if (
			fields.contentGroupId !== undefined &&
			!BLOGS.some((b) => b.id === String(fields.contentGroupId))
		)
			throw validationError(
				`contentGroupId ${String(fields.contentGroupId)} is not a blog of this account`,
			);
		const unknownTag = ((fields.tagIds ?? []) as unknown[]).find(
			(id) => !TAGS.some((tag) => tag.id === String(id)),
		);
		if (unknownTag !== undefined)
			throw validationError(`tagIds: ${String(unknownTag)} is not a blog tag of this account`);
		if (
			fields.folderId !== undefined &&
			!LANDING_PAGE_FOLDERS.some((folder) => folder.id === String(fields.folderId))
		)
			throw validationError(`folderId ${String(fields.folderId)} is not a landing page folder`);
		if (
			fields.slug !== undefined &&
			(typeof fields.slug !== 'string' || /\s|\.\./.test(fields.slug))
		)
			throw validationError(`slug "${String(fields.slug)}" is not a valid slug`);
		return fields;
	}

	found(id: string, archived = false): ContentDocument {
		const doc = this.docs.get(id);
		if (!doc || (doc.archivedAt !== undefined) !== archived) throw resourceNotFound();
		return this.settle(doc);
	}

	routes(): VersionedRouteSpec[] {
		const auth = { kind: 'bearer' as const, anyOfScopes: ['content'] };
		const now = () => this.context.clock.iso();
		const touch = (doc: ContentDocument) => (doc.updated = now());
		return [
			{
				method: 'GET',
				path: '',
				auth,
				handler: (req) => this.list(req),
			},
			{
				method: 'POST',
				path: '',
				auth,
				handler: (req) => {
					return { status: 201, body: this.out(this.create(req.body), 'draft') };
				},
			},
			{
				method: 'GET',
				path: '/{objectId}',
				auth,
				handler: (req) => {
					const archived = req.query.get('archived') === 'true';
					return { status: 200, body: this.out(this.found(req.params.objectId, archived), 'live') };
				},
			},
			{
				// PATCH on the document edits the live version (and the draft with it).
				method: 'PATCH',
				path: '/{objectId}',
				auth,
				handler: (req) => {
					const doc = this.found(req.params.objectId);
					const fields = this.fieldsOf(req.body);
					Object.assign(doc.draft, fields);
					if (doc.live) Object.assign(doc.live, fields);
					touch(doc);
					return { status: 200, body: this.out(doc, 'live') };
				},
			},
			{
				method: 'DELETE',
				path: '/{objectId}',
				auth,
				handler: (req) => {
					const doc = this.found(req.params.objectId);
					doc.archivedAt = now();
					return { status: 204 };
				},
			},
			{
				method: 'GET',
				path: '/{objectId}/draft',
				auth,
				handler: (req) => ({
					status: 200,
					body: this.out(this.found(req.params.objectId), 'draft'),
				}),
			},
			{
				method: 'PATCH',
				path: '/{objectId}/draft',
				auth,
				handler: (req) => {
					const doc = this.found(req.params.objectId);
					Object.assign(doc.draft, this.fieldsOf(req.body));
					touch(doc);
					return { status: 200, body: this.out(doc, 'draft') };
				},
			},
			{
				method: 'POST',
				path: '/{objectId}/draft/push-live',
				auth,
				handler: (req) => {
					const doc = this.found(req.params.objectId);
					if (!doc.live)
						throw validationError(
							'Only a published document has a draft to push live: schedule it',
						);
					doc.live = { ...doc.draft };
					this.recordRevision(doc);
					touch(doc);
					return { status: 204 };
				},
			},
			{
				method: 'POST',
				path: '/schedule',
				auth,
				handler: (req) => {
					const body = (req.body ?? {}) as { id?: unknown; publishDate?: unknown };
					if (body.id === undefined) throw validationError('id is required');
					const at = typeof body.publishDate === 'string' ? Date.parse(body.publishDate) : NaN;
					if (Number.isNaN(at))
						throw validationError('publishDate is required, as an ISO 8601 date-time');
					const doc = this.found(String(body.id));
					doc.publishDate = new Date(at).toISOString();
					doc.state = 'SCHEDULED';
					this.settle(doc);
					touch(doc);
					return { status: 204 };
				},
			},
			{
				method: 'POST',
				path: '/clone',
				auth,
				handler: (req) => {
					const body = (req.body ?? {}) as { id?: unknown; cloneName?: unknown };
					const source = this.found(String(body.id ?? ''));
					const draft = { ...source.draft };
					draft.name =
						typeof body.cloneName === 'string' && body.cloneName !== ''
							? body.cloneName
							: `${String(source.draft.name ?? '')} (clone)`;
					const doc = this.add(draft);
					if (typeof draft.slug === 'string') draft.slug = `${draft.slug}-${doc.id}`;
					return { status: 200, body: this.out(doc, 'draft') };
				},
			},
		];
	}

	/** `GET` the list: newest first unless `sort`, filtered by dates and `archived`, paged by `after`. */
	private list(req: SandboxRequest) {
		const archived = req.query.get('archived') === 'true';
		const limit = Math.min(100, Number(req.query.get('limit') ?? 20) || 20);
		const offset = Number(req.query.get('after') ?? 0) || 0;
		const bound = (name: string) => {
			const text = req.query.get(name);
			if (text === null) return undefined;
			const at = Date.parse(text);
			if (Number.isNaN(at)) throw validationError(`${name} must be an ISO 8601 date-time`);
			return at;
		};
		const [createdAfter, createdBefore, updatedAfter, updatedBefore] = [
			'createdAfter',
			'createdBefore',
			'updatedAfter',
			'updatedBefore',
		].map(bound);
		const sort = req.query.get('sort') ?? '-created';
		const key = sort.replace(/^-/, '');
		const direction = sort.startsWith('-') ? -1 : 1;
		const docs = [...this.docs.values()]
			.map((doc) => this.settle(doc))
			.filter((doc) => (doc.archivedAt !== undefined) === archived)
			.filter((doc) => {
				const created = Date.parse(doc.created);
				const updated = Date.parse(doc.updated);
				return (
					(createdAfter === undefined || created > createdAfter) &&
					(createdBefore === undefined || created < createdBefore) &&
					(updatedAfter === undefined || updated > updatedAfter) &&
					(updatedBefore === undefined || updated < updatedBefore)
				);
			})
			.map((doc) => this.out(doc, 'live'))
			.sort((a, b) => {
				const [x, y] = [(a as Fields)[key], (b as Fields)[key]].map((v) => String(v ?? ''));
				return x === y ? direction * (Number(a.id) - Number(b.id)) : direction * x.localeCompare(y);
			});
		const page = docs.slice(offset, offset + limit);
		const next =
			offset + limit < docs.length
				? { paging: { next: { after: String(offset + limit), link: `?after=${offset + limit}` } } }
				: {};
		return { status: 200, body: { total: docs.length, results: page, ...next } };
	}
}

/**
 * Content documents: blog posts (v3, 2026-03, 2026-09), site and landing pages (v3, 2026-03; no
 * 2026-09), and the blogs posts belong to. Drafts and live versions, publication now or at a time
 * on the sandbox clock, clones, archive.
 */
export function createCmsDocumentsArea(context: SandboxContext): SandboxArea {
	const store = (kind: Kind, firstId: number) =>
		new DocumentStore(context, kind, new IdSequence(firstId), new IdSequence(firstId + 5_000_000));
	const posts = store('post', 30_000_001);
	const sitePages = store('page', 40_000_001);
	const landingPages = store('page', 50_000_001);
	const under = (forms: PathForms, prefix: string, routes: VersionedRouteSpec[]) =>
		servedIn(forms, () => routes.map((route) => ({ ...route, path: `${prefix}${route.path}` })));
	const documentRoutes = (store: DocumentStore) => [...store.routes(), ...revisionRoutes(store)];
	const auth = { kind: 'bearer' as const, anyOfScopes: ['content'] };
	const listing = (path: string, results: unknown[]): VersionedRouteSpec => ({
		method: 'GET',
		path,
		auth,
		handler: () => ({ status: 200, body: { total: results.length, results } }),
	});
	return {
		name: 'cmsDocuments',
		routes: [
			...under(PATH_FORMS.blogs, '/posts', [...documentRoutes(posts), ...postBatchRoutes(posts)]),
			...under(PATH_FORMS.blogs, '', [listing('/tags', TAGS)]),
			...under(PATH_FORMS.pages, '/site-pages', documentRoutes(sitePages)),
			...under(PATH_FORMS.pages, '/landing-pages', [
				...documentRoutes(landingPages),
				listing('/folders', LANDING_PAGE_FOLDERS),
			]),
			...servedIn(PATH_FORMS.blogSettings, () => [listing('/settings', BLOGS)]),
		],
		reset: () => [posts, sitePages, landingPages].forEach((store) => store.reset()),
	};
}
