import { createHash, createHmac } from 'node:crypto';

/** The service's webhook signatures: v1 and v2 hex SHA-256, v3 base64 HMAC-SHA256. */
export const signV1 = (secret: string, body: string): string =>
	createHash('sha256')
		.update(secret + body)
		.digest('hex');

export const signV2 = (secret: string, method: string, url: string, body: string): string =>
	createHash('sha256')
		.update(secret + method + url + body)
		.digest('hex');

export const signV3 = (
	secret: string,
	method: string,
	url: string,
	body: string,
	timestamp: string,
): string =>
	createHmac('sha256', secret)
		.update(method + url + body + timestamp)
		.digest('base64');

/**
 * The headers a delivery of `body` to `url` carries. App webhook deliveries (`v3`) carry the v3
 * signature and its timestamp with the v1 header beside them, as the service sends them; `v1` and
 * `v2` stand for the features that sign with that version only.
 */
export function signatureHeaders(
	version: 'v1' | 'v2' | 'v3',
	secret: string,
	url: string,
	body: string,
	now: number,
): Record<string, string> {
	const v1 = { 'X-HubSpot-Signature-Version': 'v1', 'X-HubSpot-Signature': signV1(secret, body) };
	if (version === 'v1') return v1;
	if (version === 'v2')
		return {
			'X-HubSpot-Signature-Version': 'v2',
			'X-HubSpot-Signature': signV2(secret, 'POST', url, body),
		};
	const timestamp = String(now);
	return {
		...v1,
		'X-HubSpot-Signature-v3': signV3(secret, 'POST', url, body, timestamp),
		'X-HubSpot-Request-Timestamp': timestamp,
	};
}
