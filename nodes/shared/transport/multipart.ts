import { randomBytes } from 'node:crypto';
import type { IExecuteFunctions } from 'n8n-workflow';

/** The stream n8n's binary helpers give (a Node `Readable`), named without importing `node:stream`. */
export type BinaryStream = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

/** A Node stream class: every one inherits `Readable.from`. */
export type StreamClass = { from(chunks: AsyncIterable<Buffer>): BinaryStream };

/** The file part of an upload: its bytes are opened again for every attempt, as a sent stream is spent. */
export interface MultipartFile {
	fileName: string;
	mimeType: string;
	/** Bytes, known before sending so the request carries its Content-Length. */
	size: number;
	open(): Promise<BinaryStream | Buffer>;
}

/** A `multipart/form-data` body: text fields, then one file (or several under the same field). */
export interface MultipartForm {
	fields: Array<[name: string, value: string]>;
	fileField: string;
	file: MultipartFile;
	/** Further files under `fileField`, after `file` (HubSpot's multi-file imports). */
	moreFiles?: MultipartFile[];
}

/** A header's quoted value as browsers write it: quotes and line breaks percent-encoded. */
const quoted = (value: string): string =>
	`"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

/**
 * The request body and headers of a form, made fresh for each attempt. Files held in memory (n8n's
 * default binary mode) are sent as one buffer; a stored one (filesystem, S3) is streamed from the store,
 * never read whole. Community nodes may not import `node:stream`, so the stream is built with the
 * `from` every stream class inherits from `Readable`.
 */
export async function multipartBody(
	form: MultipartForm,
): Promise<{ body: BinaryStream | Buffer; headers: Record<string, string> }> {
	const boundary = `----n8nHubSpot${randomBytes(12).toString('hex')}`;
	const fieldParts = form.fields
		.map(
			([name, value]) =>
				`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`,
		)
		.join('');
	const files = [form.file, ...(form.moreFiles ?? [])];
	const fileHead = (file: MultipartFile, index: number) =>
		Buffer.from(
			`${index === 0 ? fieldParts : '\r\n'}--${boundary}\r\nContent-Disposition: form-data; name=${quoted(form.fileField)}; filename=${quoted(file.fileName)}\r\n` +
				`Content-Type: ${file.mimeType}\r\n\r\n`,
			'utf8',
		);
	const heads = files.map(fileHead);
	const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
	const size = files.reduce((sum, file, i) => sum + heads[i].length + file.size, tail.length);
	const headers = {
		'Content-Type': `multipart/form-data; boundary=${boundary}`,
		'Content-Length': String(size),
	};
	const contents = await Promise.all(files.map(async (file) => await file.open()));
	const streamed = contents.find((content) => !Buffer.isBuffer(content));
	if (!streamed)
		return {
			body: Buffer.concat([...contents.flatMap((c, i) => [heads[i], c as Buffer]), tail]),
			headers,
		};
	async function* chunks(): AsyncGenerator<Buffer> {
		for (const [i, content] of contents.entries()) {
			yield heads[i];
			if (Buffer.isBuffer(content)) yield content;
			else for await (const chunk of content as AsyncIterable<Buffer>) yield chunk;
		}
		yield tail;
	}
	return { body: (streamed.constructor as unknown as StreamClass).from(chunks()), headers };
}
