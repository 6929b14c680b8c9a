import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';
import { boundedInteger, invalidInput, readText } from '../../../shared/execution/validation';
import type { PropertyDefinition } from '../../../shared/crm/propertyDefinitions';
import type { ColumnMapping, ImportSettings } from '../../helpers/imports';

/** The Import Create fields beyond the source: how rows meet records, and the import's options. */

/** The longest Wait for Completion allows (an n8n execution should not wait on HubSpot for hours). */
export const MAX_WAIT_SECONDS = 3_600;

const propertyPicker = {
	loadOptionsMethod: 'getWritableProperties',
	loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
};

export const importOperationField: INodeProperties = {
	displayName: 'Import Operation',
	name: 'importOperation',
	type: 'options',
	options: [
		{
			name: 'Create Only',
			value: 'CREATE',
			description: 'Rows matching an existing record are errors',
		},
		{ name: 'Update Only', value: 'UPDATE', description: 'Rows matching no record are errors' },
		{
			name: 'Create or Update',
			value: 'UPSERT',
			description: 'Update matching records, create the rest',
		},
	],
	default: 'UPSERT',
	description: 'What HubSpot does with each row',
};

export const dedupField: INodeProperties = {
	displayName: 'Match Records By Name or ID',
	name: 'dedupProperty',
	type: 'options',
	typeOptions: propertyPicker,
	default: '',
	description:
		'The property whose column finds the existing record of a row: Record ID, a unique property, or contacts\' email and companies\' domain (which HubSpot matches by default). Required to update. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const importOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Create List From Import',
			name: 'createList',
			type: 'boolean',
			default: false,
			description: 'Whether HubSpot makes a list of the imported contacts',
		},
		{
			displayName: 'Date Format',
			name: 'dateFormat',
			type: 'options',
			options: [
				{ name: 'Month/Day/Year', value: 'MONTH_DAY_YEAR' },
				{ name: 'Day/Month/Year', value: 'DAY_MONTH_YEAR' },
				{ name: 'Year/Month/Day', value: 'YEAR_MONTH_DAY' },
			],
			default: 'MONTH_DAY_YEAR',
			description: 'How the file writes dates that are not YYYY-MM-DD',
		},
		{
			displayName: 'Import Name',
			name: 'importName',
			type: 'string',
			default: '',
			description: 'The name HubSpot shows for the import (default: n8n and the time)',
		},
		{
			displayName: 'Marketing Contacts',
			name: 'marketable',
			type: 'boolean',
			default: false,
			description: 'Whether the imported contacts are marketing contacts (billed as such)',
		},
		{
			displayName: 'Max Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_WAIT_SECONDS },
			default: 600,
			description:
				'How long Wait for Completion waits; the import goes on in HubSpot after it (read it with Get Status)',
		},
		{
			displayName: 'Wait for Completion',
			name: 'waitForCompletion',
			type: 'boolean',
			default: true,
			description:
				'Whether to wait until HubSpot has processed every row (and, from input items, return the row errors) or return the import ID at once',
		},
	],
};

export const mappingsField: INodeProperties = {
	displayName: 'Column Mappings',
	name: 'columnMappings',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Column',
	default: {},
	description: 'Which property each column of the file fills; columns left out are not imported',
	options: [
		{
			displayName: 'Column',
			name: 'mapping',
			values: [
				{
					displayName: 'Column Name',
					name: 'column',
					type: 'string',
					default: '',
					description: 'The column\'s header in the file, e.g. "Email Address"',
				},
				{
					displayName: 'Property Name or ID',
					name: 'property',
					type: 'options',
					typeOptions: propertyPicker,
					default: '',
					description:
						'The property the column fills. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				},
			],
		},
	],
};

export const itemPropertiesField: INodeProperties = {
	displayName: 'Properties Names or IDs',
	name: 'itemProperties',
	type: 'multiOptions',
	typeOptions: propertyPicker,
	default: [],
	description:
		'The properties to import: each a column, its values taken from the input items\' fields of the same name. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The properties HubSpot matches a type's records by without a unique-id column. */
const NATIVE_KEYS: Record<string, string> = { contacts: 'email', companies: 'domain' };

/**
 * The column mappings of (column, property) pairs, checked against the type's definitions: an unknown
 * or read-only property, a column mapped twice, or an update without its match column is refused.
 */
export function checkedMappings(
	ctx: IExecuteFunctions,
	pairs: Array<{ column: string; property: string }>,
	context: {
		objectType: string;
		objectTypeId: string;
		dedup: string;
		operation: string;
		/** The field named when the match column is missing (default: Match Records By). */
		keyField?: string;
	},
	definitions: PropertyDefinition[],
	field: string,
	itemIndex: number,
): ColumnMapping[] {
	if (pairs.length === 0) throw invalidInput(ctx, field, itemIndex, 'map at least one column');
	const byName = new Map(definitions.map((d) => [d.name, d]));
	const seen = new Set<string>();
	const mappings = pairs.map(({ column, property }): ColumnMapping => {
		if (!column) throw invalidInput(ctx, field, itemIndex, 'a column has no name');
		if (seen.has(column))
			throw invalidInput(ctx, field, itemIndex, `the column "${column}" is mapped twice`);
		seen.add(column);
		const definition = byName.get(property);
		if (!definition)
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`the column "${column}" names "${property}", which is no property of ${context.objectType}`,
			);
		const isKey = property === context.dedup && NATIVE_KEYS[context.objectType] !== property;
		if (definition.modificationMetadata?.readOnlyValue && !(isKey && property === 'hs_object_id'))
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`"${property}" is read-only: HubSpot would not import it`,
			);
		return {
			columnName: column,
			columnObjectTypeId: context.objectTypeId,
			propertyName: property,
			...(isKey
				? { columnType: property === 'hs_object_id' ? 'HUBSPOT_OBJECT_ID' : 'HUBSPOT_ALTERNATE_ID' }
				: {}),
		};
	});
	const key = context.dedup || NATIVE_KEYS[context.objectType];
	if (context.dedup && byName.get(context.dedup) === undefined)
		throw invalidInput(
			ctx,
			'Match Records By',
			itemIndex,
			`"${context.dedup}" is no property of ${context.objectType}`,
		);
	if (
		context.dedup &&
		context.dedup !== 'hs_object_id' &&
		NATIVE_KEYS[context.objectType] !== context.dedup &&
		!byName.get(context.dedup)?.hasUniqueValue
	)
		throw invalidInput(
			ctx,
			'Match Records By',
			itemIndex,
			`"${context.dedup}" is not a unique property: records can be matched only by Record ID, a unique property${NATIVE_KEYS[context.objectType] ? ` or ${NATIVE_KEYS[context.objectType]}` : ''}`,
		);
	if (context.operation !== 'CREATE' && !mappings.some((m) => m.propertyName === key))
		throw invalidInput(
			ctx,
			context.keyField ?? 'Match Records By',
			itemIndex,
			key
				? `no column is mapped to "${key}", which an update needs to find each row's record`
				: "choose the property that finds each row's record (Record ID or a unique property), and map a column to it",
		);
	return mappings;
}

/** The Import Create options of an item, checked. */
export function readImportOptions(
	ctx: IExecuteFunctions,
	itemIndex: number,
	objectType: string,
): Omit<ImportSettings, 'objectTypeId' | 'fileFormat' | 'mappings' | 'operation'> & {
	wait: boolean;
	maxWaitMs: number;
} {
	const read = itemReader(ctx);
	const options = (read('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
	const name = readText(ctx, options.importName ?? '', 'Import Name', itemIndex).trim();
	if (options.marketable !== undefined && objectType !== 'contacts')
		throw invalidInput(ctx, 'Marketing Contacts', itemIndex, 'applies only to contacts');
	return {
		name: name || `n8n import ${new Date().toISOString()}`,
		dateFormat: String(options.dateFormat ?? 'MONTH_DAY_YEAR'),
		...(options.marketable === undefined ? {} : { marketable: options.marketable === true }),
		createList: options.createList === true,
		wait: options.waitForCompletion !== false,
		maxWaitMs:
			1000 *
			boundedInteger(
				ctx,
				options.maxWaitSeconds ?? 600,
				'Max Wait (Seconds)',
				itemIndex,
				1,
				MAX_WAIT_SECONDS,
			),
	};
}

/** The Properties of an import from items. */
export const readItemProperties = (ctx: IExecuteFunctions, itemIndex: number): string[] =>
	commaList(itemReader(ctx)('itemProperties', itemIndex, []));
