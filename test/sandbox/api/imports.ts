import type { SandboxContext } from '../context';
import { parseCsv } from '../csv';
import { SandboxHttpError, errorBody, resourceNotFound, validationError } from '../errors';
import { IdSequence } from '../ids';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import { findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';
import { propertyProblems } from './crmShared';
import { parseMultipart } from './files';

/**
 * CRM imports (`/crm/v3/imports`, `/crm/imports/{2026-03|2026-09}`): a multipart start with
 * `importRequest` (JSON) and the files it names, processed in the background under the sandbox's clock
 * at `config.importRowsPerSecond` after `config.importStartDelayMs` in STARTED; rows written to the CRM
 * store, row errors of HubSpot's kinds kept for the errors endpoint, counters in `metadata`. Limits of
 * HubSpot's KB: 512 MB a file, 1,048,576 rows a file, 500 imports a rolling day. Spreadsheets are
 * checked to be one (a zip or an OLE file) but not read: the sandbox refuses them (*not simulated*).
 */

export const IMPORT_LIMITS = {
	fileBytes: 512 * 1024 * 1024,
	rowsPerFile: 1_048_576,
	importsPerDay: 500,
};

const DAY_MS = 86_400_000;
const OPERATIONS = ['CREATE', 'UPDATE', 'UPSERT'] as const;
const DATE_FORMATS = ['MONTH_DAY_YEAR', 'DAY_MONTH_YEAR', 'YEAR_MONTH_DAY'] as const;
type ImportState = 'STARTED' | 'PROCESSING' | 'DONE' | 'FAILED' | 'CANCELED';

interface ColumnMapping {
	columnName: string;
	columnObjectTypeId: string;
	propertyName: string | null;
	columnType?: string;
}

interface ImportError {
	id: string;
	errorType: string;
	createdAt: number;
	errorMessage: string;
	invalidValue?: string;
	knownColumnNumber?: number;
	objectType: string;
	objectTypeId: string;
	lineNumber: number;
	rowData: string[];
}

interface ImportJob {
	id: string;
	name: string;
	state: ImportState;
	createdAt: number;
	updatedAt: number;
	requestJson: string;
	type: ObjectTypeDefinition;
	operation: (typeof OPERATIONS)[number];
	dateFormat: (typeof DATE_FORMATS)[number];
	fileName: string;
	header: string[];
	rows: string[][];
	mappings: Array<ColumnMapping & { index: number }>;
	next: number;
	created: number;
	updated: number;
	errors: ImportError[];
}

const isEmail = (value: string) => /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/.test(value);

/** A date cell in the import's date format as `YYYY-MM-DD`, or undefined when it does not parse. */
function parsedDate(value: string, format: ImportJob['dateFormat']): string | undefined {
	if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
	const parts = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(value);
	if (!parts) return undefined;
	const [a, b, c] = parts.slice(1).map(Number);
	const [y, m, d] =
		format === 'YEAR_MONTH_DAY' ? [a, b, c] : format === 'DAY_MONTH_YEAR' ? [c, b, a] : [c, a, b];
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCMonth() === m - 1 && date.getUTCDate() === d
		? date.toISOString().slice(0, 10)
		: undefined;
}

/** HubSpot's error type for a value the CRM's own checks refuse. */
const ERROR_TYPES: Record<string, string> = {
	PROPERTY_DOESNT_EXIST: 'UNKNOWN_PROPERTY',
	READ_ONLY_VALUE: 'READ_ONLY_PROPERTY',
	INVALID_INTEGER: 'INVALID_NUMBER',
	INVALID_OPTION: 'INVALID_ENUMERATION_OPTION',
	INVALID_DATE: 'COULD_NOT_PARSE_DATE',
	BLOCKLISTED_EMAIL: 'INVALID_EMAIL',
};

export function createImportsArea(context: SandboxContext, store: CrmStore): SandboxArea {
	const jobs = new Map<string, ImportJob>();
	const ids = new IdSequence(40_000_001);
	const errorIds = new IdSequence(1);
	const now = () => context.clock.now();

	/** A row error of the job, kept with the row it came from. */
	const rowError = (
		job: ImportJob,
		line: number,
		errorType: string,
		errorMessage: string,
		column?: number,
	): void => {
		job.errors.push({
			id: String(errorIds.take()),
			errorType,
			createdAt: now(),
			errorMessage,
			...(column === undefined
				? {}
				: { invalidValue: job.rows[line][column], knownColumnNumber: column }),
			objectType: job.type.upperName,
			objectTypeId: job.type.typeId,
			lineNumber: line + 2,
			rowData: job.rows[line],
		});
	};

	/** The record a row names by its key column (record id, alternate id, contacts' email, companies' domain). */
	const existing = (job: ImportJob, values: Record<string, string>, row: string[]) => {
		const idColumn = job.mappings.find((m) => m.columnType === 'HUBSPOT_OBJECT_ID');
		if (idColumn) return store.get(job.type, row[idColumn.index]);
		const alternate = job.mappings.find((m) => m.columnType === 'HUBSPOT_ALTERNATE_ID');
		const key =
			alternate?.propertyName ??
			(job.type.name === 'contacts' ? 'email' : job.type.name === 'companies' ? 'domain' : '');
		const value = key ? values[key] : undefined;
		return value ? store.findByProperty(job.type, key, value) : undefined;
	};

	/** Writes one row, or records why it cannot be written. */
	const importRow = (job: ImportJob, line: number): void => {
		const row = job.rows[line];
		if (row.length !== job.header.length) {
			rowError(
				job,
				line,
				'INCORRECT_NUMBER_OF_COLUMNS',
				`Row has ${row.length} columns, the header ${job.header.length}`,
			);
			return;
		}
		const values: Record<string, string> = {};
		for (const mapping of job.mappings) {
			const cell = row[mapping.index].trim();
			if (cell === '' || mapping.propertyName === null) continue;
			const definition = job.type.properties.find((p) => p.name === mapping.propertyName);
			if (definition?.type === 'date' || definition?.type === 'datetime') {
				const date = parsedDate(cell, job.dateFormat);
				if (!date) {
					rowError(
						job,
						line,
						'COULD_NOT_PARSE_DATE',
						`Could not parse date "${cell}"`,
						mapping.index,
					);
					return;
				}
				values[mapping.propertyName] = date;
			} else values[mapping.propertyName] = cell;
			if (mapping.propertyName === 'email' && !isEmail(cell)) {
				rowError(
					job,
					line,
					'INVALID_EMAIL',
					`"${cell}" is not a valid email address`,
					mapping.index,
				);
				return;
			}
		}
		const written = { ...values };
		delete written.hs_object_id;
		const problem = propertyProblems(job.type, written, store)[0];
		if (problem) {
			const column = job.mappings.find((m) => m.propertyName === problem.name)?.index;
			rowError(job, line, ERROR_TYPES[problem.error] ?? problem.error, problem.message, column);
			return;
		}
		const record: CrmRecord | undefined = existing(job, values, row);
		if (record && job.operation === 'CREATE') {
			rowError(
				job,
				line,
				'CREATE_ONLY_IMPORT',
				'The record already exists: this import only creates records',
			);
		} else if (!record && job.operation === 'UPDATE') {
			rowError(
				job,
				line,
				'UPDATE_ONLY_IMPORT',
				'No record matches the row: this import only updates records',
			);
		} else if (record) {
			store.update(record, written);
			job.updated++;
		} else {
			store.create(job.type, written, { silent: true });
			job.created++;
		}
	};

	/** Brings a job up to the sandbox's clock: the rows its pace has reached are written. */
	const progress = (job: ImportJob): ImportJob => {
		if (job.state !== 'STARTED' && job.state !== 'PROCESSING') return job;
		const elapsed = now() - job.createdAt - context.config.importStartDelayMs;
		if (elapsed < 0) return job;
		const reached = Math.min(
			job.rows.length,
			Math.floor((elapsed * context.config.importRowsPerSecond) / 1000),
		);
		for (; job.next < reached; job.next++) importRow(job, job.next);
		job.state = job.next === job.rows.length ? 'DONE' : 'PROCESSING';
		job.updatedAt = now();
		return job;
	};

	const publicImport = (job: ImportJob): Record<string, unknown> => ({
		id: job.id,
		state: job.state,
		createdAt: context.clock.iso(job.createdAt),
		updatedAt: context.clock.iso(job.updatedAt),
		importName: job.name,
		importSource: 'API',
		importRequestJson: job.requestJson,
		optOutImport: false,
		mappedObjectTypeIds: [job.type.typeId],
		metadata: {
			counters: {
				TOTAL_ROWS: job.rows.length,
				PROCESSED_ROWS: job.next,
				CREATED_OBJECTS: job.created,
				UPDATED_OBJECTS: job.updated,
				ERRORS: job.errors.length,
			},
			fileIds: [],
			objectLists: [],
		},
	});

	const jobOf = (id: string): ImportJob => {
		const job = jobs.get(id);
		if (!job) throw resourceNotFound();
		return progress(job);
	};

	/** The job an `importRequest` and its file describe, refused as HubSpot refuses a start. */
	const startImport = (contentType: string, raw: Buffer): ImportJob => {
		const parts = parseMultipart(contentType, raw);
		const requestPart = parts.find((p) => p.name === 'importRequest');
		if (!requestPart) throw validationError('Missing the importRequest part');
		let request: Record<string, unknown>;
		try {
			request = JSON.parse(requestPart.data.toString('utf8')) as Record<string, unknown>;
		} catch {
			throw validationError('importRequest is not valid JSON');
		}
		const files = (request.files as Array<Record<string, unknown>> | undefined) ?? [];
		if (files.length !== 1)
			throw validationError(
				'The sandbox imports one file per request (multi-file imports are not simulated)',
			);
		const [spec] = files;
		const part = parts.find((p) => p.name === 'files' && p.fileName === spec.fileName);
		if (!part)
			throw validationError(
				`No files part has the fileName "${String(spec.fileName)}" the importRequest names`,
			);
		if (part.data.length > IMPORT_LIMITS.fileBytes)
			throw new SandboxHttpError(
				413,
				errorBody('The file is larger than 512 MB', 'VALIDATION_ERROR'),
			);
		if (spec.fileFormat === 'SPREADSHEET') {
			const zip = part.data.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'));
			const ole = part.data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
			if (!zip && !ole) throw validationError('The file is not a spreadsheet (.xlsx or .xls)');
			throw validationError('Spreadsheet files are not simulated by the sandbox: send CSV');
		}
		if (spec.fileFormat !== 'CSV') throw validationError('fileFormat must be CSV or SPREADSHEET');
		const page = (spec.fileImportPage ?? {}) as Record<string, unknown>;
		const rows = parseCsv(part.data.toString('utf8').replace(/^\uFEFF/, ''));
		const header =
			page.hasHeader === false ? rows[0].map((_, i) => `Column ${i + 1}`) : (rows.shift() ?? []);
		if (rows.length > IMPORT_LIMITS.rowsPerFile)
			throw validationError(`The file has ${rows.length} rows; at most 1,048,576 are allowed`);
		const mappings = ((page.columnMappings as ColumnMapping[] | undefined) ?? []).map((m) => {
			const index = header.indexOf(m.columnName);
			if (index < 0) throw validationError(`Column "${m.columnName}" is not in the file's header`);
			return { ...m, index };
		});
		const typeIds = [...new Set(mappings.map((m) => m.columnObjectTypeId))];
		if (typeIds.length !== 1)
			throw validationError(
				'Map every column to one object type (association imports are not simulated)',
			);
		const type = findObjectType(typeIds[0]);
		if (!type) throw validationError(`Unknown object type ${typeIds[0]}`);
		const operations = (request.importOperations ?? {}) as Record<string, string>;
		const operation = (operations[type.typeId] ?? 'UPSERT') as ImportJob['operation'];
		if (!OPERATIONS.includes(operation))
			throw validationError(`importOperations must be one of ${OPERATIONS.join(', ')}`);
		const dateFormat = (request.dateFormat ?? 'MONTH_DAY_YEAR') as ImportJob['dateFormat'];
		if (!DATE_FORMATS.includes(dateFormat))
			throw validationError(`dateFormat must be one of ${DATE_FORMATS.join(', ')}`);
		const today = [...jobs.values()].filter((j) => j.createdAt > now() - DAY_MS).length;
		if (today >= IMPORT_LIMITS.importsPerDay)
			throw new SandboxHttpError(
				429,
				errorBody('You have reached the limit of 500 imports per day', 'RATE_LIMITS'),
			);
		const id = String(ids.take());
		return {
			id,
			name: typeof request.name === 'string' ? request.name : `Import ${id}`,
			state: 'STARTED',
			createdAt: now(),
			updatedAt: now(),
			requestJson: JSON.stringify(request),
			type,
			operation,
			dateFormat,
			fileName: String(spec.fileName),
			header,
			rows,
			mappings,
			next: 0,
			created: 0,
			updated: 0,
			errors: [],
		};
	};

	const page = <T>(all: T[], query: URLSearchParams, max: number) => {
		const after = Number(query.get('after') ?? 0) || 0;
		const limit = Math.min(Math.max(Number(query.get('limit') ?? max) || max, 1), max);
		const results = all.slice(after, after + limit);
		return {
			results,
			...(after + limit < all.length ? { paging: { next: { after: String(after + limit) } } } : {}),
		};
	};

	const auth = { kind: 'bearer' as const, anyOfScopes: ['crm.import'] };
	const specs = (): VersionedRouteSpec[] => [
		{
			method: 'POST',
			path: '',
			auth,
			handler: (req) => {
				const job = startImport(String(req.headers['content-type'] ?? ''), req.rawBody);
				jobs.set(job.id, job);
				return { status: 200, body: publicImport(job) };
			},
		},
		{
			method: 'GET',
			path: '',
			auth,
			handler: (req) => ({
				status: 200,
				body: page(
					[...jobs.values()].reverse().map((job) => publicImport(progress(job))),
					req.query,
					100,
				),
			}),
		},
		{
			method: 'GET',
			path: '/{importId}',
			auth,
			handler: (req) => ({ status: 200, body: publicImport(jobOf(req.params.importId)) }),
		},
		{
			method: 'POST',
			path: '/{importId}/cancel',
			auth,
			handler: (req) => {
				const job = jobOf(req.params.importId);
				if (job.state === 'STARTED' || job.state === 'PROCESSING') {
					job.state = 'CANCELED';
					job.updatedAt = now();
				}
				return {
					status: 200,
					body: {
						status: job.state === 'CANCELED' ? 'CANCELED' : 'COMPLETE',
						startedAt: context.clock.iso(job.createdAt),
						completedAt: context.clock.iso(job.updatedAt),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/{importId}/errors',
			auth,
			handler: (req) => {
				const job = jobOf(req.params.importId);
				const withRow = req.query.get('includeRowData') === 'true';
				const withMessage = req.query.get('includeErrorMessage') !== 'false';
				const errors = job.errors.map(({ lineNumber, rowData, errorMessage, ...error }) => ({
					...error,
					...(withMessage ? { errorMessage } : {}),
					...(withRow
						? { sourceData: { lineNumber, rowData, pageName: job.fileName, sourceType: 'FILE' } }
						: {}),
				}));
				return { status: 200, body: page(errors, req.query, 500) };
			},
		},
	];

	return {
		name: 'imports',
		routes: servedIn(PATH_FORMS.imports, specs),
		reset: () => {
			jobs.clear();
			ids.reset();
			errorIds.reset();
		},
	};
}
