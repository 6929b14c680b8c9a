import { readFileSync, readdirSync, statSync } from 'fs';
import { join, relative } from 'path';

/**
 * HubSpot's date versions are named in one module (apiVersions.ts): the endpoint table, the
 * credential's setting, help texts and every "from this version on" check take them from there, so
 * adding a version does not mean finding its predecessor in other files. Comments may name the
 * version that changed something (history stays true); code may not. Dates with a day
 * (`2026-03-01`, examples of input) are not versions.
 */
const ROOT = join(__dirname, '../..');
const VERSIONS_MODULE = 'nodes/shared/transport/apiVersions.ts';
const VERSION = /\b20\d\d-(0[1-9]|1[0-2])\b(?![-\d]|T\d)/g;

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}

/** The code of a file without its comments (a `//` inside a string such as a URL is kept). */
function withoutComments(text: string): string {
	return text
		.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
		.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function versionLiterals(file: string, text: string): string[] {
	return withoutComments(text)
		.split('\n')
		.flatMap((line, index) =>
			[...line.matchAll(VERSION)].map((match) => `${file}:${index + 1}: ${match[0]}`),
		);
}

describe('HubSpot API versions', () => {
	it('are written only in the versions module, in nodes/ and credentials/', () => {
		const found = ['nodes', 'credentials']
			.flatMap((dir) => sourceFiles(join(ROOT, dir)))
			.map((path) => relative(ROOT, path).split('\\').join('/'))
			.filter((file) => file !== VERSIONS_MODULE)
			.flatMap((file) => versionLiterals(file, readFileSync(join(ROOT, file), 'utf8')));
		expect(found).toEqual([]);
	});

	it('are found in code, not in comments or dates', () => {
		const code = [
			"// HubSpot's 2026-09 dropped them",
			'/** 2026-03 requires it */',
			"const since = '2027-03';",
			"const example = 'a date such as 2026-03-01 or 2026-03-01T12:00:00Z';",
			"const url = 'https://x.test/2026-09/a'; // 2026-03",
		].join('\n');
		expect(versionLiterals('f.ts', code)).toEqual(['f.ts:3: 2027-03', 'f.ts:5: 2026-09']);
	});
});
