// A running n8n server and its REST API, used the way the editor uses it: the owner account, a
// session cookie, credentials connected through n8n's own OAuth2 flow, workflows published.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The owner account `npm start` and the end-to-end suite create. */
export const OWNER = {
	email: 'demo@hubspot-sandbox.example',
	firstName: 'Demo',
	lastName: 'User',
	password: 'Sandbox-Demo-2026',
};

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it returns something other than undefined.
 * @template T
 * @param {string} what
 * @param {number} timeoutMs
 * @param {() => Promise<T | undefined>} probe
 * @returns {Promise<T>}
 */
export async function waitUntil(what, timeoutMs, probe) {
	const until = Date.now() + timeoutMs;
	let lastError;
	for (;;) {
		try {
			const value = await probe();
			if (value !== undefined) return value;
		} catch (error) {
			lastError = error; // not there yet
		}
		if (Date.now() > until)
			throw new Error(
				`${what}: not within ${timeoutMs / 1000} s${lastError ? ` (last: ${lastError.message})` : ''}`,
			);
		await pause(250);
	}
}

/**
 * Where an n8n process writes its output: the parent's streams, pipes, nowhere, or an open file.
 * @typedef {'inherit' | 'pipe' | 'ignore' | number} N8nOutput
 */

/**
 * Starts `n8n start` and resolves once its REST API answers.
 * @param {import('./runtime.mjs').N8nRuntime} runtime
 * @param {NodeJS.ProcessEnv} env
 * @param {{ output?: N8nOutput }} [options]
 */
export async function startN8nServer(runtime, env, { output = 'inherit' } = {}) {
	return await startN8nProcess(runtime, env, { output });
}

/**
 * Starts an n8n process — `n8n start` by default, or a queue-mode `worker` / `webhook` process given in
 * `args` — and resolves once `readyUrl` answers 2xx with JSON (the main process: its REST API). While
 * its database migrates, n8n answers every path 200 with the text "n8n is starting up. Please wait",
 * and once migrated it passes requests on before its controllers are mounted (Express's 404 "Cannot
 * POST"): `/rest/settings` is mounted after the controllers, so its JSON means they are. The answer must
 * come from this child: a port taken by another n8n in the meantime (a second run on the same machine)
 * would otherwise be mistaken for it, so the port must be silent before the start and the child must
 * still be running once it answers (n8n binds its port early and exits when the port is taken).
 * @param {import('./runtime.mjs').N8nRuntime} runtime
 * @param {NodeJS.ProcessEnv} env
 * @param {{ args?: string[], readyUrl?: string, output?: N8nOutput }} [options]
 */
export async function startN8nProcess(
	runtime,
	env,
	{
		args = ['start'],
		readyUrl = `http://127.0.0.1:${env.N8N_PORT}/rest/settings`,
		output = 'inherit',
	} = {},
) {
	const url = `http://127.0.0.1:${env.N8N_PORT}`;
	const answering = await fetch(readyUrl).then(
		() => true,
		() => false,
	);
	if (answering)
		throw new Error(`${readyUrl} already answers before n8n starts: another process took its port`);
	const child = spawn(runtime.node, [runtime.n8n, ...args], {
		env,
		stdio: ['ignore', output, output],
	});
	const exited = new Promise((resolve) => child.once('exit', resolve));
	const failed = exited.then((code) =>
		Promise.reject(
			new Error(
				`n8n ${args.join(' ')} exited with ${code} before it was ready (its log tells why, e.g. a port in use)`,
			),
		),
	);
	const ready = async () => {
		if (child.exitCode !== null) return undefined;
		const answer = await fetch(readyUrl);
		if (!answer.ok) return undefined;
		try {
			JSON.parse(await answer.text());
			return true;
		} catch {
			return undefined;
		}
	};
	await Promise.race([waitUntil(`n8n ${args.join(' ')} at ${readyUrl}`, 180_000, ready), failed]);
	await pause(1000);
	if (child.exitCode !== null) await failed;
	failed.catch(() => undefined);
	return {
		url,
		child,
		exited,
		async stop() {
			if (child.exitCode === null) child.kill('SIGTERM');
			await Promise.race([exited, pause(30_000)]);
			// A process still shutting down after 30 s is killed, and is gone before the next one starts.
			if (child.exitCode === null && child.signalCode === null) {
				child.kill('SIGKILL');
				await exited;
			}
		},
	};
}

/**
 * An answer of n8n's REST API. `data` is its parsed JSON (unwrapped from `data`): n8n's own shapes,
 * which each check reads as it needs, so `any`.
 * @typedef {{ status: number, text: string, data: any }} N8nAnswer
 */

/** n8n's REST API with the session cookie of the owner. */
export class N8nRest {
	cookie = '';

	/** @param {string} url n8n's base URL */
	constructor(url) {
		this.url = url;
	}

	/**
	 * Sends a request and returns status and parsed body (n8n wraps answers in `data`).
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 * @param {{ repeatable?: boolean }} [options] `repeatable`: the request changes nothing (a GET, or a
	 *   picker's POST), so a connection that failed before any answer is tried again, twice at most
	 * @returns {Promise<N8nAnswer>}
	 */
	async send(method, path, body, { repeatable = method === 'GET' } = {}) {
		for (let attempt = 1; ; attempt++) {
			try {
				return await this.sendOnce(method, path, body);
			} catch (error) {
				// fetch's "fetch failed" hides why: a reused keep-alive socket the server had just closed
				// (seen under load), a refused connection…
				const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
				const why = `${method} ${path}: ${/** @type {Error} */ (error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
				if (!repeatable || attempt === 3) throw new Error(why, { cause: error });
				console.log(`note: ${why}; sending it again (attempt ${attempt + 1})`);
				await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
			}
		}
	}

	/**
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 * @returns {Promise<N8nAnswer>}
	 */
	async sendOnce(method, path, body) {
		const response = await fetch(`${this.url}${path}`, {
			method,
			headers: {
				'Content-Type': 'application/json',
				'browser-id': 'n8n-nodes-hubspot-platform',
				...(this.cookie ? { cookie: this.cookie } : {}),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			redirect: 'manual',
		});
		for (const cookie of response.headers.getSetCookie())
			if (cookie.startsWith('n8n-auth=')) this.cookie = cookie.split(';')[0];
		const text = await response.text();
		let json;
		try {
			json = JSON.parse(text);
		} catch {
			json = undefined;
		}
		return { status: response.status, text, data: json?.data ?? json };
	}

	/**
	 * Like `send`, but a status other than 2xx is an error.
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 */
	async call(method, path, body) {
		return this.ok(method, path, await this.send(method, path, body));
	}

	/**
	 * The data of an answer, or an error when its status is not 2xx.
	 * @param {string} method
	 * @param {string} path
	 * @param {N8nAnswer} answer
	 */
	ok(method, path, answer) {
		if (answer.status < 200 || answer.status > 299)
			throw new Error(`${method} ${path}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
		return answer.data;
	}

	/** Creates the owner on a new instance (400 when one exists), then logs in. */
	async signIn(owner = OWNER) {
		const setup = await this.send('POST', '/rest/owner/setup', owner);
		if (setup.status !== 200 && setup.status !== 400)
			throw new Error(`owner setup: HTTP ${setup.status} ${setup.text.slice(0, 200)}`);
		await this.call('POST', '/rest/login', {
			emailOrLdapLoginId: owner.email,
			password: owner.password,
		});
	}

	/**
	 * Publishes (activates) a workflow; n8n registers its webhooks in the background. n8n 2.0 publishes
	 * only a version in the workflow's history, which `import:workflow` does not make there: saving it
	 * once with a change makes one. n8n 1.x has no publish route: there a workflow is activated by updating it with
	 * `active: true`.
	 */
	async activate(/** @type {string} */ workflowId) {
		const path = `/rest/workflows/${workflowId}`;
		let workflow = await this.call('GET', path);
		let published = await this.send('POST', `${path}/activate`, { versionId: workflow.versionId });
		if (published.status === 404 && published.text.includes('Version not found')) {
			// n8n 2.0 makes a history version only when the nodes change: move the first node a little,
			// as a user dragging it in the editor and saving would.
			const [first, ...rest] = workflow.nodes;
			const nodes = [{ ...first, position: [first.position[0] + 20, first.position[1]] }, ...rest];
			workflow = await this.call('PATCH', path, { nodes, versionId: workflow.versionId });
			published = await this.send('POST', `${path}/activate`, { versionId: workflow.versionId });
		}
		if (published.status !== 404) return this.ok('POST', `${path}/activate`, published);
		return await this.call('PATCH', path, { active: true, versionId: workflow.versionId });
	}

	async deactivate(/** @type {string} */ workflowId) {
		const unpublished = await this.send('POST', `/rest/workflows/${workflowId}/deactivate`, {});
		if (unpublished.status !== 404)
			return await this.ok('POST', `/rest/workflows/${workflowId}/deactivate`, unpublished);
		const workflow = await this.call('GET', `/rest/workflows/${workflowId}`);
		return await this.call('PATCH', `/rest/workflows/${workflowId}`, {
			active: false,
			versionId: workflow.versionId,
		});
	}

	/** The stored executions of a workflow, newest first. */
	async executions(/** @type {string} */ workflowId) {
		const data = await this.call(
			'GET',
			`/rest/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
		);
		return data.results;
	}
}

/**
 * Stored executions are flatted JSON; n8n's own copy of flatted (in the runtime of `ensureRuntime`) reads them.
 * @param {import('./runtime.mjs').N8nRuntime} runtime
 * @param {N8nRest} rest
 */
export function executionReader(runtime, rest) {
	const { parse } = createRequire(join(runtime.dir, 'package.json'))('flatted');
	return async (/** @type {string} */ executionId) =>
		parse((await rest.call('GET', `/rest/executions/${executionId}`)).data);
}

/**
 * Connects an OAuth2 credential through n8n's own flow, as "Connect my account" does: n8n builds the
 * install URL (with its CSRF state), the install page redirects to n8n's callback with a code, and n8n
 * exchanges the code at the token URL and stores the tokens.
 * @param {N8nRest} rest
 * @param {string} credentialId
 */
export async function connectOAuth2(rest, credentialId) {
	const installUrl = await rest.call(
		'GET',
		`/rest/oauth2-credential/auth?id=${encodeURIComponent(credentialId)}`,
	);
	const install = await fetch(installUrl, { redirect: 'manual' });
	const callback = install.headers.get('location');
	if (install.status !== 302 || !callback)
		throw new Error(
			`install page answered HTTP ${install.status}: ${(await install.text()).slice(0, 200)}`,
		);
	const answer = await fetch(callback, { headers: { cookie: rest.cookie }, redirect: 'manual' });
	const text = (await answer.text())
		.replace(/<(style|script)[\s\S]*?<\/\1>/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ');
	// n8n's callback page says "Connection successful", or "Failed to connect" with the reason.
	if (answer.status !== 200 || !text.includes('Connection successful'))
		throw new Error(`n8n's OAuth2 callback: HTTP ${answer.status}: ${text.trim().slice(0, 300)}`);
	return { installUrl, callback };
}
