import type { IncomingHttpHeaders } from 'node:http';
import type { ApiVersion } from './versions';

/** Who made a request, as the sandbox's auth layer resolved it. */
export interface Caller {
	kind: 'oauth' | 'privateApp' | 'developerKey' | 'anonymous';
	token?: string;
	scopes: string[];
	hubId: number;
	appId?: number;
	userId?: number;
}

/** A parsed request as every route handler sees it. */
export interface SandboxRequest {
	method: string;
	/** Path without the query string, e.g. `/crm/v3/objects/companies`. */
	path: string;
	/** Values of `{name}` segments of the matched route pattern, URL-decoded. */
	params: Record<string, string>;
	query: URLSearchParams;
	headers: IncomingHttpHeaders;
	rawBody: Buffer;
	/** JSON body, or the form fields for `application/x-www-form-urlencoded`; undefined when empty. */
	body: unknown;
	caller: Caller;
	/** The API version the request's path names. */
	version: ApiVersion;
}

export interface SandboxReply {
	status: number;
	/** JSON, a text page, or a Buffer of bytes sent as they are (file downloads). */
	body?: unknown;
	headers?: Record<string, string>;
}

/**
 * How a route authenticates. `bearer`: OAuth or private-app token, with the scopes of which the
 * caller needs any one (a function when they depend on the path, e.g. the CRM object type).
 * `developer`: `hapikey` query parameter, or a bearer token with one of `altScopes` (none accepted
 * without them). `none`: public.
 */
export type RouteAuth =
	| { kind: 'none' }
	| { kind: 'bearer'; anyOfScopes?: string[] | ((req: SandboxRequest) => string[]) }
	| { kind: 'developer'; altScopes?: string[] };

export interface Route {
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	/** Path pattern with `{name}` segments, e.g. `/crm/v3/objects/{objectType}/{id}`. */
	pattern: string;
	auth: RouteAuth;
	/**
	 * Rate-limit bucket: search endpoints have their own per-second limit; `burstExempt` calls count
	 * only in the daily limit; `unlimited` in none.
	 */
	limitClass?: 'standard' | 'search' | 'burstExempt' | 'unlimited';
	/** The API version the pattern belongs to; `legacy` when absent. */
	version?: ApiVersion;
	handler: (req: SandboxRequest) => SandboxReply | Promise<SandboxReply>;
}

/** One API area (crm, oauth, cms, ...): its routes and the state it owns. */
export interface SandboxArea {
	name: string;
	routes: Route[];
	/** Put the area's state back to the deterministic seed. */
	reset(): void;
}
