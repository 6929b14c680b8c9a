import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { runBatches, type BatchInput, type BatchOutcome, sendInputs } from '../../shared/batching';
import { errorJson } from '../../shared/errors';
import { ENDPOINTS } from '../../shared/endpoints';
import { pathSegment, type PathSegment } from '../../shared/paths';
import { associationWritePlan, defaultAssociationResult } from './associationPairs';
import type { AssociationTarget } from './associateWith';
import { objectTypeOf } from '../../shared/crmObjectTypes';

type Failure = Extract<BatchOutcome, { ok: false }>;

const itemOf = (item: INodeExecutionData) => (item.pairedItem as { item: number }).item;

/**
 * Associates the records an upsert wrote with their "Associate With" records. HubSpot's upsert takes
 * no associations, so they follow through the default-type association batch (100 pairs per request,
 * each pair of types apart). An item whose association fails becomes its error item, which still
 * names the record written (`id`); without Continue on Fail the node fails naming the item.
 */
export async function associateUpserted(ctx: IExecuteFunctions, output: INodeExecutionData[], targets: Map<number, AssociationTarget[]>): Promise<INodeExecutionData[]> {
	const groups = new Map<string, { from: PathSegment; to: PathSegment; inputs: BatchInput[] }>();
	for (const item of output) {
		const itemIndex = itemOf(item);
		const id = item.json.id;
		if (item.json.error !== undefined || id === undefined) continue;
		for (const target of targets.get(itemIndex) ?? []) {
			const from = objectTypeOf(ctx, 'objectType', itemIndex);
			const signature = `${from}|${target.toType}`;
			let group = groups.get(signature);
			if (!group) groups.set(signature, (group = { from, to: pathSegment(ctx, target.toType, 'Associate With', itemIndex), inputs: [] }));
			group.inputs.push({ itemIndex, key: `${String(id)}>${target.toId}`, body: { from: { id: String(id) }, to: { id: target.toId } } });
		}
	}
	const failures = new Map<number, Failure>();
	for (const { from, to, inputs } of groups.values()) {
		const send = sendInputs(ctx, ENDPOINTS.crmAssociationsBatchCreateDefault, { fromObjectType: from, toObjectType: to }, { idempotent: true });
		const plan = associationWritePlan(send, (answer) => (answer?.results ?? []).map(defaultAssociationResult));
		for (const outcome of await runBatches(ctx.getNode(), inputs, plan)) {
			if (!outcome.ok && !failures.has(outcome.itemIndex)) failures.set(outcome.itemIndex, outcome);
		}
	}
	if (failures.size === 0) return output;
	const [first] = failures.values();
	if (!ctx.continueOnFail()) {
		throw new NodeOperationError(ctx.getNode(), `Associate With: ${failures.size} records were written but not all associated — item ${first.itemIndex}: ${first.error.message}`, {
			itemIndex: first.itemIndex,
			description: 'The records were created or updated; run the items again (upsert finds them) or associate them with the Association resource.',
		});
	}
	return output.map((item) => {
		const failure = failures.get(itemOf(item));
		return failure ? { json: { ...errorJson(failure.error), id: item.json.id }, pairedItem: item.pairedItem } : item;
	});
}
