import { unzip, zipOf } from './zip';

/**
 * Excel workbooks (.xlsx: Office Open XML in a zip) as HubSpot's exports write them and its importer reads
 * them: the first worksheet's rows, cells as shared strings, inline strings, numbers or booleans. Styles,
 * formulas' sources, dates as serial numbers and further sheets are not interpreted (a date cell reads as
 * its serial number): the sandbox's exports write text and its tests' files hold text and numbers.
 */

export type SheetCell = string | number;

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const escapeXml = (text: string) =>
	text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const unescapeXml = (text: string) =>
	text.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (_, name: string) => {
		if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
		if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
		return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[name]!;
	});

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
	let name = '';
	for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
		name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
	return name;
}

function columnIndex(reference: string): number {
	let index = 0;
	for (const c of /^[A-Z]+/.exec(reference)?.[0] ?? '') index = index * 26 + c.charCodeAt(0) - 64;
	return index - 1;
}

/**
 * A one-sheet workbook of the rows: numbers as numeric cells, text as shared strings (as Excel and
 * HubSpot write it) or, with `inlineStrings`, as inline strings (as some generators do).
 */
export function xlsxOf(rows: SheetCell[][], options: { inlineStrings?: boolean } = {}): Buffer {
	const strings: string[] = [];
	const stringIndex = new Map<string, number>();
	const cell = (value: SheetCell, reference: string) => {
		if (typeof value === 'number') return `<c r="${reference}"><v>${value}</v></c>`;
		if (value === '') return '';
		if (options.inlineStrings)
			return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
		if (!stringIndex.has(value)) {
			stringIndex.set(value, strings.length);
			strings.push(value);
		}
		return `<c r="${reference}" t="s"><v>${stringIndex.get(value)}</v></c>`;
	};
	const sheetRows = rows.map(
		(row, r) =>
			`<row r="${r + 1}">${row.map((value, c) => cell(value, `${columnName(c)}${r + 1}`)).join('')}</row>`,
	);
	const files: Array<[string, string]> = [
		[
			'[Content_Types].xml',
			`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SHEET_TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_TYPE}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${SHEET_TYPE}.sharedStrings+xml"/></Types>`,
		],
		[
			'_rels/.rels',
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
		],
		[
			'xl/workbook.xml',
			`<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
		],
		[
			'xl/_rels/workbook.xml.rels',
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
		],
		[
			'xl/worksheets/sheet1.xml',
			`<worksheet xmlns="${MAIN}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
		],
		[
			'xl/sharedStrings.xml',
			`<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`,
		],
	];
	return zipOf(files.map(([name, text]) => ({ name, data: Buffer.from(XML + text, 'utf8') })));
}

/** The text of a string item: its `<t>` runs joined (phonetic runs left out). */
const textOf = (xml: string) =>
	[...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)]
		.map((m) => unescapeXml(m[1]))
		.join('');

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The path in the package of the workbook's first sheet (through the workbook's relationships). */
function firstSheetPath(files: Map<string, string>): string {
	const workbook = files.get('xl/workbook.xml');
	if (workbook === undefined)
		throw new Error('The file has no xl/workbook.xml: not an Excel workbook');
	const sheet = /<sheet\s[^>]*>/.exec(workbook)?.[0];
	const id = sheet && attribute(sheet, 'r:id');
	const relationships = files.get('xl/_rels/workbook.xml.rels') ?? '';
	const target = [...relationships.matchAll(/<Relationship\s[^>]*>/g)]
		.map((m) => m[0])
		.find((tag) => attribute(tag, 'Id') === id);
	const path = target && attribute(target, 'Target');
	if (!path) throw new Error('The workbook names no worksheet');
	return path.startsWith('/') ? path.slice(1) : `xl/${path}`;
}

/** The first worksheet's rows of a workbook, each cell as text; missing cells are empty. */
export function xlsxRows(file: Buffer): string[][] {
	const files = new Map(unzip(file).map((entry) => [entry.name, entry.data.toString('utf8')]));
	const shared = [
		...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
	].map((m) => textOf(m[1]));
	const sheet = files.get(firstSheetPath(files));
	if (sheet === undefined) throw new Error("The workbook's first worksheet is missing");
	const rows: string[][] = [];
	for (const [, content] of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
		const row: string[] = [];
		for (const [, tag, inner] of (content ?? '').matchAll(
			/(<c\b[^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
		)) {
			const reference = attribute(tag, 'r');
			const index = reference ? columnIndex(reference) : row.length;
			const type = attribute(tag, 't');
			const value = /<v>([\s\S]*?)<\/v>/.exec(inner ?? '')?.[1];
			const text =
				type === 'inlineStr'
					? textOf(inner ?? '')
					: type === 's'
						? (shared[Number(value)] ?? '')
						: type === 'b'
							? value === '1'
								? 'TRUE'
								: 'FALSE'
							: unescapeXml(value ?? '');
			while (row.length < index) row.push('');
			row[index] = text;
		}
		rows.push(row);
	}
	return rows;
}
