/**
 * Every endpoint the package calls: its API family and its path after the family's prefix, from which
 * its path in each API version HubSpot serves it in is built (the families below: where each puts
 * the date; apiVersions.ts: which versions released it). `{name}` placeholders are filled by `fillPath` with
 * segments checked by `pathSegment` (paths.ts). Each endpoint also says, per method the nodes send it,
 * the shape of its success answer (the transport accepts a 2xx only in that shape, answerShape.ts),
 * and which of HubSpot's rate limits it counts against.
 */

import type { IHttpRequestMethods } from 'n8n-workflow';
import type { AnswerShapes } from './answerShape';
import {
	CHANGED_IN,
	DATE_VERSIONS,
	FIRST_VERSION,
	NEWEST_VERSION,
	atLeast,
	isDateVersion,
	releasedIn,
	type ApiVersion,
	type DateVersion,
} from './apiVersions';
import type { RelativePath } from './paths';
import type { LimitClass } from './rateLimiter';

export type { ApiVersion, DateVersion } from './apiVersions';

/** The credential's "HubSpot API Version" setting: Latest, a date version (or older), or legacy. */
export type ApiVersionSetting = 'latest' | 'legacy' | DateVersion;

/**
 * The HubSpot limit a request counts against: `standard` (the burst per 10 s and the daily one),
 * `search` (CRM searches per second: exempt from the burst limit), one of the forms host's, or
 * `none` (HubSpot exempts the call from the burst and daily limits; the journal has its own).
 */
export type RateLimit = LimitClass | 'none';

/** One endpoint's path in each version; a date version HubSpot does not serve it in is left out. */
export type Endpoint = { legacy: string } & { readonly [V in DateVersion]?: string } & {
	/** The success answer of each method the nodes send, the same in every version unless its method differs. */
	answers: AnswerShapes;
	/** The limit it counts against: one for every version, or apart for the legacy path and the dated ones. */
	limit?: RateLimit | { legacy: RateLimit; dated: RateLimit };
	/** Served on another host than the API's: `forms` is HubSpot's forms host (see `hostBaseUrl`). */
	host?: 'forms';
};

/**
 * An API family: its prefix on the v1–v4 paths (`legacy`) and in the date versions (`dated`, the
 * date where `{version}` stands); a family without `dated` has no date version. A family HubSpot
 * serves only in date versions has `{version}` in `legacy` too: the legacy mode uses the first one.
 */
interface ApiFamily {
	legacy: string;
	dated?: string;
	/** A new dated prefix from a version on (`CHANGED_IN`). */
	movedIn?: { version: DateVersion; dated: string };
}

const API_FAMILIES = {
	/** CRM records of every type but projects (`/{objectType}/…` follows). */
	crmObjects: { legacy: '/crm/v3/objects', dated: '/crm/objects/{version}' },
	/** Projects put the version after `objects` in v3 too. */
	projects: { legacy: '/crm/objects/v3/projects', dated: '/crm/objects/{version}/projects' },
	properties: { legacy: '/crm/v3/properties', dated: '/crm/properties/{version}' },
	/** Project property definitions, released apart from the other types' (with projects). */
	projectProperties: {
		legacy: '/crm/v3/properties/projects',
		dated: '/crm/properties/{version}/projects',
	},
	/** Association batch reads: v3 on the legacy path, the v4 shape in the date versions. */
	associations: { legacy: '/crm/v3/associations', dated: '/crm/associations/{version}' },
	/** Association writes and labels: v4 on the legacy path. */
	associationsV4: { legacy: '/crm/v4/associations', dated: '/crm/associations/{version}' },
	owners: { legacy: '/crm/v3/owners', dated: '/crm/owners/{version}' },
	pipelines: { legacy: '/crm/v3/pipelines', dated: '/crm/pipelines/{version}' },
	/** Custom object schemas: named `crm-object-schemas` in the date versions. */
	schemas: { legacy: '/crm/v3/schemas', dated: '/crm-object-schemas/{version}/schemas' },
	lists: { legacy: '/crm/v3/lists', dated: '/crm/lists/{version}' },
	/** CSV and Excel imports of records. */
	crmImports: { legacy: '/crm/v3/imports', dated: '/crm/imports/{version}' },
	/** Exports of a view or list of records to a file. */
	crmExports: { legacy: '/crm/v3/exports', dated: '/crm/exports/{version}' },
	blogs: { legacy: '/cms/v3/blogs', dated: '/cms/blogs/{version}' },
	hubDb: { legacy: '/cms/v3/hubdb', dated: '/cms/hubdb/{version}' },
	/** Blog settings (the blogs themselves): no date version. */
	blogSettings: { legacy: '/cms/v3/blog-settings' },
	/** Site and landing pages (`/site-pages`, `/landing-pages` follow). */
	pages: { legacy: '/cms/v3/pages', dated: '/cms/pages/{version}' },
	/** URL redirects: v3 creates and lists them under `/cms/url-redirects/v3`... */
	urlRedirects: { legacy: '/cms/url-redirects/v3', dated: '/cms/url-redirects/{version}' },
	/** ...and reads, updates and deletes one under `/cms/v3/url-redirects`; the date versions use one prefix. */
	urlRedirect: { legacy: '/cms/v3/url-redirects', dated: '/cms/url-redirects/{version}' },
	marketingEmails: { legacy: '/marketing/v3/emails', dated: '/marketing/emails/{version}' },
	/** Marketing campaigns and their assets (every date version released them). */
	campaigns: { legacy: '/marketing/v3/campaigns', dated: '/marketing/campaigns/{version}' },
	singleSend: {
		legacy: '/marketing/v4/email/single-send',
		dated: '/marketing/email-campaigns/{version}/single-send',
	},
	sendStatuses: { legacy: '/marketing/v3/email/send-statuses' },
	mediaBridge: { legacy: '/media-bridge/v1', dated: '/media-bridge/{version}' },
	events: {
		legacy: '/events/v3',
		dated: '/events/{version}',
		movedIn: { version: CHANGED_IN.customEventsPath, dated: '/events/custom/{version}' },
	},
	/** Reads of event occurrences: `/events/v3/events` on the legacy path. */
	eventOccurrences: { legacy: '/events/v3/events', dated: '/events/event-occurrences/{version}' },
	/** Webhook settings and subscriptions of a legacy public app. */
	appWebhooks: {
		legacy: '/webhooks/v3',
		dated: '/webhooks/{version}',
		movedIn: { version: CHANGED_IN.appWebhooksPath, dated: '/app-webhooks/{version}' },
	},
	/** The file manager's files and folders. */
	files: { legacy: '/files/v3', dated: '/files/{version}' },
	/** Its searches and imports from a URL, released apart (see `DATE_VERSIONS`). */
	fileSearchesAndImports: { legacy: '/files/v3', dated: '/files/{version}' },
	/** Form definitions (only a beta date version) and submissions (v1 only). */
	forms: { legacy: '/marketing/v3/forms' },
	formSubmissions: { legacy: '/form-integrations/v1/submissions/forms' },
	/** The forms host's submission API. */
	formsHost: { legacy: '/submissions/v3/integration' },
	accountInfo: { legacy: '/account-info/v3', dated: '/account-info/{version}' },
	/** Token grants, introspection and revocation of users' tokens. */
	oauth: { legacy: '/oauth/v1', dated: '/oauth/{version}' },
	/** The client-credentials grant: never on v1 (deprecated), so legacy mode uses the first dated path. */
	appTokens: { legacy: '/oauth/{version}', dated: '/oauth/{version}' },
	/** The webhooks journal of one install: dated only (the v4 beta is retired), so legacy uses its first. */
	journal: {
		legacy: '/webhooks-journal/journal-local/{version}',
		dated: '/webhooks-journal/journal-local/{version}',
	},
	journalSubscriptions: {
		legacy: '/webhooks-journal/subscriptions/{version}',
		dated: '/webhooks-journal/subscriptions/{version}',
	},
	journalSnapshots: {
		legacy: '/webhooks-journal/snapshots/{version}',
		dated: '/webhooks-journal/snapshots/{version}',
	},
	/** Automation v4: flows and their legacy workflow ids (no date version, only a beta). */
	automationFlows: { legacy: '/automation/v4' },
	/** Legacy (v2) workflows: the only enrollment call HubSpot has, for contact-based workflows. */
	legacyWorkflows: { legacy: '/automation/v2/workflows' },
	sequences: { legacy: '/automation/v4/sequences', dated: '/automation/sequences/{version}' },
	/** The meetings scheduler: meeting links, their availability and bookings. */
	scheduler: { legacy: '/scheduler/v3/meetings', dated: '/scheduler/{version}/meetings' },
	/** Completion callbacks of custom workflow actions (v4 on the legacy path). */
	workflowActionCallbacks: {
		legacy: '/automation/v4/actions/callbacks',
		dated: '/automation/actions/callbacks/{version}',
	},
	/** Marketing events (webinars, conferences) keyed by an app's external ids, and their participants. */
	marketingEvents: {
		legacy: '/marketing/v3/marketing-events',
		dated: '/marketing/marketing-events/{version}',
	},
	/** Subscription preferences: v3 on the legacy path (string ids, e-mail paths). */
	communicationPreferences: {
		legacy: '/communication-preferences/v3',
		dated: '/communication-preferences/{version}',
	},
	/** What v3 lacks (unsubscribe from all, batches, links, resubscribing): v4 on the legacy path. */
	communicationPreferencesV4: {
		legacy: '/communication-preferences/v4',
		dated: '/communication-preferences/{version}',
	},
	/** Conversations: inboxes, channels, channel accounts, threads, messages, actors. */
	conversations: {
		legacy: '/conversations/v3/conversations',
		dated: '/conversations/conversations/{version}',
	},
	/** A thread's assignee: v3 only in a separate file that puts `v3` where the dated paths put the date. */
	conversationAssignees: {
		legacy: '/conversations/conversations/v3',
		dated: '/conversations/conversations/{version}',
	},
} as const satisfies Record<string, ApiFamily>;

export type ApiFamilyName = keyof typeof API_FAMILIES;

/** A family's prefix in a version, or undefined when HubSpot did not release the family in it. */
function familyPrefix(family: ApiFamilyName, version: ApiVersion): string | undefined {
	const form: ApiFamily = API_FAMILIES[family];
	if (version === 'legacy') return form.legacy.replace('{version}', FIRST_VERSION);
	if (form.dated === undefined || !releasedIn(family, version)) return undefined;
	const dated =
		form.movedIn && atLeast(version, form.movedIn.version) ? form.movedIn.dated : form.dated;
	return dated.replace('{version}', version);
}

/** What an endpoint says besides its path. */
interface EndpointFacts {
	answers: AnswerShapes;
	limit?: Endpoint['limit'];
	host?: 'forms';
	/** Its legacy path after the family's prefix, where HubSpot named it otherwise than the dated one. */
	legacyPath?: string;
	/** Kept on its legacy path in every version (HubSpot dropped it from the family's date versions). */
	undated?: true;
}

/** An endpoint of a family: `path` follows the family's prefix in every version that released it. */
function api(family: ApiFamilyName, path: string, facts: EndpointFacts): Endpoint {
	const { legacyPath, undated, ...rest } = facts;
	const dated = undated
		? []
		: DATE_VERSIONS.flatMap((version) => {
				const prefix = familyPrefix(family, version);
				return prefix === undefined ? [] : [[version, `${prefix}${path}`] as const];
			});
	return {
		legacy: `${familyPrefix(family, 'legacy')}${legacyPath ?? path}`,
		...Object.fromEntries(dated),
		...rest,
	};
}

/** Answer shapes several endpoints share. */
const PAGE = { GET: 'page' } as const;
const BATCH = { POST: 'batch' } as const;
const NO_CONTENT = { POST: 'noContent' } as const;
const RECORD = { fields: ['id'] } as const;
/** A record list also takes creates (201 with the record). */
const RECORDS = { GET: 'page', POST: RECORD } as const;
/** A draft: read and edited apart from the live version. */
const DRAFT = { GET: RECORD, PATCH: RECORD } as const;
/** A document's revision: its id and the document as it was (`object`). */
const REVISION = { fields: ['id', 'object'] } as const;
/** One record: read, update, archive (204). */
const ONE_RECORD = { GET: RECORD, PATCH: RECORD, DELETE: 'noContent' } as const;
/** A campaign's budget or spend item: read, replaced whole (PUT), deleted (204). */
const BUDGET_ITEM = { GET: RECORD, PUT: RECORD, DELETE: 'noContent' } as const;
const SEARCH = { answers: { POST: 'page' }, limit: 'search' } as const;
const SEND_STATUS = { fields: ['statusId', 'status'] } as const;
const LIST = { fields: ['list'] } as const;
/** A file or folder of the file manager (HubSpot answers its id as text). */
const FILE = { fields: ['id'] } as const;
/** An async task's locator (202) and its status. */
const TASK = { fields: ['id'] } as const;
/** An import as HubSpot answers its start and its status. */
const IMPORT = { fields: ['id', 'state'] } as const;
/** A property definition, a property group, a custom object schema (or its type definition after a PATCH). */
const PROPERTY = { fields: ['name', 'type', 'fieldType'] } as const;
const PROPERTY_GROUP = { fields: ['name', 'label'] } as const;
const SCHEMA = { fields: ['id', 'objectTypeId'] } as const;
/** A custom event definition, and one of its properties. */
const EVENT_DEFINITION = { fields: ['name', 'fullyQualifiedName'] } as const;
const EVENT_PROPERTY = { fields: ['name', 'type'] } as const;
/** Membership writes answer with all three lists (note HubSpot's spelling `recordsIdsAdded`). */
const MEMBERSHIPS_UPDATE = {
	PUT: { fields: ['recordsIdsAdded', 'recordIdsRemoved', 'recordIdsMissing'] },
} as const;
/** A v3 subscription status: the subscription and its state for the address. */
const SUBSCRIPTION_STATUS_V3 = { fields: ['id', 'status'] } as const;
/** HubSpot exempts v4 and dated association batches from the burst limit (not v3's batch read). */
const ASSOCIATION_BATCH = 'none' as const;
/** Every journal, subscription, filter and snapshot call is exempt from the burst and daily limits. */
const JOURNAL = 'none' as const;
/** Custom event sends, single and batch, are exempt from the burst and daily limits (HubSpot's spec). */
const EVENT_SEND = 'none' as const;
/** A marketing event: HubSpot's id of it (`objectId`) beside the app's external ids. */
const MARKETING_EVENT = { fields: ['objectId'] } as const;

export const ENDPOINTS = {
	// CRM records of any type but projects
	crmRecords: api('crmObjects', '/{objectType}', { answers: RECORDS }),
	crmRecord: api('crmObjects', '/{objectType}/{recordId}', { answers: ONE_RECORD }),
	crmSearch: api('crmObjects', '/{objectType}/search', SEARCH),
	crmBatchRead: api('crmObjects', '/{objectType}/batch/read', { answers: BATCH }),
	crmBatchCreate: api('crmObjects', '/{objectType}/batch/create', { answers: BATCH }),
	crmBatchUpdate: api('crmObjects', '/{objectType}/batch/update', { answers: BATCH }),
	crmBatchUpsert: api('crmObjects', '/{objectType}/batch/upsert', { answers: BATCH }),
	crmBatchArchive: api('crmObjects', '/{objectType}/batch/archive', { answers: NO_CONTENT }),

	// Record hygiene: merge (any type, deals as `0-3` in the spec) and GDPR delete (documented for
	// contacts only). A merge answers the new record HubSpot made of the two, with a new id.
	crmMerge: api('crmObjects', '/{objectType}/merge', { answers: { POST: RECORD } }),
	contactGdprDelete: api('crmObjects', '/contacts/gdpr-delete', { answers: NO_CONTENT }),

	// Projects: the version comes after `objects`
	projectRecords: api('projects', '', { answers: RECORDS }),
	projectRecord: api('projects', '/{recordId}', { answers: ONE_RECORD }),
	projectSearch: api('projects', '/search', SEARCH),
	projectBatchRead: api('projects', '/batch/read', { answers: BATCH }),
	projectBatchCreate: api('projects', '/batch/create', { answers: BATCH }),
	projectBatchUpdate: api('projects', '/batch/update', { answers: BATCH }),
	projectBatchUpsert: api('projects', '/batch/upsert', { answers: BATCH }),
	projectBatchArchive: api('projects', '/batch/archive', { answers: NO_CONTENT }),

	// v3 associations have no date version; the date versions answer in the v4 shape
	crmAssociationsBatchRead: api('associations', '/{fromObjectType}/{toObjectType}/batch/read', {
		answers: BATCH,
		limit: { legacy: 'standard', dated: 'none' },
	}),
	// Associations v4: the dated archives answer a batch envelope, v4's 204
	crmAssociationsBatchCreate: api(
		'associationsV4',
		'/{fromObjectType}/{toObjectType}/batch/create',
		{ answers: BATCH, limit: ASSOCIATION_BATCH },
	),
	crmAssociationsBatchCreateDefault: api(
		'associationsV4',
		'/{fromObjectType}/{toObjectType}/batch/associate/default',
		{ answers: BATCH, limit: ASSOCIATION_BATCH },
	),
	crmAssociationsBatchArchive: api(
		'associationsV4',
		'/{fromObjectType}/{toObjectType}/batch/archive',
		{ answers: { POST: 'batchOrNoContent' }, limit: ASSOCIATION_BATCH },
	),
	crmAssociationsBatchArchiveLabels: api(
		'associationsV4',
		'/{fromObjectType}/{toObjectType}/batch/labels/archive',
		{ answers: { POST: 'batchOrNoContent' }, limit: ASSOCIATION_BATCH },
	),
	crmAssociationLabels: api('associationsV4', '/{fromObjectType}/{toObjectType}/labels', {
		answers: PAGE,
	}),
	crmProperties: api('properties', '/{objectType}', {
		answers: { GET: 'page', POST: PROPERTY },
	}),
	/** Project property definitions are released with projects, apart from the other types'. */
	projectProperties: api('projectProperties', '', { answers: { GET: 'page', POST: PROPERTY } }),

	owners: api('owners', '', { answers: PAGE }),
	owner: api('owners', '/{ownerId}', { answers: { GET: { fields: ['id'] } } }),
	pipelines: api('pipelines', '/{objectType}', { answers: PAGE }),

	crmSchemas: api('schemas', '', { answers: { GET: 'page', POST: SCHEMA } }),

	// Definition writes (Property, Property Group, Custom Object Schema resources)
	crmProperty: api('properties', '/{objectType}/{propertyName}', {
		answers: { GET: PROPERTY, PATCH: PROPERTY, DELETE: 'noContent' },
	}),
	crmPropertiesBatchCreate: api('properties', '/{objectType}/batch/create', { answers: BATCH }),
	crmPropertyGroups: api('properties', '/{objectType}/groups', {
		answers: { GET: 'page', POST: PROPERTY_GROUP },
	}),
	crmPropertyGroup: api('properties', '/{objectType}/groups/{groupName}', {
		answers: { GET: PROPERTY_GROUP, PATCH: PROPERTY_GROUP, DELETE: 'noContent' },
	}),
	projectProperty: api('projectProperties', '/{propertyName}', {
		answers: { GET: PROPERTY, PATCH: PROPERTY, DELETE: 'noContent' },
	}),
	projectPropertiesBatchCreate: api('projectProperties', '/batch/create', { answers: BATCH }),
	projectPropertyGroups: api('projectProperties', '/groups', {
		answers: { GET: 'page', POST: PROPERTY_GROUP },
	}),
	projectPropertyGroup: api('projectProperties', '/groups/{groupName}', {
		answers: { GET: PROPERTY_GROUP, PATCH: PROPERTY_GROUP, DELETE: 'noContent' },
	}),
	crmSchema: api('schemas', '/{objectType}', {
		answers: { GET: SCHEMA, PATCH: SCHEMA, DELETE: 'noContent' },
	}),
	crmSchemaAssociations: api('schemas', '/{objectType}/associations', {
		answers: { POST: { fields: ['id', 'fromObjectTypeId', 'toObjectTypeId'] } },
	}),
	crmSchemaAssociation: api('schemas', '/{objectType}/associations/{associationId}', {
		answers: { DELETE: 'noContent' },
	}),

	lists: api('lists', '', { answers: { POST: LIST } }),
	list: api('lists', '/{listId}', { answers: { GET: LIST, DELETE: 'noContent' } }),
	listByName: api('lists', '/object-type-id/{objectTypeId}/name/{listName}', {
		answers: { GET: LIST },
	}),
	listSearch: api('lists', '/search', {
		answers: { POST: { fields: ['lists', 'offset', 'hasMore'] } },
	}),
	listMembers: api('lists', '/{listId}/memberships', { answers: PAGE }),
	listMembersAdd: api('lists', '/{listId}/memberships/add', { answers: MEMBERSHIPS_UPDATE }),
	listMembersRemove: api('lists', '/{listId}/memberships/remove', {
		answers: MEMBERSHIPS_UPDATE,
	}),

	// Imports: a start answers 200 with the import (not 201); its state is polled
	crmImports: api('crmImports', '', { answers: { POST: IMPORT, GET: 'page' } }),
	crmImport: api('crmImports', '/{importId}', { answers: { GET: IMPORT } }),
	crmImportCancel: api('crmImports', '/{importId}/cancel', {
		answers: { POST: { fields: ['status'] } },
	}),
	crmImportErrors: api('crmImports', '/{importId}/errors', { answers: PAGE }),
	// Exports: a start answers 202 with the task's id; the task's status carries the download link
	crmExportStart: api('crmExports', '/export/async', { answers: { POST: TASK } }),
	crmExportStatus: api('crmExports', '/export/async/tasks/{taskId}/status', {
		answers: { GET: { fields: ['status'] } },
	}),

	blogAuthorsBatchUpdate: api('blogs', '/authors/batch/update', { answers: BATCH }),
	hubDbRowDraft: api('hubDb', '/tables/{tableIdOrName}/rows/{rowId}/draft', {
		answers: { PATCH: RECORD, PUT: RECORD, DELETE: 'noContent' },
	}),

	// Blog posts, site pages and landing pages: the same operations under three prefixes. Writes land in
	// the draft (`…/draft`) or the live version (`/{objectId}`); `/schedule` publishes at a time.
	blogPosts: api('blogs', '/posts', { answers: RECORDS }),
	blogPost: api('blogs', '/posts/{objectId}', { answers: ONE_RECORD }),
	blogPostDraft: api('blogs', '/posts/{objectId}/draft', { answers: DRAFT }),
	blogPostPushLive: api('blogs', '/posts/{objectId}/draft/push-live', { answers: NO_CONTENT }),
	blogPostSchedule: api('blogs', '/posts/schedule', { answers: NO_CONTENT }),
	blogPostClone: api('blogs', '/posts/clone', { answers: { POST: RECORD } }),
	blogAuthors: api('blogs', '/authors', { answers: PAGE }),
	blogs: api('blogSettings', '/settings', { answers: PAGE }),
	sitePages: api('pages', '/site-pages', { answers: RECORDS }),
	sitePage: api('pages', '/site-pages/{objectId}', { answers: ONE_RECORD }),
	sitePageDraft: api('pages', '/site-pages/{objectId}/draft', { answers: DRAFT }),
	sitePagePushLive: api('pages', '/site-pages/{objectId}/draft/push-live', { answers: NO_CONTENT }),
	sitePageSchedule: api('pages', '/site-pages/schedule', { answers: NO_CONTENT }),
	sitePageClone: api('pages', '/site-pages/clone', { answers: { POST: RECORD } }),
	landingPages: api('pages', '/landing-pages', { answers: RECORDS }),
	landingPage: api('pages', '/landing-pages/{objectId}', { answers: ONE_RECORD }),
	landingPageDraft: api('pages', '/landing-pages/{objectId}/draft', { answers: DRAFT }),
	landingPagePushLive: api('pages', '/landing-pages/{objectId}/draft/push-live', {
		answers: NO_CONTENT,
	}),
	landingPageSchedule: api('pages', '/landing-pages/schedule', { answers: NO_CONTENT }),
	landingPageClone: api('pages', '/landing-pages/clone', { answers: { POST: RECORD } }),
	// Revisions: the versions a document was published in (`…/revisions`); a restore makes one the live
	// version again, a restore-to-draft its draft.
	blogPostRevisions: api('blogs', '/posts/{objectId}/revisions', { answers: PAGE }),
	blogPostRevision: api('blogs', '/posts/{objectId}/revisions/{revisionId}', {
		answers: { GET: REVISION },
	}),
	blogPostRevisionRestore: api('blogs', '/posts/{objectId}/revisions/{revisionId}/restore', {
		answers: { POST: RECORD },
	}),
	blogPostRevisionRestoreToDraft: api(
		'blogs',
		'/posts/{objectId}/revisions/{revisionId}/restore-to-draft',
		{ answers: { POST: RECORD } },
	),
	sitePageRevisions: api('pages', '/site-pages/{objectId}/revisions', { answers: PAGE }),
	sitePageRevision: api('pages', '/site-pages/{objectId}/revisions/{revisionId}', {
		answers: { GET: REVISION },
	}),
	sitePageRevisionRestore: api('pages', '/site-pages/{objectId}/revisions/{revisionId}/restore', {
		answers: { POST: RECORD },
	}),
	sitePageRevisionRestoreToDraft: api(
		'pages',
		'/site-pages/{objectId}/revisions/{revisionId}/restore-to-draft',
		{ answers: { POST: RECORD } },
	),
	landingPageRevisions: api('pages', '/landing-pages/{objectId}/revisions', { answers: PAGE }),
	landingPageRevision: api('pages', '/landing-pages/{objectId}/revisions/{revisionId}', {
		answers: { GET: REVISION },
	}),
	landingPageRevisionRestore: api(
		'pages',
		'/landing-pages/{objectId}/revisions/{revisionId}/restore',
		{
			answers: { POST: RECORD },
		},
	),
	landingPageRevisionRestoreToDraft: api(
		'pages',
		'/landing-pages/{objectId}/revisions/{revisionId}/restore-to-draft',
		{ answers: { POST: RECORD } },
	),
	// Blog posts in batches of up to 100; archive answers 204.
	blogPostsBatchCreate: api('blogs', '/posts/batch/create', { answers: BATCH }),
	blogPostsBatchUpdate: api('blogs', '/posts/batch/update', { answers: BATCH }),
	blogPostsBatchArchive: api('blogs', '/posts/batch/archive', { answers: NO_CONTENT }),
	blogTags: api('blogs', '/tags', { answers: PAGE }),
	landingPageFolders: api('pages', '/landing-pages/folders', { answers: PAGE }),

	// HubDB: tables are read live (`/{t}`) or as their draft (`/{t}/draft`); every row write lands in the
	// draft, which `/draft/publish` makes live.
	hubDbTables: api('hubDb', '/tables', { answers: RECORDS }),
	hubDbTablesDraft: api('hubDb', '/tables/draft', { answers: PAGE }),
	hubDbTable: api('hubDb', '/tables/{tableIdOrName}', {
		answers: { GET: RECORD, DELETE: 'noContent' },
	}),
	hubDbTableDraft: api('hubDb', '/tables/{tableIdOrName}/draft', {
		answers: { GET: RECORD, PATCH: RECORD },
	}),
	hubDbTablePublish: api('hubDb', '/tables/{tableIdOrName}/draft/publish', {
		answers: { POST: RECORD },
	}),
	hubDbTableUnpublish: api('hubDb', '/tables/{tableIdOrName}/unpublish', {
		answers: { POST: RECORD },
	}),
	hubDbTableClone: api('hubDb', '/tables/{tableIdOrName}/draft/clone', {
		answers: { POST: RECORD },
	}),
	hubDbRows: api('hubDb', '/tables/{tableIdOrName}/rows', { answers: PAGE }),
	hubDbRowsDraft: api('hubDb', '/tables/{tableIdOrName}/rows/draft', { answers: PAGE }),
	hubDbRowsBatchCreate: api('hubDb', '/tables/{tableIdOrName}/rows/draft/batch/create', {
		answers: BATCH,
	}),
	hubDbRowsBatchUpdate: api('hubDb', '/tables/{tableIdOrName}/rows/draft/batch/update', {
		answers: BATCH,
	}),
	hubDbRowsBatchReplace: api('hubDb', '/tables/{tableIdOrName}/rows/draft/batch/replace', {
		answers: BATCH,
	}),
	hubDbRowsBatchPurge: api('hubDb', '/tables/{tableIdOrName}/rows/draft/batch/purge', {
		answers: NO_CONTENT,
	}),

	urlRedirects: api('urlRedirects', '', { answers: RECORDS }),
	urlRedirect: api('urlRedirect', '/{urlRedirectId}', { answers: ONE_RECORD }),

	marketingEmailRevision: api('marketingEmails', '/{emailId}/revisions/{revisionId}', {
		answers: { GET: 'object' },
	}),
	// Marketing emails: the live email, its draft (what a PATCH of the email would change live), clones,
	// publishing (HubSpot's spec exempts publish and unpublish from the 10-second limit) and statistics
	marketingEmails: api('marketingEmails', '', { answers: { GET: 'page', POST: RECORD } }),
	marketingEmail: api('marketingEmails', '/{emailId}', { answers: { GET: RECORD } }),
	marketingEmailClone: api('marketingEmails', '/clone', { answers: { POST: RECORD } }),
	marketingEmailDraft: api('marketingEmails', '/{emailId}/draft', {
		answers: { GET: RECORD, PATCH: RECORD },
	}),
	marketingEmailPublish: api('marketingEmails', '/{emailId}/publish', {
		answers: NO_CONTENT,
		limit: 'none',
	}),
	marketingEmailUnpublish: api('marketingEmails', '/{emailId}/unpublish', {
		answers: NO_CONTENT,
		limit: 'none',
	}),
	marketingEmailStatistics: api('marketingEmails', '/statistics/list', {
		answers: { GET: 'object' },
	}),
	// Campaigns (keyed by their GUID) and the assets associated with them, one asset type per call
	campaigns: api('campaigns', '', { answers: { GET: 'page', POST: RECORD } }),
	campaign: api('campaigns', '/{campaignGuid}', { answers: ONE_RECORD }),
	campaignAssets: api('campaigns', '/{campaignGuid}/assets/{assetType}', { answers: PAGE }),
	campaignAsset: api('campaigns', '/{campaignGuid}/assets/{assetType}/{assetId}', {
		answers: { PUT: 'noContent', DELETE: 'noContent' },
	}),
	// A campaign's budget and spend items (PUT replaces one whole), their totals, and its reports
	campaignBudgetItems: api('campaigns', '/{campaignGuid}/budget', { answers: { POST: RECORD } }),
	campaignBudgetItem: api('campaigns', '/{campaignGuid}/budget/{budgetId}', {
		answers: BUDGET_ITEM,
	}),
	campaignSpendItems: api('campaigns', '/{campaignGuid}/spend', { answers: { POST: RECORD } }),
	campaignSpendItem: api('campaigns', '/{campaignGuid}/spend/{spendId}', { answers: BUDGET_ITEM }),
	campaignBudgetTotals: api('campaigns', '/{campaignGuid}/budget/totals', {
		answers: { GET: { fields: ['budgetItems', 'spendItems'] } },
	}),
	campaignMetrics: api('campaigns', '/{campaignGuid}/reports/metrics', {
		answers: { GET: { fields: ['sessions'] } },
	}),
	campaignContacts: api('campaigns', '/{campaignGuid}/reports/contacts/{contactType}', {
		answers: PAGE,
	}),
	campaignRevenue: api('campaigns', '/{campaignGuid}/reports/revenue', {
		answers: { GET: 'object' },
	}),
	singleSend: api('singleSend', '', { answers: { POST: SEND_STATUS } }),
	/** No date version yet: stays on v3 in every mode (the single-send answer carries the status when complete). */
	singleSendStatus: api('sendStatuses', '/{statusId}', { answers: { GET: SEND_STATUS } }),

	mediaBridgeObjectDefinition: api(
		'mediaBridge',
		'/{appId}/settings/object-definitions/{mediaType}',
		{ answers: { GET: 'object' } },
	),
	// Completing a blocked custom workflow action: 204, no per-callback result in the batch form.
	workflowActionCallbackComplete: api('workflowActionCallbacks', '/{callbackId}/complete', {
		answers: NO_CONTENT,
	}),
	workflowActionCallbacksComplete: api('workflowActionCallbacks', '/complete', {
		answers: NO_CONTENT,
	}),
	eventDefinitions: api('events', '/event-definitions', {
		answers: { GET: 'page', POST: { fields: ['fullyQualifiedName'] } },
	}),
	/** One definition by its internal name, with its properties. */
	eventDefinition: api('events', '/event-definitions/{eventName}', {
		answers: { GET: EVENT_DEFINITION, PATCH: EVENT_DEFINITION },
	}),
	eventDefinitionProperties: api('events', '/event-definitions/{eventName}/property', {
		answers: { POST: EVENT_PROPERTY },
	}),
	eventDefinitionProperty: api('events', '/event-definitions/{eventName}/property/{propertyName}', {
		answers: { PATCH: EVENT_PROPERTY, DELETE: 'noContent' },
	}),
	/** One occurrence of a custom event: 204, no body. */
	eventSend: api('events', '/send', { answers: NO_CONTENT, limit: EVENT_SEND }),
	/** Occurrences in one request: 204 with no per-item result (one bad input fails the call). */
	eventSendBatch: api('events', '/send/batch', { answers: NO_CONTENT, limit: EVENT_SEND }),
	/** Occurrences of custom and HubSpot events, filtered by record, type, time, properties. */
	eventOccurrences: api('eventOccurrences', '', { answers: PAGE }),

	webhookSettings: api('appWebhooks', '/{appId}/settings', {
		answers: { GET: 'object', PUT: 'object', DELETE: 'noContent' },
	}),
	webhookSubscriptions: api('appWebhooks', '/{appId}/subscriptions', {
		answers: { GET: 'page', POST: { fields: ['id'] } },
	}),
	webhookSubscription: api('appWebhooks', '/{appId}/subscriptions/{subscriptionId}', {
		answers: { PATCH: { fields: ['id'] }, DELETE: 'noContent' },
	}),

	// Files: the searches and imports from a URL are released apart from the rest of the file manager
	files: api('files', '/files', { answers: { POST: FILE } }),
	file: api('files', '/files/{fileId}', { answers: { GET: FILE, DELETE: 'noContent' } }),
	fileSearch: api('fileSearchesAndImports', '/files/search', { answers: PAGE }),
	fileSignedUrl: api('files', '/files/{fileId}/signed-url', {
		answers: { GET: { fields: ['url', 'expiresAt'] } },
	}),
	fileImportFromUrl: api('fileSearchesAndImports', '/files/import-from-url/async', {
		answers: { POST: TASK },
	}),
	fileImportStatus: api(
		'fileSearchesAndImports',
		'/files/import-from-url/async/tasks/{taskId}/status',
		{ answers: { GET: { fields: ['status'] } } },
	),
	folders: api('files', '/folders', { answers: { POST: FILE } }),
	folder: api('files', '/folders/{folderId}', { answers: { GET: FILE } }),
	folderSearch: api('fileSearchesAndImports', '/folders/search', { answers: PAGE }),
	/** No date version (the first dropped it; HubSpot's own guide for it still downloads through v3). */
	fileDownload: api('files', '/files/{fileId}/download', {
		answers: { GET: 'binary' },
		undated: true,
	}),

	// Forms: definitions have no date version (only a beta, the same as v3), submissions are read only
	// through v1, and sent to the forms host (no date version either)
	forms: api('forms', '', { answers: PAGE }),
	form: api('forms', '/{formId}', { answers: { GET: { fields: ['id', 'fieldGroups'] } } }),
	formSubmissions: api('formSubmissions', '/{formId}', { answers: PAGE }),
	/** Sent without a credential, as a browser would; the forms host allows 50 a 10 seconds. */
	formSubmitPublic: api('formsHost', '/submit/{portalId}/{formId}', {
		answers: { POST: 'object' },
		host: 'forms',
		limit: 'formsPublic',
	}),
	formSubmitSecure: api('formsHost', '/secure/submit/{portalId}/{formId}', {
		answers: { POST: 'object' },
		host: 'forms',
		limit: 'formsSecure',
	}),
	/** The account's ID (the portal ID that form submissions name). */
	accountDetails: api('accountInfo', '/details', { answers: { GET: { fields: ['portalId'] } } }),

	oauthToken: api('oauth', '/token', { answers: { POST: { fields: ['access_token'] } } }),
	/** Legacy: GET with the token in the path; dated: POST introspection with the app's client id and secret. */
	oauthAccessTokenMetadata: api('oauth', '/token/introspect', {
		legacyPath: '/access-tokens/{token}',
		answers: { GET: { fields: ['token'] }, POST: { fields: ['active'] } },
	}),
	/** Legacy: DELETE with the token in the path; dated: POST revocation with the app's client id and secret. */
	oauthRefreshTokenRevoke: api('oauth', '/token/revoke', {
		legacyPath: '/refresh-tokens/{token}',
		answers: { DELETE: 'noContent', POST: 'acknowledgement' },
	}),

	// Webhooks journal: reads use one install's journal (`journal-local`, `installPortalId`); 204 = caught up.
	/** The client-credentials grant of the app whose journal is read. */
	journalAppToken: api('appTokens', '/token', { answers: { POST: { fields: ['access_token'] } } }),
	journalBatchEarliest: api('journal', '/batch/earliest/{count}', {
		answers: { GET: 'batchOrNoContent' },
		limit: JOURNAL,
	}),
	journalBatchLatest: api('journal', '/batch/latest/{count}', {
		answers: { GET: 'batchOrNoContent' },
		limit: JOURNAL,
	}),
	journalBatchNext: api('journal', '/batch/{offset}/next/{count}', {
		answers: { GET: 'batchOrNoContent' },
		limit: JOURNAL,
	}),
	/** The entries at given offsets: a fresh link for a file whose link expired. */
	journalBatchRead: api('journal', '/batch/read', { answers: { POST: 'batch' }, limit: JOURNAL }),
	journalSubscriptions: api('journalSubscriptions', '', {
		answers: { GET: 'page', POST: { fields: ['id'] } },
		limit: JOURNAL,
	}),
	journalSubscription: api('journalSubscriptions', '/{subscriptionId}', {
		answers: { DELETE: 'noContent' },
		limit: JOURNAL,
	}),
	journalFilters: api('journalSubscriptions', '/filters', {
		answers: { POST: { fields: ['filterId'] } },
		limit: JOURNAL,
	}),
	journalFilter: api('journalSubscriptions', '/filters/{filterId}', {
		answers: { DELETE: 'noContent' },
		limit: JOURNAL,
	}),
	journalSnapshots: api('journalSnapshots', '/crm', {
		answers: { POST: { fields: ['snapshotResponses'] } },
		limit: JOURNAL,
	}),

	// Automation: flows, the legacy workflow id of a flow, and the legacy enrollment of a contact (v2,
	// keyed by that id and the contact's address; HubSpot's legacy docs say 204 without saying so of
	// every case, so any answer without a body, or with an object, is success)
	flows: api('automationFlows', '/flows', { answers: PAGE }),
	flow: api('automationFlows', '/flows/{flowId}', { answers: { GET: { fields: ['id'] } } }),
	workflowIdMappings: api('automationFlows', '/workflow-id-mappings/batch/read', {
		answers: BATCH,
	}),
	workflowContactEnrollment: api('legacyWorkflows', '/{workflowId}/enrollments/contacts/{email}', {
		answers: { POST: 'acknowledgement', DELETE: 'acknowledgement' },
	}),
	// Sequences: every call names the HubSpot user (`userId`) it acts for
	sequences: api('sequences', '', { answers: PAGE }),
	sequence: api('sequences', '/{sequenceId}', { answers: { GET: { fields: ['id'] } } }),
	sequenceEnrollments: api('sequences', '/enrollments', {
		answers: { POST: { fields: ['id'] } },
	}),
	sequenceEnrollmentOfContact: api('sequences', '/enrollments/contact/{contactId}', {
		answers: { GET: { fields: ['id'] } },
	}),
	// Meetings scheduler: a booking makes (or updates) the contact and the meeting
	meetingLinks: api('scheduler', '/meeting-links', { answers: PAGE }),
	meetingLinkAvailability: api('scheduler', '/meeting-links/book/availability-page/{slug}', {
		answers: { GET: { fields: ['linkAvailability'] } },
	}),
	meetingBooking: api('scheduler', '/meeting-links/book', {
		answers: { POST: { fields: ['calendarEventId'] } },
	}),
	// Marketing events: created and updated by the creating app's external ids (account and event), or
	// by HubSpot's objectId; participants recorded in batches by contact id or e-mail (e-mails HubSpot
	// does not know become contacts)
	marketingEvents: api('marketingEvents', '', { answers: PAGE }),
	marketingEventCreate: api('marketingEvents', '/events', { answers: { POST: MARKETING_EVENT } }),
	marketingEventSearch: api('marketingEvents', '/events/search', { answers: PAGE }),
	marketingEventByExternalId: api('marketingEvents', '/events/{externalEventId}', {
		answers: { GET: MARKETING_EVENT, PATCH: MARKETING_EVENT, DELETE: 'noContent' },
	}),
	marketingEvent: api('marketingEvents', '/{objectId}', {
		answers: { GET: MARKETING_EVENT, PATCH: MARKETING_EVENT, DELETE: 'noContent' },
	}),
	marketingEventAttendance: api(
		'marketingEvents',
		'/{objectId}/attendance/{subscriberState}/create',
		{ answers: BATCH },
	),
	marketingEventAttendanceByEmail: api(
		'marketingEvents',
		'/{objectId}/attendance/{subscriberState}/email-create',
		{ answers: BATCH },
	),
	marketingEventAttendanceByExternalId: api(
		'marketingEvents',
		'/attendance/{externalEventId}/{subscriberState}/create',
		{ answers: BATCH },
	),
	marketingEventAttendanceByExternalIdAndEmail: api(
		'marketingEvents',
		'/attendance/{externalEventId}/{subscriberState}/email-create',
		{ answers: BATCH },
	),
	marketingEventParticipations: api('marketingEvents', '/participations/{objectId}/breakdown', {
		answers: PAGE,
	}),
	marketingEventParticipationsByExternalId: api(
		'marketingEvents',
		'/participations/{externalAccountId}/{externalEventId}/breakdown',
		{ answers: PAGE },
	),
	contactParticipations: api(
		'marketingEvents',
		'/participations/contacts/{contactIdentifier}/breakdown',
		{ answers: PAGE },
	),
	// Subscription preferences: v3 answers its own shapes, v4 and the date versions an envelope
	subscriptionDefinitions: api('communicationPreferences', '/definitions', {
		answers: { GET: 'object' },
	}),
	/** An address's statuses: v3's `/status/email/…` on the legacy path, `/statuses/…` dated. */
	subscriptionStatuses: api('communicationPreferences', '/statuses/{emailAddress}', {
		legacyPath: '/status/email/{emailAddress}',
		answers: { GET: 'object' },
	}),
	/** v3's writes (string subscription ids), sent only on the legacy path. */
	subscriptionSubscribeV3: api('communicationPreferences', '/subscribe', {
		answers: { POST: SUBSCRIPTION_STATUS_V3 },
		undated: true,
	}),
	subscriptionUnsubscribeV3: api('communicationPreferences', '/unsubscribe', {
		answers: { POST: SUBSCRIPTION_STATUS_V3 },
		undated: true,
	}),
	/** One status set (integer subscription id, `statusState`): resubscribes an opted-out address. */
	subscriptionStatusWrite: api('communicationPreferencesV4', '/statuses/{emailAddress}', {
		answers: { POST: 'page' },
	}),
	subscriptionUnsubscribeAll: api(
		'communicationPreferencesV4',
		'/statuses/{emailAddress}/unsubscribe-all',
		{ answers: { POST: 'page' } },
	),
	/** Batches need Marketing Hub Enterprise (their scopes are granted only there). */
	subscriptionStatusesBatchRead: api('communicationPreferencesV4', '/statuses/batch/read', {
		answers: BATCH,
	}),
	subscriptionStatusesBatchWrite: api('communicationPreferencesV4', '/statuses/batch/write', {
		answers: BATCH,
	}),
	subscriptionPreferenceLinks: api('communicationPreferencesV4', '/links/generate', {
		answers: { POST: { fields: ['managePreferencesUrl', 'unsubscribeAllUrl'] } },
	}),
	// Conversations: the inbox's threads and their messages (sends answer 201 with the message)
	conversationInboxes: api('conversations', '/inboxes', { answers: PAGE }),
	conversationChannels: api('conversations', '/channels', { answers: PAGE }),
	conversationChannelAccounts: api('conversations', '/channel-accounts', { answers: PAGE }),
	conversationChannelAccount: api('conversations', '/channel-accounts/{channelAccountId}', {
		answers: { GET: RECORD },
	}),
	conversationThreads: api('conversations', '/threads', { answers: PAGE }),
	conversationThread: api('conversations', '/threads/{threadId}', { answers: ONE_RECORD }),
	conversationMessages: api('conversations', '/threads/{threadId}/messages', {
		answers: RECORDS,
	}),
	conversationMessage: api('conversations', '/threads/{threadId}/messages/{messageId}', {
		answers: { GET: RECORD },
	}),
	conversationMessageContent: api(
		'conversations',
		'/threads/{threadId}/messages/{messageId}/original-content',
		{ answers: { GET: { fields: ['text'] } } },
	),
	conversationThreadAssignee: api('conversationAssignees', '/threads/{threadId}/assignee', {
		answers: { PUT: 'json', DELETE: 'noContent' },
	}),
	conversationActor: api('conversations', '/actors/{actorId}', { answers: { GET: RECORD } }),
	conversationActorsBatch: api('conversations', '/actors/batch/read', { answers: BATCH }),
} satisfies Record<string, Endpoint>;

/**
 * The version an endpoint is sent in under a setting: the newest date version up to the setting's
 * (Latest: the newest of all) that the endpoint has; an endpoint with none stays on its legacy path.
 */
export function versionFor(endpoint: Endpoint, setting: ApiVersionSetting): ApiVersion {
	if (setting === 'legacy') return 'legacy';
	const upTo = setting === 'latest' ? NEWEST_VERSION : setting;
	const served = DATE_VERSIONS.filter((version) => atLeast(upTo, version) && endpoint[version]);
	return served[served.length - 1] ?? 'legacy';
}

/** The limit a request of the endpoint counts against in a version. */
export function limitOf(endpoint: Endpoint, version: ApiVersion): RateLimit {
	const limit = endpoint.limit ?? 'standard';
	if (typeof limit === 'string') return limit;
	return version === 'legacy' ? limit.legacy : limit.dated;
}

/** HubSpot's forms host, which takes form submissions from outside HubSpot. */
const FORMS_HOST = 'https://api.hsforms.com';

/**
 * Where an endpoint's host is, given the credential's API base URL. The forms host of HubSpot's API
 * is HubSpot's forms host; a proxy or simulator at another base URL serves the forms host's paths
 * under `/hsforms` of its own.
 */
export function hostBaseUrl(apiBaseUrl: string, host: Endpoint['host']): string {
	if (host !== 'forms') return apiBaseUrl;
	return /^https:\/\/api\.hubapi\.com$/i.test(apiBaseUrl)
		? FORMS_HOST
		: `${apiBaseUrl}${FORMS_HOST_PREFIX}`;
}

/** The path under a non-HubSpot base URL where the forms host's paths are served. */
export const FORMS_HOST_PREFIX = '/hsforms';

/** The path template of an endpoint in a version it has. */
export function templateOf(endpoint: Endpoint, version: ApiVersion): string {
	return (version === 'legacy' ? undefined : endpoint[version]) ?? endpoint.legacy;
}

/** An endpoint's path template under Latest: what credential tests and examples show. */
export function latestTemplate(endpoint: Endpoint): string {
	return templateOf(endpoint, versionFor(endpoint, 'latest'));
}

/** Reads a stored setting; credentials saved before the setting existed use Latest. */
export function apiVersionSettingOf(value: unknown): ApiVersionSetting {
	return value === 'legacy' || isDateVersion(value) ? value : 'latest';
}

/**
 * A path the user gave (Custom API Call), checked by `relativePath`: sent as given whatever the API
 * version setting (the path names its own version), any JSON answer taken as success.
 */
export function customEndpoint(path: RelativePath, method: IHttpRequestMethods): Endpoint {
	const searchLimited = method === 'POST' && SEARCH_PATHS.some((pattern) => pattern.test(path));
	return {
		legacy: path,
		answers: { [method]: 'json' },
		...(searchLimited ? { limit: 'search' as const } : {}),
	};
}

/** Every form of the table's search-limited endpoints, placeholders matching one segment. */
const SEARCH_PATHS = Object.values(ENDPOINTS as Record<string, Endpoint>)
	.filter((endpoint) => endpoint.limit === 'search')
	.flatMap((endpoint) => [endpoint.legacy, ...DATE_VERSIONS.map((version) => endpoint[version])])
	.filter((template): template is string => template !== undefined)
	.map(
		(template) =>
			new RegExp(
				`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
			),
	);
