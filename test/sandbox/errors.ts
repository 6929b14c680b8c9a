import { randomUUID } from 'node:crypto';

/**
 * A HubSpot error answer. Handlers throw it; the server turns it into the response, adding the
 * correlation id that the real service puts in every error body.
 */
export class SandboxHttpError extends Error {
	constructor(
		readonly status: number,
		readonly body: Record<string, unknown>,
		readonly headers: Record<string, string> = {},
	) {
		super(String(body.message ?? status));
	}
}

export const newCorrelationId = (): string => randomUUID();

/** HubSpot's non-batch error body. */
export function errorBody(
	message: string,
	category?: string,
	extra: Record<string, unknown> = {},
): Record<string, unknown> {
	return { status: 'error', message, ...(category ? { category } : {}), ...extra };
}

/**
 * One entry of a batch answer's `errors`. HubSpot's batch error (`StandardError`) always carries
 * `context` (values are lists of strings), `errors` and `links`, empty when there is nothing to say.
 */
export function batchError(
	category: string,
	message: string,
	context: Record<string, string[]>,
	extra: { subCategory?: string; errors?: Array<Record<string, unknown>> } = {},
): Record<string, unknown> {
	return {
		status: 'error',
		category,
		...(extra.subCategory ? { subCategory: extra.subCategory } : {}),
		message,
		context,
		errors: extra.errors ?? [],
		links: {},
	};
}

export const validationError = (message: string, extra: Record<string, unknown> = {}) =>
	new SandboxHttpError(400, errorBody(message, 'VALIDATION_ERROR', extra));

/**
 * The service reads these fields as text: an object or a list there is refused by its JSON reader
 * (it is never stored as "[object Object]").
 */
export function checkText(value: unknown, where: string): void {
	if (typeof value === 'object' && value !== null) {
		throw validationError(
			`Invalid input JSON: Cannot deserialize value of type \`java.lang.String\` from ${Array.isArray(value) ? 'Array' : 'Object'} value at ${where}`,
		);
	}
}

/** An address the service sends to: `local@domain.tld`, no spaces, line breaks or display-name brackets. */
export function checkEmailAddress(value: unknown, where: string): string {
	if (
		typeof value !== 'string' ||
		!/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/.test(value)
	)
		throw validationError(`${where} must be an email address`);
	return value;
}

/** 404 for a missing CRM record has no category. */
export const resourceNotFound = () => new SandboxHttpError(404, errorBody('resource not found'));

/** A path the service has no route for (an unknown API, or one not released in the path's version). */
export const noRoute = (method: string, path: string) =>
	new SandboxHttpError(404, errorBody(`No route for ${method} ${path}`));

export const objectNotFound = (message: string) =>
	new SandboxHttpError(404, errorBody(message, 'OBJECT_NOT_FOUND'));

export const conflict = (message: string) =>
	new SandboxHttpError(409, errorBody(message, 'CONFLICT'));

/** 403 for an account whose HubSpot tier lacks the feature (`category: "MISSING_TIER"`, *uncertain* wording). */
export const missingTier = (feature: string, tier: string) =>
	new SandboxHttpError(
		403,
		errorBody(`${feature} requires a Marketing Hub ${tier} subscription`, 'MISSING_TIER'),
	);

export function missingScopes(requiredScopes: string[]): SandboxHttpError {
	return new SandboxHttpError(
		403,
		errorBody(
			"This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.",
			'MISSING_SCOPES',
			{
				errors: [
					{
						message: `One or more of the following scopes are required.`,
						context: { requiredScopes },
					},
				],
				links: { scopes: 'https://developers.hubspot.com/scopes' },
			},
		),
	);
}

export function invalidAuthentication(
	message = 'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
) {
	return new SandboxHttpError(401, errorBody(message, 'INVALID_AUTHENTICATION'), {
		'x-hubspot-auth-failure': 'true',
	});
}

export function expiredAuthentication(secondsAgo: number) {
	return new SandboxHttpError(
		401,
		errorBody(
			`The OAuth token used to make this call expired ${secondsAgo} second(s) ago.`,
			'EXPIRED_AUTHENTICATION',
		),
		{ 'x-hubspot-auth-failure': 'true' },
	);
}
