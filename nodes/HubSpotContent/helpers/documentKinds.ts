import type { Endpoint } from '../../shared/transport/endpoints';
import { ENDPOINTS } from '../../shared/transport/endpoints';

/** The content documents HubSpot serves with the same operations: blog posts, site pages, landing pages. */
export type DocumentKind = 'blogPost' | 'sitePage' | 'landingPage';

export interface DocumentKindFacts {
	/** The resource's name in the panel and in actions. */
	label: string;
	/** In sentences: "blog post". */
	singular: string;
	plural: string;
	/** Posts belong to a blog and have an author and an HTML body; pages have a template. */
	isPost: boolean;
	/** Landing pages sit in folders (`{P}/folders`); site pages and posts do not. */
	hasFolders: boolean;
	endpoints: {
		list: Endpoint;
		one: Endpoint;
		draft: Endpoint;
		pushLive: Endpoint;
		schedule: Endpoint;
		clone: Endpoint;
		revisions: Endpoint;
		revision: Endpoint;
		restoreRevision: Endpoint;
		restoreRevisionToDraft: Endpoint;
	};
}

/** What differs between the three kinds: names and endpoints. Everything else is one code path. */
export const DOCUMENT_KINDS: Record<DocumentKind, DocumentKindFacts> = {
	blogPost: {
		label: 'Blog Post',
		singular: 'blog post',
		plural: 'blog posts',
		isPost: true,
		hasFolders: false,
		endpoints: {
			list: ENDPOINTS.blogPosts,
			one: ENDPOINTS.blogPost,
			draft: ENDPOINTS.blogPostDraft,
			pushLive: ENDPOINTS.blogPostPushLive,
			schedule: ENDPOINTS.blogPostSchedule,
			clone: ENDPOINTS.blogPostClone,
			revisions: ENDPOINTS.blogPostRevisions,
			revision: ENDPOINTS.blogPostRevision,
			restoreRevision: ENDPOINTS.blogPostRevisionRestore,
			restoreRevisionToDraft: ENDPOINTS.blogPostRevisionRestoreToDraft,
		},
	},
	sitePage: {
		label: 'Site Page',
		singular: 'site page',
		plural: 'site pages',
		isPost: false,
		hasFolders: false,
		endpoints: {
			list: ENDPOINTS.sitePages,
			one: ENDPOINTS.sitePage,
			draft: ENDPOINTS.sitePageDraft,
			pushLive: ENDPOINTS.sitePagePushLive,
			schedule: ENDPOINTS.sitePageSchedule,
			clone: ENDPOINTS.sitePageClone,
			revisions: ENDPOINTS.sitePageRevisions,
			revision: ENDPOINTS.sitePageRevision,
			restoreRevision: ENDPOINTS.sitePageRevisionRestore,
			restoreRevisionToDraft: ENDPOINTS.sitePageRevisionRestoreToDraft,
		},
	},
	landingPage: {
		label: 'Landing Page',
		singular: 'landing page',
		plural: 'landing pages',
		isPost: false,
		hasFolders: true,
		endpoints: {
			list: ENDPOINTS.landingPages,
			one: ENDPOINTS.landingPage,
			draft: ENDPOINTS.landingPageDraft,
			pushLive: ENDPOINTS.landingPagePushLive,
			schedule: ENDPOINTS.landingPageSchedule,
			clone: ENDPOINTS.landingPageClone,
			revisions: ENDPOINTS.landingPageRevisions,
			revision: ENDPOINTS.landingPageRevision,
			restoreRevision: ENDPOINTS.landingPageRevisionRestore,
			restoreRevisionToDraft: ENDPOINTS.landingPageRevisionRestoreToDraft,
		},
	},
};

export const isDocumentKind = (value: unknown): value is DocumentKind =>
	typeof value === 'string' && value in DOCUMENT_KINDS;
