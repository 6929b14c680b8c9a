/** CSV as HubSpot's imports read it and its exports write it (RFC 4180: quotes doubled, CRLF lines). */

/** One CSV line, CRLF-terminated, a cell quoted when it holds a comma, quote or line break. */
export const csvLine = (cells: readonly string[]): string =>
	`${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;

/**
 * The rows of a CSV file as its bytes arrive: a row at a time, so a file of a million rows is never
 * whole in memory. A quoted cell may hold commas, quotes and line breaks; a UTF-8 character split
 * between chunks is decoded whole.
 */
export async function* csvRows(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string[]> {
	const decoder = new TextDecoder('utf-8');
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	let quoteSeen = false;
	let first = true;
	for await (const chunk of chunks) {
		let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
		if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
		first = false;
		for (let i = 0; i < text.length; i++) {
			const c = text[i];
			if (quoteSeen) {
				// After a quote inside a quoted cell: another quote is a literal one, anything else ends the quotes.
				quoteSeen = false;
				if (c === '"') {
					cell += '"';
					continue;
				}
				quoted = false;
			}
			if (quoted) {
				if (c === '"') quoteSeen = true;
				else cell += c;
			} else if (c === '"' && cell === '') quoted = true;
			else if (c === ',') {
				row.push(cell);
				cell = '';
			} else if (c === '\n') {
				row.push(cell.endsWith('\r') ? cell.slice(0, -1) : cell);
				yield row;
				row = [];
				cell = '';
			} else cell += c;
		}
	}
	if (quoteSeen) quoted = false;
	if (cell !== '' || row.length) yield [...row, cell.endsWith('\r') ? cell.slice(0, -1) : cell];
}
