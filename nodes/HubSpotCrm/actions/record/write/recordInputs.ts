import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { PathSegment } from '../../../../shared/transport/paths';
import {
	checkSendableKey,
	invalidInput,
	readEmailAddress,
	readIntegerId,
	readText,
	requiredString,
} from '../../../../shared/execution/validation';
import { idPropertyOf } from '../../../../shared/crm/fields';
import type { PropertyDefinition } from '../../../../shared/crm/propertyDefinitions';
import { keptPropertyDefinitions } from './definitionsCache';
import { autoMappedRecordId, readItemProperties, readRecordUpdate } from './fixedCollection';
import { RECORD_ID_COLUMN, readMappedItem, sameForEveryItem } from './mapper';
import { MAPPER_VERSIONS } from './writeFields';
import { objectTypeOf } from '../../../../shared/crm/objectTypeFields';
import { itemReader } from '../../../../shared/execution/itemParameters';

/** What an upsert item writes: the record is the one whose `idProperty` is `id`, or a new one. */
export interface UpsertInput {
	idProperty: string;
	id: string;
	/** The values to write, the ID property's own value among them (a created record gets it). */
	properties: Record<string, string>;
}

/** The record an update writes to: its ID, or with an ID property that property's value. */
export interface RecordUpdate {
	recordId: string;
	idProperty: string;
	properties: Record<string, string>;
}

/** How the write operations read an item: the same questions in each version of the node. */
export interface RecordInputs {
	create(itemIndex: number): Record<string, string>;
	update(itemIndex: number): RecordUpdate;
	upsert(itemIndex: number): UpsertInput;
}

/**
 * An item's upsert: ID Property and its value (from the field, or with auto-map from the item's
 * Record ID Field) and the properties, with the ID property set to the value as HubSpot's upsert
 * wants for records it creates. `hs_object_id` cannot find a record to upsert, and a contact's
 * e-mail address must be one.
 */
export function readUpsertInput(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
): UpsertInput {
	const read = itemReader(ctx);
	const idProperty = requiredString(ctx, 'idProperty', 'ID Property', itemIndex);
	checkSendableKey(ctx, idProperty, 'ID Property', itemIndex);
	if (idProperty === 'hs_object_id') {
		throw invalidInput(
			ctx,
			'ID Property',
			itemIndex,
			'hs_object_id cannot find a record to upsert; use a property with unique values, such as email for contacts, or Update',
		);
	}
	let id: string;
	let properties: Record<string, string>;
	let field = 'ID Property Value';
	if (read('propertiesInput', itemIndex, 'fields') === 'autoMap') {
		const mapped = autoMappedRecordId(ctx, items, itemIndex);
		field = `Record ID Field (input field "${mapped.field}")`;
		id = mapped.recordId;
		properties = readItemProperties(ctx, items, itemIndex, [mapped.field]);
	} else {
		id = readText(ctx, read('idPropertyValue', itemIndex, ''), field, itemIndex).trim();
		if (id === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
		properties = readItemProperties(ctx, items, itemIndex);
	}
	if (idProperty === 'email') id = readEmailAddress(ctx, id, field, itemIndex);
	return { idProperty, id, properties: { ...properties, [idProperty]: id } };
}

/** Version 1: the fixed collection, JSON or Auto-Map Input Data with Record ID Field and ID Property. */
function fixedCollectionInputs(ctx: IExecuteFunctions, items: INodeExecutionData[]): RecordInputs {
	return {
		create: (itemIndex) => readItemProperties(ctx, items, itemIndex),
		update: (itemIndex) => ({
			...readRecordUpdate(ctx, items, itemIndex),
			idProperty: idPropertyOf(ctx, itemIndex),
		}),
		upsert: (itemIndex) => readUpsertInput(ctx, items, itemIndex),
	};
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

/** Version 2: n8n's resource mapper, values converted by the properties' definitions. */
async function mapperInputs(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<RecordInputs> {
	const definitions = await definitionsOfItems(ctx, items);
	const same = sameForEveryItem(ctx);
	const mapped = (itemIndex: number, matching: boolean) =>
		readMappedItem(
			ctx,
			items,
			itemIndex,
			definitions.get(objectTypeOf(ctx, 'objectType', itemIndex)) ?? [],
			matching,
			same,
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

/** The item readers of the node's version. */
export async function recordInputs(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<RecordInputs> {
	return MAPPER_VERSIONS.includes(ctx.getNode().typeVersion)
		? await mapperInputs(ctx, items)
		: fixedCollectionInputs(ctx, items);
}
