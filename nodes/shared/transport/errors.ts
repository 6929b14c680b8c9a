import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type INode,
	type JsonObject,
} from 'n8n-workflow';
import type { RequestFailure } from './retryPolicy';

/** An input refused before any request: the error names the field and the item. */
export function invalidInput(
	ctx: { getNode(): INode },
	field: string,
	itemIndex: number | undefined,
	problem: string,
	/** What to do about it, where fixing the field's value is not the whole answer. */
	fix?: string,
): NodeOperationError {
	// Contexts without items (pickers, triggers) name the field only.
	if (itemIndex === undefined) {
		return new NodeOperationError(ctx.getNode(), `${field}: ${problem}`, {
			description: fix ?? `Fix the "${field}" parameter.`,
		});
	}
	return new NodeOperationError(ctx.getNode(), `${field}: ${problem} (item ${itemIndex})`, {
		itemIndex,
		description: fix ?? `Fix the "${field}" parameter of item ${itemIndex}.`,
	});
}

/** What a HubSpot error body says, read from any of its documented shapes. */
export interface HubSpotErrorDetails {
	message: string;
	category?: string;
	subCategory?: string;
	correlationId?: string;
	missingScopes?: string[];
	status?: number;
	context?: unknown;
	/** Method and path of the request, e.g. `PATCH /crm/objects/2026-09/contacts/123` (never the query). */
	request?: string;
	/** RFC 6749 error code of an OAuth refusal (`invalid_grant`, `invalid_client`…). */
	oauthError?: string;
	/** Properties a validation rule refused, each with the rule's message. */
	invalidProperties?: Array<{ property: string; message: string }>;
	/** The body's `errors` entries, which name the batch inputs a refused request failed on. */
	entries?: JsonObject[];
}

type ErrorBody = {
	message?: unknown;
	name?: unknown;
	propertyName?: unknown;
	category?: unknown;
	subCategory?: unknown;
	correlationId?: unknown;
	context?: unknown;
	errors?: Array<{
		message?: unknown;
		context?: unknown;
		name?: unknown;
		propertyName?: unknown;
		code?: unknown;
		errorType?: unknown;
	}>;
	status?: unknown;
	error?: unknown;
	error_description?: unknown;
};

const asString = (v: unknown): string | undefined =>
	typeof v === 'string' && v !== '' ? v : undefined;

/** Scopes named by `context.requiredScopes` or by a context string `{missingScopes=[a, b]}`. */
function findMissingScopes(body: ErrorBody): string[] | undefined {
	const contexts = [body.context, ...(body.errors ?? []).map((e) => e.context)];
	for (const context of contexts) {
		if (typeof context === 'string') {
			const m = /missingScopes=\[([^\]]*)\]/.exec(context);
			if (m)
				return m[1]
					.split(',')
					.map((s) => s.trim())
					.filter(Boolean);
		} else if (context && typeof context === 'object') {
			const scopes =
				(context as { requiredScopes?: unknown; missingScopes?: unknown }).requiredScopes ??
				(context as { missingScopes?: unknown }).missingScopes;
			if (Array.isArray(scopes)) return scopes.map(String);
		}
	}
	return undefined;
}

/** The property a validation entry names: its `name`, `propertyName` or `context.propertyName`. */
function propertyOf(entry: {
	name?: unknown;
	propertyName?: unknown;
	context?: unknown;
}): string | undefined {
	const context =
		entry.context && typeof entry.context === 'object'
			? (entry.context as { propertyName?: unknown })
			: {};
	const named = entry.name ?? entry.propertyName ?? context.propertyName;
	return asString(Array.isArray(named) ? named.join(', ') : named);
}

/**
 * What validation rules refused (2026-09 account rules, and the property format rules of every
 * version): the `errors` entries naming a property, or the list HubSpot writes into the message as
 * `Property values were not valid: [{"name":…,"message":…}]`.
 */
function findInvalidProperties(
	body: ErrorBody,
): Array<{ property: string; message: string }> | undefined {
	// A batch's error entry names its property itself.
	const entries: Array<{
		name?: unknown;
		propertyName?: unknown;
		context?: unknown;
		message?: unknown;
	}> = [...(body.errors ?? []), ...(propertyOf(body) ? [body] : [])];
	const listed =
		typeof body.message === 'string'
			? /Property values were not valid: (\[.*\])\s*$/s.exec(body.message)
			: null;
	if (listed) {
		try {
			entries.push(...(JSON.parse(listed[1]) as typeof entries));
		} catch {
			// Not the documented list: the message alone says what is wrong.
		}
	}
	const found = entries.flatMap((entry) => {
		const property = propertyOf(entry);
		const message = asString(entry.message);
		return property && message ? [{ property, message }] : [];
	});
	return found.length ? found : undefined;
}

export function readHubSpotError(
	body: unknown,
	fallback: string,
	headers: Record<string, unknown> = {},
): HubSpotErrorDetails {
	const b: ErrorBody = typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
	const category =
		asString(b.category) ??
		(typeof b.status === 'string' && b.status !== 'error' ? b.status : undefined);
	const missingScopes = findMissingScopes(b);
	const invalidProperties = category === 'VALIDATION_ERROR' ? findInvalidProperties(b) : undefined;
	const message =
		asString(b.message) ??
		asString(b.error_description) ??
		(typeof body === 'string' && body.length < 300 ? body || fallback : fallback);
	// A rule's refusal whose message does not say which property and why gets both added.
	const unnamed = invalidProperties?.filter(
		(p) => !message.includes(p.property) || !message.includes(p.message),
	);
	// The forms host says only "The request is not valid": its entries' types and messages say what.
	const typed = (b.errors ?? [])
		.filter((e) => asString(e.errorType))
		.map((e) => `${String(e.errorType)}: ${asString(e.message) ?? ''}`.trim());
	const detail = unnamed?.length ? unnamed.map((p) => `${p.property}: ${p.message}`) : typed;
	return {
		message: detail.length ? `${message} (${detail.join('; ')})` : message,
		category,
		subCategory: asString(b.subCategory),
		correlationId: asString(b.correlationId) ?? asString(headers['x-hubspot-correlation-id']),
		missingScopes: missingScopes?.length
			? missingScopes
			: category === 'MISSING_SCOPES'
				? []
				: undefined,
		context: b.context,
		oauthError: asString(b.error),
		invalidProperties,
		entries: Array.isArray(b.errors) && b.errors.length ? (b.errors as JsonObject[]) : undefined,
	};
}

/** A one-paragraph description that tells a user what to do next. */
export function describeHubSpotError(details: HubSpotErrorDetails): string {
	const parts: string[] = [];
	// The request names the record or object the answer is about; the path carries no secret.
	if (details.request)
		parts.push(
			`${details.request}${details.status !== undefined ? ` answered HTTP ${details.status}` : ' failed'}.`,
		);
	if (details.category) parts.push(`Category: ${details.category}.`);
	if (details.oauthError) parts.push(`OAuth error: ${details.oauthError}.`);
	if (details.invalidProperties) {
		parts.push(
			`Refused by the account's validation rules: ${details.invalidProperties.map((p) => `${p.property}: ${p.message}`).join('; ')}. Give the properties those rules require.`,
		);
	}
	if (details.missingScopes) {
		parts.push(
			details.missingScopes.length
				? `The app is missing one of these scopes: ${details.missingScopes.join(', ')}. Add it to the app and to the credential, then reconnect.`
				: 'The app is missing a required scope.',
		);
	}
	if (
		details.category === 'EXPIRED_AUTHENTICATION' ||
		details.category === 'INVALID_AUTHENTICATION'
	) {
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
		...(details.entries ? { errors: details.entries } : {}),
	};
	return new NodeApiError(node, response, {
		message: details.message,
		description: describeHubSpotError(details),
		httpCode,
		itemIndex,
	});
}

/** The error of a request that failed for good, after the retries the policy allowed. */
export function failureToNodeApiError(
	node: INode,
	failure: RequestFailure,
	itemIndex?: number,
	request?: string,
): NodeApiError {
	const fallback =
		(failure.status !== undefined && FALLBACK_MESSAGES[failure.status]) ||
		(failure.status !== undefined
			? `HubSpot answered HTTP ${failure.status}`
			: `Request to HubSpot failed: ${failure.message}`);
	const details = readHubSpotError(failure.body, fallback, failure.headers);
	const message = failure.outcome ? `${details.message} (${failure.outcome})` : details.message;
	return hubSpotApiError(node, { ...details, message, status: failure.status, request }, itemIndex);
}

/** The error item of Continue on Fail: message, description and HubSpot's details. */
export function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	const details = (error as NodeApiError).errorResponse as IDataObject | undefined;
	return {
		error: error.message,
		...(error.description ? { description: error.description } : {}),
		...(details?.category ? { category: details.category } : {}),
		...(details?.correlationId ? { correlationId: details.correlationId } : {}),
		...(details?.missingScopes ? { missingScopes: details.missingScopes } : {}),
		...((error as NodeApiError).httpCode ? { httpCode: (error as NodeApiError).httpCode } : {}),
	};
}

/**
 * An item's failure as the node reports it: HubSpot's and the node's own errors as they are, anything
 * else wrapped; always naming the item.
 */
export function itemError(
	node: INode,
	error: unknown,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	const nodeError =
		error instanceof NodeApiError || error instanceof NodeOperationError
			? error
			: new NodeOperationError(node, error as Error, { itemIndex });
	if (nodeError.context.itemIndex === undefined) nodeError.context.itemIndex = itemIndex;
	return nodeError;
}
