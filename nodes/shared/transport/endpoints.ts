/**
 * Every endpoint the package calls, with its path template in each API version HubSpot serves it in.
 * HubSpot puts the date at a different place in each API's paths, so paths are written out here in
 * full, never derived from one another. `{name}` placeholders are filled by `fillPath` with segments
 * checked by `pathSegment` (paths.ts). Each endpoint also says, per method the nodes send it, the
 * shape of its success answer: the transport accepts a 2xx only in that shape (answerShape.ts).
 */

import type { IHttpRequestMethods } from 'n8n-workflow';
import type { AnswerShapes } from './answerShape';
import type { RelativePath } from './paths';

/** The credential's "HubSpot API Version" setting. */
export type ApiVersionSetting = 'latest' | '2026-03' | 'legacy';

/** The version a request is sent in. */
export type ApiVersion = 'legacy' | DateVersion;

export type DateVersion = '2026-03' | '2026-09';

/** One endpoint's path in each version; a date version HubSpot does not serve it in is left out. */
export interface Endpoint {
	/** The v1–v4 path, retired by HubSpot in 2027. */
	legacy: string;
	'2026-03'?: string;
	'2026-09'?: string;
	/** The success answer of each method the nodes send, the same in every version unless its method differs. */
	answers: AnswerShapes;
	/** Counted in HubSpot's own limit of CRM searches per second as well as the standard one. */
	searchLimited?: true;
	/** Served on another host than the API's: `forms` is HubSpot's forms host (see `hostBaseUrl`). */
	host?: 'forms';
	/** The rate limit the endpoint counts in instead of the standard one (the forms host keeps its own). */
	limitClass?: 'formsPublic' | 'formsSecure';
}

/** Answer shapes several endpoints share. */
const PAGE = { GET: 'page' } as const;
const BATCH = { POST: 'batch' } as const;
const NO_CONTENT = { POST: 'noContent' } as const;
const RECORD = { fields: ['id'] } as const;
/** A record list also takes creates (201 with the record). */
const RECORDS = { GET: 'page', POST: RECORD } as const;
/** One record: read, update, archive (204). */
const ONE_RECORD = { GET: RECORD, PATCH: RECORD, DELETE: 'noContent' } as const;
const SEARCH = { POST: 'page' } as const;
const SEND_STATUS = { fields: ['statusId', 'status'] } as const;
const LIST = { fields: ['list'] } as const;
/** A file or folder of the file manager (HubSpot answers its id as text). */
const FILE = { fields: ['id'] } as const;
/** An async task's locator (202) and its status. */
const TASK = { fields: ['id'] } as const;
/** A property definition, a property group, a custom object schema (or its type definition after a PATCH). */
const PROPERTY = { fields: ['name', 'type', 'fieldType'] } as const;
const PROPERTY_GROUP = { fields: ['name', 'label'] } as const;
const SCHEMA = { fields: ['id', 'objectTypeId'] } as const;
/** Membership writes answer with all three lists (note HubSpot's spelling `recordsIdsAdded`). */
const MEMBERSHIPS_UPDATE = {
	PUT: { fields: ['recordsIdsAdded', 'recordIdsRemoved', 'recordIdsMissing'] },
} as const;

export const ENDPOINTS = {
	// CRM records of any type but projects
	crmRecords: {
		legacy: '/crm/v3/objects/{objectType}',
		'2026-03': '/crm/objects/2026-03/{objectType}',
		'2026-09': '/crm/objects/2026-09/{objectType}',
		answers: RECORDS,
	},
	crmRecord: {
		legacy: '/crm/v3/objects/{objectType}/{recordId}',
		'2026-03': '/crm/objects/2026-03/{objectType}/{recordId}',
		'2026-09': '/crm/objects/2026-09/{objectType}/{recordId}',
		answers: ONE_RECORD,
	},
	crmSearch: {
		legacy: '/crm/v3/objects/{objectType}/search',
		'2026-03': '/crm/objects/2026-03/{objectType}/search',
		'2026-09': '/crm/objects/2026-09/{objectType}/search',
		answers: SEARCH,
		searchLimited: true,
	},
	crmBatchRead: {
		legacy: '/crm/v3/objects/{objectType}/batch/read',
		'2026-03': '/crm/objects/2026-03/{objectType}/batch/read',
		'2026-09': '/crm/objects/2026-09/{objectType}/batch/read',
		answers: BATCH,
	},
	crmBatchCreate: {
		legacy: '/crm/v3/objects/{objectType}/batch/create',
		'2026-03': '/crm/objects/2026-03/{objectType}/batch/create',
		'2026-09': '/crm/objects/2026-09/{objectType}/batch/create',
		answers: BATCH,
	},
	crmBatchUpdate: {
		legacy: '/crm/v3/objects/{objectType}/batch/update',
		'2026-03': '/crm/objects/2026-03/{objectType}/batch/update',
		'2026-09': '/crm/objects/2026-09/{objectType}/batch/update',
		answers: BATCH,
	},
	crmBatchUpsert: {
		legacy: '/crm/v3/objects/{objectType}/batch/upsert',
		'2026-03': '/crm/objects/2026-03/{objectType}/batch/upsert',
		'2026-09': '/crm/objects/2026-09/{objectType}/batch/upsert',
		answers: BATCH,
	},
	crmBatchArchive: {
		legacy: '/crm/v3/objects/{objectType}/batch/archive',
		'2026-03': '/crm/objects/2026-03/{objectType}/batch/archive',
		'2026-09': '/crm/objects/2026-09/{objectType}/batch/archive',
		answers: NO_CONTENT,
	},

	// Record hygiene: merge (any type, deals as `0-3` in the spec) and GDPR delete (documented for
	// contacts only). A merge answers the new record HubSpot made of the two, with a new id.
	crmMerge: {
		legacy: '/crm/v3/objects/{objectType}/merge',
		'2026-03': '/crm/objects/2026-03/{objectType}/merge',
		'2026-09': '/crm/objects/2026-09/{objectType}/merge',
		answers: { POST: RECORD },
	},
	contactGdprDelete: {
		legacy: '/crm/v3/objects/contacts/gdpr-delete',
		'2026-03': '/crm/objects/2026-03/contacts/gdpr-delete',
		'2026-09': '/crm/objects/2026-09/contacts/gdpr-delete',
		answers: NO_CONTENT,
	},

	// Projects: the version comes after `objects`, and 2026-09 has them only in beta
	projectRecords: {
		legacy: '/crm/objects/v3/projects',
		'2026-03': '/crm/objects/2026-03/projects',
		answers: RECORDS,
	},
	projectRecord: {
		legacy: '/crm/objects/v3/projects/{recordId}',
		'2026-03': '/crm/objects/2026-03/projects/{recordId}',
		answers: ONE_RECORD,
	},
	projectSearch: {
		legacy: '/crm/objects/v3/projects/search',
		'2026-03': '/crm/objects/2026-03/projects/search',
		answers: SEARCH,
		searchLimited: true,
	},
	projectBatchRead: {
		legacy: '/crm/objects/v3/projects/batch/read',
		'2026-03': '/crm/objects/2026-03/projects/batch/read',
		answers: BATCH,
	},
	projectBatchCreate: {
		legacy: '/crm/objects/v3/projects/batch/create',
		'2026-03': '/crm/objects/2026-03/projects/batch/create',
		answers: BATCH,
	},
	projectBatchUpdate: {
		legacy: '/crm/objects/v3/projects/batch/update',
		'2026-03': '/crm/objects/2026-03/projects/batch/update',
		answers: BATCH,
	},
	projectBatchUpsert: {
		legacy: '/crm/objects/v3/projects/batch/upsert',
		'2026-03': '/crm/objects/2026-03/projects/batch/upsert',
		answers: BATCH,
	},
	projectBatchArchive: {
		legacy: '/crm/objects/v3/projects/batch/archive',
		'2026-03': '/crm/objects/2026-03/projects/batch/archive',
		answers: NO_CONTENT,
	},

	// v3 associations have no date version; the date versions answer in the v4 shape
	crmAssociationsBatchRead: {
		legacy: '/crm/v3/associations/{fromObjectType}/{toObjectType}/batch/read',
		'2026-03': '/crm/associations/2026-03/{fromObjectType}/{toObjectType}/batch/read',
		'2026-09': '/crm/associations/2026-09/{fromObjectType}/{toObjectType}/batch/read',
		answers: BATCH,
	},
	// Associations v4: the date follows `associations`; the dated archives answer a batch envelope, v4's 204
	crmAssociationsBatchCreate: {
		legacy: '/crm/v4/associations/{fromObjectType}/{toObjectType}/batch/create',
		'2026-03': '/crm/associations/2026-03/{fromObjectType}/{toObjectType}/batch/create',
		'2026-09': '/crm/associations/2026-09/{fromObjectType}/{toObjectType}/batch/create',
		answers: BATCH,
	},
	crmAssociationsBatchCreateDefault: {
		legacy: '/crm/v4/associations/{fromObjectType}/{toObjectType}/batch/associate/default',
		'2026-03': '/crm/associations/2026-03/{fromObjectType}/{toObjectType}/batch/associate/default',
		'2026-09': '/crm/associations/2026-09/{fromObjectType}/{toObjectType}/batch/associate/default',
		answers: BATCH,
	},
	crmAssociationsBatchArchive: {
		legacy: '/crm/v4/associations/{fromObjectType}/{toObjectType}/batch/archive',
		'2026-03': '/crm/associations/2026-03/{fromObjectType}/{toObjectType}/batch/archive',
		'2026-09': '/crm/associations/2026-09/{fromObjectType}/{toObjectType}/batch/archive',
		answers: { POST: 'batchOrNoContent' },
	},
	crmAssociationsBatchArchiveLabels: {
		legacy: '/crm/v4/associations/{fromObjectType}/{toObjectType}/batch/labels/archive',
		'2026-03': '/crm/associations/2026-03/{fromObjectType}/{toObjectType}/batch/labels/archive',
		'2026-09': '/crm/associations/2026-09/{fromObjectType}/{toObjectType}/batch/labels/archive',
		answers: { POST: 'batchOrNoContent' },
	},
	crmAssociationLabels: {
		legacy: '/crm/v4/associations/{fromObjectType}/{toObjectType}/labels',
		'2026-03': '/crm/associations/2026-03/{fromObjectType}/{toObjectType}/labels',
		'2026-09': '/crm/associations/2026-09/{fromObjectType}/{toObjectType}/labels',
		answers: PAGE,
	},
	crmProperties: {
		legacy: '/crm/v3/properties/{objectType}',
		'2026-03': '/crm/properties/2026-03/{objectType}',
		'2026-09': '/crm/properties/2026-09/{objectType}',
		answers: { GET: 'page', POST: PROPERTY },
	},
	/** Like project records, project property definitions have no 2026-09 release: Latest reads them in 2026-03. */
	projectProperties: {
		legacy: '/crm/v3/properties/projects',
		'2026-03': '/crm/properties/2026-03/projects',
		answers: { GET: 'page', POST: PROPERTY },
	},

	// Owners and pipelines: the date follows `owners` / `pipelines`
	owners: {
		legacy: '/crm/v3/owners',
		'2026-03': '/crm/owners/2026-03',
		'2026-09': '/crm/owners/2026-09',
		answers: PAGE,
	},
	owner: {
		legacy: '/crm/v3/owners/{ownerId}',
		'2026-03': '/crm/owners/2026-03/{ownerId}',
		'2026-09': '/crm/owners/2026-09/{ownerId}',
		answers: { GET: { fields: ['id'] } },
	},
	pipelines: {
		legacy: '/crm/v3/pipelines/{objectType}',
		'2026-03': '/crm/pipelines/2026-03/{objectType}',
		'2026-09': '/crm/pipelines/2026-09/{objectType}',
		answers: PAGE,
	},

	// Custom object schemas: the API is named `crm-object-schemas` in the date versions (v3 also answers as `/crm/v3/schemas`)
	crmSchemas: {
		legacy: '/crm/v3/schemas',
		'2026-03': '/crm-object-schemas/2026-03/schemas',
		'2026-09': '/crm-object-schemas/2026-09/schemas',
		answers: { GET: 'page', POST: SCHEMA },
	},

	// Definition writes (Property, Property Group, Custom Object Schema resources): the date follows `properties`
	// and `crm-object-schemas` as in the reads above
	crmProperty: {
		legacy: '/crm/v3/properties/{objectType}/{propertyName}',
		'2026-03': '/crm/properties/2026-03/{objectType}/{propertyName}',
		'2026-09': '/crm/properties/2026-09/{objectType}/{propertyName}',
		answers: { GET: PROPERTY, PATCH: PROPERTY, DELETE: 'noContent' },
	},
	crmPropertiesBatchCreate: {
		legacy: '/crm/v3/properties/{objectType}/batch/create',
		'2026-03': '/crm/properties/2026-03/{objectType}/batch/create',
		'2026-09': '/crm/properties/2026-09/{objectType}/batch/create',
		answers: BATCH,
	},
	crmPropertyGroups: {
		legacy: '/crm/v3/properties/{objectType}/groups',
		'2026-03': '/crm/properties/2026-03/{objectType}/groups',
		'2026-09': '/crm/properties/2026-09/{objectType}/groups',
		answers: { GET: 'page', POST: PROPERTY_GROUP },
	},
	crmPropertyGroup: {
		legacy: '/crm/v3/properties/{objectType}/groups/{groupName}',
		'2026-03': '/crm/properties/2026-03/{objectType}/groups/{groupName}',
		'2026-09': '/crm/properties/2026-09/{objectType}/groups/{groupName}',
		answers: { GET: PROPERTY_GROUP, PATCH: PROPERTY_GROUP, DELETE: 'noContent' },
	},
	/** Project definitions, like their reads, have no 2026-09 release. */
	projectProperty: {
		legacy: '/crm/v3/properties/projects/{propertyName}',
		'2026-03': '/crm/properties/2026-03/projects/{propertyName}',
		answers: { GET: PROPERTY, PATCH: PROPERTY, DELETE: 'noContent' },
	},
	projectPropertiesBatchCreate: {
		legacy: '/crm/v3/properties/projects/batch/create',
		'2026-03': '/crm/properties/2026-03/projects/batch/create',
		answers: BATCH,
	},
	projectPropertyGroups: {
		legacy: '/crm/v3/properties/projects/groups',
		'2026-03': '/crm/properties/2026-03/projects/groups',
		answers: { GET: 'page', POST: PROPERTY_GROUP },
	},
	projectPropertyGroup: {
		legacy: '/crm/v3/properties/projects/groups/{groupName}',
		'2026-03': '/crm/properties/2026-03/projects/groups/{groupName}',
		answers: { GET: PROPERTY_GROUP, PATCH: PROPERTY_GROUP, DELETE: 'noContent' },
	},
	crmSchema: {
		legacy: '/crm/v3/schemas/{objectType}',
		'2026-03': '/crm-object-schemas/2026-03/schemas/{objectType}',
		'2026-09': '/crm-object-schemas/2026-09/schemas/{objectType}',
		answers: { GET: SCHEMA, PATCH: SCHEMA, DELETE: 'noContent' },
	},
	crmSchemaAssociations: {
		legacy: '/crm/v3/schemas/{objectType}/associations',
		'2026-03': '/crm-object-schemas/2026-03/schemas/{objectType}/associations',
		'2026-09': '/crm-object-schemas/2026-09/schemas/{objectType}/associations',
		answers: { POST: { fields: ['id', 'fromObjectTypeId', 'toObjectTypeId'] } },
	},
	crmSchemaAssociation: {
		legacy: '/crm/v3/schemas/{objectType}/associations/{associationId}',
		'2026-03': '/crm-object-schemas/2026-03/schemas/{objectType}/associations/{associationId}',
		'2026-09': '/crm-object-schemas/2026-09/schemas/{objectType}/associations/{associationId}',
		answers: { DELETE: 'noContent' },
	},

	// Lists v3: the date follows `lists`
	lists: {
		legacy: '/crm/v3/lists',
		'2026-03': '/crm/lists/2026-03',
		'2026-09': '/crm/lists/2026-09',
		answers: { POST: LIST },
	},
	list: {
		legacy: '/crm/v3/lists/{listId}',
		'2026-03': '/crm/lists/2026-03/{listId}',
		'2026-09': '/crm/lists/2026-09/{listId}',
		answers: { GET: LIST, DELETE: 'noContent' },
	},
	listByName: {
		legacy: '/crm/v3/lists/object-type-id/{objectTypeId}/name/{listName}',
		'2026-03': '/crm/lists/2026-03/object-type-id/{objectTypeId}/name/{listName}',
		'2026-09': '/crm/lists/2026-09/object-type-id/{objectTypeId}/name/{listName}',
		answers: { GET: LIST },
	},
	listSearch: {
		legacy: '/crm/v3/lists/search',
		'2026-03': '/crm/lists/2026-03/search',
		'2026-09': '/crm/lists/2026-09/search',
		answers: { POST: { fields: ['lists', 'offset', 'hasMore'] } },
	},
	listMembers: {
		legacy: '/crm/v3/lists/{listId}/memberships',
		'2026-03': '/crm/lists/2026-03/{listId}/memberships',
		'2026-09': '/crm/lists/2026-09/{listId}/memberships',
		answers: PAGE,
	},
	listMembersAdd: {
		legacy: '/crm/v3/lists/{listId}/memberships/add',
		'2026-03': '/crm/lists/2026-03/{listId}/memberships/add',
		'2026-09': '/crm/lists/2026-09/{listId}/memberships/add',
		answers: MEMBERSHIPS_UPDATE,
	},
	listMembersRemove: {
		legacy: '/crm/v3/lists/{listId}/memberships/remove',
		'2026-03': '/crm/lists/2026-03/{listId}/memberships/remove',
		'2026-09': '/crm/lists/2026-09/{listId}/memberships/remove',
		answers: MEMBERSHIPS_UPDATE,
	},

	blogAuthorsBatchUpdate: {
		legacy: '/cms/v3/blogs/authors/batch/update',
		'2026-03': '/cms/blogs/2026-03/authors/batch/update',
		'2026-09': '/cms/blogs/2026-09/authors/batch/update',
		answers: BATCH,
	},
	hubDbRowDraft: {
		legacy: '/cms/v3/hubdb/tables/{tableIdOrName}/rows/{rowId}/draft',
		'2026-03': '/cms/hubdb/2026-03/tables/{tableIdOrName}/rows/{rowId}/draft',
		answers: { PATCH: { fields: ['id'] } },
	},

	marketingEmailRevision: {
		legacy: '/marketing/v3/emails/{emailId}/revisions/{revisionId}',
		'2026-03': '/marketing/emails/2026-03/{emailId}/revisions/{revisionId}',
		'2026-09': '/marketing/emails/2026-09/{emailId}/revisions/{revisionId}',
		answers: { GET: 'object' },
	},
	singleSend: {
		legacy: '/marketing/v4/email/single-send',
		'2026-03': '/marketing/email-campaigns/2026-03/single-send',
		answers: { POST: SEND_STATUS },
	},
	/** No date version yet: stays on v3 in every mode (the single-send answer carries the status when complete). */
	singleSendStatus: {
		legacy: '/marketing/v3/email/send-statuses/{statusId}',
		answers: { GET: SEND_STATUS },
	},

	mediaBridgeObjectDefinition: {
		legacy: '/media-bridge/v1/{appId}/settings/object-definitions/{mediaType}',
		'2026-03': '/media-bridge/2026-03/{appId}/settings/object-definitions/{mediaType}',
		'2026-09': '/media-bridge/2026-09/{appId}/settings/object-definitions/{mediaType}',
		answers: { GET: 'object' },
	},
	eventDefinitions: {
		legacy: '/events/v3/event-definitions',
		'2026-03': '/events/2026-03/event-definitions',
		'2026-09': '/events/custom/2026-09/event-definitions',
		answers: { POST: { fields: ['fullyQualifiedName'] } },
	},

	webhookSettings: {
		legacy: '/webhooks/v3/{appId}/settings',
		'2026-03': '/webhooks/2026-03/{appId}/settings',
		'2026-09': '/app-webhooks/2026-09/{appId}/settings',
		answers: { GET: 'object', PUT: 'object', DELETE: 'noContent' },
	},
	webhookSubscriptions: {
		legacy: '/webhooks/v3/{appId}/subscriptions',
		'2026-03': '/webhooks/2026-03/{appId}/subscriptions',
		'2026-09': '/app-webhooks/2026-09/{appId}/subscriptions',
		answers: { GET: 'page', POST: { fields: ['id'] } },
	},
	webhookSubscription: {
		legacy: '/webhooks/v3/{appId}/subscriptions/{subscriptionId}',
		'2026-03': '/webhooks/2026-03/{appId}/subscriptions/{subscriptionId}',
		'2026-09': '/app-webhooks/2026-09/{appId}/subscriptions/{subscriptionId}',
		answers: { PATCH: { fields: ['id'] }, DELETE: 'noContent' },
	},

	// Files: 2026-09 holds only a stale subset of the API (import from URL, searches), so every other
	// operation stays on 2026-03 under Latest
	files: { legacy: '/files/v3/files', '2026-03': '/files/2026-03/files', answers: { POST: FILE } },
	file: {
		legacy: '/files/v3/files/{fileId}',
		'2026-03': '/files/2026-03/files/{fileId}',
		answers: { GET: FILE, DELETE: 'noContent' },
	},
	fileSearch: {
		legacy: '/files/v3/files/search',
		'2026-03': '/files/2026-03/files/search',
		'2026-09': '/files/2026-09/files/search',
		answers: PAGE,
	},
	fileSignedUrl: {
		legacy: '/files/v3/files/{fileId}/signed-url',
		'2026-03': '/files/2026-03/files/{fileId}/signed-url',
		answers: { GET: { fields: ['url', 'expiresAt'] } },
	},
	fileImportFromUrl: {
		legacy: '/files/v3/files/import-from-url/async',
		'2026-03': '/files/2026-03/files/import-from-url/async',
		'2026-09': '/files/2026-09/files/import-from-url/async',
		answers: { POST: TASK },
	},
	fileImportStatus: {
		legacy: '/files/v3/files/import-from-url/async/tasks/{taskId}/status',
		'2026-03': '/files/2026-03/files/import-from-url/async/tasks/{taskId}/status',
		'2026-09': '/files/2026-09/files/import-from-url/async/tasks/{taskId}/status',
		answers: { GET: { fields: ['status'] } },
	},
	folders: {
		legacy: '/files/v3/folders',
		'2026-03': '/files/2026-03/folders',
		answers: { POST: FILE },
	},
	folder: {
		legacy: '/files/v3/folders/{folderId}',
		'2026-03': '/files/2026-03/folders/{folderId}',
		answers: { GET: FILE },
	},
	folderSearch: {
		legacy: '/files/v3/folders/search',
		'2026-03': '/files/2026-03/folders/search',
		'2026-09': '/files/2026-09/folders/search',
		answers: PAGE,
	},
	/** No date version (2026-03 dropped it; HubSpot's 2026-03 guide itself downloads through v3). */
	fileDownload: { legacy: '/files/v3/files/{fileId}/download', answers: { GET: 'binary' } },

	// Forms: definitions have no date version (only a 2026-09-beta, `/marketing/forms/2026-09-beta`, the same as v3),
	// submissions are read only through v1, and sent to the forms host (no date version either)
	forms: { legacy: '/marketing/v3/forms', answers: PAGE },
	form: {
		legacy: '/marketing/v3/forms/{formId}',
		answers: { GET: { fields: ['id', 'fieldGroups'] } },
	},
	formSubmissions: { legacy: '/form-integrations/v1/submissions/forms/{formId}', answers: PAGE },
	/** Sent without a credential, as a browser would; the forms host allows 50 a 10 seconds. */
	formSubmitPublic: {
		legacy: '/submissions/v3/integration/submit/{portalId}/{formId}',
		answers: { POST: 'object' },
		host: 'forms',
		limitClass: 'formsPublic',
	},
	formSubmitSecure: {
		legacy: '/submissions/v3/integration/secure/submit/{portalId}/{formId}',
		answers: { POST: 'object' },
		host: 'forms',
		limitClass: 'formsSecure',
	},
	/** The account's ID (the portal ID that form submissions name). */
	accountDetails: {
		legacy: '/account-info/v3/details',
		'2026-03': '/account-info/2026-03/details',
		answers: { GET: { fields: ['portalId'] } },
	},

	// OAuth: 2026-09's token specs are incomplete, so 2026-03 is the newest used
	oauthToken: {
		legacy: '/oauth/v1/token',
		'2026-03': '/oauth/2026-03/token',
		answers: { POST: { fields: ['access_token'] } },
	},
	/** Legacy: GET with the token in the path; 2026-03: POST introspection with the app's client id and secret. */
	oauthAccessTokenMetadata: {
		legacy: '/oauth/v1/access-tokens/{token}',
		'2026-03': '/oauth/2026-03/token/introspect',
		answers: { GET: { fields: ['token'] }, POST: { fields: ['active'] } },
	},
	/** Legacy: DELETE with the token in the path; 2026-03: POST revocation with the app's client id and secret. */
	oauthRefreshTokenRevoke: {
		legacy: '/oauth/v1/refresh-tokens/{token}',
		'2026-03': '/oauth/2026-03/token/revoke',
		answers: { DELETE: 'noContent', POST: 'acknowledgement' },
	},

	// Webhooks journal: 2026-03 only (no 2026-09 journal; the v4 beta is retired), so the legacy form is the
	// 2026-03 path too. Reads use one install's journal (`journal-local`, `installPortalId`); 204 = caught up.
	/** The client-credentials grant: at the 2026-03 token endpoint in every mode (v1 is deprecated, 2026-09's spec lacks the grant). */
	journalAppToken: {
		legacy: '/oauth/2026-03/token',
		'2026-03': '/oauth/2026-03/token',
		answers: { POST: { fields: ['access_token'] } },
	},
	journalBatchEarliest: {
		legacy: '/webhooks-journal/journal-local/2026-03/batch/earliest/{count}',
		'2026-03': '/webhooks-journal/journal-local/2026-03/batch/earliest/{count}',
		answers: { GET: 'batchOrNoContent' },
	},
	journalBatchLatest: {
		legacy: '/webhooks-journal/journal-local/2026-03/batch/latest/{count}',
		'2026-03': '/webhooks-journal/journal-local/2026-03/batch/latest/{count}',
		answers: { GET: 'batchOrNoContent' },
	},
	journalBatchNext: {
		legacy: '/webhooks-journal/journal-local/2026-03/batch/{offset}/next/{count}',
		'2026-03': '/webhooks-journal/journal-local/2026-03/batch/{offset}/next/{count}',
		answers: { GET: 'batchOrNoContent' },
	},
	/** The entries at given offsets: a fresh link for a file whose link expired. */
	journalBatchRead: {
		legacy: '/webhooks-journal/journal-local/2026-03/batch/read',
		'2026-03': '/webhooks-journal/journal-local/2026-03/batch/read',
		answers: { POST: 'batch' },
	},
	journalSubscriptions: {
		legacy: '/webhooks-journal/subscriptions/2026-03',
		'2026-03': '/webhooks-journal/subscriptions/2026-03',
		answers: { GET: 'page', POST: { fields: ['id'] } },
	},
	journalSubscription: {
		legacy: '/webhooks-journal/subscriptions/2026-03/{subscriptionId}',
		'2026-03': '/webhooks-journal/subscriptions/2026-03/{subscriptionId}',
		answers: { DELETE: 'noContent' },
	},
	journalFilters: {
		legacy: '/webhooks-journal/subscriptions/2026-03/filters',
		'2026-03': '/webhooks-journal/subscriptions/2026-03/filters',
		answers: { POST: { fields: ['filterId'] } },
	},
	journalFilter: {
		legacy: '/webhooks-journal/subscriptions/2026-03/filters/{filterId}',
		'2026-03': '/webhooks-journal/subscriptions/2026-03/filters/{filterId}',
		answers: { DELETE: 'noContent' },
	},
	journalSnapshots: {
		legacy: '/webhooks-journal/snapshots/2026-03/crm',
		'2026-03': '/webhooks-journal/snapshots/2026-03/crm',
		answers: { POST: { fields: ['snapshotResponses'] } },
	},
} as const satisfies Record<string, Endpoint>;

/**
 * The version an endpoint is sent in under a setting: Latest takes the newest date version the
 * endpoint has, 2026-03 takes that one; an endpoint without it stays on its legacy path.
 */
export function versionFor(endpoint: Endpoint, setting: ApiVersionSetting): ApiVersion {
	if (setting === 'legacy') return 'legacy';
	if (setting === 'latest' && endpoint['2026-09']) return '2026-09';
	return endpoint['2026-03'] ? '2026-03' : 'legacy';
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
	return endpoint[version] ?? endpoint.legacy;
}

/** Reads a stored setting; credentials saved before the setting existed use Latest. */
export function apiVersionSettingOf(value: unknown): ApiVersionSetting {
	return value === 'legacy' || value === '2026-03' ? value : 'latest';
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
		...(searchLimited ? { searchLimited: true as const } : {}),
	};
}

/** Every form of the table's search-limited endpoints, placeholders matching one segment. */
const SEARCH_PATHS = Object.values(ENDPOINTS as Record<string, Endpoint>)
	.filter((endpoint) => endpoint.searchLimited)
	.flatMap((endpoint) => [endpoint.legacy, endpoint['2026-03'], endpoint['2026-09']])
	.filter((template): template is string => template !== undefined)
	.map(
		(template) =>
			new RegExp(
				`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
			),
	);
