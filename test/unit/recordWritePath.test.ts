import { dirname, join, normalize } from 'path';
import { existsSync } from 'fs';
import { readSource } from './sourceText';

/**
 * A Batch Upsert's items read top-down (#43): ARCHITECTURE.md lists the node files they pass, in order,
 * at most six, and each of them imports (for its code, not its types) none listed before it, so
 * following an item never returns to a file already left.
 */
const NODE = 'nodes/HubSpotCrm/actions';
const MAX_FILES = 6;

/** The first file each numbered line of the map's Batch Upsert list names, from `actions/`. */
function listedPath(): string[] {
	const map = readSource('ARCHITECTURE.md');
	const start = map.indexOf('The items of a Batch Upsert pass these files');
	const section = map.slice(start, map.indexOf('\n\n', map.indexOf('\n1. ', start) + 1));
	return [...section.matchAll(/^\d+\. `([^`]+\.ts)`/gm)].map(([, file]) =>
		file.startsWith('helpers/') ? `nodes/HubSpotCrm/${file}` : `${NODE}/${file}`,
	);
}

/** The files a source file imports for its code (`import type` left out), from the root. */
function codeImports(file: string): string[] {
	return [...withoutTypeImports(readSource(file)).matchAll(/from '(\.[^']+)'/g)].map(
		([, relative]) =>
			`${normalize(join(dirname(file), relative))
				.split('\\')
				.join('/')}.ts`,
	);
}

const withoutTypeImports = (text: string): string => text.replace(/^import type [^;]+;/gm, '');

describe('the record write path', () => {
	const path = listedPath();

	it(`is listed in ARCHITECTURE.md: at most ${MAX_FILES} files, each existing`, () => {
		expect(path.length).toBeGreaterThanOrEqual(5);
		expect(path.length).toBeLessThanOrEqual(MAX_FILES);
		for (const file of path) expect(existsSync(join(__dirname, '../..', file))).toBe(true);
	});

	it('imports no file listed before the importing one', () => {
		const backwards = path.flatMap((file, index) =>
			codeImports(file)
				.filter((imported) => path.slice(0, index).includes(imported))
				.map((imported) => `${file} → ${imported}`),
		);
		expect(backwards).toEqual([]);
	});
});
