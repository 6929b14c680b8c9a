import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import type { CrmRecord } from '../../../shared/crm/records';
import { invalidInput } from '../../../shared/execution/validation';
import { signedFileContent } from '../../../shared/transport/presignedLinks';
import { exportedRows, exportRequest, startExport, waitForExport } from '../../helpers/exports';
import { MAX_WAIT_SECONDS } from '../export/exportFields';

/**
 * Bulk Mode's read: a type's records through one CRM export (CSV, internal names and values) instead
 * of list pages, each row back in the shape a list page gives (an unset value is null).
 */
export async function exportRecords(
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
	const file = await signedFileContent(ctx, status.result, itemIndex);
	const records: CrmRecord[] = [];
	for await (const row of exportedRows(file.body as AsyncIterable<Buffer>)) {
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
