import type { SandboxContext } from '../context';
import { conflict, resourceNotFound, validationError } from '../errors';
import { IdSequence } from '../ids';
import type { SandboxArea, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';

interface UrlRedirect {
	id: string;
	routePrefix: string;
	destination: string;
	redirectStyle: number;
	precedence: number;
	isOnlyAfterNotFound: boolean;
	isMatchFullUrl: boolean;
	isMatchQueryString: boolean;
	isPattern: boolean;
	isTrailingSlashOptional: boolean;
	isProtocolAgnostic: boolean;
	created: string;
	updated: string;
}

const FLAGS = [
	'isOnlyAfterNotFound',
	'isMatchFullUrl',
	'isMatchQueryString',
	'isPattern',
	'isTrailingSlashOptional',
	'isProtocolAgnostic',
] as const;
const REDIRECT_STYLES = [301, 302];

/**
 * URL redirects: created and listed at `/cms/url-redirects/v3` (and the date versions), one read,
 * updated (the whole object, as the spec requires) and deleted at `/cms/v3/url-redirects/{id}`.
 */
export function createUrlRedirectsArea(context: SandboxContext): SandboxArea {
	let redirects = new Map<string, UrlRedirect>();
	const ids = new IdSequence(110_000_001);
	const reset = () => {
		redirects = new Map();
		ids.reset();
	};
	const now = () => context.clock.iso();
	const auth = { kind: 'bearer' as const, anyOfScopes: ['content'] };

	/** The body's fields checked; `whole` for creates and updates (the spec requires the whole object). */
	const fieldsOf = (
		body: unknown,
		id?: string,
	): Omit<UrlRedirect, 'id' | 'created' | 'updated'> => {
		const b = (body ?? {}) as Record<string, unknown>;
		if (typeof b.routePrefix !== 'string' || !b.routePrefix.startsWith('/'))
			throw validationError('routePrefix is required, as a path starting with /');
		if (typeof b.destination !== 'string' || b.destination === '')
			throw validationError('destination is required');
		if (!REDIRECT_STYLES.includes(Number(b.redirectStyle)))
			throw validationError('redirectStyle is required: 301 or 302');
		if (id !== undefined && b.id !== undefined && String(b.id) !== id)
			throw validationError('id must be the id of the path');
		const taken = [...redirects.values()].find(
			(r) => r.routePrefix === b.routePrefix && r.id !== id,
		);
		if (taken) throw conflict(`A redirect for ${b.routePrefix} already exists (${taken.id})`);
		return {
			routePrefix: b.routePrefix,
			destination: b.destination,
			redirectStyle: Number(b.redirectStyle),
			precedence: Number.isInteger(b.precedence) ? Number(b.precedence) : 1_000_000,
			...Object.fromEntries(FLAGS.map((flag) => [flag, b[flag] === true])),
		} as Omit<UrlRedirect, 'id' | 'created' | 'updated'>;
	};
	const found = (req: SandboxRequest) => {
		const redirect = redirects.get(req.params.urlRedirectId);
		if (!redirect) throw resourceNotFound();
		return redirect;
	};
	const listAndCreate: VersionedRouteSpec[] = [
		{
			method: 'GET',
			path: '',
			auth,
			handler: (req) => {
				const all = [...redirects.values()];
				const limit = Math.min(100, Number(req.query.get('limit') ?? 20) || 20);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const next =
					offset + limit < all.length
						? { paging: { next: { after: String(offset + limit) } } }
						: {};
				return {
					status: 200,
					body: { total: all.length, results: all.slice(offset, offset + limit), ...next },
				};
			},
		},
		{
			method: 'POST',
			path: '',
			auth,
			handler: (req) => {
				const redirect: UrlRedirect = {
					id: String(ids.take()),
					...fieldsOf(req.body),
					created: now(),
					updated: now(),
				};
				redirects.set(redirect.id, redirect);
				return { status: 201, body: redirect };
			},
		},
	];
	const byId: VersionedRouteSpec[] = [
		{
			method: 'GET',
			path: '/{urlRedirectId}',
			auth,
			handler: (req) => ({ status: 200, body: found(req) }),
		},
		{
			method: 'PATCH',
			path: '/{urlRedirectId}',
			auth,
			handler: (req) => {
				const redirect = found(req);
				Object.assign(redirect, fieldsOf(req.body, redirect.id), { updated: now() });
				return { status: 200, body: redirect };
			},
		},
		{
			method: 'DELETE',
			path: '/{urlRedirectId}',
			auth,
			handler: (req) => {
				redirects.delete(found(req).id);
				return { status: 204 };
			},
		},
	];
	return {
		name: 'urlRedirects',
		routes: [
			...servedIn(PATH_FORMS.urlRedirects, (version) =>
				version === 'legacy' ? listAndCreate : [...listAndCreate, ...byId],
			),
			...servedIn(PATH_FORMS.urlRedirectById, () => byId),
		],
		reset,
	};
}
