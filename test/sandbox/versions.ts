import type { Route } from './types';

/**
 * HubSpot's API versions the sandbox serves: the legacy paths (v1–v4, one per API) and the date-based
 * versions. The version is a path segment whose place differs per API, so every API names its prefix
 * per version in PATH_FORMS; a version an API was not released in has no prefix there, and its paths
 * answer 404 as on the real service (so does any other date, e.g. `/crm/objects/2025-01/…`).
 */
export type ApiVersion = 'legacy' | '2026-03' | '2026-09';

/** Oldest first: a version's behaviour holds in the later ones unless they changed it (`atLeast`). */
export const API_VERSIONS: readonly ApiVersion[] = ['legacy', '2026-03', '2026-09'];

/** Whether a version is `from` or later: what HubSpot changed in one version holds from there on. */
export const atLeast = (version: ApiVersion | undefined, from: ApiVersion): boolean =>
	API_VERSIONS.indexOf(version ?? 'legacy') >= API_VERSIONS.indexOf(from);

/** The newest of `forms`' versions up to `version`: what a version inherits from the ones before it. */
export function newestUpTo<T>(
	forms: Partial<Record<ApiVersion, T>>,
	version: ApiVersion,
): T | undefined {
	const upTo = API_VERSIONS.slice(0, API_VERSIONS.indexOf(version) + 1).filter((v) => v in forms);
	return forms[upTo[upTo.length - 1]];
}

/** The path prefix of one API per version. */
export type PathForms = Partial<Record<ApiVersion, string>>;

export const PATH_FORMS = {
	/** Every CRM object type: `/{objectType}/…` follows. */
	crmObjects: {
		legacy: '/crm/v3/objects',
		'2026-03': '/crm/objects/2026-03',
		'2026-09': '/crm/objects/2026-09',
	},
	/** Projects put the version after `objects` in v3; no 2026-09 release (only a 2026-09-beta). */
	projects: { legacy: '/crm/objects/v3/projects', '2026-03': '/crm/objects/2026-03/projects' },
	properties: {
		legacy: '/crm/v3/properties',
		'2026-03': '/crm/properties/2026-03',
		'2026-09': '/crm/properties/2026-09',
	},
	/** Association batches: v3 shapes on the legacy path, v4 shapes on the dated ones. */
	associations: {
		legacy: '/crm/v3/associations',
		'2026-03': '/crm/associations/2026-03',
		'2026-09': '/crm/associations/2026-09',
	},
	/** Association writes and labels: v4 on the legacy path; the dated paths are the ones of the batch reads. */
	associationsV4: {
		legacy: '/crm/v4/associations',
		'2026-03': '/crm/associations/2026-03',
		'2026-09': '/crm/associations/2026-09',
	},
	/** Associations of one record (v4 on the legacy path). */
	recordAssociations: {
		legacy: '/crm/v4/objects',
		'2026-03': '/crm/objects/2026-03',
		'2026-09': '/crm/objects/2026-09',
	},
	owners: {
		legacy: '/crm/v3/owners',
		'2026-03': '/crm/owners/2026-03',
		'2026-09': '/crm/owners/2026-09',
	},
	/** `/{objectType}/…` follows. */
	pipelines: {
		legacy: '/crm/v3/pipelines',
		'2026-03': '/crm/pipelines/2026-03',
		'2026-09': '/crm/pipelines/2026-09',
	},
	/** Custom object schemas: the legacy API is also served as `/crm/v3/schemas`. */
	schemas: {
		legacy: '/crm-object-schemas/v3/schemas',
		'2026-03': '/crm-object-schemas/2026-03/schemas',
		'2026-09': '/crm-object-schemas/2026-09/schemas',
	},
	lists: {
		legacy: '/crm/v3/lists',
		'2026-03': '/crm/lists/2026-03',
		'2026-09': '/crm/lists/2026-09',
	},
	imports: {
		legacy: '/crm/v3/imports',
		'2026-03': '/crm/imports/2026-03',
		'2026-09': '/crm/imports/2026-09',
	},
	exports: {
		legacy: '/crm/v3/exports',
		'2026-03': '/crm/exports/2026-03',
		'2026-09': '/crm/exports/2026-09',
	},
	blogs: {
		legacy: '/cms/v3/blogs',
		'2026-03': '/cms/blogs/2026-03',
		'2026-09': '/cms/blogs/2026-09',
	},
	hubdb: { legacy: '/cms/v3/hubdb', '2026-03': '/cms/hubdb/2026-03' },
	/** Blog settings: no date version. */
	blogSettings: { legacy: '/cms/v3/blog-settings' },
	/** Site and landing pages: no 2026-09 release. */
	pages: { legacy: '/cms/v3/pages', '2026-03': '/cms/pages/2026-03' },
	/** Redirects: v3 creates and lists under `/cms/url-redirects/v3`, reads one under `/cms/v3/url-redirects`. */
	urlRedirects: {
		legacy: '/cms/url-redirects/v3',
		'2026-03': '/cms/url-redirects/2026-03',
		'2026-09': '/cms/url-redirects/2026-09',
	},
	urlRedirectById: { legacy: '/cms/v3/url-redirects' },
	marketingEmails: {
		legacy: '/marketing/v3/emails',
		'2026-03': '/marketing/emails/2026-03',
		'2026-09': '/marketing/emails/2026-09',
	},
	/** Marketing campaigns. */
	campaigns: {
		legacy: '/marketing/v3/campaigns',
		'2026-03': '/marketing/campaigns/2026-03',
		'2026-09': '/marketing/campaigns/2026-09',
	},
	singleSend: {
		legacy: '/marketing/v4/email/single-send',
		'2026-03': '/marketing/email-campaigns/2026-03/single-send',
	},
	/** In no dated release. */
	sendStatuses: { legacy: '/marketing/v3/email/send-statuses' },
	mediaBridge: {
		legacy: '/media-bridge/v1',
		'2026-03': '/media-bridge/2026-03',
		'2026-09': '/media-bridge/2026-09',
	},
	/** 2026-09 moved them under `/events/custom/`. */
	eventDefinitions: {
		legacy: '/events/v3/event-definitions',
		'2026-03': '/events/2026-03/event-definitions',
		'2026-09': '/events/custom/2026-09/event-definitions',
	},
	/** Sends follow the definitions: 2026-09 under `/events/custom/`. */
	eventSend: {
		legacy: '/events/v3/send',
		'2026-03': '/events/2026-03/send',
		'2026-09': '/events/custom/2026-09/send',
	},
	/** Occurrence reads: `/events/v3/events` on the legacy path. */
	eventOccurrences: {
		legacy: '/events/v3/events',
		'2026-03': '/events/event-occurrences/2026-03',
		'2026-09': '/events/event-occurrences/2026-09',
	},
	/** 2026-09 renamed the API `app-webhooks`. */
	webhooks: {
		legacy: '/webhooks/v3',
		'2026-03': '/webhooks/2026-03',
		'2026-09': '/app-webhooks/2026-09',
	},
	/**
	 * Token, introspection and revocation. `/oauth/v3` is the same operation set as the dated ones and
	 * is served as `legacy`; the v1 endpoints are other operations, served apart by the OAuth area.
	 */
	/** The file manager: 2026-09 serves only a subset (import from URL, searches), see api/files.ts. */
	files: { legacy: '/files/v3', '2026-03': '/files/2026-03', '2026-09': '/files/2026-09' },
	oauthTokens: { legacy: '/oauth/v3', '2026-03': '/oauth/2026-03', '2026-09': '/oauth/2026-09' },
	/** Sequences: v4 on the legacy path; the date versions are the same operations. */
	sequences: {
		legacy: '/automation/v4/sequences',
		'2026-03': '/automation/sequences/2026-03',
		'2026-09': '/automation/sequences/2026-09',
	},
	/** The meetings scheduler. */
	scheduler: {
		legacy: '/scheduler/v3/meetings',
		'2026-03': '/scheduler/2026-03/meetings',
		'2026-09': '/scheduler/2026-09/meetings',
	},
	/** Marketing events and their participations. */
	marketingEvents: {
		legacy: '/marketing/v3/marketing-events',
		'2026-03': '/marketing/marketing-events/2026-03',
		'2026-09': '/marketing/marketing-events/2026-09',
	},
	/** Subscription preferences in v4's form: v4 on the legacy path, and every date version. */
	communicationPreferences: {
		legacy: '/communication-preferences/v4',
		'2026-03': '/communication-preferences/2026-03',
		'2026-09': '/communication-preferences/2026-09',
	},
	/** v3's form (e-mail paths, string ids): v3, and 2026-09, which serves both forms. */
	communicationPreferencesV3: {
		legacy: '/communication-preferences/v3',
		'2026-09': '/communication-preferences/2026-09',
	},
	/** Conversations: v3, then 2026-09 (HubSpot released no 2026-03). */
	conversations: {
		legacy: '/conversations/v3/conversations',
		'2026-09': '/conversations/conversations/2026-09',
	},
	/** A thread's assignee: v3 in a file of its own, `/conversations/conversations/v3`. */
	conversationAssignees: {
		legacy: '/conversations/conversations/v3',
		'2026-09': '/conversations/conversations/2026-09',
	},
} as const satisfies Record<string, PathForms>;

/** A route whose pattern is the part after the API's versioned prefix. */
export type VersionedRouteSpec = Omit<Route, 'pattern' | 'version'> & { path: string };

/**
 * The routes of one API in every version it exists in; `specsFor` gets the version so handlers and
 * auth can differ per version (handlers also see it as `req.version`).
 */
export function servedIn(
	forms: PathForms,
	specsFor: (version: ApiVersion) => VersionedRouteSpec[],
): Route[] {
	return API_VERSIONS.flatMap((version) => {
		const prefix = forms[version];
		if (prefix === undefined) return [];
		return specsFor(version).map(({ path, ...route }) => ({
			...route,
			pattern: `${prefix}${path}`,
			version,
		}));
	});
}

/** From 2026-09 on, batch partial failures answer 200/201 with `errors`, never 207. */
export const partialFailureStatus = (version: ApiVersion, okStatus: number): number =>
	atLeast(version, '2026-09') ? okStatus : 207;
