import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody, validationError } from '../errors';
import type { RouteAuth, SandboxArea } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion, atLeast } from '../versions';

export const MEDIA_TYPES = ['AUDIO', 'DOCUMENT', 'IMAGE', 'OTHER', 'VIDEO'] as const;

/** Media-bridge apps of the developer account: the demo app and a second one. */
const MEDIA_APPS = [ACCOUNT.appId, 54322];

/** The object type the sandbox gives each app and media type (`2-<app><n>` as custom types are). */
const objectTypeIdOf = (appId: number, mediaType: string) =>
	`2-${appId}${MEDIA_TYPES.indexOf(mediaType as never) + 1}`;

/** Epoch milliseconds of the media-bridge definitions' creation (the service answers these times as integers). */
const DEFINED_AT = Date.UTC(2026, 0, 1);

/** How the service displays a property of this type (the v1 description requires every hint). */
const DISPLAY_HINTS: Record<string, { numberDisplayHint: string; textDisplayHint: string }> = {
	number: { numberDisplayHint: 'duration', textDisplayHint: 'unformatted_single_line' },
	string: { numberDisplayHint: 'unformatted', textDisplayHint: 'unformatted_single_line' },
};

/**
 * A property definition with every field the v1 description requires. `allowedObjectTypes` names the
 * media object type itself (meta type 2, a custom object's inner id); `referencedObjectType` is null
 * because no media property references another object (*uncertain*: the description lists it required).
 */
function property(
	appId: number,
	mediaType: string,
	objectTypeId: string,
	name: string,
	label: string,
	type: string,
	fieldType: string,
	order: number,
) {
	return {
		name,
		label,
		type,
		fieldType,
		description: `${label} of the ${mediaType.toLowerCase()}`,
		groupName: `${mediaType.toLowerCase()}_information`,
		displayOrder: order,
		options: [],
		allowedObjectTypes: [{ metaTypeId: 2, innerId: Number(objectTypeId.slice(2)) }],
		sensitiveDataCategories: [],
		dataSensitivity: 'none',
		dateDisplayHint: 'absolute',
		displayMode: 'current_value',
		...DISPLAY_HINTS[type],
		optionSortStrategy: 'DISPLAY_ORDER',
		referencedObjectType: null,
		searchTextAnalysisMode: 'NOT_ANALYZED_TEXT',
		currencyPropertyName: '',
		externalOptionsReferenceType: '',
		calculated: false,
		canArchive: false,
		canRestore: false,
		deleted: false,
		enforceMultivalueUniqueness: false,
		externalOptions: false,
		favorited: false,
		favoritedOrder: -1,
		formField: false,
		hasUniqueValue: name === 'hs_media_id',
		hidden: false,
		// The media types' default properties are HubSpot's own (`hs_`), not the app's.
		hubspotDefined: name.startsWith('hs_'),
		isCustomizedDefault: false,
		isMultiValued: false,
		isPartial: false,
		mutableDefinitionNotDeletable: true,
		optionsAreMutable: false,
		readOnlyDefinition: true,
		readOnlyValue: false,
		searchableInGlobalSearch: name === 'hs_media_name',
		showCurrencySymbol: false,
		owningAppId: appId,
		portalId: ACCOUNT.hubId,
		createdUserId: ACCOUNT.userId,
		fromUserId: ACCOUNT.userId,
		createdAt: DEFINED_AT,
		updatedAt: DEFINED_AT,
	};
}

/**
 * Internal fields of a full property definition that 2026-09 no longer answers (HubSpot's 2026-09 changelog names them;
 * where they sit is *uncertain*: the sandbox puts them on each property).
 */
const internalFields = (objectTypeId: string) => ({
	objectTypeIdString: objectTypeId,
	visibilities: [],
	teamIds: [],
});

/**
 * The object definition of a media type. Both forms carry every required field; the full one adds the
 * optional bookkeeping of each property item (and, before 2026-09, the internal fields).
 */
function definition(appId: number, mediaType: string, full: boolean, version: ApiVersion) {
	const objectTypeId = objectTypeIdOf(appId, mediaType);
	const properties = [
		property(appId, mediaType, objectTypeId, 'hs_media_id', 'Media ID', 'string', 'text', 0),
		property(appId, mediaType, objectTypeId, 'hs_media_name', 'Media Name', 'string', 'text', 1),
		property(appId, mediaType, objectTypeId, 'hs_duration', 'Duration', 'number', 'number', 2),
		property(appId, mediaType, objectTypeId, 'hs_file_url', 'File URL', 'string', 'text', 3),
	];
	const bookkeeping = { fulcrumPortalId: ACCOUNT.hubId, fulcrumTimestamp: DEFINED_AT };
	return {
		objectTypeId,
		objectTypeName: `${mediaType.toLowerCase()}_${appId}`,
		properties: properties.map((p) =>
			full
				? {
						objectTypeId,
						property: atLeast(version, '2026-09') ? p : { ...p, ...internalFields(objectTypeId) },
						...bookkeeping,
						janusGroup: 'media-bridge',
					}
				: { objectTypeId, property: p },
		),
		propertyGroups: [
			{
				name: `${mediaType.toLowerCase()}_information`,
				displayName: `${mediaType[0]}${mediaType.slice(1).toLowerCase()} information`,
				displayOrder: 0,
				hubspotDefined: true,
				...bookkeeping,
			},
		],
	};
}

/** v1 and 2026-03 also take an OAuth token with `developers-read`; 2026-09 only the developer key. */
const authIn = (version: ApiVersion): RouteAuth =>
	atLeast(version, '2026-09')
		? { kind: 'developer' }
		: { kind: 'developer', altScopes: ['developers-read'] };

/** Media bridge: object definitions per media type of the account's media-bridge apps. */
export function createMediaBridgeArea(_context: SandboxContext): SandboxArea {
	return {
		name: 'mediaBridge',
		reset: () => undefined,
		routes: servedIn(PATH_FORMS.mediaBridge, (version) => [
			{
				method: 'GET',
				path: '/{appId}/settings/object-definitions/{mediaType}',
				auth: authIn(version),
				handler: (req) => {
					const appId = Number(req.params.appId);
					if (!MEDIA_APPS.includes(appId)) {
						throw new SandboxHttpError(
							404,
							errorBody(
								`App ${req.params.appId} does not exist or is not a media bridge app of this developer account`,
								'OBJECT_NOT_FOUND',
							),
						);
					}
					const mediaType = req.params.mediaType;
					if (!(MEDIA_TYPES as readonly string[]).includes(mediaType)) {
						throw validationError(
							`Unable to process JSON: mediaType ${JSON.stringify(mediaType)} is not one of [${MEDIA_TYPES.join(', ')}]`,
						);
					}
					return {
						status: 200,
						body: definition(
							appId,
							mediaType,
							req.query.get('includeFullDefinition') === 'true',
							version,
						),
					};
				},
			},
		]),
	};
}
