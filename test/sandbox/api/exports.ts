import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';
import { csvLine } from '../csv';
import { xlsxOf } from '../xlsx';
import { zipOf, type ZipEntry } from '../zip';
import { SandboxHttpError, errorBody, resourceNotFound, validationError } from '../errors';
import { IdSequence } from '../ids';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import type { ListStore } from '../state/lists';
import { findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';
import { matches, type Filter } from './crmSearch';

/**
 * CRM exports (`/crm/v3/exports`, `/crm/exports/{2026-03|2026-09}`): a start (202 with the task's id)
 * takes the records of a view (the type, filtered as a search) or of a list that match at that moment;
 * the task is PENDING for `config.exportStartDelayMs`, PROCESSING at `config.exportRowsPerSecond`, then
 * COMPLETE with a download link that works for `config.exportLinkLifetimeMs` (403 after, as a signed
 * link). The file is CSV or an .xlsx workbook: a `Record ID` column, then the properties asked for, headed
 * by their labels or, with `exportInternalValuesOptions: [NAMES]`, their internal names. Past
 * `config.exportRowsPerFile` rows (HubSpot: 1,000,000) the download is a zip of files of at most that many
 * rows, each with the header (HubSpot's docs say files of ≤ 1 M rows, not whether each repeats the
 * header: *uncertain*). Not simulated: XLS files (refused). An OAuth app's start is refused (403) unless
 * its installing user is a Super Admin (`config.installerIsSuperAdmin`), as HubSpot's docs require; the
 * answer's wording is the sandbox's own (HubSpot's is not documented).
 */

const FORMATS = ['CSV', 'XLSX', 'XLS'];

const CONTENT_TYPES = {
	csv: 'text/csv; charset=utf-8',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	zip: 'application/zip',
};

/** A written export: its bytes and the kind of file they are. */
interface ExportFile {
	extension: keyof typeof CONTENT_TYPES;
	data: Buffer;
}

interface ExportTask {
	id: string;
	name: string;
	createdAt: number;
	type: ObjectTypeDefinition;
	properties: string[];
	records: CrmRecord[];
	names: boolean;
	format: 'CSV' | 'XLSX';
	canceled: boolean;
	link?: { token: string; expiresAt: number; file: ExportFile };
}

export function createExportsArea(
	context: SandboxContext,
	store: CrmStore,
	lists: ListStore,
): SandboxArea {
	const tasks = new Map<string, ExportTask>();
	const links = new Map<string, ExportTask>();
	const ids = new IdSequence(70_000_001);
	const now = () => context.clock.now();

	/** The records a body names: a view's (filtered as a search), or a list's members. */
	const recordsOf = (body: Record<string, unknown>, type: ObjectTypeDefinition): CrmRecord[] => {
		const live = store
			.of(type)
			.order.map((id) => store.get(type, id)!)
			.filter((r) => r && !r.archived);
		if (body.exportType === 'LIST') {
			const list = lists.get(String(body.listId ?? ''));
			if (!list) throw validationError(`List ${String(body.listId)} does not exist`);
			return live.filter((r) => list.members.has(r.id));
		}
		const search = (body.publicCrmSearchRequest ?? {}) as {
			filterGroups?: Array<{ filters?: Filter[] }>;
		};
		const groups = search.filterGroups ?? [];
		return groups.length === 0
			? live
			: live.filter((r) => groups.some((g) => (g.filters ?? []).every((f) => matches(r, f))));
	};

	const startExport = (body: Record<string, unknown>): ExportTask => {
		if (body.exportType !== 'VIEW' && body.exportType !== 'LIST')
			throw validationError('exportType must be VIEW or LIST');
		if (!FORMATS.includes(String(body.format)))
			throw validationError(`format must be one of ${FORMATS.join(', ')}`);
		if (body.format === 'XLS')
			throw validationError('XLS files are not simulated by the sandbox: ask for CSV or XLSX');
		if (typeof body.exportName !== 'string' || body.exportName === '')
			throw validationError('exportName is required');
		const type = findObjectType(String(body.objectType ?? ''));
		if (!type) throw validationError(`Unknown objectType ${String(body.objectType)}`);
		const properties = body.objectProperties;
		if (!Array.isArray(properties) || properties.length === 0)
			throw validationError('objectProperties must list at least one property');
		const unknown = properties.filter((p) => !type.properties.some((d) => d.name === p));
		if (unknown.length)
			throw validationError(`Unknown properties of ${type.name}: ${unknown.join(', ')}`);
		const records = recordsOf(body, type);
		const options = Array.isArray(body.exportInternalValuesOptions)
			? body.exportInternalValuesOptions
			: [];
		return {
			id: String(ids.take()),
			name: body.exportName,
			createdAt: now(),
			type,
			properties: (properties as string[]).filter((p) => p !== 'hs_object_id'),
			// The records the export starts with (their values as they are when the file is written).
			records,
			names: options.includes('NAMES'),
			format: body.format === 'XLSX' ? 'XLSX' : 'CSV',
			canceled: false,
		};
	};

	/** The task's file: one CSV or workbook, or past `exportRowsPerFile` rows a zip of them. */
	const fileOf = (task: ExportTask): ExportFile => {
		const label = (name: string) =>
			task.names ? name : (task.type.properties.find((p) => p.name === name)?.label ?? name);
		const header = [task.names ? 'hs_object_id' : 'Record ID', ...task.properties.map(label)];
		const extension = task.format === 'XLSX' ? 'xlsx' : 'csv';
		const write = (records: CrmRecord[]): Buffer => {
			const rows = records.map((r) => [r.id, ...task.properties.map((p) => r.properties[p] ?? '')]);
			return task.format === 'XLSX'
				? xlsxOf([header, ...rows])
				: Buffer.from([header, ...rows].map(csvLine).join(''), 'utf8');
		};
		const perFile = context.config.exportRowsPerFile;
		if (task.records.length <= perFile) return { extension, data: write(task.records) };
		// HubSpot's names for the files of a zip are not in its docs: the export's name, numbered.
		const parts: ZipEntry[] = [];
		for (let start = 0; start < task.records.length; start += perFile)
			parts.push({
				name: `${task.name}-${parts.length + 1}.${extension}`,
				data: write(task.records.slice(start, start + perFile)),
			});
		return { extension: 'zip', data: zipOf(parts) };
	};

	const statusOf = (task: ExportTask): Record<string, unknown> => {
		const elapsed = now() - task.createdAt - context.config.exportStartDelayMs;
		const done =
			elapsed >= 0 && (elapsed * context.config.exportRowsPerSecond) / 1000 >= task.records.length;
		const status = task.canceled
			? 'CANCELED'
			: done
				? 'COMPLETE'
				: elapsed < 0
					? 'PENDING'
					: 'PROCESSING';
		if (status === 'COMPLETE' && !task.link) {
			task.link = {
				token: randomBytes(16).toString('hex'),
				expiresAt: now() + context.config.exportLinkLifetimeMs,
				file: fileOf(task),
			};
			links.set(task.link.token, task);
		}
		return {
			status,
			requestedAt: context.clock.iso(task.createdAt),
			startedAt: context.clock.iso(task.createdAt),
			...(status === 'COMPLETE'
				? {
						completedAt: context.clock.iso(task.createdAt),
						result: `${context.baseUrl()}/sandbox-exports/${task.link!.token}/${encodeURIComponent(task.name)}.${task.link!.file.extension}`,
					}
				: {}),
		};
	};

	const auth = { kind: 'bearer' as const, anyOfScopes: ['crm.export'] };
	const specs = (): VersionedRouteSpec[] => [
		{
			method: 'POST',
			path: '/export/async',
			auth,
			handler: (req) => {
				if (req.caller.kind === 'oauth' && !context.config.installerIsSuperAdmin)
					throw new SandboxHttpError(
						403,
						errorBody(
							'Exporting CRM data through an OAuth app requires the app to be installed by a Super Admin of the account',
							'FORBIDDEN',
						),
					);
				const task = startExport((req.body ?? {}) as Record<string, unknown>);
				tasks.set(task.id, task);
				return { status: 202, body: { id: task.id, links: {} } };
			},
		},
		{
			method: 'GET',
			path: '/export/async/tasks/{taskId}/status',
			auth,
			handler: (req) => {
				const task = tasks.get(req.params.taskId);
				if (!task) throw resourceNotFound();
				return { status: 200, body: statusOf(task) };
			},
		},
	];

	return {
		name: 'exports',
		routes: [
			...servedIn(PATH_FORMS.exports, specs),
			{
				method: 'GET',
				pattern: '/sandbox-exports/{token}/{fileName}',
				auth: { kind: 'none' },
				limitClass: 'unlimited',
				handler: (req) => {
					const task = links.get(req.params.token);
					if (!task?.link) throw resourceNotFound();
					if (task.link.expiresAt <= now())
						throw new SandboxHttpError(403, errorBody('Request has expired', 'AccessDenied'));
					return {
						status: 200,
						body: task.link.file.data,
						headers: { 'Content-Type': CONTENT_TYPES[task.link.file.extension] },
					};
				},
			},
		],
		reset: () => {
			tasks.clear();
			links.clear();
			ids.reset();
		},
	};
}
