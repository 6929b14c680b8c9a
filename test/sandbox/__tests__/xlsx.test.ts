import { xlsxOf, xlsxRows } from '../xlsx';
import { unzip, zipOf } from '../zip';

describe('the sandbox zip and .xlsx files', () => {
	const rows = [
		['Email', 'Name', 'Score'],
		['ada@example.com', 'Ada & <"Lovelace">', 3.5],
		['', 'Émile ✓', ''],
	];
	const asText = [
		['Email', 'Name', 'Score'],
		['ada@example.com', 'Ada & <"Lovelace">', '3.5'],
		['', 'Émile ✓'],
	];

	it.each([false, true])(
		'reads back the rows of a workbook it wrote (inline strings: %s)',
		(inlineStrings) => {
			expect(xlsxRows(xlsxOf(rows, { inlineStrings }))).toEqual(asText);
		},
	);

	it('zips entries deflated or stored and reads them back; a damaged entry fails its CRC-32', () => {
		const entries = [
			{ name: 'a.csv', data: Buffer.from('x,y\r\n'.repeat(100)) },
			{ name: 'b.csv', data: Buffer.from('z') },
		];
		for (const stored of [false, true]) expect(unzip(zipOf(entries, { stored }))).toEqual(entries);
		const zip = zipOf(entries, { stored: true });
		zip[zip.indexOf('z', 60)] = 'q'.charCodeAt(0);
		expect(() => unzip(zip)).toThrow(/b\.csv fails its CRC-32/);
		expect(() => unzip(Buffer.from('Email\r\n'))).toThrow(/No zip/);
	});
});
