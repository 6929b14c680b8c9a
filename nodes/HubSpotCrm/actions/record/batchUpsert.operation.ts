import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { upsertRecords } from './upsert';
import { recordWriteFields } from './write/writeFields';

/** HubSpot's batch upsert takes up to 100 inputs. */
const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpsert'] };

export const description = updateDisplayOptions({ show }, recordWriteFields('upsert'));

/** Creates or updates the record of each item, up to 100 per request. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await upsertRecords(this, items, MAX_INPUTS);
}
