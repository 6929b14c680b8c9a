// The repository's JavaScript (the end-to-end and scale suites, scripts/, the harness's .cjs, the
// config files) is type-checked by tsconfig.scripts.json and linted by eslint.tests.config.mjs. A new
// file must not slip out of either: every .mjs/.cjs/.js git tracks or would track is in the project.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const CONFIG = 'tsconfig.scripts.json';

function javaScriptFiles(): string[] {
	return execFileSync(
		'git',
		['ls-files', '--cached', '--others', '--exclude-standard', '*.mjs', '*.cjs', '*.js'],
		{ cwd: ROOT, encoding: 'utf8' },
	)
		.split('\n')
		.filter(Boolean)
		.sort();
}

function scriptsProject(): ts.ParsedCommandLine {
	const { config, error } = ts.readConfigFile(join(ROOT, CONFIG), ts.sys.readFile);
	if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
	return ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
}

describe("the repository's JavaScript is type-checked and linted", () => {
	it(`${CONFIG} type-checks every .mjs, .cjs and .js file`, () => {
		const project = scriptsProject();
		expect(project.options).toMatchObject({
			allowJs: true,
			checkJs: true,
			noEmit: true,
			strict: true,
		});
		const checked = new Set(project.fileNames.map((file) => relative(ROOT, file)));
		const files = javaScriptFiles();
		expect(files.length).toBeGreaterThan(40);
		// A file listed here is outside the type-check: widen the include globs of tsconfig.scripts.json.
		expect(files.filter((file) => !checked.has(file))).toEqual([]);
	});

	it('no file opts out of the type-check', () => {
		// Fix the types with JSDoc instead (see tsconfig.scripts.json).
		const optedOut = javaScriptFiles().filter((file) =>
			/@ts-nocheck/.test(readFileSync(join(ROOT, file), 'utf8')),
		);
		expect(optedOut).toEqual([]);
	});

	it('npm run typecheck and npm run lint cover them', () => {
		const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
		expect(scripts.typecheck).toContain(`tsc -p ${CONFIG}`);
		expect(scripts.typecheck).toContain('tsc -p tsconfig.scripts-lib.json');
		// eslint.tests.config.mjs lints **/*.mjs, **/*.cjs and **/*.js of the whole checkout.
		expect(scripts.lint).toContain('eslint -c eslint.tests.config.mjs --max-warnings 0 .');
		const lintConfig = readFileSync(join(ROOT, 'eslint.tests.config.mjs'), 'utf8');
		for (const glob of ["'**/*.mjs'", "'**/*.cjs'", "'**/*.js'"])
			expect(lintConfig).toContain(glob);
	});
});
