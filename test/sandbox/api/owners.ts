import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody, validationError } from '../errors';
import { OWNERS, type Owner } from '../state/owners';
import type { Route, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn } from '../versions';

const OWNER_SCOPES = ['crm.objects.owners.read'];
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 100;

const ownerNotFound = (id: string) =>
	new SandboxHttpError(404, errorBody(`Owner with id ${id} not found.`, 'OBJECT_NOT_FOUND'));

/** `archived=true` lists only archived owners; anything else only active ones. */
const archivedOf = (req: SandboxRequest): boolean => req.query.get('archived') === 'true';

/** The owners API: the account's owners page by page (filtered by e-mail), and one by id or user id. */
export function ownerRoutes(context: SandboxContext): Route[] {
	const at = context.clock.iso(Date.UTC(2025, 5, 1));
	const answer = (owner: Owner) => ({ ...owner, createdAt: at, updatedAt: at });
	return servedIn(PATH_FORMS.owners, () => [
		{
			method: 'GET',
			path: '',
			auth: { kind: 'bearer', anyOfScopes: OWNER_SCOPES },
			handler: (req) => {
				const limit = Number(req.query.get('limit') ?? DEFAULT_LIMIT);
				if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
					throw validationError(`limit: Must be less than or equal to ${MAX_LIMIT}`, {
						context: { limit: [`Must be less than or equal to ${MAX_LIMIT}`] },
					});
				}
				const email = req.query.get('email')?.toLowerCase();
				const matching = OWNERS.filter(
					(o) => o.archived === archivedOf(req) && (!email || o.email.toLowerCase() === email),
				);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const page = matching.slice(offset, offset + limit);
				const next = offset + limit < matching.length ? String(offset + limit) : undefined;
				return {
					status: 200,
					body: {
						results: page.map(answer),
						...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/{ownerId}',
			auth: { kind: 'bearer', anyOfScopes: OWNER_SCOPES },
			handler: (req) => {
				const byUser = req.query.get('idProperty') === 'userId';
				const id = req.params.ownerId;
				const owner = OWNERS.find(
					(o) =>
						o.archived === archivedOf(req) &&
						(byUser ? String(o.userIdIncludingInactive) === id : o.id === id),
				);
				if (!owner) throw ownerNotFound(id);
				return { status: 200, body: answer(owner) };
			},
		},
	]);
}
