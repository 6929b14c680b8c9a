import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { runItemBatches, sendInputs } from '../../shared/batching';
import { readAssociateWithTargets, type AssociationTarget } from './associateWith';
import { objectTypeOf, recordEndpoints } from '../../shared/crmObjectTypes';
import { recordShaper, type CrmRecord } from '../../shared/crmRecords';
import { recordInputs } from './recordInput';
import { associateUpserted } from './upsertAssociations';
import { unlessPropertiesUnknown } from './definitionsCache';

/**
 * Creates or updates one record per item through HubSpot's batch upsert, `perRequest` inputs per
 * request (1 for Upsert, 100 for Batch Upsert). Results come back in no promised order and are
 * matched to their items by the ID property's value; each says with `new` whether it was created.
 * "Associate With" records are associated afterwards (the upsert takes no associations).
 */
export async function upsertRecords(ctx: IExecuteFunctions, items: INodeExecutionData[], perRequest: number): Promise<INodeExecutionData[]> {
	const shape = recordShaper(ctx);
	const inputs = await recordInputs(ctx, items);
	const targets = new Map<number, AssociationTarget[]>();
	const output = await runItemBatches(
		ctx,
		items,
		(itemIndex) => {
			const { idProperty, id, properties } = inputs.upsert(itemIndex);
			const objectType = objectTypeOf(ctx, 'objectType', itemIndex);
			targets.set(itemIndex, readAssociateWithTargets(ctx, objectType, itemIndex));
			return { key: id, body: { idProperty, id, properties }, requestGroup: { objectType, idProperty } };
		},
		(requestGroup) => ({
			maxPerRequest: perRequest,
			// Upsert finds the record by its unique value, so a repeat updates what the first try wrote:
			// it is retried after a reset, a timeout or a 5xx with no duplicate and no loss.
			send: unlessPropertiesUnknown(ctx, requestGroup.objectType, sendInputs(ctx, recordEndpoints(requestGroup.objectType).batchUpsert, { objectType: requestGroup.objectType }, { idempotent: true })),
			resultKeys: (result) => {
				const value = (result as CrmRecord).properties?.[requestGroup.idProperty];
				return value === undefined || value === null ? [] : [String(value)];
			},
		}),
		(result: IDataObject, itemIndex) => ({ ...shape(result, itemIndex), new: result.new === true }),
	);
	return await associateUpserted(ctx, output, targets);
}
