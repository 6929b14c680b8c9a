/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
	transform: {
		// Type checking is `npm run typecheck`; transpiling alone keeps the suite fast.
		'^.+\\.ts$': ['ts-jest', { diagnostics: false }],
	},
	testTimeout: 60000,
	// The HubSpot API version the harness gives credentials that do not set one.
	globals: { hubSpotApiVersion: 'legacy' },
};
