import { ACCOUNT } from '../../account';
import { atLeast, PATH_FORMS, type ApiVersion, type PathForms } from '../../versions';
import {
	ACCESS_TOKEN_INTROSPECTION,
	ACCESS_TOKEN_METADATA,
	BLOG_AUTHOR,
	CRM_PROPERTY,
	ERROR_BODY,
	EMAIL_REVISION,
	EMAIL_SEND_STATUS,
	EVENT_DEFINITION,
	HUBDB_ROW,
	HUBDB_SELECT_OPTION,
	HUBDB_TABLE,
	MEDIA_BRIDGE_DEFINITION,
	REFRESH_TOKEN_INTROSPECTION,
	REFRESH_TOKEN_METADATA,
	SIMPLE_PUBLIC_OBJECT,
	TOKEN_ANSWER,
	V3_ASSOCIATIONS,
	V4_ASSOCIATIONS,
	WEBHOOK_SETTINGS,
	WEBHOOK_SUBSCRIPTION,
	completeBatch,
	partialBatch,
	under,
} from './requiredFields';
import { ASSOCIATION_CONTRACTS } from './associationContracts';
import { AUTOMATION_CONTRACTS } from './automationContracts';
import { MARKETING_CONTRACTS } from './marketingContracts';
import { MARKETING_EVENT_CONTRACTS } from './marketingEventContracts';
import { SUBSCRIPTION_CONTRACTS } from './subscriptionContracts';
import { CONVERSATION_CONTRACTS } from './conversationContracts';
import { JOURNAL_CONTRACTS } from './journalContracts';
import { LIST_CONTRACTS } from './listContracts';
import { DEFINITION_CONTRACTS } from './definitionContracts';
import { OWNER_PIPELINE_CONTRACTS, SCHEMA_CONTRACTS } from './metadataContracts';

/** How a request authenticates: the private-app token, the developer key (`hapikey`), or nothing. */
export type Credential = 'token' | 'developer' | 'none';

export interface ContractRequest {
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	path: string;
	/** JSON body. */
	json?: unknown;
	/** Form body (the token endpoints). */
	form?: Record<string, string>;
	credential: Credential;
	/** With `token`: another bearer token than the private app's (the journal's client-credentials token). */
	bearer?: string;
}

/** What a contract needs prepared on the running sandbox (each contract runs after a reset). */
export interface Fixtures {
	/** A fresh OAuth access and refresh token. */
	oauthPair(): Promise<{ access_token: string; refresh_token: string }>;
	/** An authorization code from the install page, for `redirectUri`. */
	installCode(redirectUri: string): Promise<string>;
	/** Ids of live records of a type, oldest first. */
	recordIds(objectType: string, count: number): Promise<string[]>;
	/** Sends a request on the way to the one under contract, failing unless it succeeds. */
	prepare(request: ContractRequest): Promise<Record<string, unknown>>;
}

export interface EndpointContract {
	/** The endpoint as the package calls it, plus what the case exercises. */
	endpoint: string;
	/** The API's path prefix per version; the contract runs in every version the API has. */
	forms: PathForms;
	request(prefix: string, version: ApiVersion, fixtures: Fixtures): Promise<ContractRequest>;
	status: number | ((version: ApiVersion) => number);
	required: readonly string[] | ((version: ApiVersion) => readonly string[]);
}

const OAUTH_V1: PathForms = { legacy: '/oauth/v1' };
const REDIRECT_URI = 'http://localhost:5678/callback';
const app = { client_id: ACCOUNT.clientId, client_secret: ACCOUNT.clientSecret };
/** Partial failures: 207 in v3 and 2026-03, the success status with `errors` in 2026-09. */
const partial = (okStatus: number) => (version: ApiVersion) =>
	atLeast(version, '2026-09') ? okStatus : 207;
/** The token endpoint's form: `/oauth/v1` and the dated `/token` alike. */
const tokenPath = (prefix: string) => `${prefix}/token`;
const subscriptionBody = (version: ApiVersion) => ({
	eventType: 'contact.propertyChange',
	propertyName: 'email',
	active: version !== 'legacy' || undefined,
});

/** Defines the `paid` event the send and occurrence contracts send. */
const eventDefinitionRequest = (prefix: string): ContractRequest => ({
	method: 'POST',
	path: prefix,
	credential: 'token',
	json: {
		label: 'Paid',
		name: 'paid',
		includeDefaultProperties: false,
		propertyDefinitions: [{ name: 'amount', label: 'Amount', type: 'number' }],
	},
});
/** A property as definitions answer it. */
const EVENT_PROPERTY = [
	'name',
	'label',
	'type',
	'fieldType',
	'description',
	'options',
	'displayOrder',
];
const occurrence = (uuid: string) => ({
	eventName: `pe${ACCOUNT.hubId}_paid`,
	objectId: '42',
	properties: { amount: '9' },
	uuid,
});

/** One contract per endpoint the package calls (and the reads around them the sandbox serves). */
export const ENDPOINT_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'POST /oauth/v1/token (authorization_code)',
		forms: OAUTH_V1,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: tokenPath(prefix),
			credential: 'none',
			form: {
				...app,
				grant_type: 'authorization_code',
				code: await f.installCode(REDIRECT_URI),
				redirect_uri: REDIRECT_URI,
			},
		}),
		status: 200,
		required: TOKEN_ANSWER,
	},
	{
		endpoint: 'POST /oauth/{version}/token (authorization_code)',
		forms: PATH_FORMS.oauthTokens,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: tokenPath(prefix),
			credential: 'none',
			form: {
				...app,
				grant_type: 'authorization_code',
				code: await f.installCode(REDIRECT_URI),
				redirect_uri: REDIRECT_URI,
			},
		}),
		status: 200,
		required: TOKEN_ANSWER,
	},
	{
		endpoint: 'POST /oauth/v1/token (refresh_token)',
		forms: OAUTH_V1,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: tokenPath(prefix),
			credential: 'none',
			form: {
				...app,
				grant_type: 'refresh_token',
				refresh_token: (await f.oauthPair()).refresh_token,
			},
		}),
		status: 200,
		required: TOKEN_ANSWER,
	},
	{
		endpoint: 'POST /oauth/{version}/token (refresh_token)',
		forms: PATH_FORMS.oauthTokens,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: tokenPath(prefix),
			credential: 'none',
			form: {
				...app,
				grant_type: 'refresh_token',
				refresh_token: (await f.oauthPair()).refresh_token,
			},
		}),
		status: 200,
		required: TOKEN_ANSWER,
	},
	{
		endpoint: 'GET /oauth/v1/access-tokens/{token}',
		forms: OAUTH_V1,
		request: async (prefix, _v, f) => ({
			method: 'GET',
			path: `${prefix}/access-tokens/${(await f.oauthPair()).access_token}`,
			credential: 'none',
		}),
		status: 200,
		required: ACCESS_TOKEN_METADATA,
	},
	{
		endpoint: 'GET /oauth/v1/refresh-tokens/{token}',
		forms: OAUTH_V1,
		request: async (prefix, _v, f) => ({
			method: 'GET',
			path: `${prefix}/refresh-tokens/${(await f.oauthPair()).refresh_token}`,
			credential: 'none',
		}),
		status: 200,
		required: REFRESH_TOKEN_METADATA,
	},
	{
		endpoint: 'POST /oauth/{version}/token/introspect (access token)',
		forms: PATH_FORMS.oauthTokens,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/token/introspect`,
			credential: 'none',
			form: { ...app, token: (await f.oauthPair()).access_token },
		}),
		status: 200,
		required: ACCESS_TOKEN_INTROSPECTION,
	},
	{
		endpoint: 'POST /oauth/{version}/token/introspect (refresh token)',
		forms: PATH_FORMS.oauthTokens,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/token/introspect`,
			credential: 'none',
			form: {
				...app,
				token: (await f.oauthPair()).refresh_token,
				token_type_hint: 'refresh_token',
			},
		}),
		status: 200,
		required: REFRESH_TOKEN_INTROSPECTION,
	},
	{
		endpoint: 'GET /crm/v3/objects/{objectType} (list)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/companies?limit=5`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', SIMPLE_PUBLIC_OBJECT),
	},
	{
		endpoint: 'GET /crm/v3/objects/{objectType}/{id}',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'GET',
			path: `${prefix}/deals/${(await f.recordIds('deals', 1))[0]}`,
			credential: 'token',
		}),
		status: 200,
		required: SIMPLE_PUBLIC_OBJECT,
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType}/search',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts/search`,
			credential: 'token',
			json: { filterGroups: [], limit: 5 },
		}),
		status: 200,
		required: ['total', ...under('results[]', SIMPLE_PUBLIC_OBJECT)],
	},
	{
		endpoint: 'PATCH /crm/v3/objects/{objectType}/{id}',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'PATCH',
			path: `${prefix}/0-3/${(await f.recordIds('deals', 1))[0]}`,
			credential: 'token',
			json: { properties: { dealname: 'Renewal' } },
		}),
		status: 200,
		required: SIMPLE_PUBLIC_OBJECT,
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType}/batch/read',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/companies/batch/read`,
			credential: 'token',
			json: {
				inputs: (await f.recordIds('companies', 2)).map((id) => ({ id })),
				properties: ['name'],
				propertiesWithHistory: [],
			},
		}),
		status: 200,
		required: completeBatch(SIMPLE_PUBLIC_OBJECT),
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType}/batch/read (unknown ids)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/companies/batch/read`,
			credential: 'token',
			json: {
				inputs: [...(await f.recordIds('companies', 1)), '999999999'].map((id) => ({ id })),
				properties: ['name'],
				propertiesWithHistory: [],
			},
		}),
		status: partial(200),
		required: partialBatch(SIMPLE_PUBLIC_OBJECT),
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType}/batch/update (unknown ids)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/partner_clients/batch/update`,
			credential: 'token',
			json: {
				inputs: [...(await f.recordIds('partner_clients', 1)), '999999999'].map((id) => ({
					id,
					properties: {},
					objectWriteTraceId: `trace-${id}`,
				})),
			},
		}),
		status: partial(200),
		required: partialBatch(SIMPLE_PUBLIC_OBJECT),
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType}/batch/create',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/deals/batch/create`,
			credential: 'token',
			json: { inputs: [{ properties: { dealname: 'New deal' }, objectWriteTraceId: 'a' }] },
		}),
		status: 201,
		required: completeBatch(SIMPLE_PUBLIC_OBJECT),
	},
	{
		endpoint: 'POST /crm/objects/v3/projects/batch/create (invalid inputs)',
		forms: PATH_FORMS.projects,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/batch/create`,
			credential: 'token',
			json: {
				inputs: [
					{ properties: {}, objectWriteTraceId: 'a' },
					{ properties: { nope: 'x' }, objectWriteTraceId: 'b' },
				],
			},
		}),
		status: partial(201),
		required: partialBatch(SIMPLE_PUBLIC_OBJECT),
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType} (create one, with an association)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/contacts`,
			credential: 'token',
			json: {
				properties: { email: 'new.contact@example.com' },
				associations: [
					{
						to: { id: (await f.recordIds('companies', 1))[0] },
						types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 }],
					},
				],
			},
		}),
		status: 201,
		required: SIMPLE_PUBLIC_OBJECT,
	},
	{
		endpoint: 'POST /crm/v3/objects/contacts (an e-mail address that exists: 409)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => {
			const [id] = await f.recordIds('contacts', 1);
			const existing = await f.prepare({
				method: 'GET',
				path: `${prefix}/contacts/${id}?properties=email`,
				credential: 'token',
			});
			return {
				method: 'POST',
				path: `${prefix}/contacts`,
				credential: 'token',
				json: { properties: { email: (existing.properties as { email: string }).email } },
			};
		},
		status: 409,
		required: ERROR_BODY,
	},
	{
		endpoint: 'POST /crm/objects/v3/projects (create one)',
		forms: PATH_FORMS.projects,
		request: async (prefix) => ({
			method: 'POST',
			path: prefix,
			credential: 'token',
			json: { properties: { hs_name: 'Launch' } },
		}),
		status: 201,
		required: SIMPLE_PUBLIC_OBJECT,
	},
	{
		endpoint: 'GET /crm/v3/objects/{objectType}/{id} (with associations and property history)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'GET',
			path: `${prefix}/contacts/${(await f.recordIds('contacts', 1))[0]}?associations=companies&propertiesWithHistory=email`,
			credential: 'token',
		}),
		status: 200,
		required: [
			...SIMPLE_PUBLIC_OBJECT,
			'propertiesWithHistory.email[]',
			'propertiesWithHistory.email[].value',
			'propertiesWithHistory.email[].timestamp',
			...under('associations.companies.results[]', ['id', 'type']),
		],
	},
	{
		endpoint: 'DELETE /crm/v3/objects/{objectType}/{id}',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => ({
			method: 'DELETE',
			path: `${prefix}/companies/${(await f.recordIds('companies', 1))[0]}`,
			credential: 'token',
		}),
		status: 204,
		required: [],
	},
	{
		endpoint:
			'POST /crm/v3/objects/{objectType}/batch/upsert (contacts by e-mail, one new and one existing)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix, _v, f) => {
			const [id] = await f.recordIds('contacts', 1);
			const existing = await f.prepare({
				method: 'GET',
				path: `${prefix}/contacts/${id}?properties=email`,
				credential: 'token',
			});
			const emails = [(existing.properties as { email: string }).email, 'upserted@example.com'];
			return {
				method: 'POST',
				path: `${prefix}/contacts/batch/upsert`,
				credential: 'token',
				json: {
					inputs: emails.map((email) => ({
						idProperty: 'email',
						id: email,
						properties: { email, firstname: 'Ada' },
					})),
				},
			};
		},
		status: 200,
		required: completeBatch([...SIMPLE_PUBLIC_OBJECT, 'new']),
	},
	{
		endpoint: 'POST /crm/v3/objects/{objectType}/batch/upsert (an unknown option)',
		forms: PATH_FORMS.crmObjects,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/tickets/batch/upsert`,
			credential: 'token',
			json: {
				inputs: [
					{ idProperty: 'hs_unique_key', id: 'T-1', properties: { subject: 'Printer' } },
					{ idProperty: 'hs_unique_key', id: 'T-2', properties: { hs_ticket_priority: 'SOMEDAY' } },
				],
			},
		}),
		status: partial(200),
		required: partialBatch([...SIMPLE_PUBLIC_OBJECT, 'new']),
	},
	{
		endpoint: 'POST /crm/objects/v3/projects/batch/upsert',
		forms: PATH_FORMS.projects,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/batch/upsert`,
			credential: 'token',
			json: {
				inputs: [{ idProperty: 'hs_unique_key', id: 'P-1', properties: { hs_name: 'Launch' } }],
			},
		}),
		status: 200,
		required: completeBatch([...SIMPLE_PUBLIC_OBJECT, 'new']),
	},
	{
		endpoint:
			'POST /crm/v3/associations/{from}/{to}/batch/read (v3 shape; records without associations)',
		forms: { legacy: PATH_FORMS.associations.legacy },
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/deals/companies/batch/read`,
			credential: 'token',
			json: { inputs: [...(await f.recordIds('deals', 2)), '999999999'].map((id) => ({ id })) },
		}),
		status: 207,
		required: partialBatch(V3_ASSOCIATIONS),
	},
	{
		endpoint:
			'POST /crm/associations/{version}/{from}/{to}/batch/read (v4 shape; records without associations)',
		forms: {
			'2026-03': PATH_FORMS.associations['2026-03'],
			'2026-09': PATH_FORMS.associations['2026-09'],
		},
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/deals/companies/batch/read`,
			credential: 'token',
			json: { inputs: [...(await f.recordIds('deals', 2)), '999999999'].map((id) => ({ id })) },
		}),
		status: partial(200),
		required: partialBatch(V4_ASSOCIATIONS),
	},
	{
		endpoint: 'GET /crm/v3/properties/{objectType}',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/companies`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', CRM_PROPERTY),
	},
	{
		endpoint: 'GET /cms/v3/blogs/authors',
		forms: PATH_FORMS.blogs,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}/authors`, credential: 'token' }),
		status: 200,
		required: ['total', ...under('results[]', BLOG_AUTHOR)],
	},
	{
		endpoint: 'POST /cms/v3/blogs/authors/batch/update (unknown ids)',
		forms: PATH_FORMS.blogs,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/authors/batch/update`,
			credential: 'token',
			json: { inputs: [{ id: '8000001', bio: 'Mathematician' }, { id: '1' }] },
		}),
		// Blog authors keep the 207 in 2026-09.
		status: 207,
		required: partialBatch(BLOG_AUTHOR),
	},
	{
		endpoint: 'GET /cms/v3/hubdb/tables',
		forms: PATH_FORMS.hubdb,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}/tables`, credential: 'token' }),
		status: 200,
		required: [
			'total',
			...under('results[]', HUBDB_TABLE),
			...under('results[0].columns[4].options[]', HUBDB_SELECT_OPTION),
		],
	},
	{
		endpoint: 'GET /cms/v3/hubdb/tables/{table}/rows/draft',
		forms: PATH_FORMS.hubdb,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/tables/events/rows/draft`,
			credential: 'token',
		}),
		status: 200,
		required: ['total', ...under('results[]', HUBDB_ROW)],
	},
	{
		endpoint: 'PATCH /cms/v3/hubdb/tables/{table}/rows/{rowId}/draft',
		forms: PATH_FORMS.hubdb,
		request: async (prefix) => ({
			method: 'PATCH',
			path: `${prefix}/tables/events/rows/101/draft`,
			credential: 'token',
			json: { values: { seats: 80 } },
		}),
		status: 200,
		required: HUBDB_ROW,
	},
	{
		endpoint: 'POST /cms/v3/blogs/posts',
		forms: PATH_FORMS.blogs,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/posts`,
			credential: 'token',
			json: { name: 'Contract', contentGroupId: '7000001', postBody: '<p>x</p>' },
		}),
		status: 201,
		required: ['id', 'name', 'state', 'currentState', 'contentGroupId', 'created', 'updated'],
	},
	{
		endpoint: 'POST /cms/v3/hubdb/tables/{table}/rows/draft/batch/create (one bad row)',
		forms: PATH_FORMS.hubdb,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/tables/events/rows/draft/batch/create`,
			credential: 'token',
			json: {
				inputs: [
					{ values: { title: 'New', seats: 3 }, childTableId: 0, displayIndex: 0 },
					{ values: { seats: 'many' }, childTableId: 0, displayIndex: 0 },
				],
			},
		}),
		// HubDB has no 2026-09 release: every version it is in answers a partial failure 207.
		status: 207,
		required: partialBatch(HUBDB_ROW),
	},
	{
		endpoint: 'POST /cms/url-redirects/v3',
		forms: PATH_FORMS.urlRedirects,
		request: async (prefix) => ({
			method: 'POST',
			path: prefix,
			credential: 'token',
			json: { routePrefix: '/old', destination: '/new', redirectStyle: 301 },
		}),
		status: 201,
		required: ['id', 'routePrefix', 'destination', 'redirectStyle', 'created', 'updated'],
	},
	{
		endpoint: 'GET /marketing/v3/emails',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({ method: 'GET', path: prefix, credential: 'token' }),
		status: 200,
		required: ['total', 'results[]', 'results[].id', 'results[].isAb'],
	},
	{
		endpoint: 'GET /marketing/v3/emails/{emailId}/revisions',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/6100001/revisions`,
			credential: 'token',
		}),
		status: 200,
		required: ['total', ...under('results[]', EMAIL_REVISION)],
	},
	{
		endpoint: 'GET /marketing/v3/emails/{emailId}/revisions/{revisionId}',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/6100001/revisions/2`,
			credential: 'token',
		}),
		status: 200,
		required: EMAIL_REVISION,
	},
	{
		endpoint: 'POST /marketing/v4/email/single-send',
		forms: PATH_FORMS.singleSend,
		request: async (prefix) => ({
			method: 'POST',
			path: prefix,
			credential: 'token',
			json: {
				emailId: 6100001,
				message: { to: 'reader@example.com', cc: [], bcc: [], replyTo: [] },
				contactProperties: {},
				customProperties: {},
			},
		}),
		status: 200,
		required: [...EMAIL_SEND_STATUS, 'requestedAt'],
	},
	{
		endpoint: 'GET /marketing/v3/email/send-statuses/{statusId}',
		forms: PATH_FORMS.sendStatuses,
		request: async (prefix, _v, f) => {
			const sent = await f.prepare({
				method: 'POST',
				path: PATH_FORMS.singleSend.legacy,
				credential: 'token',
				json: { emailId: 6100001, message: { to: 'reader@example.com' } },
			});
			return { method: 'GET', path: `${prefix}/${String(sent.statusId)}`, credential: 'token' };
		},
		status: 200,
		required: EMAIL_SEND_STATUS,
	},
	{
		endpoint:
			'GET /media-bridge/v1/{appId}/settings/object-definitions/{mediaType}?includeFullDefinition=true',
		forms: PATH_FORMS.mediaBridge,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${ACCOUNT.appId}/settings/object-definitions/VIDEO?includeFullDefinition=true`,
			credential: 'developer',
		}),
		status: 200,
		required: MEDIA_BRIDGE_DEFINITION,
	},
	{
		endpoint: 'GET /media-bridge/v1/{appId}/settings/object-definitions/{mediaType}',
		forms: PATH_FORMS.mediaBridge,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${ACCOUNT.appId}/settings/object-definitions/AUDIO`,
			credential: 'developer',
		}),
		status: 200,
		required: MEDIA_BRIDGE_DEFINITION,
	},
	{
		endpoint: 'POST /events/v3/event-definitions',
		forms: PATH_FORMS.eventDefinitions,
		request: async (prefix) => ({
			method: 'POST',
			path: prefix,
			credential: 'token',
			json: {
				label: 'Watched video',
				includeDefaultProperties: false,
				propertyDefinitions: [
					{ label: 'Seconds', type: 'number' },
					{ label: 'Quality', type: 'enumeration', options: [{ label: 'HD', value: 'hd' }] },
				],
			},
		}),
		status: 201,
		required: EVENT_DEFINITION,
	},
	{
		endpoint: 'GET /events/v3/event-definitions/{eventName}',
		forms: PATH_FORMS.eventDefinitions,
		request: async (prefix, _v, f) => {
			await f.prepare(eventDefinitionRequest(prefix));
			return { method: 'GET', path: `${prefix}/paid`, credential: 'token' };
		},
		status: 200,
		required: EVENT_DEFINITION,
	},
	{
		endpoint: 'PATCH /events/v3/event-definitions/{eventName}',
		forms: PATH_FORMS.eventDefinitions,
		request: async (prefix, version, f) => {
			await f.prepare(eventDefinitionRequest(prefix));
			return {
				method: 'PATCH',
				path: `${prefix}/paid`,
				credential: 'token',
				json: {
					label: 'Paid in full',
					...(version === 'legacy' ? { propertyOrder: ['amount'] } : {}),
				},
			};
		},
		status: 201,
		required: EVENT_DEFINITION,
	},
	{
		endpoint: 'POST /events/v3/event-definitions/{eventName}/property',
		forms: PATH_FORMS.eventDefinitions,
		request: async (prefix, _v, f) => {
			await f.prepare(eventDefinitionRequest(prefix));
			return {
				method: 'POST',
				path: `${prefix}/paid/property`,
				credential: 'token',
				json: { label: 'Channel', name: 'channel', type: 'string' },
			};
		},
		status: 201,
		required: EVENT_PROPERTY,
	},
	{
		endpoint: 'PATCH /events/v3/event-definitions/{eventName}/property/{propertyName}',
		forms: PATH_FORMS.eventDefinitions,
		request: async (prefix, _v, f) => {
			await f.prepare(eventDefinitionRequest(prefix));
			return {
				method: 'PATCH',
				path: `${prefix}/paid/property/amount`,
				credential: 'token',
				json: { label: 'Amount paid' },
			};
		},
		status: 200,
		required: EVENT_PROPERTY,
	},
	{
		endpoint: 'DELETE /events/v3/event-definitions/{eventName}/property/{propertyName}',
		forms: PATH_FORMS.eventDefinitions,
		request: async (prefix, _v, f) => {
			await f.prepare(eventDefinitionRequest(prefix));
			return { method: 'DELETE', path: `${prefix}/paid/property/amount`, credential: 'token' };
		},
		status: 204,
		required: [],
	},
	{
		endpoint: 'POST /events/v3/send',
		forms: PATH_FORMS.eventSend,
		request: async (prefix, version, f) => {
			await f.prepare(eventDefinitionRequest(PATH_FORMS.eventDefinitions[version]!));
			return { method: 'POST', path: prefix, credential: 'token', json: occurrence('one') };
		},
		status: 204,
		required: [],
	},
	{
		endpoint: 'POST /events/v3/send/batch',
		forms: PATH_FORMS.eventSend,
		request: async (prefix, version, f) => {
			await f.prepare(eventDefinitionRequest(PATH_FORMS.eventDefinitions[version]!));
			return {
				method: 'POST',
				path: `${prefix}/batch`,
				credential: 'token',
				json: { inputs: [occurrence('a'), occurrence('b')] },
			};
		},
		status: 204,
		required: [],
	},
	{
		endpoint: 'GET /events/v3/events (occurrences of a record)',
		forms: PATH_FORMS.eventOccurrences,
		request: async (prefix, version, f) => {
			await f.prepare(eventDefinitionRequest(PATH_FORMS.eventDefinitions[version]!));
			await f.prepare({
				method: 'POST',
				path: PATH_FORMS.eventSend[version]!,
				credential: 'token',
				json: occurrence('one'),
			});
			return {
				method: 'GET',
				path: `${prefix}?objectType=contact&objectId=42`,
				credential: 'token',
			};
		},
		status: 200,
		required: under('results[]', [
			'id',
			'eventType',
			'objectType',
			'objectId',
			'occurredAt',
			'properties',
		]),
	},
	{
		endpoint: 'PUT /webhooks/v3/{appId}/settings',
		forms: PATH_FORMS.webhooks,
		request: async (prefix) => ({
			method: 'PUT',
			path: `${prefix}/${ACCOUNT.appId}/settings`,
			credential: 'developer',
			json: { targetUrl: 'https://example.com/hook', throttling: { maxConcurrentRequests: 10 } },
		}),
		status: 200,
		required: WEBHOOK_SETTINGS,
	},
	{
		endpoint: 'GET /webhooks/v3/{appId}/settings',
		forms: PATH_FORMS.webhooks,
		request: async (prefix, _v, f) => {
			await f.prepare({
				method: 'PUT',
				path: `${prefix}/${ACCOUNT.appId}/settings`,
				credential: 'developer',
				json: { targetUrl: 'https://example.com/hook' },
			});
			return {
				method: 'GET',
				path: `${prefix}/${ACCOUNT.appId}/settings`,
				credential: 'developer',
			};
		},
		status: 200,
		required: WEBHOOK_SETTINGS,
	},
	{
		endpoint: 'POST /webhooks/v3/{appId}/subscriptions',
		forms: PATH_FORMS.webhooks,
		request: async (prefix, version) => ({
			method: 'POST',
			path: `${prefix}/${ACCOUNT.appId}/subscriptions`,
			credential: 'developer',
			json: subscriptionBody(version),
		}),
		status: 201,
		required: WEBHOOK_SUBSCRIPTION,
	},
	{
		endpoint: 'GET /webhooks/v3/{appId}/subscriptions',
		forms: PATH_FORMS.webhooks,
		request: async (prefix, version, f) => {
			await f.prepare({
				method: 'POST',
				path: `${prefix}/${ACCOUNT.appId}/subscriptions`,
				credential: 'developer',
				json: subscriptionBody(version),
			});
			return {
				method: 'GET',
				path: `${prefix}/${ACCOUNT.appId}/subscriptions`,
				credential: 'developer',
			};
		},
		status: 200,
		required: under('results[]', WEBHOOK_SUBSCRIPTION),
	},
	{
		endpoint: 'PATCH /webhooks/v3/{appId}/subscriptions/{subscriptionId}',
		forms: PATH_FORMS.webhooks,
		request: async (prefix, version, f) => {
			const created = await f.prepare({
				method: 'POST',
				path: `${prefix}/${ACCOUNT.appId}/subscriptions`,
				credential: 'developer',
				json: subscriptionBody(version),
			});
			return {
				method: 'PATCH',
				path: `${prefix}/${ACCOUNT.appId}/subscriptions/${String(created.id)}`,
				credential: 'developer',
				json: { active: true },
			};
		},
		status: 200,
		required: WEBHOOK_SUBSCRIPTION,
	},
	{
		endpoint: 'POST /webhooks/v3/{appId}/subscriptions/batch/update (unknown ids)',
		forms: PATH_FORMS.webhooks,
		request: async (prefix, version, f) => {
			const created = await f.prepare({
				method: 'POST',
				path: `${prefix}/${ACCOUNT.appId}/subscriptions`,
				credential: 'developer',
				json: subscriptionBody(version),
			});
			return {
				method: 'POST',
				path: `${prefix}/${ACCOUNT.appId}/subscriptions/batch/update`,
				credential: 'developer',
				json: {
					inputs: [
						{ id: created.id, active: false },
						{ id: '999999', active: true },
					],
				},
			};
		},
		status: partial(200),
		required: partialBatch(WEBHOOK_SUBSCRIPTION),
	},
	...LIST_CONTRACTS,
	...ASSOCIATION_CONTRACTS,
	...OWNER_PIPELINE_CONTRACTS,
	...SCHEMA_CONTRACTS,
	...DEFINITION_CONTRACTS,
	...JOURNAL_CONTRACTS,
	...AUTOMATION_CONTRACTS,
	...MARKETING_CONTRACTS,
	...MARKETING_EVENT_CONTRACTS,
	...SUBSCRIPTION_CONTRACTS,
	...CONVERSATION_CONTRACTS,
];
