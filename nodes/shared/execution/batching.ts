import type { IDataObject, IExecuteFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';
import type { Endpoint } from '../transport/endpoints';
import { errorJson, hubSpotApiError, itemError, readHubSpotError } from '../transport/errors';
import type { PathSegments } from '../transport/paths';
import { hubSpotApi } from '../transport/transport';

/*
 * Batching, written once: items → request groups (the request-level values items must share) →
 * chunks of the endpoint's maximum → one request each → for every input its result or its error,
 * back to its item. runItemBatches is the whole path for a batch operation; runBatches the part from
 * inputs on, for inputs that are not the node's items (an item's associations, a list's members).
 */

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
	/** A 204 (the endpoint's only success answer, e.g. batch archive) means every input succeeded with this result. */
	emptyResult?: (input: BatchInput) => IDataObject;
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

/**
 * The inputs of a chunk an error entry is about: named by a key (id, trace id) or, in whole-request
 * refusals, by its position (`context.inputIndex`).
 */
function inputsOfEntry(
	entry: IDataObject,
	chunk: BatchInput[],
	byKey: Map<string, BatchInput>,
): BatchInput[] {
	const byKeys = errorKeys(entry).flatMap((key) => byKey.get(key) ?? []);
	const positions = ((entry.context ?? {}) as IDataObject).inputIndex;
	const byPosition = (Array.isArray(positions) ? positions : []).flatMap(
		(position) => chunk[Number(position)] ?? [],
	);
	return [...new Set([...byKeys, ...byPosition])];
}

/**
 * A request refused whole (e.g. 400 VALIDATION_ERROR when inputs break the account's validation
 * rules): nothing was written. Inputs its `errors` entries name get their own entry's error; the
 * others the refusal, saying they were not written because of other inputs.
 */
function settleRefusedChunk(
	node: INode,
	chunk: BatchInput[],
	refusal: NodeApiError,
	outcomes: Map<BatchInput, BatchOutcome>,
): void {
	const response = (refusal.errorResponse ?? {}) as IDataObject;
	const status = refusal.httpCode ? Number(refusal.httpCode) : undefined;
	const entries = Array.isArray(response.errors) ? (response.errors as IDataObject[]) : [];
	const byKey = new Map(chunk.map((input) => [input.key, input]));
	for (const entry of entries) {
		const details = readHubSpotError(
			{ category: response.category, correlationId: response.correlationId, ...entry },
			refusal.message,
		);
		for (const input of inputsOfEntry(entry, chunk, byKey)) {
			if (!outcomes.has(input))
				outcomes.set(input, {
					itemIndex: input.itemIndex,
					ok: false,
					error: hubSpotApiError(node, { ...details, status }, input.itemIndex),
				});
		}
	}
	const named = chunk.some((input) => outcomes.has(input));
	for (const input of chunk) {
		if (outcomes.has(input)) continue;
		const error = named
			? hubSpotApiError(
					node,
					{
						message: `Not written: HubSpot refused the request for other items of its batch (${refusal.message})`,
						status,
					},
					input.itemIndex,
				)
			: refusal;
		outcomes.set(input, { itemIndex: input.itemIndex, ok: false, error });
	}
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
		const apiError =
			error instanceof NodeApiError
				? error
				: new NodeApiError(node, { message: (error as Error).message });
		settleRefusedChunk(node, chunk, apiError, outcomes);
		return;
	}
	const body = answer.body;
	const byKey = new Map(chunk.map((input) => [input.key, input]));
	// The transport let through only the endpoint's shape: a batch envelope, or no body (204).
	if (body === undefined) {
		for (const input of chunk) {
			const result = plan.emptyResult?.(input);
			outcomes.set(
				input,
				result
					? { itemIndex: input.itemIndex, ok: true, result }
					: {
							itemIndex: input.itemIndex,
							ok: false,
							error: new NodeApiError(node, {
								message: 'HubSpot returned no result for this item',
							}),
						},
			);
		}
		return;
	}
	for (const entry of body.errors ?? []) {
		const details = readHubSpotError(entry, 'HubSpot could not process this item');
		for (const input of inputsOfEntry(entry, chunk, byKey)) {
			if (!outcomes.has(input))
				outcomes.set(input, {
					itemIndex: input.itemIndex,
					ok: false,
					error: hubSpotApiError(node, details, input.itemIndex),
				});
		}
	}
	for (const result of body.results ?? []) {
		const input = plan
			.resultKeys(result)
			.map((k) => byKey.get(k))
			.find((i) => i && !outcomes.has(i));
		if (input) outcomes.set(input, { itemIndex: input.itemIndex, ok: true, result });
	}
	for (const input of chunk) {
		if (outcomes.has(input)) continue;
		const unmatched = (body.errors ?? []).filter((e) => errorKeys(e).length === 0);
		const details = unmatched.length
			? readHubSpotError(unmatched[0], 'HubSpot could not process this item')
			: { message: `HubSpot returned no result for the input "${input.key}"` };
		outcomes.set(input, {
			itemIndex: input.itemIndex,
			ok: false,
			error: hubSpotApiError(node, details, input.itemIndex),
		});
	}
}

/**
 * Sends inputs in chunks as they arrive: a chunk goes out as soon as it is full, while the next items
 * are still being read, so a long job uses the rate limit's window from the start. Up to
 * BATCH_CONCURRENCY requests are in flight (the transport's limiter still paces them). A repeated key
 * goes into a later chunk, which waits for the earlier one, so writes to one record keep their order.
 */
export class BatchDispatcher {
	private readonly chunks: PendingChunk[] = [];
	private readonly lastChunkOfKey = new Map<string, PendingChunk>();
	private readonly order: BatchInput[] = [];
	private readonly outcomes = new Map<BatchInput, BatchOutcome>();
	private running = 0;
	private readonly waiting: Array<() => void> = [];

	constructor(
		private readonly node: INode,
		private readonly plan: BatchPlan,
	) {}

	/** Adds an input; returns true when that filled a chunk and sent it. */
	add(input: BatchInput): boolean {
		this.order.push(input);
		const previous = this.lastChunkOfKey.get(input.key);
		const from = previous ? this.chunks.indexOf(previous) + 1 : 0;
		let chunk = this.chunks.slice(from).find((c) => !c.sent && !c.keys.has(input.key));
		if (!chunk) {
			let settle!: () => void;
			const settled = new Promise<void>((resolve) => (settle = resolve));
			chunk = { inputs: [], keys: new Set(), after: new Set(), sent: false, settled, settle };
			this.chunks.push(chunk);
		}
		chunk.inputs.push(input);
		chunk.keys.add(input.key);
		if (previous) chunk.after.add(previous);
		this.lastChunkOfKey.set(input.key, chunk);
		if (chunk.inputs.length < this.plan.maxPerRequest) return false;
		this.dispatch(chunk);
		return true;
	}

	/** Sends what is left and returns, for every input in input order, its result or its error. */
	async finish(): Promise<BatchOutcome[]> {
		for (const chunk of this.chunks) if (!chunk.sent) this.dispatch(chunk);
		await Promise.all(this.chunks.map((c) => c.settled));
		return this.order.map((input) => this.outcomes.get(input)!);
	}

	private dispatch(chunk: PendingChunk): void {
		chunk.sent = true;
		void (async () => {
			await Promise.all([...chunk.after].map((c) => c.settled));
			if (this.running >= BATCH_CONCURRENCY)
				await new Promise<void>((resolve) => this.waiting.push(resolve));
			this.running++;
			try {
				settleChunk(
					this.node,
					chunk.inputs,
					this.plan,
					{ body: await this.plan.send(chunk.inputs) },
					this.outcomes,
				);
			} catch (error) {
				settleChunk(this.node, chunk.inputs, this.plan, { error }, this.outcomes);
			} finally {
				this.running--;
				this.waiting.shift()?.();
				chunk.settle();
			}
		})();
	}
}

interface PendingChunk {
	inputs: BatchInput[];
	keys: Set<string>;
	/** Earlier chunks holding one of this chunk's keys: they must be answered first. */
	after: Set<PendingChunk>;
	sent: boolean;
	settled: Promise<void>;
	settle: () => void;
}

/** Sends every input through a BatchDispatcher and returns their outcomes in input order. */
export async function runBatches(
	node: INode,
	inputs: BatchInput[],
	plan: BatchPlan,
): Promise<BatchOutcome[]> {
	const dispatcher = new BatchDispatcher(node, plan);
	for (const input of inputs) dispatcher.add(input);
	return await dispatcher.finish();
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
		throw new NodeOperationError(
			ctx.getNode(),
			`${failed.length} of ${outcomes.length} items failed — ${list}${failed.length > 10 ? '; …' : ''}`,
			{
				itemIndex: first.itemIndex,
				description:
					`${first.error.description ?? ''} Turn on "Continue On Fail" to keep the items that succeeded and get one error item per failed item.`.trim(),
			},
		);
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

/** Sends a chunk as HubSpot's batch body `{inputs, ...rest}` to the endpoint. */
export function sendInputs(
	ctx: IExecuteFunctions,
	endpoint: Endpoint,
	segments: PathSegments,
	{ qs, rest = {}, idempotent }: { qs?: IDataObject; rest?: IDataObject; idempotent: boolean },
): BatchPlan['send'] {
	return async (chunk) =>
		await hubSpotApi(ctx, {
			method: 'POST',
			endpoint,
			segments,
			qs,
			body: { inputs: chunk.map((input) => input.body), ...rest },
			idempotent,
		});
}

/** One item's part of a batch request, and its request group: the request-level values (object type, properties...) items must share to go in one request. */
export interface PreparedBatchInput<RequestGroup> {
	key: string;
	body: IDataObject;
	requestGroup: RequestGroup;
}

const itemOf = (item: INodeExecutionData) => (item.pairedItem as { item: number }).item;

/**
 * A batch operation over the node's items: items of the same request group are sent
 * together, and the output has one item per input item, in input order. Without Continue on Fail every
 * item is read and checked before the first request, so bad input stops the node before anything is
 * written; with it, a bad item becomes its error item and full chunks leave while later items are
 * still being read, which keeps a long job inside the rate limit's window from the start. `prepare`
 * reads its parameters through `itemReader` (itemParameters.ts).
 */
export async function runItemBatches<RequestGroup>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	prepare: (itemIndex: number) => PreparedBatchInput<RequestGroup>,
	plan: (requestGroup: RequestGroup) => BatchPlan,
	shape: (result: IDataObject, itemIndex: number) => IDataObject,
): Promise<INodeExecutionData[]> {
	const groups = new Map<string, BatchDispatcher>();
	const refused: INodeExecutionData[] = [];
	// With Continue On Fail a bad item cannot stop the run, so chunks leave while later items are read;
	// without it every item is checked before the first request, so bad input never leaves a job half written.
	const sendWhileReading = ctx.continueOnFail();
	const held: Array<{ group: BatchDispatcher; input: BatchInput }> = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let prepared: PreparedBatchInput<RequestGroup>;
		try {
			prepared = prepare(itemIndex);
		} catch (error) {
			const nodeError = itemError(ctx.getNode(), error, itemIndex);
			if (!ctx.continueOnFail()) throw nodeError;
			refused.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
			continue;
		}
		const signature = JSON.stringify(prepared.requestGroup);
		let group = groups.get(signature);
		if (!group)
			groups.set(
				signature,
				(group = new BatchDispatcher(ctx.getNode(), plan(prepared.requestGroup))),
			);
		const input = { itemIndex, key: prepared.key, body: prepared.body };
		if (!sendWhileReading) held.push({ group, input });
		// A full chunk was sent: let its request go out before reading more items.
		else if (group.add(input)) await sleep(0);
	}
	for (const { group, input } of held) group.add(input);
	const outcomes: BatchOutcome[] = [];
	for (const group of groups.values()) outcomes.push(...(await group.finish()));
	return [...outcomesToItems(ctx, outcomes, shape), ...refused].sort(
		(a, b) => itemOf(a) - itemOf(b),
	);
}
