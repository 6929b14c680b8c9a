/**
 * The suites run once per HubSpot API version mode of the credentials: the harness gives the mode to
 * every credential a test builds without one of its own (test/harness/credentials.ts). The sandbox's
 * own tests, unit tests and the demo path check do not depend on the mode and run once, in Latest.
 */
const MODES = ['latest', '2026-03', 'legacy'];

const MODE_INDEPENDENT = ['/test/sandbox/', '/test/unit/', '/test/integration/apiVersions/'];

/** @type {import('jest').Config} */
const project = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		// Type checking is `npm run typecheck`; transpiling alone keeps the suite fast.
		'^.+\\.ts$': ['ts-jest', { diagnostics: false }],
	},
	setupFiles: ['<rootDir>/test/jest.setup.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
	testTimeout: 60000,
	projects: MODES.map((mode) => ({
		...project,
		displayName: mode,
		testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', ...(mode === 'latest' ? [] : MODE_INDEPENDENT)],
		globals: { hubSpotApiVersion: mode },
	})),
};
