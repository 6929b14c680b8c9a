// A delivery signed as HubSpot signs app webhook deliveries (v3 with its timestamp, the v1 header
// beside it), for the checks that send deliveries themselves instead of through the sandbox.
import { createHash, createHmac } from 'node:crypto';

/**
 * Posts `events` to `url` signed with `clientSecret`; resolves to status, parsed body and answer time.
 * `signedUrl`: the URL HubSpot knows (a load balancer's) when `url` is one of the servers behind it.
 * @param {string} url
 * @param {string} clientSecret
 * @param {unknown[]} events
 * @param {{ signedUrl?: string }} [options]
 */
export async function postSignedDelivery(url, clientSecret, events, { signedUrl = url } = {}) {
	const body = JSON.stringify(events);
	const timestamp = String(Date.now());
	const headers = {
		'Content-Type': 'application/json',
		'X-HubSpot-Signature-Version': 'v1',
		'X-HubSpot-Signature': createHash('sha256')
			.update(clientSecret + body)
			.digest('hex'),
		'X-HubSpot-Signature-v3': createHmac('sha256', clientSecret)
			.update(`POST${signedUrl}${body}${timestamp}`)
			.digest('base64'),
		'X-HubSpot-Request-Timestamp': timestamp,
	};
	const started = performance.now();
	const response = await fetch(url, { method: 'POST', headers, body });
	const text = await response.text();
	const ms = performance.now() - started;
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { status: response.status, body: json ?? text, ms };
}
