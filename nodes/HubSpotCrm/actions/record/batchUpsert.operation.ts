import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import {
	runBatches,
	runItemBatches,
	sendInputs,
	type BatchInput,
	type BatchOutcome,
} from '../../../shared/execution/batching';
import { errorJson } from '../../../shared/transport/errors';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';
import { associationWritePlan, defaultAssociationResult } from '../../helpers/associationWrites';
import { readAssociateWithTargets, type AssociationTarget } from './write/associateWith';
import { recordShaper, type CrmRecord, recordEndpoints } from '../../../shared/crm/records';
import { recordInputs } from './write/recordInputs';
import { unlessPropertiesUnknown } from './write/definitionsCache';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { importRecords } from './bulkImport';
import { bulkModeFields, goesBulk, readBulkMode } from './bulkMode';
import { recordWriteFields } from './write/writeFields';

/** HubSpot's batch upsert takes up to 100 inputs. */
const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchUpsert'] };

export const description = updateDisplayOptions({ show }, [
	...recordWriteFields('upsert'),
	...bulkModeFields('write'),
]);

/**
 * Creates or updates the record of each item, up to 100 per request. The upsert write below serves
 * Upsert too (one input per request): an item's way reads top-down from here, each file calling only
 * files after it (ARCHITECTURE.md, "A record write").
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	// Bulk Mode branches before the batch path, which stays as it is below the threshold.
	if (goesBulk(readBulkMode(this), items.length)) return await importRecords(this, items, 'upsert');
	return await upsertRecords(this, items, MAX_INPUTS);
}

/**
 * Creates or updates one record per item through HubSpot's batch upsert, `perRequest` inputs per
 * request (1 for Upsert, 100 for Batch Upsert). Results come back in no promised order and are
 * matched to their items by the ID property's value; each says with `new` whether it was created.
 * "Associate With" records are associated afterwards (the upsert takes no associations).
 */
export async function upsertRecords(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	perRequest: number,
): Promise<INodeExecutionData[]> {
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
			return {
				key: id,
				body: { idProperty, id, properties },
				requestGroup: { objectType, idProperty },
			};
		},
		(requestGroup) => ({
			maxPerRequest: perRequest,
			// Upsert finds the record by its unique value, so a repeat updates what the first try wrote:
			// it is retried after a reset, a timeout or a 5xx with no duplicate and no loss.
			send: unlessPropertiesUnknown(
				ctx,
				requestGroup.objectType,
				sendInputs(
					ctx,
					recordEndpoints(requestGroup.objectType).batchUpsert,
					{ objectType: requestGroup.objectType },
					{ idempotent: true },
				),
			),
			resultKeys: (result) => {
				const value = (result as CrmRecord).properties?.[requestGroup.idProperty];
				return value === undefined || value === null ? [] : [String(value)];
			},
		}),
		(result: IDataObject, itemIndex) => ({ ...shape(result, itemIndex), new: result.new === true }),
	);
	return await associateUpserted(ctx, output, targets);
}

type Failure = Extract<BatchOutcome, { ok: false }>;

const itemOf = (item: INodeExecutionData) => (item.pairedItem as { item: number }).item;

/**
 * Associates the records an upsert wrote with their "Associate With" records. HubSpot's upsert takes
 * no associations, so they follow through the default-type association batch (100 pairs per request,
 * each pair of types apart). An item whose association fails becomes its error item, which still
 * names the record written (`id`); without Continue on Fail the node fails naming the item.
 */
async function associateUpserted(
	ctx: IExecuteFunctions,
	output: INodeExecutionData[],
	targets: Map<number, AssociationTarget[]>,
): Promise<INodeExecutionData[]> {
	const groups = new Map<string, { from: PathSegment; to: PathSegment; inputs: BatchInput[] }>();
	for (const item of output) {
		const itemIndex = itemOf(item);
		const id = item.json.id;
		if (item.json.error !== undefined || id === undefined) continue;
		for (const target of targets.get(itemIndex) ?? []) {
			const from = objectTypeOf(ctx, 'objectType', itemIndex);
			const signature = `${from}|${target.toType}`;
			let group = groups.get(signature);
			if (!group)
				groups.set(
					signature,
					(group = {
						from,
						to: pathSegment(ctx, target.toType, 'Associate With', itemIndex),
						inputs: [],
					}),
				);
			group.inputs.push({
				itemIndex,
				key: `${String(id)}>${target.toId}`,
				body: { from: { id: String(id) }, to: { id: target.toId } },
			});
		}
	}
	const failures = new Map<number, Failure>();
	for (const { from, to, inputs } of groups.values()) {
		const send = sendInputs(
			ctx,
			ENDPOINTS.crmAssociationsBatchCreateDefault,
			{ fromObjectType: from, toObjectType: to },
			{ idempotent: true },
		);
		const plan = associationWritePlan(send, (answer) =>
			(answer?.results ?? []).map(defaultAssociationResult),
		);
		for (const outcome of await runBatches(ctx.getNode(), inputs, plan)) {
			if (!outcome.ok && !failures.has(outcome.itemIndex)) failures.set(outcome.itemIndex, outcome);
		}
	}
	if (failures.size === 0) return output;
	const [first] = failures.values();
	if (!ctx.continueOnFail()) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Associate With: ${failures.size} records were written but not all associated — item ${first.itemIndex}: ${first.error.message}`,
			{
				itemIndex: first.itemIndex,
				description:
					'The records were created or updated; run the items again (upsert finds them) or associate them with the Association resource.',
			},
		);
	}
	return output.map((item) => {
		const failure = failures.get(itemOf(item));
		return failure
			? { json: { ...errorJson(failure.error), id: item.json.id }, pairedItem: item.pairedItem }
			: item;
	});
}
