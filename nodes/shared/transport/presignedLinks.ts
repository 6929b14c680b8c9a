import type { IExecuteFunctions, IPollFunctions } from 'n8n-workflow';
import type { BinaryStream, StreamClass } from './multipart';
import { ANSWER_CUT } from './retryPolicy';
import { withRetries, type AttemptOutcome } from './retryLoop';
import type { HubSpotAnswer } from './sendRequest';
import { readFailure, refusalOf, type HubSpotResponse } from './transport';

interface LinkRequest {
	/** Named in errors instead of the link, which grants access until it expires. */
	named: string;
	itemIndex?: number;
	/** The body as a stream (a file's bytes) or read as JSON (a journal file). */
	stream: boolean;
	/** Statuses handed back to the caller instead of failing (e.g. 403: the link expired, renew it). */
	handBack?: number[];
}

/** One GET of a link: its answer, or why it failed (a status not handed back, no answer). */
async function fetchLink(
	ctx: IExecuteFunctions | IPollFunctions,
	url: string,
	request: LinkRequest,
): Promise<AttemptOutcome<HubSpotResponse<unknown>>> {
	const cancel =
		'getExecutionCancelSignal' in ctx
			? (ctx as IExecuteFunctions).getExecutionCancelSignal()
			: undefined;
	try {
		const answer = (await ctx.helpers.httpRequest({
			method: 'GET',
			url,
			...(request.stream ? { encoding: 'stream' as const, json: false } : { json: true }),
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			...(cancel ? { abortSignal: cancel } : {}),
			timeout: request.stream ? 30 * 60_000 : 60_000,
		})) as HubSpotAnswer;
		const headers = answer.headers ?? {};
		const { statusCode } = answer;
		if ((statusCode >= 200 && statusCode < 300) || request.handBack?.includes(statusCode))
			return { answer: { statusCode, headers, body: answer.body } };
		return {
			failure: {
				status: statusCode,
				headers,
				body: await refusalOf(answer.body),
				message: `the file host answered HTTP ${statusCode}`,
			},
		};
	} catch (error) {
		return { failure: readFailure(error) };
	}
}

/**
 * A GET of a link HubSpot gave (a private file's signed URL, a journal file's link): sent without the
 * credential, as the link carries its own signature, and through the transport's one retry loop as a
 * read (a pre-signed link answers the same bytes however often it is fetched).
 */
export async function presignedGet(
	ctx: IExecuteFunctions | IPollFunctions,
	url: string,
	request: LinkRequest,
): Promise<HubSpotResponse<unknown>> {
	return await withRetries(ctx.getNode(), {
		named: request.named,
		itemIndex: request.itemIndex,
		idempotent: true,
		attempt: async () => await fetchLink(ctx, url, request),
	});
}

/** A promise and the functions that settle it. */
function settleable<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

/**
 * Bytes handed from the retry loop's attempt to the stream's reader, one chunk at a time, at the
 * reader's pace: `give` waits until the reader took the chunk, and answers false once the reader
 * stopped reading (the download then stops too).
 */
function handover() {
	let next = settleable<IteratorResult<Buffer, undefined>>();
	let taken = settleable<boolean>();
	// A failure the reader never reads (it stopped before) is no unhandled rejection.
	next.promise.catch(() => undefined);
	let reading = true;
	return {
		async give(bytes: Buffer): Promise<boolean> {
			if (!reading) return false;
			next.resolve({ done: false, value: bytes });
			return await taken.promise;
		},
		end: () => next.resolve({ done: true, value: undefined }),
		fail: (error: unknown) => next.reject(error),
		async *chunks(): AsyncGenerator<Buffer> {
			try {
				for (;;) {
					const result = await next.promise;
					if (result.done) return;
					const took = taken;
					next = settleable();
					next.promise.catch(() => undefined);
					taken = settleable();
					took.resolve(true);
					yield result.value;
				}
			} finally {
				reading = false;
				taken.resolve(false);
			}
		},
	};
}

/**
 * A file's bytes from its signed URL, streamed. When the connection breaks while the bytes arrive, the
 * URL is fetched again and the stream goes on after the bytes already given: one request to the retry
 * loop, whose attempt is a fetch and its bytes read through, so a break and the refusals of the
 * fetches after it (429, 503, ...) share the policy's waits and its number of attempts. A read: the
 * file behind a pre-signed URL does not change.
 */
export async function signedFileContent(
	ctx: IExecuteFunctions,
	url: string,
	itemIndex: number,
): Promise<HubSpotResponse<BinaryStream>> {
	const request: LinkRequest = {
		named: 'GET (the signed URL of the file)',
		itemIndex,
		stream: true,
	};
	const bytes = handover();
	// The first answer's status and headers, before its bytes are read.
	const head = settleable<HubSpotResponse<unknown>>();
	let given = 0;
	const download = withRetries<undefined>(ctx.getNode(), {
		named: request.named,
		itemIndex,
		idempotent: true,
		attempt: async () => {
			const fetched = await fetchLink(ctx, url, request);
			if ('failure' in fetched) return fetched;
			head.resolve(fetched.answer);
			let read = 0;
			try {
				for await (const chunk of fetched.answer.body as AsyncIterable<Buffer>) {
					const part = Buffer.from(chunk);
					// Bytes an earlier answer already gave are skipped.
					const skip = Math.max(0, Math.min(part.length, given - read));
					read += part.length;
					if (skip === part.length) continue;
					given += part.length - skip;
					if (!(await bytes.give(skip ? part.subarray(skip) : part))) break;
				}
				return { answer: undefined };
			} catch (error) {
				return {
					failure: {
						headers: {},
						body: undefined,
						code: ANSWER_CUT,
						message: `the connection broke after ${given} bytes of the file (${readFailure(error).message})`,
					},
				};
			}
		},
	});
	download.then(bytes.end, (error: unknown) => {
		head.reject(error);
		bytes.fail(error);
	});
	const first = await head.promise;
	const streams = (first.body as BinaryStream).constructor as unknown as StreamClass;
	return { ...first, body: streams.from(bytes.chunks()) };
}
