// The browser the end-to-end suite drives. A system Chromium when there is one (CHROMIUM_PATH, then the
// usual paths); otherwise the Linux x64 Chromium that the devDependency @sparticuz/chromium ships inside
// its npm package, unpacked once into a cache folder outside the repository. No root, no apt.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';

const SYSTEM_PATHS = [
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
	'/usr/bin/google-chrome',
	'/usr/bin/google-chrome-stable',
];

/** As the machine's notes say: without these, Chromium keeps dialling Google's hosts on a closed network. */
const QUIET_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

const cacheRoot = () => join(homedir(), '.cache', 'n8n-nodes-hubspot-platform');

/** Unpacks the bundled Chromium (brotli files: the binary, its libraries, SwiftShader, fonts) once. */
function unpackBundled(/** @type {(line: string) => void} */ log) {
	// The package exports no `./package.json`: find its folder from its entry point.
	let packageJson;
	try {
		let folder = dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
		while (!existsSync(join(folder, 'bin', 'chromium.br'))) {
			if (folder === dirname(folder)) return undefined;
			folder = dirname(folder);
		}
		packageJson = join(folder, 'package.json');
	} catch {
		return undefined;
	}
	const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
	const dir = join(cacheRoot(), `chromium-${version}`);
	const executablePath = join(dir, 'chromium');
	if (!existsSync(join(dir, '.ready'))) {
		log(`Unpacking the Chromium of @sparticuz/chromium ${version} into ${dir} (once)...`);
		const bin = join(dirname(packageJson), 'bin');
		const partial = `${dir}.partial-${process.pid}`;
		rmSync(partial, { recursive: true, force: true });
		mkdirSync(partial, { recursive: true });
		writeFileSync(
			join(partial, 'chromium'),
			brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))),
			{ mode: 0o755 },
		);
		for (const archive of ['al2023', 'swiftshader', 'fonts']) {
			const tar = join(partial, `${archive}.tar`);
			writeFileSync(tar, brotliDecompressSync(readFileSync(join(bin, `${archive}.tar.br`))));
			execFileSync('tar', ['-xf', tar, '-C', partial]);
			rmSync(tar);
		}
		// The package's own fonts.conf points at Lambda's folders; this one points at the unpacked fonts.
		writeFileSync(
			join(partial, 'fonts.conf'),
			`<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts')}</dir>\n  <dir>/usr/share/fonts</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
		);
		writeFileSync(join(partial, '.ready'), new Date().toISOString());
		rmSync(dir, { recursive: true, force: true });
		renameSync(partial, dir);
	}
	return {
		executablePath,
		args: QUIET_FLAGS,
		env: {
			...process.env,
			LD_LIBRARY_PATH: [join(dir, 'lib'), dir, process.env.LD_LIBRARY_PATH]
				.filter(Boolean)
				.join(':'),
			FONTCONFIG_PATH: dir,
		},
		source: `@sparticuz/chromium ${version}`,
	};
}

/**
 * Playwright launch options for a Chromium, or throws one line that says what to install. Never
 * silently skipped: a missing browser fails the check that needs it.
 */
export function findChromium(log = console.log) {
	const configured = process.env.CHROMIUM_PATH;
	if (configured) {
		if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
		return { executablePath: configured, args: QUIET_FLAGS, source: 'CHROMIUM_PATH' };
	}
	const system = SYSTEM_PATHS.find((path) => existsSync(path));
	if (system) return { executablePath: system, args: QUIET_FLAGS, source: system };
	if (process.platform === 'linux' && process.arch === 'x64') {
		const bundled = unpackBundled(log);
		if (bundled) return bundled;
	}
	throw new Error(
		`no Chromium: none at CHROMIUM_PATH or ${SYSTEM_PATHS.join(', ')}, and the bundled @sparticuz/chromium runs only on Linux x64 (this is ${process.platform} ${process.arch}); install Chromium and set CHROMIUM_PATH`,
	);
}
