import type { IExecuteFunctions, IPollFunctions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { failureToNodeApiError } from './errors';
import type { BinaryStream } from './multipart';
import { ANSWER_CUT, decideRetry, type RequestFailure } from './retryPolicy';
import { withRetries } from './retryLoop';
import type { HubSpotAnswer } from './sendRequest';
import { readFailure, refusalOf, type HubSpotResponse } from './transport';

/** A Node stream class: every one inherits `Readable.from` (community nodes may not import `node:stream`). */
type StreamClass = { from(chunks: AsyncIterable<Buffer>): BinaryStream };

interface LinkRequest {
	/** Named in errors instead of the link, which grants access until it expires. */
	named: string;
	itemIndex?: number;
	/** The body as a stream (a file's bytes) or read as JSON (a journal file). */
	stream: boolean;
	/** Statuses handed back to the caller instead of failing (e.g. 403: the link expired, renew it). */
	handBack?: number[];
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
	const cancel =
		'getExecutionCancelSignal' in ctx
			? (ctx as IExecuteFunctions).getExecutionCancelSignal()
			: undefined;
	return await withRetries<HubSpotResponse<unknown>>(ctx.getNode(), {
		named: request.named,
		itemIndex: request.itemIndex,
		idempotent: true,
		attempt: async () => {
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
		},
	});
}

/**
 * A file's bytes from its signed URL, streamed. When the connection breaks while the bytes arrive, the
 * URL is fetched again and the stream goes on after the
 * bytes already given, as often as the retry policy allows a read: the file behind a pre-signed URL
 * does not change.
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
	const first = await presignedGet(ctx, url, request);
	const body = first.body as BinaryStream;
	async function* resuming(): AsyncGenerator<Buffer> {
		let current = first;
		let given = 0;
		for (let cuts = 0; ; cuts++) {
			let read = 0;
			let failure: RequestFailure;
			try {
				for await (const chunk of current.body as AsyncIterable<Buffer>) {
					const bytes = Buffer.from(chunk);
					// Bytes an earlier answer already gave are skipped.
					const skip = Math.max(0, Math.min(bytes.length, given - read));
					read += bytes.length;
					if (skip === bytes.length) continue;
					given += bytes.length - skip;
					yield skip ? bytes.subarray(skip) : bytes;
				}
				return;
			} catch (error) {
				failure = {
					headers: {},
					body: undefined,
					code: ANSWER_CUT,
					message: `the connection broke after ${given} bytes of the file (${readFailure(error).message})`,
				};
			}
			const decision = decideRetry(failure, cuts, true);
			if (!decision.retry)
				throw failureToNodeApiError(
					ctx.getNode(),
					{ ...failure, message: `${failure.message} (sent ${cuts + 1} times)` },
					itemIndex,
					request.named,
				);
			await sleep(decision.delayMs);
			current = await presignedGet(ctx, url, request);
		}
	}
	return {
		...first,
		body: (body.constructor as unknown as StreamClass).from(resuming()),
	};
}
