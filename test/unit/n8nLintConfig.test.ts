import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("n8n's lint and scanner configuration", () => {
	it("eslint.config.mjs is @n8n/node-cli's default config and strict mode is on, as `n8n-node cloud-support` requires for n8n Cloud", () => {
		// The same comparison `n8n-node lint` makes in strict mode, against the template of the pinned node-cli.
		const template = readFileSync(
			join(
				ROOT,
				'node_modules/@n8n/node-cli/dist/template/templates/shared/default/eslint.config.mjs',
			),
			'utf8',
		);
		expect(normalized(readFileSync(join(ROOT, 'eslint.config.mjs'), 'utf8'))).toBe(
			normalized(template),
		);
		expect(packageJson.n8n.strict).toBe(true);
	});

	it("n8n's node tooling and scanner are pinned to exact versions", () => {
		for (const name of ['@n8n/node-cli', '@n8n/scan-community-package', 'eslint']) {
			expect([name, packageJson.devDependencies[name]]).toEqual([
				name,
				expect.stringMatching(/^\d+\.\d+\.\d+$/),
			]);
		}
	});

	it('lint fails on any finding, with no inline suppression in the package code (the scanner ignores them)', () => {
		expect(packageJson.scripts.lint).toContain(
			'eslint --no-inline-config --max-warnings 0 package.json nodes credentials',
		);
		expect(packageJson.scripts.lint).toContain('-c eslint.tests.config.mjs --max-warnings 0 .');
	});

	it('the package has no runtime dependencies', () => {
		expect(packageJson.dependencies ?? {}).toEqual({});
	});
});
