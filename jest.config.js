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
	setupFiles: ['<rootDir>/test/jest.setup.ts'],
	testTimeout: 60000,
};
