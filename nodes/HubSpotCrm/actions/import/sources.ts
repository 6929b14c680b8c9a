import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { binaryFile } from '../../../shared/files/upload';
import { invalidInput } from '../../../shared/execution/validation';
import type { MultipartFile } from '../../../shared/transport/multipart';
import { csvLine, csvRows } from '../../helpers/csv';

/** The file an import sends: an item's binary file (CSV or Excel), or the input items written as CSV. */

const SPREADSHEET = /\.(xlsx|xls)$/i;
const CSV = /\.csv$/i;

/** An item's binary file as an import's file part, its format told by its name or type; anything else is refused. */
export async function importFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	property: string,
	field = 'Input Binary Field',
): Promise<{ file: MultipartFile; fileFormat: 'CSV' | 'SPREADSHEET' }> {
	const file = await binaryFile(ctx, itemIndex, property, field);
	const spreadsheet =
		SPREADSHEET.test(file.fileName) || /spreadsheetml|ms-excel/.test(file.mimeType);
	const csv = CSV.test(file.fileName) || /^text\/(csv|plain)/.test(file.mimeType);
	if (!spreadsheet && !csv)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`"${file.fileName}" (${file.mimeType}) is not a CSV or Excel (.xlsx, .xls) file`,
			"HubSpot imports CSV and Excel files: convert the data first (e.g. with n8n's Convert to File node).",
		);
	if (spreadsheet) return { file, fileFormat: 'SPREADSHEET' };
	return {
		file: { ...file, fileName: CSV.test(file.fileName) ? file.fileName : `${file.fileName}.csv` },
		fileFormat: 'CSV',
	};
}

/** The header row of a CSV file: only its first line is read from the stream. */
export async function csvHeader(file: MultipartFile): Promise<string[]> {
	const content = await file.open();
	async function* chunks(): AsyncGenerator<Buffer> {
		if (Buffer.isBuffer(content)) yield content;
		else yield* content as AsyncIterable<Buffer>;
	}
	for await (const row of csvRows(chunks())) {
		if (!Buffer.isBuffer(content)) (content as { destroy?: () => void }).destroy?.();
		return row.map((cell) => cell.trim());
	}
	return [];
}

/** A cell of an item's field: text as it is, numbers and booleans written out, anything else as JSON. */
function cellOf(value: unknown): string {
	if (value === undefined || value === null) return '';
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean') return String(value);
	return JSON.stringify(value);
}

/**
 * The input items as one CSV file: a column per property, a row per item (row n + 1 of the file is
 * item n, which pairs row errors back to items). The bytes are counted first and written once into
 * a buffer of that size: the file is never held as a string, nor twice.
 */
export function itemsCsv(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	properties: string[],
	fileName: string,
): MultipartFile {
	const lineOf = (item: INodeExecutionData) => csvLine(properties.map((p) => cellOf(item.json[p])));
	const header = csvLine(properties);
	let size = Buffer.byteLength(header);
	for (const [itemIndex, item] of items.entries()) {
		if (properties.every((p) => item.json[p] === undefined || item.json[p] === null))
			throw invalidInput(
				ctx,
				'Properties',
				itemIndex,
				`the item has none of the fields ${properties.map((p) => `"${p}"`).join(', ')}`,
				'Name the item fields after the properties (e.g. with an Edit Fields node) or choose other properties.',
			);
		size += Buffer.byteLength(lineOf(item));
	}
	return {
		fileName,
		mimeType: 'text/csv',
		size,
		open: async () => {
			const bytes = Buffer.allocUnsafe(size);
			let at = bytes.write(header);
			for (const item of items) at += bytes.write(lineOf(item), at);
			return bytes;
		},
	};
}
