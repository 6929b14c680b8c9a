import { ACCOUNT, UNSET_TIME } from '../account';

/** The column types HubDB takes (a subset of HubSpot's: the ones the sandbox validates values of). */
export const COLUMN_TYPES = [
	'TEXT',
	'RICHTEXT',
	'URL',
	'NUMBER',
	'BOOLEAN',
	'DATE',
	'DATETIME',
	'SELECT',
	'MULTISELECT',
] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface Column {
	id: string;
	name: string;
	label: string;
	type: ColumnType;
	/** The choices of a SELECT column. */
	options?: string[];
}

export interface Row {
	id: string;
	values: Record<string, unknown>;
	name?: string;
	path?: string;
	childTableId?: string;
	displayIndex: number;
	createdAt: string;
	updatedAt: string;
	publishedAt: string | null;
}

/** What a table's publication copied from its draft: what the live reads answer. */
export interface LiveTable {
	label: string;
	columns: Column[];
	rows: Map<string, Row>;
}

export interface Table {
	id: string;
	name: string;
	/** The draft's label and columns. */
	label: string;
	columns: Column[];
	draft: Map<string, Row>;
	/** The published version; undefined when never published or unpublished. */
	live?: LiveTable;
	useForPages: boolean;
	allowPublicApiAccess: boolean;
	createdAt: string;
	updatedAt: string;
	publishedAt: string;
}

/** A copy of the draft, as publishing makes it live. */
export function liveCopy(t: Table, at: string): LiveTable {
	return {
		label: t.label,
		columns: t.columns.map((c) => ({ ...c })),
		rows: new Map(
			[...t.draft.values()].map((r) => [r.id, { ...r, values: { ...r.values }, publishedAt: at }]),
		),
	};
}

const column = (id: number, name: string, type: ColumnType, options?: string[]): Column => ({
	id: String(id),
	name,
	label: name[0].toUpperCase() + name.slice(1),
	type,
	...(options ? { options } : {}),
});

/** The account's two HubDB tables (published, not used for pages) with their draft rows. */
export function seedTables(at: string): Map<string, Table> {
	const row = (id: number, values: Record<string, unknown>, published: boolean): Row => ({
		id: String(id),
		values,
		name: String(values.title ?? ''),
		path: `item-${id}`,
		displayIndex: id % 100,
		createdAt: at,
		updatedAt: at,
		publishedAt: published ? at : null,
	});
	const table = (id: string, name: string, columns: Column[]): Table => ({
		id,
		name,
		label: name[0].toUpperCase() + name.slice(1),
		columns,
		draft: new Map(),
		useForPages: false,
		allowPublicApiAccess: false,
		createdAt: at,
		updatedAt: at,
		publishedAt: at,
	});
	const events = table('5001', 'events', [
		column(1, 'title', 'TEXT'),
		column(2, 'seats', 'NUMBER'),
		column(3, 'online', 'BOOLEAN'),
		column(4, 'starts', 'DATE'),
		column(5, 'track', 'SELECT', ['main', 'side']),
	]);
	for (let i = 1; i <= 5; i++) {
		const r = row(
			100 + i,
			{
				title: `Event ${i}`,
				seats: 50 * i,
				online: i % 2,
				starts: Date.UTC(2026, 11, i),
				track: { name: 'main', type: 'option' },
			},
			i <= 3,
		);
		events.draft.set(r.id, r);
	}
	const offices = table('5002', 'offices', [column(1, 'title', 'TEXT'), column(2, 'city', 'TEXT')]);
	for (let i = 1; i <= 3; i++) {
		const r = row(
			200 + i,
			{ title: `Office ${i}`, city: ['Berlin', 'Boston', 'Tokyo'][i - 1] },
			false,
		);
		offices.draft.set(r.id, r);
	}
	// Published once: the rows published then are live; the others are in the draft only.
	for (const t of [events, offices])
		t.live = {
			label: t.label,
			columns: t.columns,
			rows: new Map(
				[...t.draft.values()].filter((r) => r.publishedAt).map((r) => [r.id, { ...r }]),
			),
		};
	return new Map([events, offices].map((t) => [t.id, t]));
}

/** A column as the tables list answers it: every field the newest v3 description requires. */
function columnOut(c: Column, at: string) {
	return {
		id: c.id,
		name: c.name,
		label: c.label,
		type: c.type,
		description: '',
		deleted: false,
		...(c.options
			? {
					options: c.options.map((name, order) => ({
						id: String(order + 1),
						name,
						label: name,
						type: 'option',
						order,
						createdAt: at,
						updatedAt: at,
					})),
				}
			: {}),
	};
}

const demoUser = {
	id: String(ACCOUNT.userId),
	email: ACCOUNT.userEmail,
	firstName: ACCOUNT.userFirstName,
	lastName: ACCOUNT.userLastName,
};

/** A table as `GET …/hubdb/tables` answers it (the rows stay apart): its live version, or its draft. */
export function tableOut(t: Table, version: 'live' | 'draft' = 'live') {
	const shown = version === 'live' && t.live ? t.live : { ...t, rows: t.draft };
	return {
		id: t.id,
		name: t.name,
		label: shown.label,
		columns: shown.columns.map((c) => columnOut(c, t.createdAt)),
		columnCount: shown.columns.length,
		rowCount: shown.rows.size,
		published: t.live !== undefined,
		publishedAt: t.live ? t.publishedAt : null,
		createdAt: t.createdAt,
		updatedAt: t.updatedAt,
		createdBy: demoUser,
		updatedBy: demoUser,
		deleted: false,
		deletedAt: UNSET_TIME,
		allowChildTables: false,
		allowPublicApiAccess: t.allowPublicApiAccess,
		enableChildTablePages: false,
		useForPages: t.useForPages,
		isOrderedManually: false,
		dynamicMetaTags: {},
	};
}
