import type {
	IDataObject,
	IExecuteFunctions,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';
import { hubSpotApi } from '../transport/transport';
import type { PathSegment } from '../transport/paths';
import { ENDPOINTS } from '../transport/endpoints';
import { invalidInput, readText } from '../execution/validation';
import { crmObjectType } from './objectTypes';
import { currentObjectType } from './objectTypeFields';
import { recordEndpoints, type CrmRecord } from './records';

/**
 * A picker of one CRM record (n8n's resource locator): from a search of the chosen object type, by
 * ID, or by the record's URL in HubSpot. A record URL is
 * `https://app.hubspot.com/contacts/<portalId>/record/<typeId>/<id>`, or the older
 * `…/contacts/<portalId>/contact|company|deal|ticket/<id>` (EU accounts on `app-eu1.hubspot.com`).
 */
const RECORD_URL =
	/^https:\/\/app(?:-[a-z0-9]+)?\.hubspot\.com\/contacts\/\d+\/(?:record\/\d+-\d+|contact|company|deal|ticket)\/(\d+)(?:[/?#].*)?$/;

/**
 * A record locator field: `name`, searched in the type picked in `objectTypeField` (or, for list
 * members, in the type of the list picked in `listId`: its search method is `searchListIdRecords`).
 */
export function recordLocator(
	name: string,
	displayName: string,
	description: string,
	objectTypeField = 'objectType',
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description,
		// The editor searches again when the type changes.
		typeOptions: {
			loadOptionsDependsOn:
				objectTypeField === 'listId'
					? [objectTypeField]
					: [objectTypeField, `${objectTypeField}Custom`],
		},
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: {
					searchListMethod:
						objectTypeField === 'objectType'
							? 'searchRecords'
							: `search${objectTypeField[0].toUpperCase()}${objectTypeField.slice(1)}Records`,
					searchable: true,
				},
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: '123456789' },
			{
				displayName: 'By URL',
				name: 'url',
				type: 'string',
				placeholder: 'https://app.hubspot.com/contacts/1234567/record/0-1/123456789',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: RECORD_URL.source,
							errorMessage: 'Not a HubSpot record URL',
						},
					},
				],
				extractValue: { type: 'regex', regex: RECORD_URL.source },
			},
		],
	};
}

/**
 * The record ID an item's locator holds: any other value (node versions before the locator, or an
 * expression) as it is, for the caller's ID check; a locator's value, its URL mode parsed here (n8n's
 * own `extractValue` is not asked, so a bad URL is refused naming the field and the item).
 */
export function recordLocatorValue(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): unknown {
	// Anything else (text, or an object an expression gave) is the caller's to check as an ID.
	if (!isLocator(value)) return value;
	const { mode, value: held } = value;
	const text = readText(ctx, held, field, itemIndex).trim();
	if (mode !== 'url') return text;
	const match = RECORD_URL.exec(text);
	if (!match)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a HubSpot record URL such as https://app.hubspot.com/contacts/1234567/record/0-1/123, got "${text}"`,
		);
	return match[1];
}

/** n8n's resource locator value: `{ __rl: true, mode, value }` (`__rl` is left out by some callers). */
const isLocator = (value: unknown): value is { mode: unknown; value: unknown } =>
	typeof value === 'object' &&
	value !== null &&
	'mode' in value &&
	'value' in value &&
	Object.keys(value).every((key) =>
		['__rl', 'mode', 'value', 'cachedResultName', 'cachedResultUrl'].includes(key),
	);

/** Records per page of the picker (HubSpot's search answers up to 200). */
const PAGE_SIZE = 50;

/** The properties a record of the type is shown by: the table's, or a custom object's primary display property. */
async function displayPropertiesOf(
	ctx: ILoadOptionsFunctions,
	objectType: PathSegment,
): Promise<string[]> {
	const known = crmObjectType(objectType)?.displayProperties;
	if (known) return known;
	if (crmObjectType(objectType)) return [];
	const schema = await hubSpotApi<{ primaryDisplayProperty?: string }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.crmSchema,
		segments: { objectType },
	});
	return schema.primaryDisplayProperty ? [schema.primaryDisplayProperty] : [];
}

/** A record's name in the picker: its display properties that hold a value, then its ID. */
function recordName(record: CrmRecord, properties: string[]): string {
	const values = properties
		.map((property) => record.properties?.[property])
		.filter((value) => value !== undefined && value !== null && value !== '');
	return values.length ? `${values.map(String).join(' · ')} (#${record.id})` : `#${record.id}`;
}

/**
 * The records of the type chosen in `objectTypeField` matching the filter (HubSpot's search `query`:
 * the type's searchable text properties, such as a contact's e-mail and name or a company's name and
 * domain), newest first, a page at a time.
 */
export async function searchRecordsOf(
	ctx: ILoadOptionsFunctions,
	objectTypeField: string,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const objectType = currentObjectType(ctx, objectTypeField);
	if (!objectType) return { results: [] };
	return await searchRecordsOfType(ctx, objectType, filter, paginationToken);
}

/** The records of one object type (its path name or type ID) matching the filter, as `searchRecordsOf`. */
export async function searchRecordsOfType(
	ctx: ILoadOptionsFunctions,
	objectType: PathSegment,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const properties = await displayPropertiesOf(ctx, objectType);
	const query = (filter ?? '').trim();
	const page = await hubSpotApi<{ results: CrmRecord[]; paging?: { next?: { after?: string } } }>(
		ctx,
		{
			method: 'POST',
			endpoint: recordEndpoints(objectType).search,
			segments: { objectType },
			body: {
				limit: PAGE_SIZE,
				properties,
				sorts: [{ propertyName: 'hs_object_id', direction: 'DESCENDING' }],
				...(query ? { query } : {}),
				...(paginationToken ? { after: paginationToken } : {}),
			} as IDataObject,
			idempotent: true,
		},
	);
	return {
		results: page.results.map((record) => ({
			name: recordName(record, properties),
			value: record.id,
		})),
		paginationToken: page.paging?.next?.after,
	};
}
