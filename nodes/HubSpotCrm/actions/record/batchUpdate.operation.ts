import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { importRecords } from './bulkImport';
import { bulkModeFields, goesBulk, readBulkMode } from './bulkMode';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { recordInputs } from './write/recordInputs';
import {
	recordKeys,
	recordShaper,
	type CrmRecord,
	recordEndpoints,
} from '../../../shared/crm/records';
import { recordWriteFields } from './write/writeFields';
import { unlessPropertiesUnknown } from './write/definitionsCache';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';

const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpdate'] };

export const description = updateDisplayOptions({ show }, [
	...recordWriteFields('update'),
	...bulkModeFields('write'),
]);

/** Updates one record per item, up to 100 per request. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	// Bulk Mode branches before the batch path, which stays as it is below the threshold.
	if (goesBulk(readBulkMode(this), items.length)) return await importRecords(this, items, 'update');
	const inputs = await recordInputs(this, items);
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const { recordId: id, idProperty, properties } = inputs.update(itemIndex);
			return {
				key: id,
				body: { id, properties, ...(idProperty ? { idProperty } : {}) },
				requestGroup: { objectType: objectTypeOf(this, 'objectType', itemIndex), idProperty },
			};
		},
		(requestGroup) => ({
			maxPerRequest: MAX_INPUTS,
			// Writing the same values again changes nothing: safe to repeat after a lost answer.
			send: unlessPropertiesUnknown(
				this,
				requestGroup.objectType,
				sendInputs(
					this,
					recordEndpoints(requestGroup.objectType).batchUpdate,
					{ objectType: requestGroup.objectType },
					{ idempotent: true },
				),
			),
			resultKeys: (result) => recordKeys(result as CrmRecord, requestGroup.idProperty),
		}),
		recordShaper(this),
	);
}
