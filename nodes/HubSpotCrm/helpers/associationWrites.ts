import type { IDataObject } from 'n8n-workflow';
import type { BatchInput, BatchPlan, BatchResponseBody } from '../../shared/execution/batching';

/** Association writes, shared by the Association resource and the Record resource's Associate With on upsert. */

/**
 * Inputs per association write request (create, default, archive). HubSpot documents no maximum for
 * them (reads take 1,000); 100 is what it accepts in every version.
 */
export const ASSOCIATION_WRITES_PER_REQUEST = 100;

export const pairKey = (fromId: unknown, toId: unknown): string =>
	`${String(fromId)}>${String(toId)}`;
const idsOfKey = (key: string): [string, string] => key.split('>') as [string, string];

/** The ids an error entry names on each side (`context.fromObjectId`, `context.toObjectId`; `context.ids` either side). */
function namedIds(entry: IDataObject): { from: Set<string>; to: Set<string>; either: Set<string> } {
	const context = (entry.context ?? {}) as IDataObject;
	const list = (value: unknown) => new Set((Array.isArray(value) ? value : []).map(String));
	return {
		from: list(context.fromObjectId),
		to: list(context.toObjectId),
		either: list(context.ids),
	};
}

/**
 * HubSpot's association write answers name a failed input by the record ids at fault, not by the
 * input: each error entry is given the positions of the chunk's inputs holding those ids
 * (`context.inputIndex`), which is how the shared batching pairs an entry to its items.
 */
function errorsPairedToInputs(errors: IDataObject[], chunk: BatchInput[]): IDataObject[] {
	return errors.map((entry) => {
		const ids = namedIds(entry);
		const positions = chunk.flatMap((input, position) => {
			const [fromId, toId] = idsOfKey(input.key);
			const named =
				ids.from.has(fromId) || ids.to.has(toId) || ids.either.has(fromId) || ids.either.has(toId);
			return named ? [String(position)] : [];
		});
		return {
			...entry,
			context: { ...((entry.context ?? {}) as IDataObject), inputIndex: positions },
		};
	});
}

/** The plan of an association write: chunks of the endpoint's size, results and errors paired to their pairs of ids. */
export function associationWritePlan(
	send: (chunk: BatchInput[]) => Promise<BatchResponseBody | undefined>,
	resultOf: (
		answer: BatchResponseBody | undefined,
		chunk: BatchInput[],
		failed: Set<number>,
	) => IDataObject[],
): BatchPlan {
	return {
		maxPerRequest: ASSOCIATION_WRITES_PER_REQUEST,
		send: async (chunk) => {
			const answer = await send(chunk);
			const errors = errorsPairedToInputs(answer?.errors ?? [], chunk);
			const failed = new Set(
				errors.flatMap((e) => ((e.context as IDataObject).inputIndex as string[]).map(Number)),
			);
			return { results: resultOf(answer, chunk, failed), errors };
		},
		resultKeys: (result) => [pairKey(result.fromObjectId, result.toObjectId)],
	};
}

/** Result of a write HubSpot answers without one per input (archives): what was asked, for each input that did not fail. */
export const askedPairs =
	(extra: IDataObject) =>
	(
		_answer: BatchResponseBody | undefined,
		chunk: BatchInput[],
		failed: Set<number>,
	): IDataObject[] =>
		chunk.flatMap((input, position) => {
			if (failed.has(position)) return [];
			const [fromObjectId, toObjectId] = idsOfKey(input.key);
			return [{ fromObjectId, toObjectId, ...extra }];
		});

/** The default-type answer (`from`, `to`, `associationSpec`) in the shape of the labelled one. */
export function defaultAssociationResult(result: IDataObject): IDataObject {
	const spec = (result.associationSpec ?? {}) as IDataObject;
	return {
		fromObjectId: String((result.from as IDataObject | undefined)?.id),
		toObjectId: String((result.to as IDataObject | undefined)?.id),
		labels: [],
		associationCategory: spec.associationCategory,
		associationTypeId: spec.associationTypeId,
	};
}
