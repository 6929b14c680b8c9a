import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { upsertRecords } from './batchUpsert.operation';
import { recordWriteFields } from './write/writeFields';

const show = { resource: ['record'], operation: ['upsert'] };

export const description = updateDisplayOptions({ show }, recordWriteFields('upsert'));

/** Creates or updates the record of each item, one request per item. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await upsertRecords(this, items, 1);
}
