import type { IHttpRequestMethods } from 'n8n-workflow';

/**
 * What a successful answer of an endpoint looks like. A 2xx in any other shape did not come from
 * HubSpot's endpoint (a proxy's or captive portal's page, a website at the API Base URL) or did not
 * arrive whole, so it is a failure, never a success with missing fields read as "done".
 */
export type AnswerShape =
	/** A JSON object. */
	| 'object'
	/** A JSON object whose `results` is a list (list and search pages). */
	| 'page'
	/** A batch envelope: `results` a list, and `errors` a list when present (200, 201 or 207). */
	| 'batch'
	/** HTTP 204 with no body. */
	| 'noContent'
	/** A batch envelope or HTTP 204 with no body (v4 association archives answer 204, their date versions a batch). */
	| 'batchOrNoContent'
	/** Success not documented further: no body, or a JSON object (never a page of text or HTML). */
	| 'acknowledgement'
	/** Any JSON answer, or none: a call the package does not know (Custom API Call); only text and HTML are refused. */
	| 'json'
	/** A file's bytes, read as a stream (downloads): any content type, never parsed. */
	| 'binary'
	/** A JSON object carrying these fields. */
	| { fields: readonly string[] };

/** The shape of each method's answer, for the methods the nodes send to an endpoint. */
export type AnswerShapes = Partial<Record<IHttpRequestMethods, AnswerShape>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (body: unknown): boolean => body === undefined || body === null || body === '';

/** Whether a 2xx answer is in the shape. */
export function answerFits(shape: AnswerShape, statusCode: number, body: unknown): boolean {
	if (shape === 'noContent') return statusCode === 204 && isEmpty(body);
	if (shape === 'batchOrNoContent')
		return answerFits('noContent', statusCode, body) || answerFits('batch', statusCode, body);
	if (shape === 'acknowledgement') return isEmpty(body) || isObject(body);
	if (shape === 'json') return isEmpty(body) || (typeof body === 'object' && body !== null);
	if (shape === 'binary') return typeof body === 'object' && body !== null;
	if (!isObject(body)) return false;
	if (shape === 'object') return true;
	if (shape === 'page') return Array.isArray(body.results);
	if (shape === 'batch')
		return Array.isArray(body.results) && (body.errors === undefined || Array.isArray(body.errors));
	return shape.fields.every((field) => body[field] !== undefined && body[field] !== null);
}

/** The shape in words, for the error that says an answer is not in it. */
export function describeShape(shape: AnswerShape): string {
	if (shape === 'noContent') return 'HTTP 204 with no body';
	if (shape === 'batchOrNoContent')
		return 'a batch answer with a "results" list, or HTTP 204 with no body';
	if (shape === 'acknowledgement') return 'no body or a JSON object';
	if (shape === 'json') return 'no body or JSON';
	if (shape === 'binary') return "the file's bytes";
	if (shape === 'object') return 'a JSON object';
	if (shape === 'page') return 'a JSON object with a "results" list';
	if (shape === 'batch') return 'a batch answer with a "results" list';
	return `a JSON object with ${shape.fields.map((field) => `"${field}"`).join(', ')}`;
}

const EXCERPT_LENGTH = 120;

/** Values of secret fields (a token answer cut short still carries the start of a token). */
const SECRET_VALUE =
	/("(?:access_token|refresh_token|token|client_secret|hapikey)"\s*:\s*")[^"]*("?)/g;

/** The first bytes of a body as an error shows them: one line, secrets hidden. */
export function bodyExcerpt(body: unknown): string {
	if (isEmpty(body)) return 'an empty body';
	const text = (typeof body === 'string' ? body : JSON.stringify(body))
		.replace(/\s+/g, ' ')
		.trim()
		.replace(SECRET_VALUE, '$1[hidden]$2');
	return `a body beginning ${JSON.stringify(text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text)}`;
}
