import type { SandboxContext } from '../context';
import {
	SandboxHttpError,
	conflict,
	errorBody,
	missingScopes,
	resourceNotFound,
	validationError,
} from '../errors';
import {
	ACCESS_LEVELS,
	DUPLICATE_SCOPES,
	DUPLICATE_STRATEGIES,
	FileStore,
	md5,
	type AccessLevel,
	type StoreRequest,
	type StoredFile,
	type StoredFolder,
} from '../state/files';
import type { Route, RouteAuth, SandboxArea, SandboxReply, SandboxRequest } from '../types';
import {
	PATH_FORMS,
	servedIn,
	type ApiVersion,
	type VersionedRouteSpec,
	atLeast,
} from '../versions';

/**
 * The file manager (Files v3, 2026-03, and the subset 2026-09 holds): multipart uploads parsed part
 * by part, folders, access levels, signed URLs that expire, downloads of the exact bytes, imports from
 * URL fetched in the background, duplicate handling. Answers follow HubSpot's Files API reference (`/files/v3/files`).
 */

export interface FilesArea extends SandboxArea {
	store: FileStore;
}

/** Operations the 2026-09 file holds (a stale copy of an older beta subset). */
const IN_2026_09 = new Set([
	'GET /files/search',
	'POST /files/import-from-url/async',
	'GET /files/import-from-url/async/tasks/{taskId}/status',
	'GET /folders/search',
]);

const SEARCH_MAX = 100;
const DAY_MS = 86_400_000;

/** Scopes per access, as the spec lists them (2026-09 drops the granular ones). */
function filesAuth(access: 'read' | 'write' | 'delete', version: ApiVersion): RouteAuth {
	if (atLeast(version, '2026-09'))
		return {
			kind: 'bearer',
			anyOfScopes: access === 'read' ? ['files', 'files.ui_hidden.read'] : ['files'],
		};
	const scopes = {
		read: ['files', 'files.read', 'files.ui_hidden.read'],
		write: ['files', 'files.write', 'files.ui_hidden.write'],
		delete: ['files', 'files.delete', 'files.ui_hidden.write'],
	};
	return { kind: 'bearer', anyOfScopes: scopes[access] };
}

/** One part of a multipart body. */
export interface FormPart {
	name: string;
	fileName?: string;
	contentType?: string;
	data: Buffer;
}

/** Parses `multipart/form-data` as a server does: the boundary of the content type, each part's headers and bytes. */
export function parseMultipart(contentType: string, raw: Buffer): FormPart[] {
	const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
	if (!/^multipart\/form-data/i.test(contentType) || !boundary) {
		throw new SandboxHttpError(
			415,
			errorBody(
				`Content type '${contentType || 'none'}' not supported: send multipart/form-data`,
				'VALIDATION_ERROR',
			),
		);
	}
	const delimiter = Buffer.from(`--${(boundary[1] ?? boundary[2]).trim()}`);
	const parts: FormPart[] = [];
	let at = raw.indexOf(delimiter);
	if (at < 0) throw validationError('Malformed multipart body: no boundary found');
	for (;;) {
		const start = at + delimiter.length;
		if (raw.subarray(start, start + 2).toString() === '--') return parts;
		const headerEnd = raw.indexOf('\r\n\r\n', start);
		const next = raw.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd);
		if (headerEnd < 0 || next < 0)
			throw validationError('Malformed multipart body: a part is not terminated');
		const headers = raw.subarray(start + 2, headerEnd).toString('utf8');
		const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers);
		const name = disposition && /\bname="([^"]*)"/i.exec(disposition[1]);
		if (!name) throw validationError('Malformed multipart body: a part has no name');
		const fileName = /\bfilename="([^"]*)"/i.exec(disposition[1]);
		const type = /content-type:\s*([^\r\n]+)/i.exec(headers);
		parts.push({
			name: name[1],
			fileName: fileName?.[1],
			contentType: type?.[1].trim(),
			data: raw.subarray(headerEnd + 4, next),
		});
		at = next + 2;
	}
}

/** An ISO 8601 period (`P3M`, `P30D`) in milliseconds, months as 30 days and years as 365. */
function periodMs(value: unknown): number {
	const m =
		typeof value === 'string'
			? /^P(?=\d)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(value)
			: null;
	if (!m)
		throw validationError(`Invalid ttl "${String(value)}": use an ISO 8601 period such as P3M`);
	const [years, months, weeks, days] = m.slice(1).map((n) => Number(n ?? 0));
	const ms = (years * 365 + months * 30 + weeks * 7 + days) * DAY_MS;
	if (ms < DAY_MS || ms > 365 * DAY_MS)
		throw validationError('ttl must be between 1 day and 1 year');
	return ms;
}

const accessOf = (value: unknown): AccessLevel => {
	if (!ACCESS_LEVELS.includes(value as AccessLevel))
		throw validationError(
			`Invalid access "${String(value)}": one of ${ACCESS_LEVELS.join(', ')} is required`,
		);
	return value as AccessLevel;
};

function oneOf<T extends string>(
	values: readonly T[],
	value: unknown,
	field: string,
	fallback: T | undefined,
): T {
	if (value === undefined && fallback !== undefined) return fallback;
	if (!values.includes(value as T))
		throw validationError(`${field} must be one of ${values.join(', ')}`);
	return value as T;
}

/** The upload or import settings HubSpot reads: access, folder, duplicates, overwrite, time to live. */
function storeSettings(
	settings: Record<string, unknown>,
	folder: { folderId?: unknown; folderPath?: unknown },
	requireAll: boolean,
): Omit<StoreRequest, 'fileName' | 'mimeType' | 'bytes'> {
	if (requireAll) {
		const absent = [
			'access',
			'overwrite',
			'duplicateValidationStrategy',
			'duplicateValidationScope',
		].filter((field) => settings[field] === undefined);
		if (absent.length)
			throw validationError(`Invalid input JSON: missing required fields ${absent.join(', ')}`);
	}
	if (folder.folderId !== undefined && folder.folderPath !== undefined)
		throw validationError('Give folderId or folderPath, not both');
	if (
		folder.folderPath !== undefined &&
		(typeof folder.folderPath !== 'string' ||
			!folder.folderPath.startsWith('/') ||
			folder.folderPath.split('/').some((s) => s === '..' || s === '.'))
	) {
		throw validationError(`Invalid folderPath "${String(folder.folderPath)}"`);
	}
	return {
		access: accessOf(settings.access),
		folderId: folder.folderId === undefined ? undefined : String(folder.folderId),
		folderPath: folder.folderPath as string | undefined,
		overwrite: settings.overwrite === true,
		duplicateValidationStrategy: oneOf(
			DUPLICATE_STRATEGIES,
			settings.duplicateValidationStrategy,
			'duplicateValidationStrategy',
			'NONE',
		),
		duplicateValidationScope: oneOf(
			DUPLICATE_SCOPES,
			settings.duplicateValidationScope,
			'duplicateValidationScope',
			'ENTIRE_PORTAL',
		),
		ttlMs: settings.ttl === undefined ? undefined : periodMs(settings.ttl),
	};
}

export function createFilesArea(context: SandboxContext): FilesArea {
	const store = new FileStore(context.clock);
	const iso = (ms: number) => context.clock.iso(ms);
	const fileUrl = (file: StoredFile) =>
		`${context.baseUrl()}/hubfs/${file.id}/${encodeURIComponent(`${file.name}${file.extension ? `.${file.extension}` : ''}`)}`;

	const fileJson = (file: StoredFile) => ({
		id: file.id,
		name: file.name,
		extension: file.extension,
		type: file.type,
		size: file.bytes.length,
		path: file.path,
		...(file.parentFolderId ? { parentFolderId: file.parentFolderId } : {}),
		url: fileUrl(file),
		defaultHostingUrl: fileUrl(file),
		access: file.access,
		isUsableInContent: !file.access.startsWith('PRIVATE'),
		encoding: file.mimeType.startsWith('text/') ? 'utf-8' : undefined,
		fileMd5: md5(file.bytes),
		sourceGroup: 'CONTENT',
		...(file.expiresAt !== undefined ? { expiresAt: file.expiresAt } : {}),
		archived: file.archived,
		createdAt: iso(file.createdAt),
		updatedAt: iso(file.updatedAt),
	});
	const folderJson = (folder: StoredFolder) => ({
		id: folder.id,
		name: folder.name,
		path: folder.path,
		...(folder.parentFolderId ? { parentFolderId: folder.parentFolderId } : {}),
		archived: folder.archived,
		createdAt: iso(folder.createdAt),
		updatedAt: iso(folder.updatedAt),
	});

	/** A file the caller may read by id: hidden ones need `files.ui_hidden.read`. */
	const readable = (req: SandboxRequest): StoredFile => {
		const file = store.live(req.params.fileId);
		if (!file) throw resourceNotFound();
		if (file.hidden && !req.caller.scopes.includes('files.ui_hidden.read'))
			throw missingScopes(['files.ui_hidden.read']);
		return file;
	};

	/** Stores bytes within the size limit; the outcome as the API answers it. */
	const stored = (request: StoreRequest): { reply: SandboxReply; file?: StoredFile } => {
		if (request.bytes.length > context.config.maxFileBytes) {
			throw new SandboxHttpError(
				413,
				errorBody(
					`File size ${request.bytes.length} bytes exceeds the limit of ${context.config.maxFileBytes} bytes`,
					'VALIDATION_ERROR',
				),
			);
		}
		const outcome = store.store(request);
		if ('unknownFolder' in outcome)
			throw new SandboxHttpError(
				404,
				errorBody(`Folder ${outcome.unknownFolder} not found`, 'OBJECT_NOT_FOUND'),
			);
		if ('duplicateOf' in outcome) throw conflict(`Duplicate file found: ${outcome.duplicateOf.id}`);
		return {
			reply: { status: outcome.created ? 201 : 200, body: fileJson(outcome.file) },
			file: outcome.file,
		};
	};

	/** A page of a search: `limit` (at most 100) from the `after` cursor. */
	const page = <T>(req: SandboxRequest, all: T[], json: (entry: T) => unknown): SandboxReply => {
		const limit = Math.min(SEARCH_MAX, Math.max(1, Number(req.query.get('limit') ?? 10) || 10));
		const after = req.query.get('after');
		const start = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
		if (!Number.isInteger(start) || start < 0)
			throw validationError(`Invalid paging cursor: ${after}`);
		const results = all.slice(start, start + limit).map(json);
		const next =
			start + limit < all.length
				? Buffer.from(String(start + limit)).toString('base64url')
				: undefined;
		return {
			status: 200,
			body: {
				results,
				...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
			},
		};
	};

	const timeFilter = (req: SandboxRequest, name: string, value: number): boolean => {
		const gte = req.query.get(`${name}Gte`);
		const lte = req.query.get(`${name}Lte`);
		return (gte === null || value >= Date.parse(gte)) && (lte === null || value <= Date.parse(lte));
	};

	/** The URL an import fetches: a public host a test serves locally goes to its local server. */
	const fetchedFrom = (url: string): string => {
		const target = new URL(url);
		const local = context.config.importHosts[target.host];
		return local ? `${local.replace(/\/+$/, '')}${target.pathname}${target.search}` : url;
	};

	/** Fetches an import's URL in the background: the task completes with the file, or with its errors. */
	const runImport = async (
		taskId: string,
		url: string,
		name: string | undefined,
		settings: Omit<StoreRequest, 'fileName' | 'mimeType' | 'bytes'>,
	) => {
		const task = store.tasks.get(taskId)!;
		task.status = 'PROCESSING';
		try {
			const response = await fetch(fetchedFrom(url), { signal: AbortSignal.timeout(30_000) });
			if (!response.ok) throw new Error(`The URL answered HTTP ${response.status}`);
			const bytes = Buffer.from(await response.arrayBuffer());
			const fileName =
				name ?? decodeURIComponent(new URL(url).pathname.split('/').pop() || 'imported');
			task.fileId = stored({
				...settings,
				fileName,
				mimeType: response.headers.get('content-type')?.split(';')[0] ?? '',
				bytes,
			}).file?.id;
		} catch (error) {
			const message =
				error instanceof SandboxHttpError ? String(error.body.message) : (error as Error).message;
			task.errors.push({
				status: 'error',
				category: 'VALIDATION_ERROR',
				message: `Could not import the file: ${message}`,
			});
		}
		task.status = 'COMPLETE';
		task.completedAt = context.clock.now();
	};

	const specs = (version: ApiVersion): VersionedRouteSpec[] => {
		const all: VersionedRouteSpec[] = [
			{
				method: 'POST',
				path: '/files',
				auth: filesAuth('write', version),
				handler: (req) => {
					if (req.rawBody.length > context.config.maxFileBytes + 64 * 1024) {
						throw new SandboxHttpError(
							413,
							errorBody(
								`Request of ${req.rawBody.length} bytes exceeds the upload limit`,
								'VALIDATION_ERROR',
							),
						);
					}
					const parts = parseMultipart(String(req.headers['content-type'] ?? ''), req.rawBody);
					const text = (name: string) =>
						parts
							.find((part) => part.name === name && part.fileName === undefined)
							?.data.toString('utf8');
					const file = parts.find((part) => part.name === 'file' && part.fileName !== undefined);
					if (!file)
						throw validationError(
							'The file part is required (a part named "file" with a filename)',
						);
					if (file.data.length === 0) throw validationError('The file is empty');
					let options: Record<string, unknown>;
					try {
						options = JSON.parse(text('options') ?? '') as Record<string, unknown>;
					} catch {
						throw validationError('options must be a JSON string holding at least "access"');
					}
					const folderId = text('folderId');
					const settings = storeSettings(
						options,
						{ folderId, folderPath: text('folderPath') },
						false,
					);
					return stored({
						...settings,
						fileName: text('fileName') || file.fileName!,
						mimeType: file.contentType ?? '',
						bytes: Buffer.from(file.data),
					}).reply;
				},
			},
			{
				method: 'GET',
				path: '/files/search',
				auth: filesAuth('read', version),
				handler: (req) => {
					const folders = req.query.getAll('parentFolderIds');
					const matches = [...store.files.values()].filter(
						(file) =>
							store.live(file.id) &&
							!file.hidden &&
							(req.query.get('name') === null || file.name === req.query.get('name')) &&
							(req.query.get('extension') === null ||
								file.extension === req.query.get('extension')!.toLowerCase()) &&
							(req.query.get('type') === null || file.type === req.query.get('type')) &&
							(folders.length === 0 || folders.includes(file.parentFolderId ?? '')) &&
							timeFilter(req, 'createdAt', file.createdAt) &&
							timeFilter(req, 'updatedAt', file.updatedAt),
					);
					return page(req, matches, fileJson);
				},
			},
			{
				method: 'GET',
				path: '/files/{fileId}',
				auth: filesAuth('read', version),
				handler: (req) => ({ status: 200, body: fileJson(readable(req)) }),
			},
			{
				method: 'DELETE',
				path: '/files/{fileId}',
				auth: filesAuth('delete', version),
				handler: (req) => {
					readable(req).archived = true;
					return { status: 204 };
				},
			},
			{
				method: 'GET',
				path: '/files/{fileId}/signed-url',
				auth: filesAuth('read', version),
				handler: (req) => {
					const file = readable(req);
					const size = req.query.get('size');
					if (size !== null && !['thumb', 'icon', 'medium', 'preview'].includes(size))
						throw validationError(`Invalid size "${size}"`);
					const seconds = Number(req.query.get('expirationSeconds') ?? 3600);
					if (!Number.isInteger(seconds) || seconds < 1)
						throw validationError('expirationSeconds must be a positive integer');
					const { token, expiresAt } = store.sign(file.id, seconds);
					return {
						status: 200,
						body: {
							url: `${context.baseUrl()}/signed-files/${token}`,
							expiresAt: iso(expiresAt),
							name: file.name,
							extension: file.extension,
							type: file.type,
							size: file.bytes.length,
						},
					};
				},
			},
			{
				method: 'GET',
				path: '/files/{fileId}/download',
				auth: filesAuth('read', version),
				handler: (req) => {
					const file = readable(req);
					return { status: 200, body: file.bytes, headers: { 'Content-Type': file.mimeType } };
				},
			},
			{
				method: 'POST',
				path: '/files/import-from-url/async',
				auth: filesAuth('write', version),
				handler: (req) => {
					const body = (req.body ?? {}) as Record<string, unknown>;
					if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url))
						throw validationError('url is required: an http or https URL');
					const settings = storeSettings(
						body,
						{ folderId: body.folderId, folderPath: body.folderPath },
						version !== 'legacy',
					);
					const task = store.newTask();
					void runImport(
						task.id,
						body.url,
						typeof body.name === 'string' ? body.name : undefined,
						settings,
					);
					return {
						status: 202,
						body: {
							id: task.id,
							links: { status: `${context.baseUrl()}${req.path}/tasks/${task.id}/status` },
						},
					};
				},
			},
			{
				method: 'GET',
				path: '/files/import-from-url/async/tasks/{taskId}/status',
				auth: filesAuth('read', version),
				handler: (req) => {
					const task = store.tasks.get(req.params.taskId);
					if (!task) throw resourceNotFound();
					const file = task.fileId ? store.files.get(task.fileId) : undefined;
					return {
						status: 200,
						body: {
							taskId: task.id,
							status: task.status,
							requestedAt: iso(task.requestedAt),
							startedAt: iso(task.startedAt),
							...(task.completedAt ? { completedAt: iso(task.completedAt) } : {}),
							...(file ? { result: fileJson(file) } : {}),
							...(task.errors.length ? { errors: task.errors, numErrors: task.errors.length } : {}),
						},
					};
				},
			},
			{
				method: 'POST',
				path: '/folders',
				auth: filesAuth('write', version),
				handler: (req) => {
					const body = (req.body ?? {}) as Record<string, unknown>;
					if (typeof body.name !== 'string' || body.name.trim() === '' || body.name.includes('/'))
						throw validationError('name is required: one folder name without "/"');
					if (body.parentFolderId !== undefined && body.parentPath !== undefined)
						throw validationError('Give parentFolderId or parentPath, not both');
					let parent: StoredFolder | undefined;
					if (body.parentFolderId !== undefined)
						parent = store.folders.get(String(body.parentFolderId));
					else if (typeof body.parentPath === 'string' && body.parentPath !== '/')
						parent = store.folderByPath(body.parentPath);
					if (
						(body.parentFolderId !== undefined ||
							(body.parentPath !== undefined && body.parentPath !== '/')) &&
						!parent
					)
						throw new SandboxHttpError(
							404,
							errorBody('Parent folder not found', 'OBJECT_NOT_FOUND'),
						);
					if (store.folderByPath(`${parent?.path ?? ''}/${body.name}`))
						throw conflict(`Folder ${parent?.path ?? ''}/${body.name} already exists`);
					return { status: 201, body: folderJson(store.addFolder(body.name, parent)) };
				},
			},
			{
				method: 'GET',
				path: '/folders/search',
				auth: filesAuth('read', version),
				handler: (req) => {
					const parents = req.query.getAll('parentFolderIds');
					const matches = [...store.folders.values()].filter(
						(folder) =>
							!folder.archived &&
							(req.query.get('name') === null || folder.name === req.query.get('name')) &&
							(parents.length === 0 || parents.includes(folder.parentFolderId ?? '')),
					);
					return page(req, matches, folderJson);
				},
			},
			{
				method: 'GET',
				path: '/folders/{folderId}',
				auth: filesAuth('read', version),
				handler: (req) => {
					const folder = store.folders.get(req.params.folderId);
					if (!folder || folder.archived) throw resourceNotFound();
					return { status: 200, body: folderJson(folder) };
				},
			},
		];
		// Download exists only in v3; 2026-09 holds only its subset.
		return all.filter(
			(spec) =>
				(spec.path !== '/files/{fileId}/download' || version === 'legacy') &&
				(!atLeast(version, '2026-09') || IN_2026_09.has(`${spec.method} ${spec.path}`)),
		);
	};

	/** The file host: public files at their URL, any file through a signed URL until it expires. */
	const hosting: Route[] = [
		{
			method: 'GET',
			pattern: '/hubfs/{fileId}/{fileName}',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => {
				const file = store.live(req.params.fileId);
				if (!file) return { status: 404, body: 'Not Found' };
				if (!file.access.startsWith('PUBLIC'))
					return { status: 403, body: 'Forbidden: this file is private; use a signed URL' };
				return { status: 200, body: file.bytes, headers: { 'Content-Type': file.mimeType } };
			},
		},
		{
			method: 'GET',
			pattern: '/signed-files/{token}',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => {
				const grant = store.signed.get(req.params.token);
				if (!grant) return { status: 403, body: 'Forbidden: invalid signature' };
				if (grant.expiresAt <= context.clock.now())
					return { status: 403, body: 'Forbidden: request has expired' };
				const file = store.live(grant.fileId);
				if (!file) return { status: 404, body: 'Not Found' };
				return { status: 200, body: file.bytes, headers: { 'Content-Type': file.mimeType } };
			},
		},
	];

	return {
		name: 'files',
		store,
		reset: () => store.reset(),
		routes: [...servedIn(PATH_FORMS.files, specs), ...hosting],
	};
}
