// A real n8n instance for the sandbox: a user folder outside the repository with this package
// installed as a community package, the sandbox's credentials, and the demo workflows.
import { execFileSync, spawn } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the sandbox's `GET /__sandbox/info` answers (test/sandbox/api/control.ts): its account's ids and
 * the secrets of its demo credentials.
 * @typedef {object} SandboxInfo
 * @property {string} baseUrl
 * @property {number} hubId
 * @property {string} hubDomain
 * @property {string} privateAppToken
 * @property {string} developerApiKey
 * @property {number} appId
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {string} installUrl
 * @property {{ appId: number, clientId: string, clientSecret: string, scopes: string[] }} projectApp
 */

/** Reads the sandbox's account and demo secrets. */
export async function fetchSandboxInfo(/** @type {string} */ baseUrl) {
	return /** @type {SandboxInfo} */ (await (await fetch(`${baseUrl}/__sandbox/info`)).json());
}

export const ROOT = new URL('../..', import.meta.url).pathname;

export async function freePort() {
	const [port] = await freePorts(1);
	return port;
}

/**
 * `count` distinct free ports on loopback. They are held open together until all are known: a port
 * just closed can be handed out again at once, so asking one at a time may give the same port twice.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
	const servers = await Promise.all(
		Array.from(
			{ length: count },
			() =>
				new Promise((resolve, reject) => {
					const server = createServer();
					server.once('error', reject);
					server.listen(0, '127.0.0.1', () => resolve(server));
				}),
		),
	);
	const ports = servers.map((server) => server.address().port);
	await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
	return ports;
}

/** Builds `dist/` afresh from the current sources, so a stale build is never what n8n loads. */
export function buildPackage() {
	rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
	execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * Installs the package as n8n users get it: built, `npm pack`ed and unpacked into
 * `.n8n/nodes/node_modules`.
 */
export function installPackage(/** @type {string} */ userFolder) {
	buildPackage();
	const packDir = mkdtempSync(join(tmpdir(), 'hubspot-pack-'));
	const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', packDir], {
		cwd: ROOT,
		encoding: 'utf8',
	})
		.trim()
		.split('\n')
		.at(-1);
	if (!tarball) throw new Error('npm pack named no tarball');
	const target = join(userFolder, '.n8n', 'nodes', 'node_modules', 'n8n-nodes-hubspot-platform');
	mkdirSync(target, { recursive: true });
	execFileSync('tar', ['-xzf', join(packDir, tarball), '-C', target, '--strip-components=1']);
	writeFileSync(
		join(userFolder, '.n8n', 'nodes', 'package.json'),
		JSON.stringify(
			{
				name: 'installed-nodes',
				private: true,
				dependencies: { 'n8n-nodes-hubspot-platform': `file:${tarball}` },
			},
			null,
			2,
		),
	);
}

/** Credentials for the sandbox, with the fixed ids the demo workflows name. */
function sandboxCredentials(/** @type {SandboxInfo} */ info) {
	return [
		{
			id: 'hsAppToken000001',
			name: 'HubSpot Sandbox App Token',
			type: 'hubSpotPlatformAppTokenApi',
			data: { accessToken: info.privateAppToken, baseUrl: info.baseUrl },
		},
		{
			id: 'hsDeveloper00001',
			name: 'HubSpot Sandbox Developer',
			type: 'hubSpotPlatformDeveloperApi',
			data: {
				apiKey: info.developerApiKey,
				appId: String(info.appId),
				clientSecret: info.clientSecret,
				baseUrl: info.baseUrl,
			},
		},
		// The project-app trigger's recommended credential: the app's id and client secret, nothing else.
		{
			id: 'hsAppSecret00001',
			name: 'HubSpot Sandbox App Client Secret',
			type: 'hubSpotPlatformAppSecretApi',
			data: { appId: String(info.appId), clientSecret: info.clientSecret, baseUrl: info.baseUrl },
		},
		// The CRM Events Trigger's: the project-based app's client id, secret and the scopes it is configured with.
		{
			id: 'hsProjectApp0001',
			name: 'HubSpot Sandbox Project App',
			type: 'hubSpotPlatformAppSecretApi',
			data: {
				appId: String(info.projectApp.appId),
				clientId: info.projectApp.clientId,
				clientSecret: info.projectApp.clientSecret,
				scopes: info.projectApp.scopes.join(' '),
				baseUrl: info.baseUrl,
			},
		},
		{
			id: 'hsOAuth2Cred0001',
			name: 'HubSpot Sandbox OAuth2',
			type: 'hubSpotPlatformOAuth2Api',
			data: {
				clientId: info.clientId,
				clientSecret: info.clientSecret,
				baseUrl: info.baseUrl,
				authUrl: `${info.baseUrl}/oauth/authorize`,
			},
		},
	];
}

/** The workflows (JSON files) of a folder of the repository, e.g. `demo/workflows`. */
export const workflowsIn = (/** @type {string[]} */ ...folder) =>
	readdirSync(join(ROOT, ...folder))
		.filter((f) => f.endsWith('.json'))
		.map((file) => ({
			file: join(ROOT, ...folder, file),
			workflow: JSON.parse(readFileSync(join(ROOT, ...folder, file), 'utf8')),
		}));

export const demoWorkflows = () => workflowsIn('demo', 'workflows');

/**
 * Imports the sandbox's credentials and the given workflows with n8n's CLI (`cli(...args)`).
 * @param {(...args: string[]) => unknown} cli
 * @param {string} userFolder
 * @param {SandboxInfo} info
 * @param {{ file: string }[]} workflows
 */
export function importIntoN8n(cli, userFolder, info, workflows) {
	const credentialsFile = join(userFolder, 'sandbox-credentials.json');
	writeFileSync(credentialsFile, JSON.stringify(sandboxCredentials(info)));
	cli('import:credentials', `--input=${credentialsFile}`);
	// All in one file (n8n takes an array of workflows, as its export writes them): one n8n start-up
	// instead of one per workflow.
	const workflowsFile = join(userFolder, 'workflows-to-import.json');
	writeFileSync(
		workflowsFile,
		JSON.stringify(workflows.flatMap(({ file }) => JSON.parse(readFileSync(file, 'utf8')))),
	);
	cli('import:workflow', `--input=${workflowsFile}`);
}

/** Modules that reach api.n8n.io, switched off where the n8n version has them (older n8n refuses unknown names). */
const OUTREACHING_MODULES = ['mcp-registry'];

/**
 * Environment of an n8n (the runtime of `ensureRuntime`) on loopback with everything that reaches outside switched off.
 * @param {import('./runtime.mjs').N8nRuntime} runtime
 * @param {string} userFolder
 * @param {number} port
 * @param {number} brokerPort
 */
export function n8nEnv(runtime, userFolder, port, brokerPort) {
	const modules = join(runtime.dir, 'node_modules', 'n8n', 'dist', 'modules');
	const disabled = OUTREACHING_MODULES.filter((name) => existsSync(join(modules, name)));
	return {
		...process.env,
		N8N_USER_FOLDER: userFolder,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
		N8N_COMMUNITY_PACKAGES_ENABLED: 'true',
		N8N_UNVERIFIED_PACKAGES_ENABLED: 'true',
		// Both reach api.n8n.io: the list of verified community nodes, and the MCP server registry.
		N8N_VERIFIED_PACKAGES_ENABLED: 'false',
		...(disabled.length ? { N8N_DISABLED_MODULES: disabled.join(',') } : {}),
		N8N_SECURE_COOKIE: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_LOG_LEVEL: 'warn',
		DB_TYPE: 'sqlite',
	};
}

/** Starts the sandbox in a child process and resolves with its base URL. */
export async function startSandboxProcess(/** @type {number} */ port) {
	const child = spawn(
		join(ROOT, 'node_modules', '.bin', 'tsx'),
		[join(ROOT, 'test', 'sandbox', 'main.ts')],
		{
			env: { ...process.env, SANDBOX_PORT: String(port) },
			stdio: ['ignore', 'pipe', 'inherit'],
		},
	);
	/** The sandbox's last output, shown if it stops unexpectedly. */
	let stdoutText = '';
	/** @type {string} */
	const baseUrl = await new Promise((resolve, reject) => {
		let out = '';
		const timer = setTimeout(() => reject(new Error('sandbox did not start within 60 s')), 60_000);
		child.stdout.on('data', (chunk) => {
			out += chunk;
			stdoutText = out.slice(-4000);
			const m = /listening on (\S+)/.exec(out);
			if (m) {
				clearTimeout(timer);
				resolve(m[1]);
			}
		});
		child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
	});
	child.once('exit', (code, signal) => {
		// Ctrl-C reaches the sandbox itself (exit 0); a crash exits otherwise.
		if (!child.killed && code !== 0)
			console.error(
				`the sandbox stopped unexpectedly (${signal ?? `exit ${code}`}); its log: ${stdoutText.slice(-2000)}`,
			);
	});
	return { child, baseUrl };
}
