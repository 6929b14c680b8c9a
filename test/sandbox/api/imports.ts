import type { SandboxContext } from '../context';
import { parseCsv } from '../csv';
import { xlsxRows } from '../xlsx';
import { isZip } from '../zip';
import { SandboxHttpError, errorBody, resourceNotFound, validationError } from '../errors';
import { IdSequence } from '../ids';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import { findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';
import { propertyProblems } from './crmShared';
import { parseMultipart, type FormPart } from './files';
import {
	associationTypesOf,
	findAssociationType,
	type AssociationLabel,
	type AssociationLabels,
} from '../state/associationLabels';

/**
 * CRM imports (`/crm/v3/imports`, `/crm/imports/{2026-03|2026-09}`): a multipart start with
 * `importRequest` (JSON) and the files it names, processed in the background under the sandbox's clock
 * at `config.importRowsPerSecond` after `config.importStartDelayMs` in STARTED; rows written to the CRM
 * store, row errors of HubSpot's kinds kept for the errors endpoint, counters in `metadata`. Limits of
 * HubSpot's KB: 512 MB a file, 1,048,576 rows a file, 500 imports a rolling day. A spreadsheet's rows
 * are its first worksheet's (an .xlsx workbook, read as CSV rows are); .xls (OLE) files are refused
 * (*not simulated*).
 * Several object types in one import: the records a row of one file writes are associated with each
 * other; files are joined by key columns (`toColumnObjectTypeId` in one file names the row of the
 * other file whose `associationIdentifierColumn` holds the same value), associated once every row is
 * written, a key no row holds being a NO_OBJECT_ID_FROM_ASSOCIATION_IDENTIFIER row error.
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
type ImportOperation = (typeof OPERATIONS)[number];

interface ColumnMapping {
	columnName: string;
	columnObjectTypeId: string;
	propertyName: string | null;
	columnType?: string;
	toColumnObjectTypeId?: string;
	associationIdentifierColumn?: boolean;
	foreignKeyType?: { associationTypeId?: number; associationCategory?: string };
}

type IndexedMapping = ColumnMapping & { index: number };

/** One file of an import: its rows and the object types its columns fill. */
interface ImportFile {
	name: string;
	header: string[];
	rows: string[][];
	mappings: IndexedMapping[];
	types: ObjectTypeDefinition[];
}

/** A key column's value waiting for the other file's rows to be written. */
interface PendingAssociation {
	file: ImportFile;
	line: number;
	column: number;
	from: { type: ObjectTypeDefinition; id: string };
	to: ObjectTypeDefinition;
	label: AssociationLabel;
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
	fileName: string;
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
	types: ObjectTypeDefinition[];
	operations: Map<string, ImportOperation>;
	dateFormat: (typeof DATE_FORMATS)[number];
	files: ImportFile[];
	/** Rows of every file, in order: `next` counts the written ones. */
	totalRows: number;
	next: number;
	created: number;
	updated: number;
	/** `typeId:value` of an identifier column → the record its row wrote. */
	keys: Map<string, string>;
	pending: PendingAssociation[];
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

/** A type the start has checked exists. */
function typeById(typeId: string): ObjectTypeDefinition {
	const type = findObjectType(typeId);
	if (!type) throw new Error(`The import's start let the unknown type ${typeId} through`);
	return type;
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

const csvRowsOf = (data: Buffer) => parseCsv(data.toString('utf8').replace(/^\uFEFF/, ''));

/** The rows of a spreadsheet file: an .xlsx workbook's first sheet; .xls (OLE) files are not read. */
function spreadsheetRowsOf(data: Buffer): string[][] {
	const ole = data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
	if (ole)
		throw validationError(
			'Excel 97-2003 (.xls) files are not simulated by the sandbox: send .xlsx or CSV',
		);
	if (!isZip(data)) throw validationError('The file is not a spreadsheet (.xlsx or .xls)');
	try {
		return xlsxRows(data);
	} catch (error) {
		throw validationError(`The spreadsheet could not be read: ${(error as Error).message}`);
	}
}

/** A file the `importRequest` names, read from its part and checked as HubSpot checks a start. */
function importFileOf(spec: Record<string, unknown>, parts: FormPart[]): ImportFile {
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
	if (spec.fileFormat !== 'CSV' && spec.fileFormat !== 'SPREADSHEET')
		throw validationError('fileFormat must be CSV or SPREADSHEET');
	const page = (spec.fileImportPage ?? {}) as Record<string, unknown>;
	const rows = spec.fileFormat === 'CSV' ? csvRowsOf(part.data) : spreadsheetRowsOf(part.data);
	const header =
		page.hasHeader === false ? rows[0].map((_, i) => `Column ${i + 1}`) : (rows.shift() ?? []);
	// A worksheet leaves a row's empty trailing cells out: they are empty, not missing columns.
	if (spec.fileFormat === 'SPREADSHEET')
		for (const row of rows) while (row.length < header.length) row.push('');
	if (rows.length > IMPORT_LIMITS.rowsPerFile)
		throw validationError(`The file has ${rows.length} rows; at most 1,048,576 are allowed`);
	const mappings = ((page.columnMappings as ColumnMapping[] | undefined) ?? []).map((m) => {
		const index = header.indexOf(m.columnName);
		if (index < 0) throw validationError(`Column "${m.columnName}" is not in the file's header`);
		for (const typeId of [m.columnObjectTypeId, m.toColumnObjectTypeId])
			if (typeId !== undefined && !findObjectType(typeId))
				throw validationError(`Unknown object type ${typeId}`);
		return { ...m, index };
	});
	const types = [...new Set(mappings.map((m) => m.columnObjectTypeId))].map(typeById);
	if (types.length === 0) throw validationError(`The file "${part.fileName}" maps no column`);
	return { name: String(part.fileName), header, rows, mappings, types };
}

/**
 * Refuses key columns that cannot join: a `toColumnObjectTypeId` no file identifies by an
 * `associationIdentifierColumn` of that type, or a `foreignKeyType` that is no association type of the pair.
 */
function checkAssociationColumns(files: ImportFile[]): void {
	const identified = new Set(
		files.flatMap((file) =>
			file.mappings.filter((m) => m.associationIdentifierColumn).map((m) => m.columnObjectTypeId),
		),
	);
	for (const mapping of files.flatMap((file) => file.mappings)) {
		if (!mapping.toColumnObjectTypeId) continue;
		if (!identified.has(mapping.toColumnObjectTypeId))
			throw validationError(
				`Column "${mapping.columnName}" associates to ${mapping.toColumnObjectTypeId}, but no file has an associationIdentifierColumn of that type`,
			);
		const key = mapping.foreignKeyType;
		if (
			key &&
			!findAssociationType(
				typeById(mapping.columnObjectTypeId),
				typeById(mapping.toColumnObjectTypeId),
				key.associationCategory,
				key.associationTypeId,
			)
		)
			throw validationError(
				`foreignKeyType ${String(key.associationCategory)}:${String(key.associationTypeId)} of column "${mapping.columnName}" is no association type from ${mapping.columnObjectTypeId} to ${mapping.toColumnObjectTypeId}`,
			);
	}
}

export function createImportsArea(
	context: SandboxContext,
	store: CrmStore,
	labels: AssociationLabels,
): SandboxArea {
	const jobs = new Map<string, ImportJob>();
	const ids = new IdSequence(40_000_001);
	const errorIds = new IdSequence(1);
	const now = () => context.clock.now();

	/** A row error of the job, kept with the row it came from. */
	const rowError = (
		job: ImportJob,
		at: { file: ImportFile; line: number; type: ObjectTypeDefinition },
		errorType: string,
		errorMessage: string,
		column?: number,
	): void => {
		const row = at.file.rows[at.line];
		job.errors.push({
			id: String(errorIds.take()),
			errorType,
			createdAt: now(),
			errorMessage,
			...(column === undefined ? {} : { invalidValue: row[column], knownColumnNumber: column }),
			objectType: at.type.upperName,
			objectTypeId: at.type.typeId,
			fileName: at.file.name,
			lineNumber: at.line + 2,
			rowData: row,
		});
	};

	/** The record a row names by its key column (record id, alternate id, contacts' email, companies' domain). */
	const existing = (
		type: ObjectTypeDefinition,
		mappings: IndexedMapping[],
		values: Record<string, string>,
		row: string[],
	) => {
		const idColumn = mappings.find((m) => m.columnType === 'HUBSPOT_OBJECT_ID');
		if (idColumn) return store.get(type, row[idColumn.index]);
		const alternate = mappings.find((m) => m.columnType === 'HUBSPOT_ALTERNATE_ID');
		const key =
			alternate?.propertyName ??
			(type.name === 'contacts' ? 'email' : type.name === 'companies' ? 'domain' : '');
		const value = key ? values[key] : undefined;
		return value ? store.findByProperty(type, key, value) : undefined;
	};

	/** Writes the record of one type a row holds; undefined when its columns are empty or it is refused. */
	const importRecord = (
		job: ImportJob,
		file: ImportFile,
		line: number,
		type: ObjectTypeDefinition,
	): CrmRecord | undefined => {
		const row = file.rows[line];
		const at = { file, line, type };
		const mappings = file.mappings.filter(
			(m) => m.columnObjectTypeId === type.typeId && m.propertyName !== null,
		);
		const values: Record<string, string> = {};
		for (const mapping of mappings) {
			const cell = row[mapping.index].trim();
			if (cell === '' || mapping.propertyName === null) continue;
			const definition = type.properties.find((p) => p.name === mapping.propertyName);
			if (definition?.type === 'date' || definition?.type === 'datetime') {
				const date = parsedDate(cell, job.dateFormat);
				if (!date) {
					rowError(
						job,
						at,
						'COULD_NOT_PARSE_DATE',
						`Could not parse date "${cell}"`,
						mapping.index,
					);
					return undefined;
				}
				values[mapping.propertyName] = date;
			} else values[mapping.propertyName] = cell;
			if (mapping.propertyName === 'email' && !isEmail(cell)) {
				rowError(job, at, 'INVALID_EMAIL', `"${cell}" is not a valid email address`, mapping.index);
				return undefined;
			}
		}
		if (Object.keys(values).length === 0) return undefined;
		const written = { ...values };
		delete written.hs_object_id;
		const problem = propertyProblems(type, written, store)[0];
		if (problem) {
			const column = mappings.find((m) => m.propertyName === problem.name)?.index;
			rowError(job, at, ERROR_TYPES[problem.error] ?? problem.error, problem.message, column);
			return undefined;
		}
		const record: CrmRecord | undefined = existing(type, mappings, values, row);
		const operation = job.operations.get(type.typeId) ?? 'UPSERT';
		if (record && operation === 'CREATE') {
			rowError(
				job,
				at,
				'CREATE_ONLY_IMPORT',
				'The record already exists: this import only creates records',
			);
		} else if (!record && operation === 'UPDATE') {
			rowError(
				job,
				at,
				'UPDATE_ONLY_IMPORT',
				'No record matches the row: this import only updates records',
			);
		} else if (record) {
			store.update(record, written);
			job.updated++;
			return record;
		} else {
			job.created++;
			return store.create(type, written, { silent: true });
		}
		return undefined;
	};

	/** Writes one row: a record per type its columns fill, associated with each other; its key columns kept. */
	const importRow = (job: ImportJob, file: ImportFile, line: number): void => {
		const row = file.rows[line];
		if (row.length !== file.header.length) {
			rowError(
				job,
				{ file, line, type: file.types[0] },
				'INCORRECT_NUMBER_OF_COLUMNS',
				`Row has ${row.length} columns, the header ${file.header.length}`,
			);
			return;
		}
		const records = new Map<string, CrmRecord>();
		for (const type of file.types) {
			const record = importRecord(job, file, line, type);
			if (record) records.set(type.typeId, record);
		}
		const written = [...records.entries()];
		for (const [i, [fromTypeId, from]] of written.entries())
			for (const [toTypeId, to] of written.slice(i + 1))
				store.associate(typeById(fromTypeId), from.id, typeById(toTypeId), to.id, true);
		for (const mapping of file.mappings) {
			const cell = row[mapping.index].trim();
			const record = records.get(mapping.columnObjectTypeId);
			if (!cell || !record) continue;
			if (mapping.associationIdentifierColumn)
				job.keys.set(`${mapping.columnObjectTypeId}:${cell}`, record.id);
			if (mapping.toColumnObjectTypeId) {
				const from = typeById(mapping.columnObjectTypeId);
				const to = typeById(mapping.toColumnObjectTypeId);
				const { associationCategory, associationTypeId } = mapping.foreignKeyType ?? {};
				job.pending.push({
					file,
					line,
					column: mapping.index,
					from: { type: from, id: record.id },
					to,
					label: mapping.foreignKeyType
						? (findAssociationType(from, to, associationCategory, associationTypeId) ??
							associationTypesOf(from, to)[0])
						: associationTypesOf(from, to)[0],
				});
			}
		}
	};

	/** Associates the rows the key columns join, once every file's rows are written. */
	const associateKeys = (job: ImportJob): void => {
		for (const pending of job.pending) {
			const key = pending.file.rows[pending.line][pending.column].trim();
			const toId = job.keys.get(`${pending.to.typeId}:${key}`);
			if (!toId) {
				rowError(
					job,
					{ file: pending.file, line: pending.line, type: pending.from.type },
					'NO_OBJECT_ID_FROM_ASSOCIATION_IDENTIFIER',
					`No row of the ${pending.to.upperName} file has the key "${key}"`,
					pending.column,
				);
				continue;
			}
			store.associate(pending.from.type, pending.from.id, pending.to, toId, true);
			labels.assign(pending.from.type, pending.from.id, pending.to, toId, [pending.label]);
		}
		job.pending = [];
	};

	/** Brings a job up to the sandbox's clock: the rows its pace has reached are written. */
	const progress = (job: ImportJob): ImportJob => {
		if (job.state !== 'STARTED' && job.state !== 'PROCESSING') return job;
		const elapsed = now() - job.createdAt - context.config.importStartDelayMs;
		if (elapsed < 0) return job;
		const reached = Math.min(
			job.totalRows,
			Math.floor((elapsed * context.config.importRowsPerSecond) / 1000),
		);
		let offset = 0;
		for (const file of job.files) {
			for (; job.next < Math.min(reached, offset + file.rows.length); job.next++)
				importRow(job, file, job.next - offset);
			offset += file.rows.length;
		}
		if (job.next === job.totalRows) associateKeys(job);
		job.state = job.next === job.totalRows ? 'DONE' : 'PROCESSING';
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
		mappedObjectTypeIds: job.types.map((type) => type.typeId),
		metadata: {
			counters: {
				TOTAL_ROWS: job.totalRows,
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
		const specs = (request.files as Array<Record<string, unknown>> | undefined) ?? [];
		if (specs.length === 0) throw validationError('importRequest names no files');
		const files = specs.map((spec) => importFileOf(spec, parts));
		const types = [...new Set(files.flatMap((file) => file.types))];
		checkAssociationColumns(files);
		const operations = (request.importOperations ?? {}) as Record<string, string>;
		for (const operation of Object.values(operations))
			if (!OPERATIONS.includes(operation as ImportOperation))
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
			types,
			operations: new Map(
				types.map((type) => [
					type.typeId,
					(operations[type.typeId] ?? 'UPSERT') as ImportOperation,
				]),
			),
			dateFormat,
			files,
			totalRows: files.reduce((sum, file) => sum + file.rows.length, 0),
			next: 0,
			created: 0,
			updated: 0,
			keys: new Map(),
			pending: [],
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
				const errors = job.errors.map(
					({ lineNumber, rowData, errorMessage, fileName, ...error }) => ({
						...error,
						...(withMessage ? { errorMessage } : {}),
						...(withRow
							? { sourceData: { lineNumber, rowData, pageName: fileName, sourceType: 'FILE' } }
							: {}),
					}),
				);
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
