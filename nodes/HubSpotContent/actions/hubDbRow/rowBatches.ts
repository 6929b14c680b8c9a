import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { pairedByPosition } from '../../helpers/pairedByPosition';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches, type BatchPlan } from '../../../shared/execution/batching';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import type { OperationModule } from '../../../shared/execution/router';
import { readIntegerId, readText } from '../../../shared/execution/validation';
import { ENDPOINTS, type Endpoint } from '../../../shared/transport/endpoints';
import type { PathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { draftColumns, tableLocator, tableOf, type HubDbColumn } from '../../helpers/hubDbTables';
import { rowValues } from '../../helpers/hubDbValues';
import { readSlug } from '../../helpers/inputs';
import { rowPageFields } from './rowFields';

/** HubDB's documented batch maximum. */
export const MAX_ROWS_PER_BATCH = 100;

const rowIdField: INodeProperties = {
	displayName: 'Row ID',
	name: 'rowId',
	type: 'string',
	default: '',
	required: true,
	description: 'ID of the row (digits only)',
};

const valuesField: INodeProperties = {
	displayName: 'Columns',
	name: 'columns',
	type: 'resourceMapper',
	noDataExpression: true,
	default: { mappingMode: 'defineBelow', value: null },
	required: true,
	displayOptions: { hide: { hubDbTable: [''] } },
	typeOptions: {
		loadOptionsDependsOn: ['hubDbTable.value'],
		resourceMapper: {
			resourceMapperMethod: 'getTableColumns',
			mode: 'add',
			fieldWords: { singular: 'column', plural: 'columns' },
			addAllFields: false,
			multiKeyMatch: false,
			supportAutoMap: true,
		},
	},
	description:
		"The row's values, by column of the table's draft. Each value is checked against its column's type before anything is sent; with Map Automatically, the item's fields named like columns are sent and others ignored.",
};

const rowOptions = optionsCollection(rowPageFields);

/** What one kind of row batch sends and how its answer pairs with the items. */
interface RowBatchKind {
	operation: string;
	endpoint: Endpoint;
	/** Whether an item names an existing row (update, replace, delete). */
	byRow: boolean;
	/** Whether an item carries values (not delete). */
	withValues: boolean;
}

/** The columns of every table the items name, read once each before any write. */
async function columnsByTable(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<Map<string, HubDbColumn[] | Error>> {
	const columns = new Map<string, HubDbColumn[] | Error>();
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let table: PathSegment;
		try {
			table = tableOf(ctx, itemIndex);
		} catch {
			continue; // refused again, for this item alone, when the item is read
		}
		if (!columns.has(table))
			columns.set(
				table,
				await draftColumns(ctx, table, itemIndex).catch((error: unknown) =>
					error instanceof Error ? error : new Error(String(error)),
				),
			);
	}
	return columns;
}

/** A row batch operation: every item one row, up to 100 rows per request, one request per table. */
export function rowBatch(kind: RowBatchKind): OperationModule {
	return {
		description: updateDisplayOptions(
			{ show: { resource: ['hubDbRow'], operation: [kind.operation] } },
			[
				tableLocator,
				...(kind.byRow ? [rowIdField] : []),
				...(kind.withValues ? [valuesField, rowOptions] : []),
			],
		),
		async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
			const read = itemReader(this);
			const columns = kind.withValues ? await columnsByTable(this, items) : new Map();
			const createKeys = new WeakMap<IDataObject, string>();
			return await runItemBatches(
				this,
				items,
				(itemIndex) => {
					const table = tableOf(this, itemIndex);
					const rowId = kind.byRow
						? readIntegerId(this, read('rowId', itemIndex, ''), 'Row ID', itemIndex)
						: undefined;
					const key = rowId ?? `item ${itemIndex}`;
					if (!kind.withValues) return { key, body: { id: rowId }, requestGroup: table };
					const tableColumns = columns.get(table);
					if (tableColumns instanceof Error) throw tableColumns;
					const mapper = (read('columns', itemIndex, {}) ?? {}) as {
						mappingMode?: string;
						value?: IDataObject | null;
					};
					const given =
						mapper.mappingMode === 'autoMapInputData'
							? Object.fromEntries(
									Object.entries(items[itemIndex].json).filter(([name]) =>
										(tableColumns ?? []).some((c: HubDbColumn) => c.name === name),
									),
								)
							: (mapper.value ?? {});
					const options = read('options', itemIndex, {}) as IDataObject;
					const body: IDataObject = {
						...(rowId ? { id: rowId } : {}),
						values: rowValues(
							this,
							tableColumns ?? [],
							given,
							itemIndex,
							decodeURIComponent(table),
						),
					};
					if (options.name) body.name = readText(this, options.name, 'Name', itemIndex);
					if (options.path)
						body.path = readSlug(this, options.path, 'Path', itemIndex, { leadingSlash: false });
					// HubSpot's spec requires both on a new row; 0 is "none" and the end of the table.
					if (!kind.byRow) Object.assign(body, { childTableId: 0, displayIndex: 0 });
					return { key, body, requestGroup: table };
				},
				(table) => {
					const segments = { tableIdOrName: table as PathSegment };
					const sendChunk: BatchPlan['send'] = async (chunk) =>
						await hubSpotApi(this, {
							method: 'POST',
							endpoint: kind.endpoint,
							segments,
							body: {
								inputs: kind.withValues
									? chunk.map((input) => input.body)
									: chunk.map((input) => input.key),
							},
							// Writing the same values to the same rows again changes nothing; a create or purge could write twice.
							idempotent: kind.byRow && kind.withValues,
						});
					return {
						maxPerRequest: MAX_ROWS_PER_BATCH,
						send: kind.byRow ? sendChunk : pairedByPosition(sendChunk, createKeys),
						resultKeys: (result) =>
							kind.byRow ? [String(result.id)] : [createKeys.get(result) ?? ''],
						// The purge answers 204: every row of the request is gone.
						emptyResult: kind.withValues
							? undefined
							: (input) => ({ id: input.key, deleted: true }),
					};
				},
				(result) => ({ ...result, version: 'draft' }),
			);
		},
	};
}

export const create = rowBatch({
	operation: 'create',
	endpoint: ENDPOINTS.hubDbRowsBatchCreate,
	byRow: false,
	withValues: true,
});
export const update = rowBatch({
	operation: 'update',
	endpoint: ENDPOINTS.hubDbRowsBatchUpdate,
	byRow: true,
	withValues: true,
});
export const replace = rowBatch({
	operation: 'replace',
	endpoint: ENDPOINTS.hubDbRowsBatchReplace,
	byRow: true,
	withValues: true,
});
export const deleteRows = rowBatch({
	operation: 'delete',
	endpoint: ENDPOINTS.hubDbRowsBatchPurge,
	byRow: true,
	withValues: false,
});
