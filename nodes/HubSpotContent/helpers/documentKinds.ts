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
	endpoints: {
		list: Endpoint;
		one: Endpoint;
		draft: Endpoint;
		pushLive: Endpoint;
		schedule: Endpoint;
		clone: Endpoint;
	};
}

/** What differs between the three kinds: names and endpoints. Everything else is one code path. */
export const DOCUMENT_KINDS: Record<DocumentKind, DocumentKindFacts> = {
	blogPost: {
		label: 'Blog Post',
		singular: 'blog post',
		plural: 'blog posts',
		isPost: true,
		endpoints: {
			list: ENDPOINTS.blogPosts,
			one: ENDPOINTS.blogPost,
			draft: ENDPOINTS.blogPostDraft,
			pushLive: ENDPOINTS.blogPostPushLive,
			schedule: ENDPOINTS.blogPostSchedule,
			clone: ENDPOINTS.blogPostClone,
		},
	},
	sitePage: {
		label: 'Site Page',
		singular: 'site page',
		plural: 'site pages',
		isPost: false,
		endpoints: {
			list: ENDPOINTS.sitePages,
			one: ENDPOINTS.sitePage,
			draft: ENDPOINTS.sitePageDraft,
			pushLive: ENDPOINTS.sitePagePushLive,
			schedule: ENDPOINTS.sitePageSchedule,
			clone: ENDPOINTS.sitePageClone,
		},
	},
	landingPage: {
		label: 'Landing Page',
		singular: 'landing page',
		plural: 'landing pages',
		isPost: false,
		endpoints: {
			list: ENDPOINTS.landingPages,
			one: ENDPOINTS.landingPage,
			draft: ENDPOINTS.landingPageDraft,
			pushLive: ENDPOINTS.landingPagePushLive,
			schedule: ENDPOINTS.landingPageSchedule,
			clone: ENDPOINTS.landingPageClone,
		},
	},
};
