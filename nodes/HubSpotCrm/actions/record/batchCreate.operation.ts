import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { importRecords } from './bulkImport';
import { bulkModeFields, goesBulk, readBulkMode } from './bulkMode';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { withActivityTimestamp } from './activities';
import { uploadBatchAttachments, withAttachmentIds } from './write/attachments';
import { readCreateAssociations } from './write/associationInput';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { recordInputs } from './write/recordInputs';
import { recordShaper, recordEndpoints } from '../../../shared/crm/records';
import { recordWriteFields } from './write/writeFields';
import { unlessPropertiesUnknown } from './write/definitionsCache';

const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchCreate'] };

export const description = updateDisplayOptions({ show }, [
	...recordWriteFields('create'),
	...bulkModeFields('write'),
]);

/**
 * Creates one record per item, up to 100 per request. Each input carries a trace id of its own, by
 * which the service names the results and the failures of a 207, so both map back to their items.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	// Bulk Mode branches before the batch path, which stays as it is below the threshold.
	if (goesBulk(readBulkMode(this), items.length)) return await importRecords(this, items, 'create');
	const run = this.getExecutionId() ?? 'manual';
	const inputs = await recordInputs(this, items);
	const readItem = (itemIndex: number) => {
		const objectType = objectTypeOf(this, 'objectType', itemIndex);
		return {
			objectType,
			properties: withActivityTimestamp(objectType, inputs.create(itemIndex)),
			associations: readCreateAssociations(this, objectType, itemIndex),
		};
	};
	const checkedItem = await uploadBatchAttachments(this, items, readItem);
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const objectWriteTraceId = `n8n-${run}-${itemIndex}`;
			const { fields, attachmentIds } = checkedItem(itemIndex);
			const { objectType, properties, associations } = fields;
			return {
				key: objectWriteTraceId,
				body: {
					properties: withAttachmentIds(properties, attachmentIds),
					objectWriteTraceId,
					...(associations.length ? { associations } : {}),
				},
				requestGroup: { objectType },
			};
		},
		(requestGroup) => ({
			maxPerRequest: MAX_INPUTS,
			// A create sent twice creates twice: never repeated after a lost answer.
			send: unlessPropertiesUnknown(
				this,
				requestGroup.objectType,
				sendInputs(
					this,
					recordEndpoints(requestGroup.objectType).batchCreate,
					{ objectType: requestGroup.objectType },
					{ idempotent: false },
				),
			),
			resultKeys: (result) =>
				result.objectWriteTraceId ? [String(result.objectWriteTraceId)] : [],
		}),
		recordShaper(this),
	);
}
