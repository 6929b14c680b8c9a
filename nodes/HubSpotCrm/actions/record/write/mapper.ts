import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	checkSendableKey,
	invalidInput,
	readEmailAddress,
	readIntegerId,
	readText,
	shown,
} from '../../../../shared/execution/validation';
import type { PathSegment } from '../../../../shared/transport/paths';
import { objectTypeOf } from '../../../../shared/crm/objectTypeFields';
import type { RecordInputs } from './itemWrite';
import { keptPropertyDefinitions } from './definitionsCache';
import { isMultiSelect, type PropertyDefinition } from '../../../../shared/crm/propertyDefinitions';
import { instantOf, isDateTimeLike } from '../../../../shared/execution/dateTimes';
import { optionList } from '../../../../shared/execution/optionList';
import { commaList } from '../../../../shared/execution/commaList';
import { itemReader } from '../../../../shared/execution/itemParameters';

/*
 * All of the resource mapper's input (node versions 2–3): its fields, the items' property definitions,
 * an item read and checked, and its values in HubSpot's text forms (at the end of the file).
 */

/** The mapper's pseudo-column that finds a record by its ID (Update): not a property, never written. */
export const RECORD_ID_COLUMN = 'id';

/** The mapper's field word in the editor ("Add property", "Map Each Property Below"). */
const FIELD = 'Properties';

/** n8n's stored value of a resource mapper parameter (the parts read here). */
interface MapperValue {
	mappingMode?: string;
	value?: IDataObject | null;
	matchingColumns?: string[];
	/** The fields the editor offered; `removed` when the user took one out of the mapper. */
	schema?: Array<{ id: string; removed?: boolean }>;
}

/** The property mapper of an operation: `add` writes, `update` finds the record first, `upsert` finds or creates it. */
export function propertyMapperFields(mode: 'add' | 'update' | 'upsert'): INodeProperties[] {
	const matching =
		mode === 'add'
			? {}
			: {
					matchingFieldsLabels: {
						title: mode === 'update' ? 'Record to Update' : 'ID Property',
						description:
							mode === 'update'
								? 'The record ID, or a property with unique values, that finds the record'
								: 'A property with unique values (email for contacts) that finds the record; a record is created with its value when none has it',
						hint:
							mode === 'update'
								? 'Record ID, or a unique property such as email'
								: 'A unique property such as email',
					},
				};
	return updateDisplayOptions(
		// The mapper asks for the type's properties when it first shows: not before a type is chosen.
		{ hide: { objectType: [''] } },
		[
			{
				displayName: FIELD,
				name: 'columns',
				type: 'resourceMapper',
				noDataExpression: true,
				default: { mappingMode: 'defineBelow', value: null },
				required: true,
				typeOptions: {
					loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
					resourceMapper: {
						resourceMapperMethod: 'getPropertyMappingFields',
						mode,
						// n8n's own words are "column" and "rows"; older n8n versions ignore the labels they do not know.
						fieldWords: { singular: 'property', plural: 'properties' },
						valuesLabel: 'Properties to Write',
						// Shown for any failed load: it names what the node needs rather than blaming HubSpot.
						noFieldsError:
							'The properties could not be loaded: choose a credential above (and check the object type), then Retry',
						addAllFields: false,
						multiKeyMatch: false,
						supportAutoMap: true,
						...matching,
					},
				},
			},
			{
				displayName: 'Fields to Skip',
				name: 'fieldsToSkip',
				type: 'string',
				default: '',
				placeholder: 'e.g. createdAt, notes',
				description:
					'Comma-separated input fields not to send. The other fields are sent as properties of the same name; null clears a property.',
				// Only "Map Automatically" sends the input's fields. The mapper's mode is a nested value: named
				// from the root ('/'), which n8n 1.x counts as resolved; by the plain name 'columns.mappingMode'
				// n8n 1.x cannot order the parameters and fails every one of the node.
				displayOptions: { show: { '/columns.mappingMode': ['autoMapInputData'] } },
			},
		],
	);
}

interface MappedItem {
	/** The column that finds the record (Update, Create or Update) and the item's value of it. */
	match?: { column: string; value: unknown };
	properties: Record<string, string>;
}

/** The definitions by name, built once per run's definitions rather than once per item. */
const byNameOf = new WeakMap<PropertyDefinition[], Map<string, PropertyDefinition>>();

function definitionsByName(definitions: PropertyDefinition[]): Map<string, PropertyDefinition> {
	let byName = byNameOf.get(definitions);
	if (!byName) {
		byName = new Map(definitions.map((definition) => [definition.name, definition]));
		byNameOf.set(definitions, byName);
	}
	return byName;
}

/**
 * What an item writes through the mapper, converted to HubSpot's text forms by the properties'
 * definitions. "Map Each Property Below": the values set (a field left without a value is not
 * written; an empty text clears). "Map Automatically": the item's fields minus Fields to Skip,
 * read from the item, not through expressions (`null` clears). The matching column's value finds the
 * record and is taken out of the properties.
 */
function readMappedItem(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
	definitions: PropertyDefinition[],
	matching: boolean,
): MappedItem {
	const read = itemReader(ctx);
	// "Map Automatically" without expressions is read as stored, once per run (itemParameters.ts).
	const mapper = (read('columns', itemIndex, {}) ?? {}) as MapperValue;
	let values: IDataObject;
	if (mapper.mappingMode === 'autoMapInputData') {
		values = { ...items[itemIndex].json };
		for (const name of commaList(read('fieldsToSkip', itemIndex, ''))) delete values[name];
	} else {
		// n8n's deep copy of parameters drops `constructor` and `prototype` from the value before the
		// node runs; the mapper's schema still lists such a field the user left in the mapper.
		for (const field of mapper.schema ?? [])
			if (
				field.removed !== true &&
				!Object.prototype.hasOwnProperty.call(mapper.value ?? {}, field.id)
			)
				checkSendableKey(ctx, field.id, FIELD, itemIndex);
		values = Object.fromEntries(
			Object.entries(mapper.value ?? {}).filter(
				([, value]) => value !== null && value !== undefined,
			),
		);
	}
	let match: MappedItem['match'];
	if (matching) {
		const column = mapper.matchingColumns?.[0];
		if (!column)
			throw invalidInput(ctx, FIELD, itemIndex, 'choose the property that finds the record');
		match = { column, value: values[column] };
		delete values[column];
	}
	const byName = definitionsByName(definitions);
	const properties: Record<string, string> = {};
	for (const [name, value] of Object.entries(values)) {
		checkSendableKey(ctx, name, FIELD, itemIndex);
		const converted = toHubSpotValue(byName.get(name), value);
		if ('problem' in converted)
			throw invalidInput(ctx, FIELD, itemIndex, `property "${name}" ${converted.problem}`);
		properties[name] = converted.value;
	}
	return { match, properties };
}

/** The properties "Map Each Property Below" names, from the node's parameters as saved (no expression run). */
function namedColumns(ctx: IExecuteFunctions): string[] {
	const columns = ctx.getNode().parameters.columns as
		| { mappingMode?: string; value?: Record<string, unknown> | null }
		| undefined;
	return columns?.mappingMode === 'autoMapInputData' ? [] : Object.keys(columns?.value ?? {});
}

/**
 * The property definitions of every object type the items name, kept from an earlier run for a few
 * minutes (see definitionsCache.ts). An item whose object type is refused gets its refusal when it
 * is read.
 */
async function definitionsOfItems(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<Map<string, PropertyDefinition[]>> {
	const types = new Set<PathSegment>();
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			types.add(objectTypeOf(ctx, 'objectType', itemIndex));
		} catch {
			// Refused again, as that item's error, when the item is read.
		}
	}
	const definitions = new Map<string, PropertyDefinition[]>();
	for (const type of types)
		definitions.set(type, await keptPropertyDefinitions(ctx, type, namedColumns(ctx)));
	return definitions;
}

/** The matching column's value as text, refused when empty. */
function matchText(
	ctx: IExecuteFunctions,
	column: string,
	value: unknown,
	itemIndex: number,
): string {
	const field = `Properties (${column})`;
	const text = readText(ctx, value, field, itemIndex).trim();
	if (text === '')
		throw invalidInput(ctx, field, itemIndex, 'must not be empty: it finds the record');
	return text;
}

/** From version 2: n8n's resource mapper, values converted by the properties' definitions. */
export async function mapperInputs(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<RecordInputs> {
	const definitions = await definitionsOfItems(ctx, items);
	const mapped = (itemIndex: number, matching: boolean) =>
		readMappedItem(
			ctx,
			items,
			itemIndex,
			definitions.get(objectTypeOf(ctx, 'objectType', itemIndex)) ?? [],
			matching,
		);
	return {
		create: (itemIndex) => mapped(itemIndex, false).properties,
		update: (itemIndex) => {
			const { match, properties } = mapped(itemIndex, true);
			if (Object.keys(properties).length === 0)
				throw invalidInput(
					ctx,
					'Properties',
					itemIndex,
					'nothing to update, no property besides the one that finds the record',
				);
			if (match!.column === RECORD_ID_COLUMN)
				return {
					recordId: readIntegerId(ctx, match!.value, 'Properties (Record ID)', itemIndex),
					idProperty: '',
					properties,
				};
			return {
				recordId: matchText(ctx, match!.column, match!.value, itemIndex),
				idProperty: match!.column,
				properties,
			};
		},
		upsert: (itemIndex) => {
			const { match, properties } = mapped(itemIndex, true);
			const idProperty = match!.column;
			if (idProperty === RECORD_ID_COLUMN || idProperty === 'hs_object_id') {
				throw invalidInput(
					ctx,
					'Properties',
					itemIndex,
					'the record ID cannot find a record to upsert; match on a property with unique values, such as email for contacts',
				);
			}
			let id = matchText(ctx, idProperty, match!.value, itemIndex);
			if (idProperty === 'email')
				id = readEmailAddress(ctx, id, `Properties (${idProperty})`, itemIndex);
			return { idProperty, id, properties: { ...properties, [idProperty]: id } };
		},
	};
}

/**
 * A value given to the resource mapper turned into the text HubSpot stores for the property's type,
 * or the reason it cannot be: numbers as decimal digits, booleans as `true`/`false`, an option's
 * value (or its label), a multi-select's options joined with `;`, a date as midnight-UTC epoch ms and
 * a datetime as epoch ms, from text, numbers, ISO dates, JavaScript dates and Luxon DateTimes.
 * `null` clears (the empty string).
 */
type Conversion = { value: string } | { problem: string };

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function plainText(value: unknown): Conversion {
	if (typeof value === 'string') return { value };
	if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) };
	return { problem: `must be text, got ${shown(value)}` };
}

function decimal(value: unknown): Conversion {
	if (typeof value === 'number' && Number.isFinite(value)) return { value: String(value) };
	if (typeof value === 'string' && DECIMAL.test(value.trim())) return { value: value.trim() };
	return { problem: `must be a number, got ${shown(value)}` };
}

function flag(value: unknown): Conversion {
	if (typeof value === 'boolean') return { value: String(value) };
	if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
		return { value: value.trim().toLowerCase() };
	return { problem: `must be true or false, got ${shown(value)}` };
}

/** The option a text names, by value or by label. */
function option(definition: PropertyDefinition, given: string): Conversion {
	const options = definition.options ?? [];
	// Options kept elsewhere (owners) are not listed: any value is passed on for HubSpot to check.
	if (options.length === 0) return { value: given };
	const found = options.find((o) => o.value === given) ?? options.find((o) => o.label === given);
	return found
		? { value: found.value }
		: {
				problem: `"${given}" is not one of its options (${options.map((o) => o.value).join(', ')})`,
			};
}

function choices(definition: PropertyDefinition, value: unknown): Conversion {
	const parts = optionList(value);
	if (!parts)
		return { problem: `must be options as a list or joined with ";", got ${shown(value)}` };
	const values: string[] = [];
	for (const part of parts) {
		const chosen = option(definition, part);
		if ('problem' in chosen) return chosen;
		values.push(chosen.value);
	}
	return { value: values.join(';') };
}

/** The instant a value names, in epoch ms; undefined when it names none. Text must be ISO 8601 or epoch ms. */
function instant(value: unknown): number | undefined {
	if (typeof value === 'string' && !ISO_DATE.test(value.trim()) && !/^-?\d+$/.test(value.trim()))
		return undefined;
	return instantOf(value);
}

/** A day as midnight UTC: the calendar date the value is written in (a DateTime's own zone, an ISO text's date). */
function day(value: unknown): Conversion {
	const problem = {
		problem: `must be a date (YYYY-MM-DD, an ISO date, epoch milliseconds or a DateTime), got ${shown(value)}`,
	};
	if (isDateTimeLike(value))
		return value.isValid
			? { value: String(Date.UTC(value.year, value.month - 1, value.day)) }
			: problem;
	const iso = typeof value === 'string' ? ISO_DATE.exec(value.trim()) : null;
	if (iso) {
		const ms = Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
		// 2024-02-30 would roll over into March: a date that does not exist is refused.
		return new Date(ms).toISOString().slice(0, 10) === iso[0] && instant(value) !== undefined
			? { value: String(ms) }
			: problem;
	}
	const ms = instant(value);
	if (ms === undefined) return problem;
	const date = new Date(ms);
	return { value: String(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) };
}

function time(value: unknown): Conversion {
	const ms = instant(value);
	return ms === undefined
		? {
				problem: `must be a date and time (ISO 8601, epoch milliseconds or a DateTime), got ${shown(value)}`,
			}
		: { value: String(ms) };
}

export function toHubSpotValue(
	definition: PropertyDefinition | undefined,
	value: unknown,
): Conversion {
	if (value === null || value === undefined) return { value: '' };
	if (value === '') return { value: '' };
	switch (definition?.type) {
		case 'number':
			return decimal(value);
		case 'bool':
			return flag(value);
		case 'enumeration': {
			if (isMultiSelect(definition)) return choices(definition, value);
			const given = plainText(value);
			return 'problem' in given ? given : option(definition, given.value);
		}
		case 'date':
			return day(value);
		case 'datetime':
			return time(value);
		default:
			return plainText(value);
	}
}
