import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { BinaryStream, StreamClass } from '../../shared/transport/multipart';
import { signedFileContent } from '../../shared/transport/presignedLinks';
import { exportedRows } from './exports';

/**
 * What an export's download is: a file of the format asked for, or a zip of such files (HubSpot splits
 * an export of more than 1,000,000 rows into files of at most 1,000,000 rows each, in one zip). Told by
 * the first bytes: an .xlsx workbook is itself a zip, whose entries are its parts (`[Content_Types].xml`,
 * `xl/…`), while a partitioned export's entries are the .csv/.xlsx files.
 */
export type ExportFileKind = 'csv' | 'xlsx' | 'zip';

export const EXPORT_FILE_TYPES: Record<ExportFileKind, string> = {
	csv: 'text/csv',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	zip: 'application/zip',
};

const LOCAL_HEADER = 0x04034b50;
/** Enough of a zip's start for its first entry's name (30 bytes of header, then the name). */
const HEAD_BYTES = 30 + 1024;

export function exportFileKind(head: Buffer, format: string): ExportFileKind {
	const zip = head.length >= 30 && head.readUInt32LE(0) === LOCAL_HEADER;
	if (format !== 'XLSX') return zip ? 'zip' : 'csv';
	if (!zip) return 'xlsx';
	const name = head.toString('utf8', 30, 30 + head.readUInt16LE(26));
	return /\.(csv|xlsx?)$/i.test(name) ? 'zip' : 'xlsx';
}

/** The first bytes of a stream, and a stream of all its bytes (those read given again first). */
export async function peeked(stream: BinaryStream): Promise<{ head: Buffer; body: BinaryStream }> {
	const iterator = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
	const read: Buffer[] = [];
	let length = 0;
	let done = false;
	while (length < HEAD_BYTES && !done) {
		const next = await iterator.next();
		if (next.done) done = true;
		else {
			read.push(Buffer.from(next.value));
			length += next.value.length;
		}
	}
	async function* all(): AsyncGenerator<Buffer> {
		try {
			yield* read;
			if (done) return;
			for (let next = await iterator.next(); !next.done; next = await iterator.next())
				yield Buffer.from(next.value);
		} finally {
			// A reader that stops early stops the download too.
			await iterator.return?.();
		}
	}
	const streams = stream.constructor as unknown as StreamClass;
	return { head: Buffer.concat(read).subarray(0, HEAD_BYTES), body: streams.from(all()) };
}

/**
 * The rows of an export's CSV file, read as it downloads. A zip (the export holds more than 1,000,000
 * rows) fails as soon as its first bytes arrive: node code cannot unzip (no `node:zlib`); `instead` says
 * what to choose.
 */
export async function exportedFileRows(
	ctx: IExecuteFunctions,
	url: string,
	at: { taskId: string; itemIndex: number; instead: string },
): Promise<AsyncGenerator<Record<string, string>>> {
	const file = await peeked((await signedFileContent(ctx, url, at.itemIndex)).body);
	if (exportFileKind(file.head, 'CSV') === 'zip') {
		file.body.destroy();
		throw new NodeOperationError(
			ctx.getNode(),
			`HubSpot delivered export ${at.taskId} as a zip of files (it holds more than 1,000,000 rows), which the node cannot read as rows`,
			{ itemIndex: at.itemIndex, description: at.instead },
		);
	}
	return exportedRows(file.body as AsyncIterable<Buffer>);
}
