import type { SandboxContext } from '../context';
import { batchError, conflict, resourceNotFound, validationError } from '../errors';
import { IdSequence } from '../ids';
import {
	COLUMN_TYPES,
	liveCopy,
	seedTables,
	tableOut,
	type Column,
	type Row,
	type Table,
} from '../state/hubdb';
import type { SandboxArea, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';

/** HubDB's documented batch maximum. */
const MAX_ROWS_PER_BATCH = 100;
const REQUIRED_FLAGS = [
	'useForPages',
	'allowPublicApiAccess',
	'allowChildTables',
	'enableChildTablePages',
];
/** Table names: lowercase letters, digits and underscores, starting with a letter. */
const TABLE_NAME = /^[a-z][a-z0-9_]*$/;

type RowInput = {
	id?: unknown;
	values?: unknown;
	name?: unknown;
	path?: unknown;
	childTableId?: unknown;
	displayIndex?: unknown;
};

/** What is wrong with a value for a column, or undefined when HubDB takes it. */
function valueProblem(column: Column, value: unknown): string | undefined {
	if (value === null) return undefined;
	const optionNamed = (v: unknown) =>
		typeof v === 'object' &&
		v !== null &&
		(column.options ?? []).includes(String((v as { name?: unknown }).name));
	switch (column.type) {
		case 'NUMBER':
			return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
		case 'BOOLEAN':
			return typeof value === 'boolean' || value === 0 || value === 1
				? undefined
				: 'must be a boolean';
		case 'DATE':
		case 'DATETIME':
			return typeof value === 'number' && Number.isInteger(value)
				? undefined
				: 'must be a timestamp in milliseconds';
		case 'SELECT':
			return optionNamed(value) ? undefined : `must be one of ${(column.options ?? []).join(', ')}`;
		case 'MULTISELECT':
			return Array.isArray(value) && value.every(optionNamed)
				? undefined
				: `must be a list of ${(column.options ?? []).join(', ')}`;
		default:
			return typeof value === 'string' ? undefined : 'must be text';
	}
}

/** The refusal of a row's values: unknown columns, values of the wrong type. */
function rowProblem(t: Table, input: RowInput): string | undefined {
	if (typeof input.values !== 'object' || input.values === null || Array.isArray(input.values))
		return 'values is required, as an object of column name to value';
	const values = Object.entries(input.values);
	const unknown = values.filter(([name]) => !t.columns.some((c) => c.name === name));
	if (unknown.length)
		return `Unknown columns for table ${t.name}: ${unknown.map(([name]) => name).join(', ')}`;
	for (const [name, value] of values) {
		const column = t.columns.find((c) => c.name === name)!;
		const problem = valueProblem(column, value);
		if (problem) return `Column "${name}" (${column.type}) ${problem}`;
	}
	for (const name of ['childTableId', 'displayIndex'] as const)
		if (input[name] !== undefined && !Number.isInteger(Number(input[name])))
			return `${name} must be an integer`;
	return undefined;
}

/** The table's columns from a create or update body, with their types and options checked. */
function columnsOf(raw: unknown): Column[] {
	if (!Array.isArray(raw)) throw validationError('columns is required, as a list');
	const names = new Set<string>();
	return raw.map((entry: unknown, i) => {
		const c = (entry ?? {}) as {
			name?: unknown;
			label?: unknown;
			type?: unknown;
			options?: unknown;
		};
		if (typeof c.name !== 'string' || !TABLE_NAME.test(c.name))
			throw validationError(`columns[${i}].name must be lowercase letters, digits and _`);
		if (names.has(c.name)) throw validationError(`Column name "${c.name}" is used twice`);
		names.add(c.name);
		if (!COLUMN_TYPES.includes(c.type as Column['type']))
			throw validationError(`columns[${i}].type must be one of ${COLUMN_TYPES.join(', ')}`);
		const type = c.type as Column['type'];
		const options = Array.isArray(c.options)
			? c.options.map((o: unknown) =>
					String(typeof o === 'object' && o !== null ? (o as { name?: unknown }).name : o),
				)
			: undefined;
		if ((type === 'SELECT' || type === 'MULTISELECT') && !options?.length)
			throw validationError(`columns[${i}] of type ${type} needs options`);
		return {
			id: String(i + 1),
			name: c.name,
			label: typeof c.label === 'string' ? c.label : c.name,
			type,
			...(options ? { options } : {}),
		};
	});
}

/**
 * HubDB (v3 and 2026-03; no 2026-09): tables with a draft and a live version, rows written to the
 * draft (one by one or in batches of up to 100 with per-row errors), publish, unpublish, clone.
 */
export function createHubDbArea(context: SandboxContext): SandboxArea {
	let tables = new Map<string, Table>();
	const tableIds = new IdSequence(6_000_001);
	const rowIds = new IdSequence(9_000_000_001);
	const reset = () => {
		tables = seedTables(context.clock.iso(Date.UTC(2026, 0, 1)));
		tableIds.reset();
		rowIds.reset();
	};
	reset();
	const now = () => context.clock.iso();
	const tableOf = (req: SandboxRequest) => {
		const key = req.params.tableIdOrName;
		const t = tables.get(key) ?? [...tables.values()].find((x) => x.name === key);
		if (!t) throw resourceNotFound();
		return t;
	};
	const liveOf = (req: SandboxRequest) => {
		const t = tableOf(req);
		if (!t.live) throw resourceNotFound();
		return t;
	};
	const rowOut = (r: Row) => ({
		...r,
		name: r.name ?? null,
		path: r.path ?? null,
		childTableId: r.childTableId ?? '0',
	});
	const draftRow = (t: Table, rowId: string) => {
		// The service's route only matches digits: any other row id is a route that does not exist.
		if (!/^\d+$/.test(rowId)) throw resourceNotFound();
		const row = t.draft.get(rowId);
		if (!row) throw resourceNotFound();
		return row;
	};
	const writeRow = (row: Row, input: RowInput, replace: boolean) => {
		const values = input.values as Record<string, unknown>;
		row.values = replace ? { ...values } : { ...row.values, ...values };
		if (typeof input.name === 'string') row.name = input.name;
		if (typeof input.path === 'string') row.path = input.path;
		if (input.childTableId !== undefined) row.childTableId = String(input.childTableId);
		if (input.displayIndex !== undefined) row.displayIndex = Number(input.displayIndex);
		row.updatedAt = now();
		return row;
	};
	const newRow = (t: Table, input: RowInput): Row =>
		writeRow(
			{
				id: String(rowIds.take()),
				values: {},
				displayIndex: t.draft.size,
				createdAt: now(),
				updatedAt: now(),
				publishedAt: null,
			},
			input,
			true,
		);
	const tableSettings = (t: Table, body: Record<string, unknown>) => {
		if (body.label !== undefined) {
			if (typeof body.label !== 'string' || body.label === '')
				throw validationError('label must be text');
			t.label = body.label;
		}
		if (body.columns !== undefined) t.columns = columnsOf(body.columns);
		for (const flag of ['useForPages', 'allowPublicApiAccess'] as const)
			if (body[flag] !== undefined) t[flag] = body[flag] === true;
		t.updatedAt = now();
	};
	/** Rows filtered by column (`col=v`, `col__gt=v`, …), sorted (`sort=col` or `-col`), paged. */
	const listRows = (req: SandboxRequest, rows: Row[]) => {
		const ops: Record<string, (a: unknown, b: string) => boolean> = {
			eq: (a, b) => String(a) === b,
			ne: (a, b) => String(a) !== b,
			gt: (a, b) => Number(a) > Number(b),
			gte: (a, b) => Number(a) >= Number(b),
			lt: (a, b) => Number(a) < Number(b),
			lte: (a, b) => Number(a) <= Number(b),
			contains: (a, b) => String(a).toLowerCase().includes(b.toLowerCase()),
		};
		let filtered = rows;
		for (const [key, wanted] of req.query.entries()) {
			if (['limit', 'after', 'sort', 'properties', 'offset'].includes(key)) continue;
			const [column, op = 'eq'] = key.split('__');
			if (!ops[op]) throw validationError(`Unknown filter operator "${op}"`);
			filtered = filtered.filter((r) => {
				const value = r.values[column];
				const shown =
					typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : value;
				return ops[op](shown, wanted);
			});
		}
		const sort = req.query.get('sort');
		if (sort) {
			const column = sort.replace(/^-/, '');
			const direction = sort.startsWith('-') ? -1 : 1;
			filtered = [...filtered].sort(
				(a, b) =>
					direction *
					String(a.values[column] ?? '').localeCompare(String(b.values[column] ?? ''), undefined, {
						numeric: true,
					}),
			);
		}
		const limit = Math.min(1000, Number(req.query.get('limit') ?? 1000) || 1000);
		const offset = Number(req.query.get('after') ?? 0) || 0;
		const page = filtered.slice(offset, offset + limit);
		const next =
			offset + limit < filtered.length
				? { paging: { next: { after: String(offset + limit), link: `?after=${offset + limit}` } } }
				: {};
		return { status: 200, body: { total: filtered.length, results: page.map(rowOut), ...next } };
	};
	/** A row batch: ≤ 100 inputs; each refused input named in `errors` (207), the others written. */
	const rowBatch = (write: (t: Table, input: RowInput) => Row) => (req: SandboxRequest) => {
		const t = tableOf(req);
		const inputs = (req.body as { inputs?: RowInput[] } | undefined)?.inputs;
		if (!Array.isArray(inputs)) throw validationError('inputs is required');
		if (inputs.length > MAX_ROWS_PER_BATCH)
			throw validationError(
				`The maximum number of inputs supported in a batch request is ${MAX_ROWS_PER_BATCH}. Your request included ${inputs.length} inputs.`,
			);
		const results: unknown[] = [];
		const errors: unknown[] = [];
		inputs.forEach((input, index) => {
			const problem = rowProblem(t, input);
			const id = input.id === undefined ? undefined : String(input.id);
			if (problem) {
				errors.push(
					batchError('VALIDATION_ERROR', problem, {
						inputIndex: [String(index)],
						...(id ? { ids: [id] } : {}),
					}),
				);
				return;
			}
			try {
				results.push(rowOut(write(t, input)));
			} catch {
				errors.push(
					batchError('OBJECT_NOT_FOUND', `Row ${id} does not exist in table ${t.name}`, {
						inputIndex: [String(index)],
						ids: [String(id)],
					}),
				);
			}
		});
		t.updatedAt = now();
		const at = now();
		return {
			status: errors.length ? 207 : 201,
			body: {
				status: 'COMPLETE',
				results,
				...(errors.length ? { numErrors: errors.length, errors } : {}),
				startedAt: at,
				completedAt: at,
			},
		};
	};
	const auth = { kind: 'bearer' as const, anyOfScopes: ['hubdb', 'hubdb.rows.write'] };
	const routes: VersionedRouteSpec[] = [
		{
			method: 'GET',
			path: '/tables',
			auth,
			handler: () => {
				const live = [...tables.values()].filter((t) => t.live);
				return { status: 200, body: { total: live.length, results: live.map((t) => tableOut(t)) } };
			},
		},
		{
			method: 'GET',
			path: '/tables/draft',
			auth,
			handler: () => ({
				status: 200,
				body: {
					total: tables.size,
					results: [...tables.values()].map((t) => tableOut(t, 'draft')),
				},
			}),
		},
		{
			method: 'POST',
			path: '/tables',
			auth,
			handler: (req) => {
				const body = (req.body ?? {}) as Record<string, unknown>;
				if (typeof body.name !== 'string' || !TABLE_NAME.test(body.name))
					throw validationError('name is required: lowercase letters, digits and _');
				if ([...tables.values()].some((t) => t.name === body.name))
					throw conflict(`A table named ${body.name} already exists`);
				const t: Table = {
					id: String(tableIds.take()),
					name: body.name,
					label: body.name,
					columns: [],
					draft: new Map(),
					useForPages: false,
					allowPublicApiAccess: false,
					createdAt: now(),
					updatedAt: now(),
					publishedAt: now(),
				};
				if (typeof body.label !== 'string') throw validationError('label is required');
				// HubSpot's spec requires these flags on a create.
				for (const flag of REQUIRED_FLAGS)
					if (typeof body[flag] !== 'boolean') throw validationError(`${flag} is required`);
				tableSettings(t, { columns: [], ...body });
				tables.set(t.id, t);
				return { status: 201, body: tableOut(t, 'draft') };
			},
		},
		{
			method: 'GET',
			path: '/tables/{tableIdOrName}',
			auth,
			handler: (req) => ({ status: 200, body: tableOut(liveOf(req)) }),
		},
		{
			method: 'GET',
			path: '/tables/{tableIdOrName}/draft',
			auth,
			handler: (req) => ({ status: 200, body: tableOut(tableOf(req), 'draft') }),
		},
		{
			method: 'PATCH',
			path: '/tables/{tableIdOrName}/draft',
			auth,
			handler: (req) => {
				const t = tableOf(req);
				tableSettings(t, (req.body ?? {}) as Record<string, unknown>);
				return { status: 200, body: tableOut(t, 'draft') };
			},
		},
		{
			method: 'DELETE',
			path: '/tables/{tableIdOrName}',
			auth,
			handler: (req) => {
				tables.delete(tableOf(req).id);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/draft/publish',
			auth: { kind: 'bearer', anyOfScopes: ['hubdb', 'hubdb.tables.publish'] },
			handler: (req) => {
				const t = tableOf(req);
				t.publishedAt = now();
				for (const row of t.draft.values()) row.publishedAt = t.publishedAt;
				t.live = liveCopy(t, t.publishedAt);
				return { status: 200, body: tableOut(t) };
			},
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/unpublish',
			auth: { kind: 'bearer', anyOfScopes: ['hubdb', 'hubdb.tables.publish'] },
			handler: (req) => {
				const t = liveOf(req);
				t.live = undefined;
				return { status: 200, body: tableOut(t, 'draft') };
			},
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/draft/clone',
			auth,
			handler: (req) => {
				const source = tableOf(req);
				const body = (req.body ?? {}) as Record<string, unknown>;
				if (typeof body.copyRows !== 'boolean' || typeof body.isHubspotDefined !== 'boolean')
					throw validationError('copyRows and isHubspotDefined are required');
				const name = typeof body.newName === 'string' ? body.newName : `${source.name}_clone`;
				if (!TABLE_NAME.test(name))
					throw validationError('newName must be lowercase letters, digits and _');
				if ([...tables.values()].some((t) => t.name === name))
					throw conflict(`A table named ${name} already exists`);
				const t: Table = {
					...source,
					id: String(tableIds.take()),
					name,
					label: typeof body.newLabel === 'string' ? body.newLabel : `${source.label} (clone)`,
					columns: source.columns.map((c) => ({ ...c })),
					draft: new Map(),
					live: undefined,
					createdAt: now(),
					updatedAt: now(),
				};
				if (body.copyRows)
					for (const r of source.draft.values()) {
						const copy = newRow(t, r);
						t.draft.set(copy.id, copy);
					}
				tables.set(t.id, t);
				return { status: 200, body: tableOut(t, 'draft') };
			},
		},
		{
			method: 'GET',
			path: '/tables/{tableIdOrName}/rows',
			auth,
			handler: (req) => listRows(req, [...liveOf(req).live!.rows.values()]),
		},
		{
			method: 'GET',
			path: '/tables/{tableIdOrName}/rows/draft',
			auth,
			handler: (req) => listRows(req, [...tableOf(req).draft.values()]),
		},
		{
			method: 'PATCH',
			path: '/tables/{tableIdOrName}/rows/{rowId}/draft',
			auth,
			handler: (req) => {
				const t = tableOf(req);
				const row = draftRow(t, req.params.rowId);
				const body = { values: {}, ...((req.body ?? {}) as RowInput) };
				const problem = rowProblem(t, body);
				if (problem) throw validationError(problem);
				const { displayIndex: _index, ...shown } = rowOut(writeRow(row, body, false));
				return { status: 200, body: shown };
			},
		},
		{
			method: 'DELETE',
			path: '/tables/{tableIdOrName}/rows/{rowId}/draft',
			auth,
			handler: (req) => {
				const t = tableOf(req);
				t.draft.delete(draftRow(t, req.params.rowId).id);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/rows/draft/batch/create',
			auth,
			handler: rowBatch((t, input) => {
				const row = newRow(t, input);
				t.draft.set(row.id, row);
				return row;
			}),
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/rows/draft/batch/update',
			auth,
			handler: rowBatch((t, input) => writeRow(draftRow(t, String(input.id)), input, false)),
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/rows/draft/batch/replace',
			auth,
			handler: rowBatch((t, input) => writeRow(draftRow(t, String(input.id)), input, true)),
		},
		{
			method: 'POST',
			path: '/tables/{tableIdOrName}/rows/draft/batch/purge',
			auth,
			handler: (req) => {
				const t = tableOf(req);
				const inputs = (req.body as { inputs?: unknown[] } | undefined)?.inputs;
				if (!Array.isArray(inputs)) throw validationError('inputs is required');
				if (inputs.length > MAX_ROWS_PER_BATCH)
					throw validationError(
						`The maximum number of inputs supported in a batch request is ${MAX_ROWS_PER_BATCH}. Your request included ${inputs.length} inputs.`,
					);
				for (const id of inputs) t.draft.delete(String(id));
				return { status: 204 };
			},
		},
	];
	return { name: 'hubdb', routes: servedIn(PATH_FORMS.hubdb, () => routes), reset };
}
