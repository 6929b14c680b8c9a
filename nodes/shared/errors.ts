import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import type { RequestFailure } from './retryPolicy';

/** What a HubSpot error body says, read from any of its documented shapes. */
export interface HubSpotErrorDetails {
	message: string;
	category?: string;
	subCategory?: string;
	correlationId?: string;
	missingScopes?: string[];
	status?: number;
	context?: unknown;
	/** Method and path of the request, e.g. `PATCH /crm/v3/objects/contacts/123` (never the query). */
	request?: string;
}

type ErrorBody = {
	message?: unknown;
	category?: unknown;
	subCategory?: unknown;
	correlationId?: unknown;
	context?: unknown;
	errors?: Array<{ message?: unknown; context?: unknown }>;
	status?: unknown;
	error_description?: unknown;
};

const asString = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Scopes named by `context.requiredScopes` or by a context string `{missingScopes=[a, b]}`. */
function findMissingScopes(body: ErrorBody): string[] | undefined {
	const contexts = [body.context, ...(body.errors ?? []).map((e) => e.context)];
	for (const context of contexts) {
		if (typeof context === 'string') {
			const m = /missingScopes=\[([^\]]*)\]/.exec(context);
			if (m) return m[1].split(',').map((s) => s.trim()).filter(Boolean);
		} else if (context && typeof context === 'object') {
			const scopes = (context as { requiredScopes?: unknown; missingScopes?: unknown }).requiredScopes ??
				(context as { missingScopes?: unknown }).missingScopes;
			if (Array.isArray(scopes)) return scopes.map(String);
		}
	}
	return undefined;
}

export function readHubSpotError(body: unknown, fallback: string, headers: Record<string, unknown> = {}): HubSpotErrorDetails {
	const b: ErrorBody = typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
	const category = asString(b.category) ?? (typeof b.status === 'string' && b.status !== 'error' ? b.status : undefined);
	const missingScopes = findMissingScopes(b);
	return {
		message: asString(b.message) ?? asString(b.error_description) ?? (typeof body === 'string' && body.length < 300 ? body || fallback : fallback),
		category,
		subCategory: asString(b.subCategory),
		correlationId: asString(b.correlationId) ?? asString(headers['x-hubspot-correlation-id']),
		missingScopes: missingScopes?.length ? missingScopes : category === 'MISSING_SCOPES' ? [] : undefined,
		context: b.context,
	};
}

/** A one-paragraph description that tells a user what to do next. */
export function describeHubSpotError(details: HubSpotErrorDetails): string {
	const parts: string[] = [];
	// The request names the record or object the answer is about; the path carries no secret.
	if (details.request) parts.push(`${details.request}${details.status !== undefined ? ` answered HTTP ${details.status}` : ' failed'}.`);
	if (details.category) parts.push(`Category: ${details.category}.`);
	if (details.missingScopes) {
		parts.push(
			details.missingScopes.length
				? `The app is missing one of these scopes: ${details.missingScopes.join(', ')}. Add it to the app and to the credential, then reconnect.`
				: 'The app is missing a required scope.',
		);
	}
	if (details.category === 'EXPIRED_AUTHENTICATION' || details.category === 'INVALID_AUTHENTICATION') {
		parts.push('Check or reconnect the credential.');
	}
	if (details.correlationId) parts.push(`Correlation ID: ${details.correlationId}.`);
	return parts.join(' ');
}

const FALLBACK_MESSAGES: Record<number, string> = {
	400: 'HubSpot refused the request as invalid',
	401: 'HubSpot refused the credentials',
	403: 'HubSpot refused access',
	404: 'The resource was not found in HubSpot',
	409: 'The request conflicts with existing data in HubSpot',
	423: 'The record is locked in HubSpot; try again shortly',
	429: 'HubSpot rate limit reached',
	477: 'The HubSpot account is being migrated; try again later',
};

/** Builds the NodeApiError of a HubSpot error answer, with nothing of the request (no token) in it. */
export function hubSpotApiError(
	node: INode,
	details: HubSpotErrorDetails,
	itemIndex?: number,
): NodeApiError {
	const httpCode = details.status !== undefined ? String(details.status) : undefined;
	const response: JsonObject = {
		message: details.message,
		...(details.category ? { category: details.category } : {}),
		...(details.correlationId ? { correlationId: details.correlationId } : {}),
		...(details.missingScopes ? { missingScopes: details.missingScopes } : {}),
		...(httpCode ? { httpCode } : {}),
	};
	return new NodeApiError(node, response, {
		message: details.message,
		description: describeHubSpotError(details),
		httpCode,
		itemIndex,
	});
}

/** The error of a request that failed for good, after the retries the policy allowed. */
export function failureToNodeApiError(node: INode, failure: RequestFailure, itemIndex?: number, request?: string): NodeApiError {
	const fallback =
		(failure.status !== undefined && FALLBACK_MESSAGES[failure.status]) ||
		(failure.status !== undefined ? `HubSpot answered HTTP ${failure.status}` : `Request to HubSpot failed: ${failure.message}`);
	const details = readHubSpotError(failure.body, fallback, failure.headers);
	return hubSpotApiError(node, { ...details, status: failure.status, request }, itemIndex);
}
