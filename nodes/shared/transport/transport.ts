import type {
	GenericValue,
	IDataObject,
	IHttpRequestMethods,
	IHttpRequestOptions,
} from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { answerFits, bodyExcerpt, describeShape, type AnswerShape } from './answerShape';
import {
	apiVersionSettingOf,
	ENDPOINTS,
	hostBaseUrl,
	limitOf,
	templateOf,
	versionFor,
	type ApiVersion,
	type Endpoint,
} from './endpoints';
import type { HubSpotContext } from './nodeContext';
import { fillPath, type PathSegments } from './paths';
import {
	limiterFor,
	observeRateLimitHeaders,
	type SlidingWindowLimiter,
	type WindowEntry,
} from './rateLimiter';
import {
	ANSWER_CUT,
	ANSWER_NOT_IN_SHAPE,
	refusingWindow,
	type RequestFailure,
} from './retryPolicy';
import { withRetries } from './retryLoop';
import { plainSender, senderFor, type HubSpotAnswer, type SendRequest } from './sendRequest';
import { appToken, clientCredentialsSender, type AppClient } from './clientCredentials';
import { authenticationOf, credentialTypeOf, type AuthenticationKind } from './authentication';
import { multipartBody, type BinaryStream, type MultipartForm } from './multipart';

export interface HubSpotRequest {
	method: IHttpRequestMethods;
	/**
	 * The endpoint, from the table in endpoints.ts (or a user's checked path, `customEndpoint`): the
	 * credential's API version picks its path, and the endpoint's `answers` the shape a success answer
	 * to this method must have.
	 */
	endpoint: Endpoint;
	/** Values of the path's placeholders, each made by `pathSegment` (checked and encoded). */
	segments?: PathSegments;
	qs?: IDataObject;
	/** JSON: an object, or a list (membership writes send record ids, a Custom API Call any JSON). */
	body?: IDataObject | GenericValue[];
	/** Send the body as `application/x-www-form-urlencoded` (the token endpoint) instead of JSON. */
	form?: boolean;
	/** A `multipart/form-data` body (file uploads), built again for every attempt. */
	multipart?: MultipartForm;
	/** Whether sending the request twice cannot write twice; by default every method but POST. */
	idempotent?: boolean;
	/** Overrides the node's `authentication` parameter (e.g. developer-key operations). */
	authentication?: AuthenticationKind;
	/** The item the request is made for, named in errors. */
	itemIndex?: number;
	/**
	 * Send no credential: the token operations carry the token in the legacy path (token metadata, refresh-token delete) or the client id
	 * and secret in the body (POST /oauth/v1/token). The credential still gives the base URL and the rate limit.
	 */
	withoutAuthentication?: boolean;
}

export interface HubSpotResponse<T> {
	statusCode: number;
	headers: Record<string, unknown>;
	body: T;
}

/** Where the credential sends requests, and in which API version it sends each endpoint. */
async function targetOf(
	ctx: HubSpotContext,
	credentialType: string,
	endpoint: Endpoint,
): Promise<{ baseUrl: string; apiVersion: ApiVersion }> {
	const credentials = await ctx.getCredentials(credentialType);
	const apiBaseUrl = (String(credentials.baseUrl ?? '') || 'https://api.hubapi.com').replace(
		/\/+$/,
		'',
	);
	return {
		baseUrl: hostBaseUrl(apiBaseUrl, endpoint.host),
		apiVersion: versionFor(endpoint, apiVersionSettingOf(credentials.apiVersion)),
	};
}

/** The API version an endpoint is sent in with the node's (or the given) credential. */
export async function apiVersionFor(
	ctx: HubSpotContext,
	endpoint: Endpoint,
	authentication?: AuthenticationKind,
): Promise<ApiVersion> {
	return (await targetOf(ctx, credentialTypeOf(authentication ?? authenticationOf(ctx)), endpoint))
		.apiVersion;
}

function credentialKey(ctx: HubSpotContext, credentialType: string): string {
	const id = ctx.getNode().credentials?.[credentialType]?.id ?? ctx.getNode().id;
	return `${credentialType}:${id}`;
}

type Thrown = {
	cause?: unknown;
	message?: string;
	code?: string;
	httpCode?: string | null;
	context?: { data?: unknown };
	response?: { status?: number; headers?: Record<string, unknown>; data?: unknown };
};

/**
 * Reads a request that got no answer the transport could read itself: a network error, or the
 * NodeApiError n8n wrapped one in. Before n8n-workflow 2.34 that NodeApiError drops the error it
 * wraps and keeps only `httpCode` (an HTTP status, or a network code such as ECONNRESET) and an
 * object body.
 */
export function readFailure(error: unknown): RequestFailure {
	const e = error as Thrown;
	const wrapped = e.response || e.code ? e : (e.cause as Thrown | undefined);
	if (wrapped?.response || wrapped?.code) {
		return cutShort({
			status: wrapped.response?.status,
			headers: wrapped.response?.headers ?? {},
			body: wrapped.response?.data,
			code: wrapped.code,
			message: wrapped.message ?? String(error),
		});
	}
	const httpCode = e.httpCode ?? undefined;
	const status = httpCode && /^\d{3}$/.test(httpCode) ? Number(httpCode) : undefined;
	return cutShort({
		status,
		headers: {},
		body: status !== undefined ? e.context?.data : undefined,
		code: status === undefined ? httpCode || undefined : undefined,
		message: e.message ?? String(error),
	});
}

/** A thrown failure with a success status: the connection broke while the answer's body was arriving. */
function cutShort(failure: RequestFailure): RequestFailure {
	if (failure.status === undefined || failure.status < 200 || failure.status >= 300) return failure;
	return {
		status: undefined,
		headers: failure.headers,
		body: undefined,
		code: ANSWER_CUT,
		message: `the connection broke while the answer (HTTP ${failure.status}) was arriving (${failure.message})`,
	};
}

/** The shape a success answer to the request must have. */
function expectedShape(request: HubSpotRequest): AnswerShape {
	const shape = request.endpoint.answers[request.method];
	// A programming error: every method the nodes send is declared in the endpoint table.
	if (!shape)
		throw new Error(`No answer shape declared for ${request.method} ${request.endpoint.legacy}`);
	return shape;
}

/**
 * An answer that is not success in the endpoint's shape: a refusal, or a 2xx that is not what the
 * endpoint answers (HTML, an empty body, JSON cut short, fields missing). `named` is the request's
 * method and path, without its query.
 */
function failureOf(
	answer: HubSpotAnswer,
	shape: AnswerShape,
	named: string,
): RequestFailure | undefined {
	const { statusCode, headers, body } = answer;
	if (statusCode < 200 || statusCode >= 300) {
		return { status: statusCode, headers, body, message: `HubSpot answered HTTP ${statusCode}` };
	}
	if (answerFits(shape, statusCode, body)) return undefined;
	const type = String(headers['content-type'] ?? '') || 'no content type';
	return {
		status: undefined,
		headers,
		body: undefined,
		code: ANSWER_NOT_IN_SHAPE,
		message:
			`the answer to ${named} is not HubSpot's: HTTP ${statusCode}, ${type}, ${bodyExcerpt(body)}; expected ${describeShape(shape)}. ` +
			"A proxy, a captive portal or an API Base URL that is not HubSpot's API answers like this.",
	};
}

/**
 * The one way every node talks to HubSpot: credential choice, base URL, client-side rate limiting,
 * bounded retries of what is safe to repeat, and HubSpot errors turned into NodeApiErrors.
 */
export async function hubSpotRequest<T = IDataObject>(
	ctx: HubSpotContext,
	request: HubSpotRequest,
): Promise<HubSpotResponse<T>> {
	const authentication = request.authentication ?? authenticationOf(ctx);
	const credentialType = credentialTypeOf(authentication);
	const { baseUrl, apiVersion } = await targetOf(ctx, credentialType, request.endpoint);
	const template = templateOf(request.endpoint, apiVersion);
	const path = fillPath(template, request.segments);
	// The token operations' legacy paths carry the token: they are named by their template.
	const named = `${request.method} ${request.withoutAuthentication ? template : path}`;
	const shape = expectedShape(request);
	const key = credentialKey(ctx, credentialType);
	// The window of the HubSpot limit the endpoint counts against (endpoints.ts); none for exempt calls.
	const limit = limitOf(request.endpoint, apiVersion);
	const rateWindow = limit === 'none' ? undefined : limiterFor(key, limit, authentication);
	const idempotent = request.idempotent ?? request.method !== 'POST';

	// A file's bytes come as a stream, read by the caller; any other answer is JSON.
	const binary = shape === 'binary';
	const options: IHttpRequestOptions = {
		method: request.method,
		url: `${baseUrl}${path}`,
		qs: request.qs,
		// A list in the query is sent as HubSpot reads it: the name once per value (`listIds=1&listIds=2`).
		arrayFormat: 'repeat',
		body: request.form
			? new URLSearchParams(request.body as Record<string, string>).toString()
			: request.body,
		headers: request.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
		json: !request.form && !binary,
		...(binary ? { encoding: 'stream' as const } : {}),
		// Uploads of large files take longer than any JSON request.
		timeout: request.multipart ? 30 * 60_000 : 60_000,
		// Following redirects keeps a copy of everything sent (to send it again): an upload would be held
		// in memory whole. HubSpot's API does not redirect.
		...(request.multipart ? { disableFollowRedirect: true } : {}),
	};
	// A stream is spent once sent: each attempt (and the resend after an OAuth refresh) gets a new body.
	const optionsOfAttempt = async (): Promise<IHttpRequestOptions> => {
		if (!request.multipart) return options;
		const { body, headers } = await multipartBody(request.multipart);
		return { ...options, body, headers };
	};
	const send = await senderOf(ctx, authentication, credentialType, request.withoutAuthentication);

	return await withRetries<HubSpotResponse<T>>(ctx.getNode(), {
		named,
		itemIndex: request.itemIndex,
		idempotent,
		attempt: async () => {
			const places = rateWindow ? [await acquire(rateWindow)] : [];
			let answer: HubSpotAnswer | undefined;
			let failure: RequestFailure | undefined;
			try {
				answer = await send(optionsOfAttempt);
				if (binary && (answer.statusCode < 200 || answer.statusCode >= 300))
					answer = { ...answer, body: await refusalOf(answer.body) };
				failure = failureOf({ ...answer, headers: answer.headers ?? {} }, shape, named);
			} catch (error) {
				failure = readFailure(error);
			}
			const refusing = failure && refusingWindow(failure);
			// Read while this request still holds its place: the service's count holds it and the requests
			// answered before it, not those still in flight (SlidingWindowLimiter.observe).
			if (rateWindow)
				observeRateLimitHeaders(
					rateWindow,
					failure?.headers ?? answer?.headers ?? {},
					refusing === 'standard',
				);
			// A refused request is in no window: HubSpot refuses before counting.
			for (const [limiter, entry] of places)
				limiter.release(entry, Date.now(), refusing !== undefined);
			if (failure) return { failure };
			const { statusCode, headers = {}, body } = answer!;
			// An empty body (204, an acknowledgement) reaches callers as undefined, never as "".
			return { answer: { statusCode, headers, body: (body === '' ? undefined : body) as T } };
		},
		onRefused: (_window, delayMs) => rateWindow?.refused(delayMs),
	});
}

/** The body of a refusal to a download, read from its stream: HubSpot's JSON error, or its text. */
export async function refusalOf(body: unknown): Promise<unknown> {
	if (typeof body !== 'object' || body === null || !(Symbol.asyncIterator in body)) return body;
	const chunks: Buffer[] = [];
	for await (const chunk of body as BinaryStream) chunks.push(Buffer.from(chunk as Buffer));
	const text = Buffer.concat(chunks).toString('utf8');
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
}

/** Waits for a place in a limiter's window. */
async function acquire(
	limiter: SlidingWindowLimiter,
): Promise<[SlidingWindowLimiter, WindowEntry]> {
	for (;;) {
		const place = limiter.tryAcquire();
		if ('entry' in place) return [limiter, place.entry];
		await sleep(place.waitMs);
	}
}

type GrantAnswer = { access_token: string; expires_in?: number; hub_id?: number };

/** A project app's client-credentials token, asked for through the transport like any request. */
const grantOf =
	(ctx: HubSpotContext) =>
	async (client: AppClient): Promise<GrantAnswer> =>
		await hubSpotApi<GrantAnswer>(ctx, {
			method: 'POST',
			endpoint: ENDPOINTS.journalAppToken,
			form: true,
			body: {
				grant_type: 'client_credentials',
				client_id: client.clientId,
				client_secret: client.clientSecret,
				scope: client.scopes.join(' '),
			},
			authentication: 'appSecret',
			withoutAuthentication: true,
			// Asking twice gives two tokens, neither of which writes anything.
			idempotent: true,
		});

/**
 * The account the App Client Secret credential's token belongs to, as HubSpot's token answer names it
 * (`hub_id`); undefined when the answer does not.
 */
export async function appAccountOf(ctx: HubSpotContext): Promise<number | undefined> {
	return (await appToken(ctx, credentialTypeOf('appSecret'), false, grantOf(ctx))).hubId;
}

/**
 * How a request is sent: without the credential, with the app's client-credentials token (which n8n
 * does not hold: that credential has no `authenticate` block), or through n8n with the credential.
 */
async function senderOf(
	ctx: HubSpotContext,
	authentication: AuthenticationKind,
	credentialType: string,
	withoutAuthentication = false,
): Promise<SendRequest> {
	if (withoutAuthentication) return plainSender(ctx);
	if (authentication === 'appSecret')
		return await clientCredentialsSender(ctx, credentialType, plainSender(ctx), grantOf(ctx));
	return await senderFor(ctx, authentication, credentialType);
}

/** `hubSpotRequest` for callers that need only the body. */
export async function hubSpotApi<T = IDataObject>(
	ctx: HubSpotContext,
	request: HubSpotRequest,
): Promise<T> {
	return (await hubSpotRequest<T>(ctx, request)).body;
}
