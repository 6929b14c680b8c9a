import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';

/** Access levels HubSpot accepts on writes. */
export const ACCESS_LEVELS = ['PUBLIC_INDEXABLE', 'PUBLIC_NOT_INDEXABLE', 'PRIVATE'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const DUPLICATE_STRATEGIES = ['NONE', 'REJECT', 'RETURN_EXISTING'] as const;
export const DUPLICATE_SCOPES = ['ENTIRE_PORTAL', 'EXACT_FOLDER'] as const;

export interface StoredFolder {
	id: string;
	name: string;
	path: string;
	parentFolderId?: string;
	createdAt: number;
	updatedAt: number;
	archived: boolean;
}

export interface StoredFile {
	id: string;
	/** Without the extension, as HubSpot answers it. */
	name: string;
	extension: string;
	type: 'IMG' | 'DOCUMENT' | 'AUDIO' | 'MOVIE' | 'OTHER';
	mimeType: string;
	bytes: Buffer;
	parentFolderId?: string;
	/** The folder's path and the file's name with its extension. */
	path: string;
	access: AccessLevel;
	/** Made by HubSpot's tools (e.g. e-mail attachments): never in searches, read by id only with `files.ui_hidden.read`. */
	hidden: boolean;
	createdAt: number;
	updatedAt: number;
	expiresAt?: number;
	archived: boolean;
}

/** An import from URL: HubSpot's async task, with the file when it completed. */
export interface ImportTask {
	id: string;
	status: 'PENDING' | 'PROCESSING' | 'CANCELED' | 'COMPLETE';
	requestedAt: number;
	startedAt: number;
	completedAt?: number;
	fileId?: string;
	errors: Array<{ status: string; category: string; message: string }>;
}

/** Where a new file goes and how duplicates are handled: the upload's `options` and folder fields. */
export interface StoreRequest {
	fileName: string;
	mimeType: string;
	bytes: Buffer;
	folderId?: string;
	folderPath?: string;
	access: AccessLevel;
	overwrite: boolean;
	duplicateValidationStrategy: (typeof DUPLICATE_STRATEGIES)[number];
	duplicateValidationScope: (typeof DUPLICATE_SCOPES)[number];
	ttlMs?: number;
}

/** What storing gave: a new file, or the existing duplicate (RETURN_EXISTING), or a refusal. */
export type StoreOutcome =
	| { file: StoredFile; created: boolean }
	| { duplicateOf: StoredFile }
	| { unknownFolder: string };

const FIRST_FILE_ID = 190_000_000_001;
const FIRST_FOLDER_ID = 180_000_000_001;

const TYPES_BY_EXTENSION: Record<string, StoredFile['type']> = {
	png: 'IMG',
	jpg: 'IMG',
	jpeg: 'IMG',
	gif: 'IMG',
	svg: 'IMG',
	webp: 'IMG',
	pdf: 'DOCUMENT',
	doc: 'DOCUMENT',
	docx: 'DOCUMENT',
	txt: 'DOCUMENT',
	csv: 'DOCUMENT',
	xlsx: 'DOCUMENT',
	pptx: 'DOCUMENT',
	mp3: 'AUDIO',
	wav: 'AUDIO',
	mp4: 'MOVIE',
	mov: 'MOVIE',
	webm: 'MOVIE',
};

export const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

/** The file manager of the account: folders, files with their bytes, signed URLs, import tasks. */
export class FileStore {
	readonly files = new Map<string, StoredFile>();
	readonly folders = new Map<string, StoredFolder>();
	readonly tasks = new Map<string, ImportTask>();
	/** Signed URL token → the file it reads and until when. */
	readonly signed = new Map<string, { fileId: string; expiresAt: number }>();
	private nextFileId = FIRST_FILE_ID;
	private nextFolderId = FIRST_FOLDER_ID;
	private nextTaskId = 1;

	constructor(private readonly clock: Clock) {
		this.reset();
	}

	/** The seed: one folder holding one public and one hidden file. */
	reset(): void {
		this.files.clear();
		this.folders.clear();
		this.tasks.clear();
		this.signed.clear();
		this.nextFileId = FIRST_FILE_ID;
		this.nextFolderId = FIRST_FOLDER_ID;
		this.nextTaskId = 1;
		const store = (fileName: string, text: string, hidden: boolean) => {
			const outcome = this.store({
				fileName,
				mimeType: 'text/plain',
				bytes: Buffer.from(text),
				folderPath: '/Seed',
				access: 'PUBLIC_NOT_INDEXABLE',
				overwrite: false,
				duplicateValidationStrategy: 'NONE',
				duplicateValidationScope: 'ENTIRE_PORTAL',
			});
			if ('file' in outcome) outcome.file.hidden = hidden;
		};
		store('welcome.txt', 'Welcome to the sandbox file manager.\n', false);
		store('email-attachment.txt', 'Attached by a HubSpot tool.\n', true);
	}

	folderByPath(path: string): StoredFolder | undefined {
		return [...this.folders.values()].find((folder) => !folder.archived && folder.path === path);
	}

	/** The folder of a path, created with its parents when missing (as an upload to a new path does). */
	ensureFolder(path: string): StoredFolder | undefined {
		if (path === '/' || path === '') return undefined;
		const existing = this.folderByPath(path);
		if (existing) return existing;
		const cut = path.lastIndexOf('/');
		const parent = this.ensureFolder(path.slice(0, cut));
		return this.addFolder(path.slice(cut + 1), parent);
	}

	addFolder(name: string, parent: StoredFolder | undefined): StoredFolder {
		const now = this.clock.now();
		const folder: StoredFolder = {
			id: String(this.nextFolderId++),
			name,
			path: `${parent?.path ?? ''}/${name}`,
			parentFolderId: parent?.id,
			createdAt: now,
			updatedAt: now,
			archived: false,
		};
		this.folders.set(folder.id, folder);
		return folder;
	}

	/** A live file (not archived, not expired). */
	live(id: string): StoredFile | undefined {
		const file = this.files.get(id);
		if (!file || file.archived) return undefined;
		if (file.expiresAt !== undefined && file.expiresAt <= this.clock.now()) return undefined;
		return file;
	}

	/** Stores a file as an upload or an import does: folder by id or path, duplicates, overwrite, time to live. */
	store(request: StoreRequest): StoreOutcome {
		let folder: StoredFolder | undefined;
		if (request.folderId !== undefined) {
			folder = this.folders.get(request.folderId);
			if (!folder || folder.archived) return { unknownFolder: request.folderId };
		} else if (request.folderPath !== undefined) {
			folder = this.ensureFolder(request.folderPath.replace(/\/+$/, ''));
		}
		const dot = request.fileName.lastIndexOf('.');
		const extension = dot > 0 ? request.fileName.slice(dot + 1).toLowerCase() : '';
		const name = dot > 0 ? request.fileName.slice(0, dot) : request.fileName;
		const hash = md5(request.bytes);
		const live = [...this.files.values()].filter((file) => this.live(file.id) && !file.hidden);
		if (request.duplicateValidationStrategy !== 'NONE') {
			const duplicate = live.find(
				(file) =>
					md5(file.bytes) === hash &&
					(request.duplicateValidationScope === 'ENTIRE_PORTAL' ||
						file.parentFolderId === folder?.id),
			);
			if (duplicate)
				return request.duplicateValidationStrategy === 'RETURN_EXISTING'
					? { file: duplicate, created: false }
					: { duplicateOf: duplicate };
		}
		const sameName = (candidate: string) =>
			live.find(
				(file) =>
					file.parentFolderId === folder?.id &&
					file.name === candidate &&
					file.extension === extension,
			);
		let storedName = name;
		if (request.overwrite) {
			const replaced = sameName(name);
			if (replaced) replaced.archived = true;
		} else {
			// HubSpot keeps both: the new file's name gets a number.
			for (let n = 1; sameName(storedName); n++) storedName = `${name}-${n}`;
		}
		const now = this.clock.now();
		const file: StoredFile = {
			id: String(this.nextFileId++),
			name: storedName,
			extension,
			type: TYPES_BY_EXTENSION[extension] ?? 'OTHER',
			mimeType: request.mimeType || 'application/octet-stream',
			bytes: request.bytes,
			parentFolderId: folder?.id,
			path: `${folder?.path ?? ''}/${storedName}${extension ? `.${extension}` : ''}`,
			access: request.access,
			hidden: false,
			createdAt: now,
			updatedAt: now,
			expiresAt: request.ttlMs !== undefined ? now + request.ttlMs : undefined,
			archived: false,
		};
		this.files.set(file.id, file);
		return { file, created: true };
	}

	/** A signed URL's token for a file, valid for `seconds`. */
	sign(fileId: string, seconds: number): { token: string; expiresAt: number } {
		const token = randomBytes(18).toString('base64url');
		const expiresAt = this.clock.now() + seconds * 1000;
		this.signed.set(token, { fileId, expiresAt });
		return { token, expiresAt };
	}

	newTask(): ImportTask {
		const now = this.clock.now();
		const task: ImportTask = {
			id: `import-task-${this.nextTaskId++}`,
			status: 'PENDING',
			requestedAt: now,
			startedAt: now,
			errors: [],
		};
		this.tasks.set(task.id, task);
		return task;
	}

	/** Which of these ids name no live file. */
	missing(ids: string[]): string[] {
		return ids.filter((id) => !this.live(id));
	}
}
