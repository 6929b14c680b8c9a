import { batchError, SandboxHttpError, validationError } from '../errors';
import type { SandboxRequest } from '../types';
import type { VersionedRouteSpec } from '../versions';
import type { DocumentStore } from './cmsDocuments';

/** Blog posts per batch request (HubSpot's batch maximum as documented for CMS objects). */
export const MAX_POSTS_PER_BATCH = 100;

function inputsOf(req: SandboxRequest): unknown[] {
	const inputs = (req.body as { inputs?: unknown } | undefined)?.inputs;
	if (!Array.isArray(inputs)) throw validationError('inputs is required');
	if (inputs.length > MAX_POSTS_PER_BATCH)
		throw validationError(
			`The maximum number of inputs supported in a batch request is ${MAX_POSTS_PER_BATCH}. Your request included ${inputs.length} inputs.`,
		);
	return inputs;
}

/** The category and message of a refused input, as a batch error entry carries them. */
function refusalOf(error: unknown): { category: string; message: string } {
	if (!(error instanceof SandboxHttpError)) throw error;
	return {
		category: String(error.body.category ?? (error.status === 404 ? 'OBJECT_NOT_FOUND' : 'ERROR')),
		message: error.status === 404 ? 'Object not found' : error.message,
	};
}

/**
 * Blog posts in batches (`/batch/create|update|archive`, ≤ 100 inputs): create and update write
 * every valid input and name each refused one in `errors` (207, by `inputIndex`, and by id for an
 * update); archive answers 204, or refuses the whole request, archiving nothing, when an id is not a
 * post of the account.
 */
export function postBatchRoutes(store: DocumentStore): VersionedRouteSpec[] {
	const auth = { kind: 'bearer' as const, anyOfScopes: ['content'] };
	const writeEach =
		(write: (input: unknown) => Record<string, unknown>, created: boolean) =>
		(req: SandboxRequest) => {
			const results: unknown[] = [];
			const errors: unknown[] = [];
			inputsOf(req).forEach((input, index) => {
				try {
					results.push(write(input));
				} catch (error) {
					const { category, message } = refusalOf(error);
					const id = (input as { id?: unknown } | null)?.id;
					errors.push(
						batchError(category, message, {
							inputIndex: [String(index)],
							...(id === undefined ? {} : { ids: [String(id)] }),
						}),
					);
				}
			});
			const at = store.context.clock.iso();
			return {
				status: errors.length ? 207 : created ? 201 : 200,
				body: {
					status: 'COMPLETE',
					results,
					...(errors.length ? { numErrors: errors.length, errors } : {}),
					startedAt: at,
					completedAt: at,
				},
			};
		};
	return [
		{
			method: 'POST',
			path: '/batch/create',
			auth,
			handler: writeEach((input) => store.out(store.create(input), 'draft'), true),
		},
		{
			method: 'POST',
			path: '/batch/update',
			auth,
			// Like PATCH on one post: the live version changes (and the draft with it).
			handler: writeEach((input) => {
				const doc = store.found(String((input as { id?: unknown } | null)?.id ?? ''));
				const fields = store.fieldsOf(input);
				Object.assign(doc.draft, fields);
				if (doc.live) Object.assign(doc.live, fields);
				doc.updated = store.context.clock.iso();
				return store.out(doc, 'live');
			}, false),
		},
		{
			method: 'POST',
			path: '/batch/archive',
			auth,
			handler: (req) => {
				const ids = inputsOf(req).map(String);
				const missing = ids.filter((id) => {
					try {
						store.found(id);
						return false;
					} catch {
						return true;
					}
				});
				if (missing.length)
					throw new SandboxHttpError(404, {
						status: 'error',
						category: 'OBJECT_NOT_FOUND',
						message: `Blog posts not found: ${missing.join(', ')}`,
						errors: missing.map((id) =>
							batchError('OBJECT_NOT_FOUND', `Blog post ${id} does not exist`, { ids: [id] }),
						),
					});
				const at = store.context.clock.iso();
				for (const id of ids) store.found(id).archivedAt = at;
				return { status: 204 };
			},
		},
	];
}
