import { csvLine, csvRows } from '../../nodes/HubSpotCrm/helpers/csv';

/** The bytes cut into chunks of `size`, as a download hands them over. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
	for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const rowsOf = async (bytes: Buffer, size: number) => {
	const rows: string[][] = [];
	for await (const row of csvRows(chunked(bytes, size))) rows.push(row);
	return rows;
};

describe('CSV rows read as a file streams in', () => {
	const rows = [
		['hs_object_id', 'email', 'firstname'],
		['1', 'ada@example.com', 'Ada, "the first"'],
		['2', 'zoë@example.com', 'two\r\nlines'],
		['3', '', ''],
	];
	const file = Buffer.from(`\uFEFF${rows.map(csvLine).join('')}`, 'utf8');

	it.each([1, 2, 3, 7, 1024])(
		'reads the rows written by csvLine back whole in chunks of %i bytes',
		async (size) => {
			expect(await rowsOf(file, size)).toEqual(rows);
		},
	);

	it('reads a last line without its line break, and LF-only lines', async () => {
		expect(await rowsOf(Buffer.from('a,b\nc,"d"""'), 4)).toEqual([
			['a', 'b'],
			['c', 'd"'],
		]);
	});
});
