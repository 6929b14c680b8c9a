import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { recordIdField, recordIdInput } from '../../../shared/crm/fields';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { recordEndpoints } from '../../../shared/crm/records';

const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchArchive'] };

const properties: INodeProperties[] = [
	{ ...recordIdField, description: 'The ID of the record to archive' },
];

export const description = updateDisplayOptions({ show }, properties);

/**
 * Archives one record per item, up to 100 per request. The service answers 204 without a body, also
 * for records already archived or unknown, so every item comes out as `{id, archived: true}`.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemBatches(
		this,
		items,
		(itemIndex) => ({
			...recordIdInput(this, itemIndex),
			requestGroup: { objectType: objectTypeOf(this, 'objectType', itemIndex) },
		}),
		(requestGroup) => ({
			maxPerRequest: MAX_INPUTS,
			// Archiving an archived record changes nothing: safe to repeat.
			send: sendInputs(
				this,
				recordEndpoints(requestGroup.objectType).batchArchive,
				{ objectType: requestGroup.objectType },
				{ idempotent: true },
			),
			resultKeys: (result) => [String(result.id)],
			emptyResult: (input) => ({ id: input.key, archived: true }),
		}),
		(result) => result,
	);
}
