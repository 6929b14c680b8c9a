import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import { propertyDefinitions } from '../../../shared/crm/propertyDefinitions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { errorJson, itemError } from '../../../shared/transport/errors';
import type { MultipartFile } from '../../../shared/transport/multipart';
import {
	importErrors,
	startImport,
	waitForImport,
	type CrmImport,
	type ImportSettings,
} from '../../helpers/imports';
import {
	checkedMappings,
	dedupField,
	importOperationField,
	importOptions,
	itemPropertiesField,
	mappingsField,
	readImportOptions,
	readItemProperties,
} from './importFields';
import { importFile, itemsCsv } from './sources';
import {
	associatedImportFields,
	checkColumnsInFile,
	mappingPairs,
	plannedAssociation,
} from './associatedImport';

const show = { resource: ['import'], operation: ['create'] };

const properties: INodeProperties[] = [
	...objectTypeFields('objectType', 'Object Type'),
	{
		displayName: 'Source',
		name: 'source',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Binary File',
				value: 'binary',
				description: 'A CSV or Excel file of each input item: one import per item',
			},
			{
				name: 'Input Items',
				value: 'items',
				description: 'The input items, written as one CSV file: one import for all of them',
			},
		],
		default: 'binary',
	},
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		description: 'Name of the binary property of the input item that holds the CSV or Excel file',
		displayOptions: { show: { source: ['binary'] } },
	},
	{ ...mappingsField, displayOptions: { show: { source: ['binary'] } } },
	...associatedImportFields.map((field) => ({
		...field,
		displayOptions: { show: { source: ['binary'], ...field.displayOptions?.show } },
	})),
	{ ...itemPropertiesField, displayOptions: { show: { source: ['items'] } } },
	importOperationField,
	dedupField,
	importOptions,
];

export const description = updateDisplayOptions({ show }, properties);

/** What the import of an item (binary) or of all items reads before any request. */
async function plannedImport(
	ctx: IExecuteFunctions,
	itemIndex: number,
	columns: (definitions: Awaited<ReturnType<typeof propertyDefinitions>>) => Promise<{
		file: MultipartFile;
		fileFormat: ImportSettings['fileFormat'];
		pairs: Array<{ column: string; property: string }>;
		field: string;
	}>,
): Promise<{
	settings: ImportSettings;
	objectType: string;
	file: MultipartFile;
	wait: boolean;
	maxWaitMs: number;
}> {
	const read = itemReader(ctx);
	const objectType = objectTypeOf(ctx, 'objectType', itemIndex);
	const objectTypeId = objectTypeIdOf(objectType);
	if (!objectTypeId)
		throw invalidInput(
			ctx,
			'Object Type ID',
			itemIndex,
			'give the object type ID (such as 2-1234567), not its name',
		);
	const operation = String(
		read('importOperation', itemIndex, 'UPSERT'),
	) as ImportSettings['operation'];
	const dedup = readText(
		ctx,
		read('dedupProperty', itemIndex, ''),
		'Match Records By',
		itemIndex,
	).trim();
	const { wait, maxWaitMs, ...options } = readImportOptions(ctx, itemIndex, objectType);
	const definitions = await propertyDefinitions(ctx, objectType, itemIndex);
	const { file, fileFormat, pairs, field } = await columns(definitions);
	const mappings = checkedMappings(
		ctx,
		pairs,
		{ objectType, objectTypeId, dedup, operation },
		definitions,
		field,
		itemIndex,
	);
	return {
		settings: { ...options, objectTypeId, operation, fileFormat, mappings },
		objectType,
		file,
		wait,
		maxWaitMs,
	};
}

/** One import per item, from the item's CSV or Excel file; each item's output is its import. */
async function fromBinaryFiles(ctx: IExecuteFunctions, items: INodeExecutionData[]) {
	const read = itemReader(ctx);
	return await forEachCheckedWrite(ctx, items, async (itemIndex) => {
		const planned = await plannedImport(ctx, itemIndex, async () => {
			const property = readText(
				ctx,
				read('binaryPropertyName', itemIndex, 'data'),
				'Input Binary Field',
				itemIndex,
			).trim();
			const { file, fileFormat } = await importFile(ctx, itemIndex, property);
			const pairs = mappingPairs(ctx, 'columnMappings', itemIndex);
			const columns = pairs.map((pair) => pair.column);
			await checkColumnsInFile(ctx, file, fileFormat, columns, 'Column Mappings', itemIndex);
			return { file, fileFormat, pairs, field: 'Column Mappings' };
		});
		const { settings } = planned;
		const { associated, firstFileKey } = await plannedAssociation(ctx, itemIndex, {
			...settings,
			objectType: planned.objectType,
			file: planned.file,
		});
		return async () => {
			const started = await startImport(
				ctx,
				planned.file,
				{
					...settings,
					mappings: firstFileKey ? [...settings.mappings, firstFileKey] : settings.mappings,
					...(associated ? { associated } : {}),
				},
				itemIndex,
			);
			return planned.wait
				? await waitForImport(ctx, started, planned.maxWaitMs, itemIndex)
				: started;
		};
	});
}

/**
 * One import of all input items, written as CSV by the node: the import's summary paired to the first
 * item, then (after waiting) each row error as an item paired to the input item of its row.
 */
async function fromItems(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	try {
		const planned = await plannedImport(ctx, 0, async () => {
			const names = readItemProperties(ctx, 0);
			return {
				file: itemsCsv(ctx, items, names, 'n8n-items.csv'),
				fileFormat: 'CSV',
				pairs: names.map((name) => ({ column: name, property: name })),
				field: 'Properties',
			};
		});
		const started = await startImport(ctx, planned.file, planned.settings, 0);
		if (!planned.wait) return [{ json: started, pairedItem: { item: 0 } }];
		const done: CrmImport = await waitForImport(ctx, started, planned.maxWaitMs, 0);
		const errors =
			done.state === 'DONE'
				? await importErrors(ctx, done.id, { returnAll: true, limit: Infinity, rowData: true }, 0)
				: [];
		return [
			{ json: done, pairedItem: { item: 0 } },
			...errors.map((error) => {
				// Line 1 is the header: line n + 2 is item n.
				const item = (error.sourceData?.lineNumber ?? 0) - 2;
				const paired = item >= 0 && item < items.length ? item : 0;
				return {
					json: { importId: done.id, item: paired, ...error },
					pairedItem: { item: paired },
				};
			}),
		];
	} catch (error) {
		const nodeError = itemError(ctx.getNode(), error, 0);
		if (!ctx.continueOnFail()) throw nodeError;
		return [{ json: errorJson(nodeError), pairedItem: { item: 0 } }];
	}
}

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return itemReader(this)('source', 0, 'binary') === 'items'
		? await fromItems(this, items)
		: await fromBinaryFiles(this, items);
}
