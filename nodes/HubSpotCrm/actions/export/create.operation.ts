import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import { filterGroupsField, readFilterGroups } from '../../../shared/crm/searchFilters';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWriteResult, type ItemResult } from '../../../shared/execution/items';
import {
	boundedInteger,
	invalidInput,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { signedFileContent } from '../../../shared/transport/presignedLinks';
import {
	EXPORT_FILE_TYPES,
	exportedFileRows,
	exportFileKind,
	peeked,
} from '../../helpers/exportFiles';
import { exportRequest, startExport, waitForExport } from '../../helpers/exports';
import { exportOptions, MAX_WAIT_SECONDS } from './exportFields';

const show = { resource: ['export'], operation: ['create'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Records',
		name: 'exportOf',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Of an Object Type',
				value: 'VIEW',
				description: 'Every record of the type, or those the filters match',
			},
			{ name: 'Of a List', value: 'LIST', description: 'The members of a list' },
		],
		default: 'VIEW',
	},
	...objectTypeFields('objectType', 'Object Type'),
	{
		displayName: 'List ID',
		name: 'listId',
		type: 'string',
		default: '',
		description: 'The ID of the list whose members to export',
		displayOptions: { show: { exportOf: ['LIST'] } },
	},
	{
		displayName: 'Properties Names or IDs',
		name: 'exportProperties',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getProperties',
			loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
		},
		default: [],
		description:
			'The columns of the file (the record ID always comes first). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{ ...filterGroupsField, displayOptions: { show: { exportOf: ['VIEW'] } } },
	{
		displayName: 'Format',
		name: 'format',
		type: 'options',
		options: [
			{ name: 'CSV', value: 'CSV' },
			{ name: 'Excel (XLSX)', value: 'XLSX' },
		],
		default: 'CSV',
	},
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{
				name: 'Binary File',
				value: 'binary',
				description:
					'The file HubSpot wrote, as binary data: a zip of files of up to 1,000,000 rows each when the export holds more',
			},
			{
				name: 'Items',
				value: 'items',
				description:
					'One item per row of the file, read as it downloads (CSV only, up to 1,000,000 rows: HubSpot zips larger exports)',
			},
			{
				name: 'Task ID',
				value: 'task',
				description: 'Return at once; read the task later with Get Status',
			},
		],
		default: 'binary',
	},
	exportOptions,
];

export const description = updateDisplayOptions({ show }, properties);

/** The export body of an item, checked before any request. */
function exportBody(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const exportType = String(read('exportOf', itemIndex, 'VIEW'));
	const objectType = objectTypeOf(ctx, 'objectType', itemIndex);
	const objectTypeId = objectTypeIdOf(objectType);
	if (!objectTypeId)
		throw invalidInput(
			ctx,
			'Object Type ID',
			itemIndex,
			'give the object type ID (such as 2-1234567), not its name',
		);
	const objectProperties = commaList(read('exportProperties', itemIndex, []));
	if (objectProperties.length === 0)
		throw invalidInput(ctx, 'Properties', itemIndex, 'choose at least one property to export');
	const options = (read('options', itemIndex, {}) ?? {}) as IDataObject;
	const name = readText(ctx, options.exportName ?? '', 'Export Name', itemIndex).trim();
	return exportRequest({
		name: name || `n8n export ${new Date().toISOString()}`,
		format: String(read('format', itemIndex, 'CSV')),
		objectTypeId,
		objectProperties,
		internalValues: (options.values ?? 'internal') === 'internal',
		of:
			exportType === 'LIST'
				? { listId: readIntegerId(ctx, read('listId', itemIndex), 'List ID', itemIndex) }
				: { filterGroups: readFilterGroups(ctx, itemIndex) },
	});
}

/** The rows of the file as items keyed by its header. */
async function rowItems(rows: AsyncIterable<Record<string, string>>): Promise<ItemResult[]> {
	const results: ItemResult[] = [];
	for await (const json of rows) results.push({ json });
	return results;
}

/** Starts an export per item, waits for the file, and returns it as binary data or as its rows. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWriteResult(this, items, (itemIndex) => {
		const body = exportBody(this, itemIndex);
		const output = String(read('output', itemIndex, 'binary'));
		if (output === 'items' && body.format !== 'CSV')
			throw invalidInput(
				this,
				'Output',
				itemIndex,
				'Items reads CSV files only: choose the CSV format or the Binary File output',
			);
		const options = (read('options', itemIndex, {}) ?? {}) as IDataObject;
		const maxWaitMs =
			1000 *
			boundedInteger(
				this,
				options.maxWaitSeconds ?? 600,
				'Max Wait (Seconds)',
				itemIndex,
				1,
				MAX_WAIT_SECONDS,
			);
		const property =
			readText(
				this,
				options.binaryPropertyName ?? 'data',
				'Put Output File in Field',
				itemIndex,
			).trim() || 'data';
		return async () => {
			const taskId = await startExport(this, body, itemIndex);
			if (output === 'task') return [{ json: { taskId } }];
			const status = await waitForExport(this, taskId, maxWaitMs, itemIndex);
			if (status.status !== 'COMPLETE' || !status.result) return [{ json: { taskId, ...status } }];
			if (output === 'items')
				return await rowItems(
					await exportedFileRows(this, status.result, {
						taskId,
						itemIndex,
						instead:
							"Choose the Binary File output: it returns the zip, which n8n's Compression node unzips into CSV files for the Extract From File node. Or export fewer records per task (with filters).",
					}),
				);
			const file = await peeked((await signedFileContent(this, status.result, itemIndex)).body);
			const kind = exportFileKind(file.head, String(body.format));
			const binary = await this.helpers.prepareBinaryData(
				file.body,
				`${String(body.exportName).replace(/[^\w.-]+/g, '_')}.${kind}`,
				EXPORT_FILE_TYPES[kind],
			);
			// The link grants access to the file until it expires: not handed on.
			const json: IDataObject = { taskId, ...status };
			delete json.result;
			return [{ json, binary: { [property]: binary } }];
		};
	});
}
