import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import {
	propertyDefinitions,
	type PropertyDefinition,
} from '../../../shared/crm/propertyDefinitions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput } from '../../../shared/execution/validation';
import { errorJson, itemError } from '../../../shared/transport/errors';
import {
	importErrors,
	startImport,
	waitForImport,
	type ImportSettings,
} from '../../helpers/imports';
import { checkedMappings, MAX_WAIT_SECONDS } from '../import/importFields';
import { itemsCsv } from '../import/sources';
import { withActivityTimestamp } from './activities';
import { recordInputs } from './write/recordInputs';

/**
 * Bulk Mode's write: the items of a Batch Create, Update or Upsert as the rows of one CRM import, read
 * by the same item readers as the batch requests, then one output item per input item — its row's
 * values, or its row error — paired to it.
 */

type Write = 'create' | 'update' | 'upsert';

const OPERATIONS: Record<Write, ImportSettings['operation']> = {
	create: 'CREATE',
	update: 'UPDATE',
	upsert: 'UPSERT',
};

/** An item's row (property → value) and the property that finds its record, as the batch path reads them. */
function rowReader(
	inputs: Awaited<ReturnType<typeof recordInputs>>,
	write: Write,
	objectType: string,
): (itemIndex: number) => { row: Record<string, string>; dedup: string } {
	switch (write) {
		case 'create':
			// As Batch Create: an activity without a timestamp gets the current time.
			return (itemIndex) => ({
				row: withActivityTimestamp(objectType, inputs.create(itemIndex)),
				dedup: '',
			});
		case 'update':
			return (itemIndex) => {
				const { recordId, idProperty, properties } = inputs.update(itemIndex);
				const key = idProperty || 'hs_object_id';
				return { row: { [key]: recordId, ...properties }, dedup: key };
			};
		case 'upsert':
			return (itemIndex) => {
				const { idProperty, id, properties } = inputs.upsert(itemIndex);
				return { row: { ...properties, [idProperty]: id }, dedup: idProperty };
			};
	}
}

/** The write parameters an import cannot carry: refused rather than left out of it. */
const NOT_IMPORTED = [
	['associateWith', 'Associate With'],
	['associations', 'Associations'],
	['attachments', 'Attachments'],
] as const;

/** Whether a parameter's value sets anything (a collection's or list's values, not its empty shell). */
const isSet = (value: unknown): boolean =>
	Array.isArray(value)
		? value.some(isSet)
		: value !== null && typeof value === 'object'
			? Object.values(value).some(isSet)
			: value !== undefined && value !== null && value !== '';

/**
 * A row's epoch-millisecond dates and datetimes (as the batch readers write them) in ISO 8601, the form
 * an import's file reads whatever its Date Format.
 */
function importDates(row: IDataObject, definitions: PropertyDefinition[]): void {
	for (const { name, type } of definitions) {
		const value = row[name];
		if (
			(type !== 'date' && type !== 'datetime') ||
			typeof value !== 'string' ||
			!/^\d+$/.test(value)
		)
			continue;
		const iso = new Date(Number(value)).toISOString();
		row[name] = type === 'date' ? iso.slice(0, 10) : iso;
	}
}

/** Fails the node, or (Continue on Fail) makes the error the item's output. */
function failedItem(ctx: IExecuteFunctions, error: unknown, itemIndex: number): INodeExecutionData {
	const nodeError = itemError(ctx.getNode(), error, itemIndex);
	if (!ctx.continueOnFail()) throw nodeError;
	return { json: errorJson(nodeError), pairedItem: { item: itemIndex } };
}

export async function importRecords(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	write: Write,
): Promise<INodeExecutionData[]> {
	const output: Array<INodeExecutionData | undefined> = new Array(items.length);
	const read = itemReader(ctx);
	const objectType = objectTypeOf(ctx, 'objectType', 0);
	const readRow = rowReader(await recordInputs(ctx, items), write, objectType);
	// Row n of the file is the item rowItems[n]; items whose input is refused are not in it.
	const rows: IDataObject[] = [];
	const rowItems: number[] = [];
	let dedup = '';
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			if (objectTypeOf(ctx, 'objectType', itemIndex) !== objectType)
				throw invalidInput(
					ctx,
					'Object Type',
					itemIndex,
					`Bulk Mode imports one object type: the first item's is ${objectType}`,
				);
			for (const [name, field] of NOT_IMPORTED)
				if (isSet(read(name, itemIndex, {})))
					throw invalidInput(
						ctx,
						field,
						itemIndex,
						'an import writes property values only: set Bulk Mode to Never to associate or attach',
					);
			const { row, dedup: key } = readRow(itemIndex);
			dedup = key || dedup;
			rows.push(row);
			rowItems.push(itemIndex);
		} catch (error) {
			output[itemIndex] = failedItem(ctx, error, itemIndex);
		}
	}
	if (rows.length === 0) return output as INodeExecutionData[];
	const first = rowItems[0];
	try {
		const objectTypeId = objectTypeIdOf(objectType);
		if (!objectTypeId)
			throw invalidInput(
				ctx,
				'Object Type ID',
				first,
				'Bulk Mode imports need the object type ID (such as 2-1234567), not its name',
			);
		const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
		const definitions = await propertyDefinitions(ctx, objectType, first);
		for (const row of rows) importDates(row, definitions);
		const operation = OPERATIONS[write];
		const mappings = checkedMappings(
			ctx,
			columns.map((name) => ({ column: name, property: name })),
			{ objectType, objectTypeId, dedup, operation },
			definitions,
			'Properties',
			first,
		);
		const file = itemsCsv(
			ctx,
			rows.map((json) => ({ json })),
			columns,
			'n8n-records.csv',
		);
		const started = await startImport(
			ctx,
			file,
			{
				name: `n8n ${write} ${new Date().toISOString()}`,
				objectTypeId,
				operation,
				dateFormat: 'YEAR_MONTH_DAY',
				fileFormat: 'CSV',
				mappings,
			},
			first,
		);
		const done = await waitForImport(ctx, started, MAX_WAIT_SECONDS * 1000, first);
		if (done.state !== 'DONE')
			throw new NodeOperationError(
				ctx.getNode(),
				`The import ${done.id} of the items ${done.timedOut ? `is still ${done.state} after ${MAX_WAIT_SECONDS} seconds` : `ended ${done.state}`}`,
				{
					itemIndex: first,
					description:
						'Read it with Import → Get Status and its row errors with Import → Get Errors.',
				},
			);
		const errors = await importErrors(
			ctx,
			done.id,
			{ returnAll: true, limit: Infinity, rowData: true },
			first,
		);
		for (const error of errors) {
			// Line 1 is the header: line n + 2 is row n.
			const itemIndex = rowItems[(error.sourceData?.lineNumber ?? 0) - 2];
			if (itemIndex === undefined || output[itemIndex]) continue;
			const failed = failedItem(
				ctx,
				new NodeOperationError(
					ctx.getNode(),
					`HubSpot's import ${done.id} refused the item's row: ${String(error.message ?? error.errorType)}`,
					{ itemIndex, description: `Row error ${error.errorType}` },
				),
				itemIndex,
			);
			output[itemIndex] = {
				...failed,
				json: { ...failed.json, importId: done.id, errorType: error.errorType },
			};
		}
		rows.forEach((row, n) => {
			const itemIndex = rowItems[n];
			output[itemIndex] ??= {
				json: { importId: done.id, properties: row },
				pairedItem: { item: itemIndex },
			};
		});
	} catch (error) {
		// The import as a whole failed: every item of the file fails with it.
		for (const itemIndex of rowItems) output[itemIndex] ??= failedItem(ctx, error, itemIndex);
	}
	return output as INodeExecutionData[];
}
