import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import type { CrmRecord } from '../../../shared/crm/records';
import { commaList } from '../../../shared/execution/commaList';
import { invalidInput } from '../../../shared/execution/validation';
import { exportedFileRows } from '../../helpers/exportFiles';
import { exportRequest, startExport, waitForExport } from '../../helpers/exports';
import { MAX_WAIT_SECONDS } from '../export/exportFields';
import { goesBulk, type BulkMode } from './bulkMode';

/**
 * Bulk Mode's read: a type's records through one CRM export (CSV, internal names and values) instead
 * of list pages, each row back in the shape a list page gives (an unset value is null).
 */
async function exportRecords(
	ctx: IExecuteFunctions,
	objectType: string,
	properties: string[],
	limit: number,
	itemIndex: number,
): Promise<CrmRecord[]> {
	const objectTypeId = objectTypeIdOf(objectType);
	if (!objectTypeId)
		throw invalidInput(
			ctx,
			'Object Type ID',
			itemIndex,
			'Bulk Mode exports need the object type ID (such as 2-1234567), not its name',
		);
	const taskId = await startExport(
		ctx,
		exportRequest({
			name: `n8n Get Many ${new Date().toISOString()}`,
			format: 'CSV',
			objectTypeId,
			objectProperties: properties,
			internalValues: true,
			of: { filterGroups: [] },
		}),
		itemIndex,
	);
	const status = await waitForExport(ctx, taskId, MAX_WAIT_SECONDS * 1000, itemIndex);
	if (status.status !== 'COMPLETE' || !status.result)
		throw new NodeOperationError(
			ctx.getNode(),
			`The export ${taskId} of the records ${status.timedOut ? `is still ${status.status} after ${MAX_WAIT_SECONDS} seconds` : `ended ${status.status}`}`,
			{ itemIndex, description: 'Read it with Export → Get Status.' },
		);
	const rows = await exportedFileRows(ctx, status.result, {
		taskId,
		itemIndex,
		instead:
			'Bulk Mode reads one CSV file: choose Bulk Mode Never (list pages), or Export → Create with the Binary File output (the zip), or read fewer records (Search with filters).',
	});
	const records: CrmRecord[] = [];
	for await (const row of rows) {
		if (records.length >= limit) break;
		const values = Object.fromEntries(properties.map((name) => [name, row[name] || null]));
		records.push({
			id: row.hs_object_id,
			properties: { ...values, hs_object_id: row.hs_object_id },
			...(values.createdate ? { createdAt: values.createdate } : {}),
			...(values.lastmodifieddate ? { updatedAt: values.lastmodifieddate } : {}),
			archived: false,
		} as CrmRecord);
	}
	return records;
}

/**
 * Get Many's records as Bulk Mode chooses: Always through an export; Auto when the Limit is above the
 * threshold, or with Return All when the pages read up to the threshold show more records; Never (or
 * an option an export cannot read: archived records, history, associations) through `pages`.
 */
export async function recordsInBulkMode(
	ctx: IExecuteFunctions,
	bulk: { mode: BulkMode; threshold: number },
	{
		objectType,
		options,
		returnAll,
		limit,
	}: { objectType: string; options: IDataObject; returnAll: boolean; limit: number },
	pages: (returnAll: boolean, limit: number) => Promise<CrmRecord[]>,
	itemIndex: number,
): Promise<CrmRecord[]> {
	const unexportable = ['archived', 'propertiesWithHistory', 'associations'].find((name) =>
		name === 'archived' ? options.archived === true : commaList(options[name]).length > 0,
	);
	if (bulk.mode === 'always' && unexportable)
		throw invalidInput(
			ctx,
			'Bulk Mode',
			itemIndex,
			`an export reads current values only: choose Never or Auto with the option "${unexportable}"`,
		);
	if (bulk.mode === 'never' || unexportable) return await pages(returnAll, limit);
	let first: CrmRecord[] = [];
	if (bulk.mode === 'auto') {
		if (!returnAll && !goesBulk(bulk, limit)) return await pages(false, limit);
		if (returnAll) {
			first = await pages(false, bulk.threshold + 1);
			if (first.length <= bulk.threshold) return first;
		}
	}
	const chosen = commaList(options.properties);
	// Without chosen properties a list page gives the type's defaults: a record read names them.
	const sample = chosen.length || first.length ? first : await pages(false, 1);
	const names = chosen.length ? chosen : Object.keys(sample[0]?.properties ?? {});
	if (names.length === 0) return [];
	return await exportRecords(
		ctx,
		objectType,
		names.filter((name) => name !== 'hs_object_id'),
		returnAll ? Infinity : limit,
		itemIndex,
	);
}
