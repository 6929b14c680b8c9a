/**
 * The fields HubSpot's published descriptions require in each answer the sandbox serves, as paths:
 * `a.b` is a field of an object, `a[]` an array that must not be empty and whose every item is checked,
 * `a[2]` one item of an array.
 * A field is present when its key is there, even with `null` (nullable fields stay nullable).
 */

/** Prefixes every path with a parent, e.g. `under('results[]', ['id'])` → `['results[]', 'results[].id']`. */
export const under = (parent: string, paths: readonly string[]): string[] => [
	parent,
	...paths.map((path) => `${parent}.${path}`),
];

/** HubSpot's error body (`Error`): the same in every version. */
export const ERROR_BODY = ['category', 'correlationId', 'message'];

export const SIMPLE_PUBLIC_OBJECT = ['id', 'properties', 'createdAt', 'updatedAt', 'archived'];

/** HubSpot's batch error (`StandardError`): `context`, `errors` and `links` even when empty. */
export const BATCH_ERROR = ['status', 'category', 'message', 'context', 'errors', 'links'];

export const BATCH_RESPONSE = ['status', 'results', 'startedAt', 'completedAt'];

/** A batch answer with per-input failures, in 207 (v3, 2026-03) or 200/201 (2026-09) alike. */
export const partialBatch = (result: readonly string[]): string[] => [
	...BATCH_RESPONSE,
	'numErrors',
	...under('results[]', result),
	...under('errors[]', BATCH_ERROR),
];

export const completeBatch = (result: readonly string[]): string[] => [
	...BATCH_RESPONSE,
	...under('results[]', result),
];

export const TOKEN_ANSWER = [
	'access_token',
	'refresh_token',
	'expires_in',
	'token_type',
	'token_use',
];

const SIGNED_ACCESS_TOKEN = [
	'appId',
	'appInstallId',
	'audience',
	'expiresAt',
	'hubId',
	'hublet',
	'installingUserId',
	'isPrivateDistribution',
	'isServiceAccount',
	'isUserLevel',
	'newSignature',
	'scopeToScopeGroupPks',
	'scopes',
	'signature',
	'trialScopeToScopeGroupPks',
	'trialScopes',
	'userId',
];

/** `GET /oauth/v1/access-tokens/{token}`: `signed_access_token` is optional, but when sent, complete. */
export const ACCESS_TOKEN_METADATA = [
	'token',
	'token_type',
	'expires_in',
	'scopes',
	'hub_id',
	'app_id',
	'user_id',
	...under('signed_access_token', SIGNED_ACCESS_TOKEN),
];

export const REFRESH_TOKEN_METADATA = [
	'token',
	'token_type',
	'client_id',
	'hub_id',
	'user_id',
	'scopes',
];

export const ACCESS_TOKEN_INTROSPECTION = [
	'active',
	'client_id',
	'is_private_distribution',
	'token_use',
	...ACCESS_TOKEN_METADATA,
];

export const REFRESH_TOKEN_INTROSPECTION = [
	'active',
	'app_id',
	'token_use',
	...REFRESH_TOKEN_METADATA,
];

export const BLOG_AUTHOR = [
	'id',
	'name',
	'slug',
	'displayName',
	'fullName',
	'bio',
	'email',
	'avatar',
	'website',
	'facebook',
	'linkedin',
	'twitter',
	'language',
	'translatedFromId',
	'created',
	'updated',
	'deletedAt',
];

export const HUBDB_COLUMN = ['id', 'name', 'label', 'type', 'deleted', 'description'];

export const HUBDB_SELECT_OPTION = [
	'id',
	'name',
	'label',
	'type',
	'order',
	'createdAt',
	'updatedAt',
];

export const HUBDB_TABLE = [
	'id',
	'name',
	'label',
	'allowChildTables',
	'allowPublicApiAccess',
	'columnCount',
	'createdAt',
	'deleted',
	'deletedAt',
	'dynamicMetaTags',
	'enableChildTablePages',
	'published',
	'publishedAt',
	'rowCount',
	'updatedAt',
	'useForPages',
	...under('columns[]', HUBDB_COLUMN),
];

export const HUBDB_ROW = [
	'id',
	'values',
	'path',
	'name',
	'childTableId',
	'createdAt',
	'updatedAt',
	'publishedAt',
];

/** The email object's one required field is `isAb`; the revision wrapper and its user are required too. */
export const EMAIL_REVISION = [
	'id',
	'updatedAt',
	'object',
	'object.isAb',
	'user',
	'user.id',
	'user.email',
	'user.fullName',
];

export const EMAIL_SEND_STATUS = ['status', 'statusId'];

const MEDIA_BRIDGE_PROPERTY = [
	// booleans
	'calculated',
	'canArchive',
	'canRestore',
	'deleted',
	'enforceMultivalueUniqueness',
	'externalOptions',
	'favorited',
	'formField',
	'hasUniqueValue',
	'hidden',
	'hubspotDefined',
	'isCustomizedDefault',
	'isMultiValued',
	'isPartial',
	'mutableDefinitionNotDeletable',
	'optionsAreMutable',
	'readOnlyDefinition',
	'readOnlyValue',
	'searchableInGlobalSearch',
	'showCurrencySymbol',
	// integers (times in epoch milliseconds)
	'createdAt',
	'createdUserId',
	'displayOrder',
	'favoritedOrder',
	'fromUserId',
	'owningAppId',
	'portalId',
	'updatedAt',
	// strings
	'currencyPropertyName',
	'description',
	'externalOptionsReferenceType',
	'fieldType',
	'groupName',
	'label',
	'name',
	// enumerations
	'dataSensitivity',
	'dateDisplayHint',
	'displayMode',
	'numberDisplayHint',
	'optionSortStrategy',
	'referencedObjectType',
	'searchTextAnalysisMode',
	'textDisplayHint',
	'type',
	// arrays
	'allowedObjectTypes[]',
	'allowedObjectTypes[].innerId',
	'allowedObjectTypes[].metaTypeId',
	'options',
	'sensitiveDataCategories',
];

const MEDIA_BRIDGE_GROUP = [
	'displayName',
	'displayOrder',
	'fulcrumPortalId',
	'fulcrumTimestamp',
	'hubspotDefined',
	'name',
];

export const MEDIA_BRIDGE_DEFINITION = [
	'objectTypeId',
	'objectTypeName',
	...under('properties[]', ['objectTypeId', ...under('property', MEDIA_BRIDGE_PROPERTY)]),
	...under('propertyGroups[]', MEDIA_BRIDGE_GROUP),
];

export const EVENT_DEFINITION = [
	'id',
	'name',
	'fullyQualifiedName',
	'objectTypeId',
	'archived',
	'labels.singular',
	'labels.plural',
	'associations',
	...under('properties[]', [
		'name',
		'label',
		'type',
		'fieldType',
		'description',
		'groupName',
		'options',
	]),
];

export const CRM_PROPERTY = [
	'name',
	'label',
	'type',
	'fieldType',
	'description',
	'groupName',
	'options',
	'hasUniqueValue',
	'modificationMetadata.readOnlyValue',
];

export const WEBHOOK_SETTINGS = [
	'targetUrl',
	'throttling.maxConcurrentRequests',
	'createdAt',
	'updatedAt',
];

export const WEBHOOK_SUBSCRIPTION = ['id', 'eventType', 'active', 'createdAt', 'updatedAt'];

/** The v3 association batch read item: `to` entries name the id and the association type. */
export const V3_ASSOCIATIONS = ['from.id', 'to[]', 'to[].id', 'to[].type'];

/** The v4 item of the dated association batch read. */
export const V4_ASSOCIATIONS = [
	'from.id',
	'to[]',
	'to[].toObjectId',
	'to[].associationTypes[]',
	'to[].associationTypes[].category',
	'to[].associationTypes[].typeId',
	'to[].associationTypes[].label',
];

/** The paths of `required` that `body` lacks, naming array items by index (`results[3].id`). */
export function missingFields(body: unknown, required: readonly string[]): string[] {
	return [...new Set(required.flatMap((path) => missingAt(body, path.split('.'), '')))];
}

/** `name`, `name[]` (every item of a non-empty list) or `name[2]` (one item). */
function missingAt(value: unknown, segments: string[], at: string): string[] {
	if (segments.length === 0) return [];
	const [segment, ...rest] = segments;
	const [, key, index] = /^([^[]+)(?:\[(\d*)\])?$/.exec(segment)!;
	const here = at ? `${at}.${key}` : key;
	if (
		typeof value !== 'object' ||
		value === null ||
		!(key in value) ||
		(value as Record<string, unknown>)[key] === undefined
	)
		return [here];
	const field = (value as Record<string, unknown>)[key];
	if (index === undefined) return missingAt(field, rest, here);
	if (index !== '')
		return Array.isArray(field) && Number(index) < field.length
			? missingAt(field[Number(index)], rest, `${here}[${index}]`)
			: [`${here}[${index}]`];
	// An empty list would check nothing: the answer must hold at least one item.
	if (!Array.isArray(field) || field.length === 0) return [`${here}[]`];
	return field.flatMap((item, i) => missingAt(item, rest, `${here}[${i}]`));
}
