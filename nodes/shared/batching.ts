import type { IDataObject, IExecuteFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { hubSpotApiError, readHubSpotError } from './errors';

/** One input item's part of a batch request. */
export interface BatchInput {
	itemIndex: number;
	/** What the service echoes to say which input a result or error belongs to (an id, a trace id). */
	key: string;
	body: IDataObject;
}

/** What happened to one input item. */
export type BatchOutcome =
	| { itemIndex: number; ok: true; result: IDataObject }
	| { itemIndex: number; ok: false; error: NodeApiError };

/** HubSpot's batch answer: `results`, and for 207 `errors` naming the inputs they concern. */
export interface BatchResponseBody {
	results?: IDataObject[];
	errors?: IDataObject[];
	numErrors?: number;
}

export interface BatchPlan {
	/** Inputs per request: the endpoint's maximum. */
	maxPerRequest: number;
	/** Sends one chunk; a thrown error fails every input of the chunk. */
	send: (inputs: BatchInput[]) => Promise<BatchResponseBody | undefined>;
	/** Keys a result answers for (e.g. its id, its idProperty value, its objectWriteTraceId). */
	resultKeys: (result: IDataObject) => string[];
	/** An empty answer (204) means every input succeeded with this result. */
	emptyResult?: (input: BatchInput) => IDataObject;
}

/**
 * Splits inputs into requests of at most `maxPerRequest`, never two inputs with the same key in one
 * request (so every answer maps to exactly one input), preserving the order of repeated keys.
 */
export function chunkInputs(inputs: BatchInput[], maxPerRequest: number): BatchInput[][] {
	const chunks: Array<{ inputs: BatchInput[]; keys: Set<string> }> = [];
	const lastChunkOfKey = new Map<string, number>();
	let open = 0;
	for (const input of inputs) {
		let index = Math.max(open, (lastChunkOfKey.get(input.key) ?? -1) + 1);
		while (chunks[index] && chunks[index].inputs.length >= maxPerRequest) index++;
		chunks[index] ??= { inputs: [], keys: new Set() };
		chunks[index].inputs.push(input);
		chunks[index].keys.add(input.key);
		lastChunkOfKey.set(input.key, index);
		while (chunks[open] && chunks[open].inputs.length >= maxPerRequest) open++;
	}
	return chunks.filter(Boolean).map((c) => c.inputs);
}

/** Keys a batch error entry names: `context.ids`, `context.objectWriteTraceId`, or its `id`. */
function errorKeys(entry: IDataObject): string[] {
	const context = (entry.context ?? {}) as IDataObject;
	const keys: string[] = [];
	for (const value of [context.ids, context.objectWriteTraceId, context.id, entry.id]) {
		if (Array.isArray(value)) keys.push(...value.map(String));
		else if (value !== undefined && value !== null) keys.push(String(value));
	}
	return keys;
}

/** Requests of one batch operation in flight at once: enough to fill the rate limit's window. */
export const BATCH_CONCURRENCY = 5;

/** Maps one answer (or the failure of its request) to an outcome for every input of the chunk. */
function settleChunk(
	node: INode,
	chunk: BatchInput[],
	plan: BatchPlan,
	answer: { body?: BatchResponseBody; error?: unknown },
	outcomes: Map<BatchInput, BatchOutcome>,
): void {
	if (answer.error !== undefined) {
		const error = answer.error;
		const apiError = error instanceof NodeApiError ? error : new NodeApiError(node, { message: (error as Error).message });
		for (const input of chunk) outcomes.set(input, { itemIndex: input.itemIndex, ok: false, error: apiError });
		return;
	}
	const body = answer.body;
	const byKey = new Map(chunk.map((input) => [input.key, input]));
	if (body === undefined || (body.results === undefined && body.errors === undefined)) {
		for (const input of chunk) {
			const result = plan.emptyResult?.(input);
			outcomes.set(
				input,
				result
					? { itemIndex: input.itemIndex, ok: true, result }
					: { itemIndex: input.itemIndex, ok: false, error: new NodeApiError(node, { message: 'HubSpot returned no result for this item' }) },
			);
		}
		return;
	}
	for (const entry of body.errors ?? []) {
		const details = readHubSpotError(entry, 'HubSpot could not process this item');
		for (const key of errorKeys(entry)) {
			const input = byKey.get(key);
			if (!input || outcomes.has(input)) continue;
			outcomes.set(input, { itemIndex: input.itemIndex, ok: false, error: hubSpotApiError(node, details, input.itemIndex) });
		}
	}
	for (const result of body.results ?? []) {
		const input = plan.resultKeys(result).map((k) => byKey.get(k)).find((i) => i && !outcomes.has(i));
		if (input) outcomes.set(input, { itemIndex: input.itemIndex, ok: true, result });
	}
	for (const input of chunk) {
		if (outcomes.has(input)) continue;
		const unmatched = (body.errors ?? []).filter((e) => errorKeys(e).length === 0);
		const details = unmatched.length
			? readHubSpotError(unmatched[0], 'HubSpot could not process this item')
			: { message: `HubSpot returned no result for the input "${input.key}"` };
		outcomes.set(input, { itemIndex: input.itemIndex, ok: false, error: hubSpotApiError(node, details, input.itemIndex) });
	}
}

/**
 * Sends every chunk once and returns, for every input in input order, its result or its error.
 * Up to BATCH_CONCURRENCY requests are in flight (the transport's limiter still paces them); a chunk
 * that repeats a key of an earlier chunk waits for it, so writes to one record keep their order.
 * Nothing is dropped: an input the answer does not mention fails with a clear error.
 */
export async function runBatches(node: INode, inputs: BatchInput[], plan: BatchPlan): Promise<BatchOutcome[]> {
	const outcomes = new Map<BatchInput, BatchOutcome>();
	const chunks = chunkInputs(inputs, plan.maxPerRequest);
	const done: Array<Promise<void>> = [];
	const lastChunkOfKey = new Map<string, number>();
	let running = 0;
	const waiting: Array<() => void> = [];
	const slot = async () => {
		if (running >= BATCH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
		running++;
	};
	const release = () => {
		running--;
		waiting.shift()?.();
	};
	chunks.forEach((chunk, index) => {
		const before = [...new Set(chunk.map((i) => lastChunkOfKey.get(i.key)).filter((d) => d !== undefined))].map((d) => done[d]);
		for (const input of chunk) lastChunkOfKey.set(input.key, index);
		done.push(
			(async () => {
				await Promise.all(before);
				await slot();
				try {
					settleChunk(node, chunk, plan, { body: await plan.send(chunk) }, outcomes);
				} catch (error) {
					settleChunk(node, chunk, plan, { error }, outcomes);
				} finally {
					release();
				}
			})(),
		);
	});
	await Promise.all(done);
	return inputs.map((input) => outcomes.get(input)!);
}

/**
 * Turns outcomes into the node's output: one item per input, paired to it. Failures become error
 * items with Continue on Fail; otherwise the node fails naming every failed item.
 */
export function outcomesToItems(
	ctx: IExecuteFunctions,
	outcomes: BatchOutcome[],
	shape: (result: IDataObject, itemIndex: number) => IDataObject,
): INodeExecutionData[] {
	const failed = outcomes.filter((o): o is Extract<BatchOutcome, { ok: false }> => !o.ok);
	if (failed.length > 0 && !ctx.continueOnFail()) {
		const first = failed[0];
		const list = failed
			.slice(0, 10)
			.map((f) => `item ${f.itemIndex}: ${f.error.message}`)
			.join('; ');
		throw new NodeOperationError(ctx.getNode(), `${failed.length} of ${outcomes.length} items failed — ${list}${failed.length > 10 ? '; …' : ''}`, {
			itemIndex: first.itemIndex,
			description: `${first.error.description ?? ''} Turn on "Continue On Fail" to keep the items that succeeded and get one error item per failed item.`.trim(),
		});
	}
	return outcomes.map((o) =>
		o.ok
			? { json: shape(o.result, o.itemIndex), pairedItem: { item: o.itemIndex } }
			: {
					json: errorJson(o.error),
					pairedItem: { item: o.itemIndex },
				},
	);
}

/** The error item of Continue on Fail: message, description and HubSpot's details. */
export function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	const details = (error as NodeApiError).errorResponse as IDataObject | undefined;
	return {
		error: error.message,
		...(error.description ? { description: error.description } : {}),
		...(details?.category ? { category: details.category } : {}),
		...(details?.correlationId ? { correlationId: details.correlationId } : {}),
		...(details?.missingScopes ? { missingScopes: details.missingScopes } : {}),
		...((error as NodeApiError).httpCode ? { httpCode: (error as NodeApiError).httpCode } : {}),
	};
}
