import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

/**
 * The Node line package.json (and so the README) promises is one every installed package accepts:
 * `npm install` on the oldest promised Node gives no EBADENGINE warning and runs nothing untested.
 */
const ROOT = join(__dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
	packages: Record<
		string,
		{ version?: string; engines?: { node?: string } | string[]; optional?: boolean }
	>;
};

/**
 * n8n-core's native isolated-vm needs Node 22/24 to build; .npmrc skips install scripts and the tests never
 * load it (docs/development.md says so), so it is the one package allowed to want a newer Node.
 */
const NEVER_LOADED = /(^|\/)node_modules\/isolated-vm$/;

/** Packages that need a newer Node than the oldest one promised, as "path (range)". */
function refusingOldest(oldest: string) {
	return Object.entries(lock.packages)
		.filter(([path, entry]) => path !== '' && !entry.optional && !NEVER_LOADED.test(path))
		.map(
			([path, entry]) =>
				[path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const,
		)
		.filter(
			([, range]) => range !== undefined && !satisfies(oldest, range, { includePrerelease: true }),
		)
		.map(([path, range]) => `${path} (${range})`);
}

describe('Node versions', () => {
	const oldest = minVersion(packageJson.engines.node)!.version;

	it('warn on the oldest Node only for the isolated-vm versions docs/development.md names', () => {
		const docs = readFileSync(join(ROOT, 'docs', 'development.md'), 'utf8');
		const warned = Object.entries(lock.packages)
			.filter(([path]) => NEVER_LOADED.test(path))
			.map(([, entry]) => entry)
			.filter(
				(entry) =>
					!Array.isArray(entry.engines) &&
					entry.engines?.node !== undefined &&
					!satisfies(oldest, entry.engines.node),
			)
			.map((entry) => `isolated-vm ${entry.version}`);
		expect([...new Set(warned)].sort()).toEqual(
			[...docs.matchAll(/isolated-vm (\d+\.\d+\.\d+) \(/g)]
				.map(([, v]) => `isolated-vm ${v}`)
				.sort(),
		);
		expect(docs).toContain(`prints ${['no', 'one', 'two', 'three'][warned.length]} EBADENGINE`);
	});

	it("are the oldest one package.json's engines promise, and every locked package accepts it", () => {
		expect(refusingOldest(oldest)).toEqual([]);
	});

	it('skips isolated-vm only because install scripts are off', () => {
		expect(readFileSync(join(ROOT, '.npmrc'), 'utf8')).toMatch(/^ignore-scripts=true$/m);
	});

	it('would name a package that needs a newer Node than the oldest promised', () => {
		expect(refusingOldest('20.15.0')).toContain(
			'node_modules/@typescript-eslint/visitor-keys/node_modules/eslint-visitor-keys (^20.19.0 || ^22.13.0 || >=24)',
		);
	});

	it('are the ones the README and the development guide name', () => {
		const [major, minor] = oldest.split('.');
		for (const page of ['README.md', 'docs/development.md']) {
			expect([
				page,
				readFileSync(join(ROOT, page), 'utf8').includes(`Node ${major}.${minor} or newer`),
			]).toEqual([page, true]);
		}
	});
});
