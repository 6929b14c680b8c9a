// Lint of everything outside the package's source (`npm run lint`, second leg): test/ (the engine
// suites, the harness, the sandbox, the benchmarks) and the repository's JavaScript (the end-to-end
// and scale suites, scripts/, the config files). typescript-eslint's recommended rules, which suit
// JavaScript too. This code may use timers, `process`, the file system and the console, which n8n's
// config (eslint.config.mjs, for package.json, nodes/ and credentials/) forbids in node code. No
// `no-undef`: tsc checks every name in these files (tsconfig.json, tsconfig.scripts.json), Node's
// globals included.
import tseslint from 'typescript-eslint';

const JAVASCRIPT = ['**/*.mjs', '**/*.cjs', '**/*.js'];
/** Files Node loads as CommonJS: .cjs, and .js since package.json sets no "type". */
const COMMONJS = ['**/*.cjs', '**/*.js'];

export default [
	{
		ignores: [
			'nodes/**',
			'credentials/**',
			'dist/**',
			'test/e2e/artifacts/**',
			'.n8n-e2e/**',
			'**/*.d.ts',
			'**/*.d.cts',
		],
	},
	...tseslint.configs.recommended.map((config) => ({
		...config,
		files: ['test/**/*.ts', ...JAVASCRIPT],
	})),
	{
		files: ['test/**/*.ts', ...JAVASCRIPT],
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			// A `let` a closure reads before its one assignment (a stop handler installed before the
			// server it stops has started) cannot be a const.
			'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
		},
	},
	{ files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
	{
		files: COMMONJS,
		languageOptions: { sourceType: 'commonjs' },
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
];
