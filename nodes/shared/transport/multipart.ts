import { randomBytes } from 'node:crypto';
import type { IExecuteFunctions } from 'n8n-workflow';

/** The stream n8n's binary helpers give (a Node `Readable`), named without importing `node:stream`. */
export type BinaryStream = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

/** A Node stream class: every one inherits `Readable.from`. */
type StreamClass = { from(chunks: AsyncIterable<Buffer>): BinaryStream };

/** The file part of an upload: its bytes are opened again for every attempt, as a sent stream is spent. */
export interface MultipartFile {
	fileName: string;
	mimeType: string;
	/** Bytes, known before sending so the request carries its Content-Length. */
	size: number;
	open(): Promise<BinaryStream | Buffer>;
}

/** A `multipart/form-data` body: text fields, then one file. */
export interface MultipartForm {
	fields: Array<[name: string, value: string]>;
	fileField: string;
	file: MultipartFile;
}

/** A header's quoted value as browsers write it: quotes and line breaks percent-encoded. */
const quoted = (value: string): string =>
	`"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

/**
 * The request body and headers of a form, made fresh for each attempt. A file held in memory (n8n's
 * default binary mode) is sent as one buffer; a stored one (filesystem, S3) is streamed from the store,
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
	const head = Buffer.from(
		`${fieldParts}--${boundary}\r\nContent-Disposition: form-data; name=${quoted(form.fileField)}; filename=${quoted(form.file.fileName)}\r\n` +
			`Content-Type: ${form.file.mimeType}\r\n\r\n`,
		'utf8',
	);
	const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
	const headers = {
		'Content-Type': `multipart/form-data; boundary=${boundary}`,
		'Content-Length': String(head.length + form.file.size + tail.length),
	};
	const content = await form.file.open();
	if (Buffer.isBuffer(content)) return { body: Buffer.concat([head, content, tail]), headers };
	async function* chunks(): AsyncGenerator<Buffer> {
		yield head;
		for await (const chunk of content as AsyncIterable<Buffer>) yield chunk;
		yield tail;
	}
	return { body: (content.constructor as unknown as StreamClass).from(chunks()), headers };
}
