import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** v3 signatures older (or further ahead) than this are refused, as HubSpot recommends. */
export const V3_MAX_AGE_MS = 5 * 60 * 1000;

/** Percent-encodings HubSpot decodes in the URL before signing a v3 request. */
const V3_DECODED = /%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi;

export function decodeUrlForV3(url: string): string {
	return url.replace(V3_DECODED, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const bytes = (...parts: Array<string | Buffer>): Buffer =>
	Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));

/** v1: hex SHA-256 of client secret + raw body. */
export function signV1(secret: string, rawBody: Buffer): string {
	return createHash('sha256').update(bytes(secret, rawBody)).digest('hex');
}

/** v2: hex SHA-256 of client secret + method + full URL + raw body. */
export function signV2(secret: string, method: string, url: string, rawBody: Buffer): string {
	return createHash('sha256')
		.update(bytes(secret, method, url, rawBody))
		.digest('hex');
}

/** v3: base64 HMAC-SHA256 keyed by the client secret over method + decoded URL + raw body + timestamp. */
export function signV3(
	secret: string,
	method: string,
	url: string,
	rawBody: Buffer,
	timestamp: string,
): string {
	return createHmac('sha256', secret)
		.update(bytes(method, decodeUrlForV3(url), rawBody, timestamp))
		.digest('base64');
}

/** Compares two signatures without leaking, through timing, how much of them matches. */
export function sameSignature(expected: string, received: string): boolean {
	const a = Buffer.from(expected, 'utf8');
	const b = Buffer.from(received, 'utf8');
	// Unequal lengths can be refused at once: the length of a valid signature is public.
	return a.length === b.length && timingSafeEqual(a, b);
}

export interface SignedRequest {
	method: string;
	/**
	 * The URLs HubSpot may have signed: the app's target URL is this webhook's public URL, which a
	 * proxy in front of n8n may rewrite; any one matching is enough, the secret still has to match.
	 */
	urls: string[];
	rawBody: Buffer;
	/** Lower-case header names, as Node gives them. */
	headers: Record<string, string | string[] | undefined>;
	nowMs: number;
}

export type Verification =
	| { valid: true; version: 'v1' | 'v2' | 'v3' }
	| { valid: false; reason: string };

const header = (request: SignedRequest, name: string): string | undefined => {
	const value = request.headers[name];
	return Array.isArray(value) ? value[0] : value;
};

function verifyV3(secret: string, request: SignedRequest, signature: string): Verification {
	const timestamp = header(request, 'x-hubspot-request-timestamp');
	if (!timestamp)
		return { valid: false, reason: 'The X-HubSpot-Request-Timestamp header is missing' };
	const sentAt = Number(timestamp);
	if (!Number.isFinite(sentAt) || Math.abs(request.nowMs - sentAt) > V3_MAX_AGE_MS) {
		return { valid: false, reason: 'The request timestamp is more than 5 minutes away from now' };
	}
	const match = request.urls.some((url) =>
		sameSignature(signV3(secret, request.method, url, request.rawBody, timestamp), signature),
	);
	return match
		? { valid: true, version: 'v3' }
		: { valid: false, reason: 'The v3 signature does not match' };
}

export interface SignaturePolicy {
	/**
	 * Whether a delivery without a v3 signature may pass on its v1 or v2 signature. Those carry no
	 * timestamp: a captured delivery can be replayed for ever, so they are refused unless asked for.
	 */
	acceptV1V2: boolean;
}

/**
 * Checks a delivery's signature: v3 whenever its headers are present (HubSpot sends a v1 or v2
 * header beside it, which is then ignored); without them, the version `X-HubSpot-Signature-Version`
 * names, only when the policy accepts v1/v2.
 */
export function verifySignature(
	secret: string,
	request: SignedRequest,
	policy: SignaturePolicy,
): Verification {
	const v3 = header(request, 'x-hubspot-signature-v3');
	if (v3) return verifyV3(secret, request, v3);
	const signature = header(request, 'x-hubspot-signature');
	const version = header(request, 'x-hubspot-signature-version');
	if (!signature)
		return { valid: false, reason: 'The request carries no HubSpot signature header' };
	if (!policy.acceptV1V2) {
		const named = version === 'v1' || version === 'v2' ? version : 'v1/v2';
		return {
			valid: false,
			reason: `The request has a ${named} signature but no X-HubSpot-Signature-v3: turn on "Accept V1/V2 Signatures" to accept it`,
		};
	}
	if (version === 'v1') {
		return sameSignature(signV1(secret, request.rawBody), signature.toLowerCase())
			? { valid: true, version: 'v1' }
			: { valid: false, reason: 'The v1 signature does not match' };
	}
	if (version === 'v2') {
		const match = request.urls.some((url) =>
			sameSignature(signV2(secret, request.method, url, request.rawBody), signature.toLowerCase()),
		);
		return match
			? { valid: true, version: 'v2' }
			: { valid: false, reason: 'The v2 signature does not match' };
	}
	return { valid: false, reason: `Unknown signature version "${version ?? ''}"` };
}
