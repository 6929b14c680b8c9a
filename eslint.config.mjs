// Lint: n8n's community-node rules on what n8n's community scanner reads (package.json, nodes/,
// credentials/); ordinary TypeScript rules on the tests, the sandbox and the tools, which may use
// timers, `process` and the console.
import communityNodes from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import tseslint from 'typescript-eslint';

const community = communityNodes.configs.recommended;
const packageCode = ['package.json', 'nodes/**/*.ts', 'credentials/**/*.ts'];

export default [
	{ ignores: ['dist/**', 'node_modules/**', '**/*.js', '**/*.mjs', '**/*.d.ts'] },
	...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.ts'] })),
	{
		files: ['**/*.ts'],
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/no-require-imports': 'off',
		},
	},
	{
		files: packageCode,
		languageOptions: {
			parser: tseslint.parser,
			parserOptions: { extraFileExtensions: ['.json'], sourceType: 'module' },
		},
		plugins: { ...community.plugins, 'n8n-nodes-base': n8nNodesBase },
		rules: community.rules,
	},
	{ files: ['package.json'], rules: n8nNodesBase.configs.community.rules },
	{
		files: ['credentials/**/*.ts'],
		rules: {
			...n8nNodesBase.configs.credentials.rules,
			// n8n's main repository names docs by slug; a community credential links a full URL, which
			// @n8n/community-nodes/credential-documentation-url requires.
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		rules: {
			...n8nNodesBase.configs.nodes.rules,
			// n8n's community scanner turns these two off for community nodes: they insist on the
			// `['main']` literals of n8n's own repository, where community nodes use NodeConnectionTypes.
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
		},
	},
];
