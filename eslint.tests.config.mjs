// Lint of test/ (the engine suites, the harness, the sandbox, the benchmarks): ordinary TypeScript
// rules. Test code may use timers, `process`, the file system and the console, which n8n's config
// (eslint.config.mjs, for package.json, nodes/ and credentials/) forbids in node code.
import tseslint from 'typescript-eslint';

export default [
	{ ignores: ['**/*.js', '**/*.mjs', '**/*.d.ts'] },
	...tseslint.configs.recommended.map((config) => ({ ...config, files: ['test/**/*.ts'] })),
	{
		files: ['test/**/*.ts'],
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			'@typescript-eslint/no-require-imports': 'off',
		},
	},
];
