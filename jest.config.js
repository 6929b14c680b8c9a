/**
 * The suites run in the HubSpot API version modes of the credentials their requests differ by: the
 * harness gives the mode to every credential a test builds without one of its own
 * (test/harness/credentials.ts). A suite runs once, in Latest, unless its leading docblock says
 * `@apiVersionModes all` (latest, 2026-03 and legacy: the requests it makes differ by mode) — the rule
 * and its guard are in test/apiVersionModes.cjs: a suite left at the default that sends an endpoint
 * whose version differs by mode fails (test/jest.apiVersionModes.ts), so none leaves modes out
 * silently. `@apiVersionModes latest` states the exception (once, although its requests differ, with
 * its reason in the docblock).
 */
const { MODES, allModeSuites } = require('./test/apiVersionModes.cjs');

const everyMode = allModeSuites(__dirname, `${__dirname}/test`).map((path) => `<rootDir>/${path}`);

/** @type {import('jest').Config} */
const project = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	transform: {
		// Type checking is `npm run typecheck`; transpiling alone keeps the suite fast.
		'^.+\\.ts$': ['ts-jest', { diagnostics: false }],
	},
	setupFiles: ['<rootDir>/test/jest.setup.ts'],
	setupFilesAfterEnv: ['<rootDir>/test/jest.apiVersionModes.ts'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
};

/** @type {import('jest').Config} */
module.exports = {
	testTimeout: 60000,
	// One worker per core, not jest's default of one fewer: the suites spend most of their time waiting
	// on the sandbox's answers, and on CI's two cores the default runs them one at a time (883 s in the
	// CI of 9e4de6c; 791 s with two workers while two other sessions loaded the machine).
	maxWorkers: '100%',
	// A project with an empty testMatch would take every file: the other modes run only when a suite needs them.
	projects: MODES.filter((mode) => mode === 'latest' || everyMode.length > 0).map((mode) => ({
		...project,
		displayName: mode,
		testMatch: mode === 'latest' ? ['**/*.test.ts'] : everyMode,
		globals: { hubSpotApiVersion: mode },
	})),
};
