import type { IDataObject } from 'n8n-workflow';
import type { BatchPlan } from '../../shared/execution/batching';

/**
 * Results of a create batch name no input (a new row or post has only its new id): HubSpot answers them in
 * the order of the inputs it wrote, so the inputs its errors do not name (`context.inputIndex`) get
 * them in turn.
 */
export function pairedByPosition(
	send: BatchPlan['send'],
	keys: WeakMap<IDataObject, string>,
): BatchPlan['send'] {
	return async (chunk) => {
		const answer = await send(chunk);
		const refused = new Set(
			(answer?.errors ?? []).flatMap((entry) => {
				const positions = ((entry.context ?? {}) as IDataObject).inputIndex;
				return Array.isArray(positions) ? positions.map(Number) : [];
			}),
		);
		const written = chunk.filter((_, position) => !refused.has(position));
		(answer?.results ?? []).forEach((result, i) => {
			if (written[i]) keys.set(result, written[i].key);
		});
		return answer;
	};
}
