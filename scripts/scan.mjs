// `npm run scan`: n8n's community-package scanner (@n8n/scan-community-package) on this checkout and
// on the tarball `npm pack` makes of it, offline. The scanner's command line takes a package name and
// downloads it from npm (with its provenance and the source the provenance names); before a release
// there is nothing to download, so this runs the scanner's own two analyses on what it would fetch:
// its source leg on nodes/, credentials/ and package.json of the checkout, its tarball leg on the
// compiled `.js` and the package.json of the packed package, which must hold every node and credential
// package.json registers. Provenance itself is only known once npm has the package: the release
// workflow publishes with it. Expects a build (`npm run build`) in dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	SOURCE_FILE_PATTERNS,
	analyzePackage,
} from '@n8n/scan-community-package/scanner/scanner.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARBALL_FILE_PATTERNS = ['**/*.js', 'package.json'];

async function main() {
	if (!existsSync(join(ROOT, 'dist')))
		throw new Error('dist/ is missing: run `npm run build` first');
	const work = mkdtempSync(join(tmpdir(), 'hubspot-scan-'));
	try {
		const packed = JSON.parse(
			execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
				cwd: ROOT,
				encoding: 'utf8',
			}),
		);
		const { filename, name, version, entryCount, files } = packed[0];
		const { n8n } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
		const packedPaths = new Set(files.map((file) => file.path));
		const unpackedEntries = [...n8n.nodes, ...n8n.credentials].filter(
			(entry) => !packedPaths.has(entry),
		);
		const unpacked = join(work, 'package');
		mkdirSync(unpacked);
		execFileSync('tar', ['-xzf', join(work, filename), '-C', unpacked, '--strip-components=1']);

		if (unpackedEntries.length)
			console.log(
				`FAILED: the tarball lacks what package.json's n8n section registers: ${unpackedEntries.join(', ')}`,
			);
		const legs = [
			{
				label: 'source (package.json, nodes/, credentials/)',
				result: await analyzePackage(ROOT, SOURCE_FILE_PATTERNS),
			},
			{
				label: `tarball ${filename} (${entryCount} files)`,
				result: await analyzePackage(unpacked, TARBALL_FILE_PATTERNS),
			},
		];
		for (const { label, result } of legs) {
			console.log(
				`${result.passed ? 'passed' : 'FAILED'}: ${label}${result.message ? ` (${result.message})` : ''}`,
			);
			if (result.details) console.log(result.details);
		}
		const passed = unpackedEntries.length === 0 && legs.every((leg) => leg.result.passed);
		console.log(
			passed
				? `${name}@${version} has passed n8n's scanner checks`
				: `${name}@${version} has failed n8n's scanner checks`,
		);
		process.exitCode = passed ? 0 : 1;
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
