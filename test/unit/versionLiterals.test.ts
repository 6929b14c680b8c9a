import { matchesInCode, packageSourceFiles, readSource } from './sourceText';

/**
 * HubSpot's date versions are named in one module (apiVersions.ts): the endpoint table, the
 * credential's setting, help texts and every "from this version on" check take them from there, so
 * adding a version does not mean finding its predecessor in other files. Comments may name the
 * version that changed something (history stays true); code may not. Dates with a day
 * (`2026-03-01`, examples of input) are not versions.
 */
const VERSIONS_MODULE = 'nodes/shared/transport/apiVersions.ts';
const VERSION = /\b20\d\d-(0[1-9]|1[0-2])\b(?![-\d]|T\d)/g;

export const versionLiterals = (file: string, text: string): string[] =>
	matchesInCode(file, text, VERSION);

describe('HubSpot API versions', () => {
	it('are written only in the versions module, in nodes/ and credentials/', () => {
		const found = packageSourceFiles()
			.filter((file) => file !== VERSIONS_MODULE)
			.flatMap((file) => versionLiterals(file, readSource(file)));
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
