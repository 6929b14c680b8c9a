import { UNSET_TIME } from '../account';
import type { SandboxContext } from '../context';
import { batchError, checkText, resourceNotFound, validationError } from '../errors';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';

const AUTHOR_FIELDS = [
	'name',
	'slug',
	'displayName',
	'fullName',
	'bio',
	'email',
	'avatar',
	'website',
	'facebook',
	'linkedin',
	'twitter',
	'language',
];

/** A blog author with every field the service sends (`deletedAt` too, unset for live authors). */
type Author = Record<string, unknown> & { id: string; deletedAt: string };

function seedAuthors(at: string): Map<string, Author> {
	const names = [
		'Ada Lovelace',
		'Grace Hopper',
		'Alan Turing',
		'Edsger Dijkstra',
		'Barbara Liskov',
		'Donald Knuth',
		'Margaret Hamilton',
		'Ken Thompson',
		'Frances Allen',
		'John McCarthy',
	];
	return new Map(
		names.map((fullName, i) => {
			const id = String(8_000_001 + i);
			const slug = fullName.toLowerCase().replace(/\s+/g, '-');
			return [
				id,
				{
					id,
					name: fullName,
					fullName,
					displayName: fullName,
					slug,
					email: `${slug}@sandbox-demo.example`,
					bio: '',
					avatar: '',
					website: '',
					facebook: '',
					linkedin: '',
					twitter: '',
					language: 'en',
					created: at,
					updated: at,
					deletedAt: UNSET_TIME,
					translatedFromId: null,
				},
			];
		}),
	);
}

/** Content: blog authors (v3, 2026-03, 2026-09); posts and pages are in cmsDocuments.ts, HubDB in hubdb.ts. */
export function createCmsArea(context: SandboxContext): SandboxArea {
	let authors = new Map<string, Author>();
	const reset = () => {
		const at = context.clock.iso(Date.UTC(2026, 0, 1));
		authors = seedAuthors(at);
	};
	reset();
	const blogs = { kind: 'bearer' as const, anyOfScopes: ['content'] };

	const blogRoutes: VersionedRouteSpec[] = [
		{
			method: 'GET',
			path: '/authors',
			auth: blogs,
			handler: (req) => {
				const list = [...authors.values()].filter((a) => a.deletedAt === UNSET_TIME);
				const limit = Math.min(100, Number(req.query.get('limit') ?? 20) || 20);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const page = list.slice(offset, offset + limit);
				const next =
					offset + limit < list.length
						? {
								paging: {
									next: { after: String(offset + limit), link: `?after=${offset + limit}` },
								},
							}
						: {};
				return { status: 200, body: { total: list.length, results: page, ...next } };
			},
		},
		{
			method: 'GET',
			path: '/authors/{authorId}',
			auth: blogs,
			handler: (req) => {
				const author = authors.get(req.params.authorId);
				if (!author) throw resourceNotFound();
				return { status: 200, body: author };
			},
		},
		{
			method: 'POST',
			path: '/authors/batch/update',
			auth: blogs,
			handler: (req) => {
				const inputs = (req.body as { inputs?: Array<Record<string, unknown>> } | undefined)
					?.inputs;
				if (!Array.isArray(inputs)) throw validationError('inputs is required');
				if (inputs.length > 100)
					throw validationError(
						`The maximum number of inputs supported in a batch request is 100. Your request included ${inputs.length} inputs.`,
					);
				const unknown = inputs
					.flatMap((i) => Object.keys(i))
					.filter((k) => k !== 'id' && !AUTHOR_FIELDS.includes(k));
				if (unknown.length)
					throw validationError(`Unknown blog author fields: ${[...new Set(unknown)].join(', ')}`);
				inputs.forEach((input, i) => {
					for (const [name, value] of Object.entries(input))
						checkText(value, `inputs[${i}].${name}`);
				});
				const results: Author[] = [];
				const errors: unknown[] = [];
				for (const input of inputs) {
					const author = authors.get(String(input.id ?? ''));
					if (!author) {
						errors.push(
							batchError('OBJECT_NOT_FOUND', `Blog author ${input.id} does not exist`, {
								ids: [String(input.id)],
							}),
						);
						continue;
					}
					Object.assign(author, input, { id: author.id, updated: context.clock.iso() });
					results.push(author);
				}
				const now = context.clock.iso();
				// Blog authors keep the 207 in 2026-09 too (unlike the CRM batches).
				return {
					status: errors.length ? 207 : 200,
					body: {
						status: 'COMPLETE',
						results,
						...(errors.length ? { numErrors: errors.length, errors } : {}),
						startedAt: now,
						completedAt: now,
					},
				};
			},
		},
	];
	return {
		name: 'cms',
		routes: [...servedIn(PATH_FORMS.blogs, () => blogRoutes)],
		reset,
	};
}
