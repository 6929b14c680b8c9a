/**
 * The suites run once per HubSpot API version mode of the credentials: the harness gives the mode to
 * every credential a test builds without one of its own (test/harness/credentials.ts). The sandbox's
 * own tests, unit tests and the demo path check do not depend on the mode and run once, in Latest.
 */
const MODES = ['latest', '2026-03', 'legacy'];

const MODE_INDEPENDENT = [
	'/test/sandbox/',
	'/test/unit/',
	'/test/integration/apiVersions/',
	// What these prove does not depend on the version's paths (every path is proven per mode by the
	// resource suites and demoPaths): the poll cursor, n8n releases' transport, answers that are not
	// HubSpot's, the limiter shared by processes, deliveries across webhook processes. Once, in Latest,
	// to keep CI under an hour.
	'/test/integration/hubSpotCrmTrigger/polling.test.ts',
	'/test/integration/foundation/n8nReleases.test.ts',
	'/test/integration/foundation/answers.test.ts',
	'/test/integration/hubSpotCrm/sharedRateLimit.test.ts',
	'/test/integration/hubSpotPlatformTrigger/acrossProcesses.test.ts',
];

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
		testPathIgnorePatterns: [
			'/node_modules/',
			'/test/e2e/',
			...(mode === 'latest' ? [] : MODE_INDEPENDENT),
		],
		globals: { hubSpotApiVersion: mode },
	})),
};
