import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { importRecords } from './bulkImport';
import { bulkModeFields, goesBulk, readBulkMode } from './bulkMode';
import { upsertRecords } from './upsert';
import { recordWriteFields } from './write/writeFields';

/** HubSpot's batch upsert takes up to 100 inputs. */
const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpsert'] };

export const description = updateDisplayOptions({ show }, [
	...recordWriteFields('upsert'),
	...bulkModeFields('write'),
]);

/** Creates or updates the record of each item, up to 100 per request. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	// Bulk Mode branches before the batch path, which stays as it is below the threshold.
	if (goesBulk(readBulkMode(this), items.length)) return await importRecords(this, items, 'upsert');
	return await upsertRecords(this, items, MAX_INPUTS);
}
