// The sandbox as the end-to-end suite uses it: HubSpot's API with the sandbox's tokens, and its
// control API under /__sandbox/.
import { fetchSandboxInfo } from '../../../scripts/lib/instance.mjs';
import { waitUntil } from '../../../scripts/lib/server.mjs';

export class SandboxClient {
	/**
	 * @param {string} baseUrl
	 * @param {import('../../../scripts/lib/instance.mjs').SandboxInfo} info
	 */
	constructor(baseUrl, info) {
		this.baseUrl = baseUrl;
		this.info = info;
	}

	static async connect(/** @type {string} */ baseUrl) {
		return new SandboxClient(baseUrl, await fetchSandboxInfo(baseUrl));
	}

	/**
	 * @param {string} method
	 * @param {string} path
	 * @param {{ body?: unknown, token?: string }} [options]
	 */
	async request(method, path, { body, token } = {}) {
		const send = () =>
			fetch(`${this.baseUrl}${path}`, {
				method,
				headers: {
					...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
					...(token ? { Authorization: `Bearer ${token}` } : {}),
				},
				body: body === undefined ? undefined : JSON.stringify(body),
			});
		// A kept-alive connection the sandbox closed while idle fails before the request is sent: send again once.
		const response = await send().catch((error) => {
			if (!['UND_ERR_SOCKET', 'ECONNRESET'].includes(error.cause?.code)) throw error;
			return send();
		});
		const text = await response.text();
		const data = text ? JSON.parse(text) : undefined;
		if (!response.ok)
			throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
		return data;
	}

	/** HubSpot's API with the private-app token. */
	/**
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 */
	api(method, path, body) {
		return this.request(method, path, { body, token: this.info.privateAppToken });
	}

	/** The webhooks API of the sandbox's developer app (developer key). */
	/**
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 */
	webhooks(method, path, body) {
		return this.request(
			method,
			`/webhooks/v3/${this.info.appId}${path}?hapikey=${this.info.developerApiKey}`,
			{ body },
		);
	}

	/** Resolves once every subscription of the developer app is paused (what unpublishing a managing trigger does). */
	async subscriptionsPaused() {
		await waitUntil('paused subscriptions', 30_000, async () => {
			const { results } = await this.webhooks('GET', '/subscriptions');
			return results.every((/** @type {{ active: boolean }} */ s) => !s.active) ? true : undefined;
		});
	}

	/**
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 */
	control(method, path, body) {
		return this.request(method, `/__sandbox/${path}`, { body });
	}

	/** API requests the sandbox received (control calls are not logged). */
	requests() {
		return this.control('GET', 'requests');
	}
}
