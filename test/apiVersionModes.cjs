// Which HubSpot API version modes an engine suite runs in, read from its docblock by jest.config.js
// and by the guard of test/jest.apiVersionModes.ts (one reader for both).
//
// A suite runs once, in Latest, unless its leading docblock says otherwise:
//   @apiVersionModes all      in every mode: the requests it makes differ by API version;
//   @apiVersionModes latest   once, although it sends version-dependent endpoints, because what it
//                             proves does not depend on the version (the docblock says why).
// A suite without the pragma that sends a version-dependent endpoint fails (the guard), so a suite
// cannot leave modes out without saying so.
const { readFileSync, readdirSync } = require('node:fs');
const { join, relative } = require('node:path');

const MODES = ['latest', '2026-03', 'legacy'];

/**
 * `all`, `latest` (stated) or undefined (the default: once in Latest, guarded).
 * @param {string} source
 * @returns {'all' | 'latest' | undefined}
 */
function modesPragma(source) {
	const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
	const pragma = docblock && /@apiVersionModes\s+(\S+)/.exec(docblock[1]);
	if (!pragma) return undefined;
	if (pragma[1] !== 'all' && pragma[1] !== 'latest')
		throw new Error(`@apiVersionModes takes "all" or "latest", not "${pragma[1]}"`);
	return pragma[1];
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function testFilesUnder(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path);
		return entry.name.endsWith('.test.ts') ? [path] : [];
	});
}

/**
 * The suites under `dir` that run in every mode, as paths relative to `rootDir`.
 * @param {string} rootDir
 * @param {string} dir
 */
function allModeSuites(rootDir, dir) {
	return testFilesUnder(dir)
		.filter((path) => modesPragma(readFileSync(path, 'utf8')) === 'all')
		.map((path) => relative(rootDir, path));
}

module.exports = { MODES, modesPragma, allModeSuites };
