import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What npm publishes: the version the changelog records, and only the files n8n loads and users read. */
const ROOT = join(__dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');

/** The top entry of a Keep a Changelog file: the first version heading, below an optional [Unreleased]. */
function topEntry(text: string) {
	const headings = [...text.matchAll(/^## (.*)$/gm)].map(([, heading]) => heading);
	const versions = headings.filter((heading) => heading !== '[Unreleased]');
	const match = /^\[(\d+\.\d+\.\d+(?:-[\w.]+)?)\] - (\d{4}-\d{2}-\d{2})$/.exec(versions[0] ?? '');
	return { headings, version: match?.[1], date: match?.[2] };
}

describe('CHANGELOG.md', () => {
	it("has package.json's version as its top entry, dated, in Keep a Changelog's form", () => {
		const { headings, version, date } = topEntry(changelog);
		expect(changelog.startsWith('# Changelog\n')).toBe(true);
		expect(headings[0]).toBe('[Unreleased]');
		expect(version).toBe(packageJson.version);
		expect(Number.isNaN(Date.parse(date ?? ''))).toBe(false);
	});

	it('reads a changelog whose top entry is another version as that version', () => {
		expect(
			topEntry(
				'# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2027-01-05\n\n## [0.1.0] - 2026-11-25\n',
			).version,
		).toBe('0.2.0');
		expect(topEntry('# Changelog\n\n## 0.2.0\n').version).toBeUndefined();
	});

	it('links every version heading to its tag on the repository package.json names', () => {
		const repository = packageJson.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
		for (const heading of topEntry(changelog).headings) {
			const name = /^\[([^\]]+)\]/.exec(heading)![1];
			const link = new RegExp(`^\\[${name.replace(/\./g, '\\.')}\\]: (.+)$`, 'm').exec(
				changelog,
			)?.[1];
			expect([name, link]).toEqual([
				name,
				name === 'Unreleased'
					? `${repository}/compare/v${packageJson.version}...HEAD`
					: `${repository}/releases/tag/v${name}`,
			]);
		}
	});
});

describe('npm pack', () => {
	it('packs only dist/nodes/, dist/credentials/, README.md, LICENSE and package.json', () => {
		// `npm pack --dry-run` lists what `npm publish` sends; without a build, dist/ is simply absent.
		const [packed] = JSON.parse(
			execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
				cwd: ROOT,
				encoding: 'utf8',
			}),
		);
		const paths: string[] = packed.files.map((file: { path: string }) => file.path);
		// dist/ holds the compiled nodes and credentials with their icons, nothing else: no compiled
		// tests or sandbox, no screenshots (what `n8n-node build` would add, docs/development.md).
		expect(paths.filter((path) => !/^dist\/(nodes|credentials)\//.test(path)).sort()).toEqual([
			'LICENSE',
			'README.md',
			'package.json',
		]);
		expect(packageJson.files).toEqual(['dist']);
	});
});

describe('package.json', () => {
	it('names no entry point: n8n loads the files of n8n.nodes and n8n.credentials, as in the starter', () => {
		// A `main` would name a module npm resolves for `require('n8n-nodes-hubspot-platform')`; the
		// package has none (the n8n-node starter's package.json has no `main` either).
		expect(packageJson.main).toBeUndefined();
	});
});
