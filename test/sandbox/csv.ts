/** CSV as HubSpot's importer reads it and its exports write it (RFC 4180: quotes doubled, CRLF or LF lines). */

/** The rows of a CSV text; a quoted cell may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (quoted) {
			if (c !== '"') cell += c;
			else if (text[i + 1] === '"') {
				cell += '"';
				i++;
			} else quoted = false;
		} else if (c === '"' && cell === '') quoted = true;
		else if (c === ',') {
			row.push(cell);
			cell = '';
		} else if (c === '\n' || c === '\r') {
			if (c === '\r' && text[i + 1] === '\n') i++;
			row.push(cell);
			rows.push(row);
			row = [];
			cell = '';
		} else cell += c;
	}
	if (cell !== '' || row.length) rows.push([...row, cell]);
	return rows;
}

/** One CSV line (CRLF-terminated), cells quoted when they must be. */
export const csvLine = (cells: readonly string[]): string =>
	`${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;
