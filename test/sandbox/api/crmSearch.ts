import type { SandboxContext } from '../context';
import { checkText, validationError } from '../errors';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import type { ObjectTypeDefinition } from '../state/objectTypes';
import type { Route } from '../types';
import type { VersionedRouteSpec } from '../versions';
import { crmAuth, nameList, objectTypeOf, publicObject } from './crmShared';

/** Search limits as HubSpot documents them. */
export const SEARCH_LIMITS = {
	filterGroups: 6,
	filtersPerGroup: 6,
	filtersInAll: 18,
	limit: 200,
	query: 3000,
	reachable: 10_000,
};

const OPERATORS = new Set([
	'EQ',
	'NEQ',
	'LT',
	'LTE',
	'GT',
	'GTE',
	'BETWEEN',
	'IN',
	'NOT_IN',
	'HAS_PROPERTY',
	'NOT_HAS_PROPERTY',
	'CONTAINS_TOKEN',
	'NOT_CONTAINS_TOKEN',
]);

export interface Filter {
	propertyName?: string;
	operator?: string;
	value?: unknown;
	highValue?: unknown;
	values?: unknown[];
}

interface SearchBody {
	filterGroups?: Array<{ filters?: Filter[] }>;
	sorts?: unknown[];
	query?: string;
	properties?: string[];
	limit?: number;
	after?: string | number;
}

/** Numbers, epoch milliseconds and ISO dates compare as numbers; anything else as lower-case text. */
function comparable(value: string): number | string {
	if (value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
	if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
		const ms = Date.parse(value);
		if (!Number.isNaN(ms)) return ms;
	}
	return value.toLowerCase();
}

function compare(a: string, b: string): number {
	const x = comparable(a);
	const y = comparable(b);
	if (typeof x === 'number' && typeof y === 'number') return x - y;
	return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
}

const tokens = (value: string) =>
	value
		.toLowerCase()
		.split(/[^\p{L}\p{N}@._-]+/u)
		.filter(Boolean);

function tokenMatches(value: string, pattern: string): boolean {
	const regex = new RegExp(
		`^${pattern
			.toLowerCase()
			.split('*')
			.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
			.join('.*')}$`,
	);
	return tokens(value).some((token) => regex.test(token)) || regex.test(value.toLowerCase());
}

export function matches(record: CrmRecord, filter: Filter): boolean {
	const actual = record.properties[filter.propertyName!];
	const has = actual !== undefined && actual !== '';
	const value = String(filter.value ?? '');
	switch (filter.operator) {
		case 'HAS_PROPERTY':
			return has;
		case 'NOT_HAS_PROPERTY':
			return !has;
		case 'EQ':
			return has && compare(actual, value) === 0;
		case 'NEQ':
			return !has || compare(actual, value) !== 0;
		case 'LT':
			return has && compare(actual, value) < 0;
		case 'LTE':
			return has && compare(actual, value) <= 0;
		case 'GT':
			return has && compare(actual, value) > 0;
		case 'GTE':
			return has && compare(actual, value) >= 0;
		case 'BETWEEN':
			return (
				has && compare(actual, value) >= 0 && compare(actual, String(filter.highValue ?? '')) <= 0
			);
		case 'IN':
			return has && (filter.values ?? []).some((v) => compare(actual, String(v)) === 0);
		case 'NOT_IN':
			return !has || !(filter.values ?? []).some((v) => compare(actual, String(v)) === 0);
		case 'CONTAINS_TOKEN':
			return has && tokenMatches(actual, value);
		case 'NOT_CONTAINS_TOKEN':
			return !has || !tokenMatches(actual, value);
		default:
			return false;
	}
}

/** Refuses what the service refuses, with its kind of message. */
function validate(type: ObjectTypeDefinition, body: SearchBody): void {
	const groups = body.filterGroups ?? [];
	if (!Array.isArray(groups)) throw validationError('filterGroups must be an array');
	if (groups.length > SEARCH_LIMITS.filterGroups) {
		throw validationError(
			`Too many filter groups: ${groups.length}. The maximum number of filter groups is ${SEARCH_LIMITS.filterGroups}.`,
		);
	}
	let total = 0;
	for (const group of groups) {
		const filters = group.filters ?? [];
		total += filters.length;
		if (filters.length > SEARCH_LIMITS.filtersPerGroup) {
			throw validationError(
				`Too many filters in a filter group: ${filters.length}. The maximum number of filters per group is ${SEARCH_LIMITS.filtersPerGroup}.`,
			);
		}
		for (const filter of filters) {
			if (!filter.operator || !OPERATORS.has(filter.operator)) {
				throw validationError(`Invalid filter operator: ${JSON.stringify(filter.operator)}`);
			}
			if (!filter.propertyName) throw validationError('Every filter needs a propertyName');
			checkText(filter.value, 'filter.value');
			checkText(filter.highValue, 'filter.highValue');
			if (Array.isArray(filter.values))
				filter.values.forEach((value, i) => checkText(value, `filter.values[${i}]`));
			if (
				filter.operator === 'BETWEEN' &&
				(filter.value === undefined || filter.highValue === undefined)
			) {
				throw validationError('The BETWEEN operator needs value and highValue');
			}
			if (
				(filter.operator === 'IN' || filter.operator === 'NOT_IN') &&
				!Array.isArray(filter.values)
			) {
				throw validationError(`The ${filter.operator} operator needs values`);
			}
		}
	}
	if (total > SEARCH_LIMITS.filtersInAll) {
		throw validationError(
			`Too many filters: ${total}. The maximum number of filters is ${SEARCH_LIMITS.filtersInAll}.`,
		);
	}
	if (
		body.limit !== undefined &&
		(!Number.isInteger(body.limit) || body.limit < 0 || body.limit > SEARCH_LIMITS.limit)
	) {
		throw validationError(`limit must be at most ${SEARCH_LIMITS.limit}, got ${body.limit}`);
	}
	if (typeof body.query === 'string' && body.query.length > SEARCH_LIMITS.query) {
		throw validationError(
			`query must be at most ${SEARCH_LIMITS.query} characters, got ${body.query.length}`,
		);
	}
	if ((body.sorts ?? []).length > 1) throw validationError('Only one sort is supported');
	const unknown = groups
		.flatMap((g) => g.filters ?? [])
		.map((f) => f.propertyName!)
		.filter((name) => !type.properties.some((p) => p.name === name));
	if (unknown.length)
		throw validationError(
			`There was a problem with the request: ${unknown.map((n) => `property "${n}" does not exist`).join(', ')}.`,
		);
}

function sorter(
	sorts: unknown[] | undefined,
	type: ObjectTypeDefinition,
): (a: CrmRecord, b: CrmRecord) => number {
	const sort = sorts?.[0];
	let property = type.timestamps.created;
	let direction = 1;
	if (typeof sort === 'string') {
		property = sort.replace(/^-/, '');
		direction = sort.startsWith('-') ? -1 : 1;
	} else if (sort && typeof sort === 'object') {
		property = String((sort as { propertyName?: string }).propertyName ?? type.timestamps.created);
		direction = (sort as { direction?: string }).direction === 'DESCENDING' ? -1 : 1;
	}
	return (a, b) => {
		const x = a.properties[property];
		const y = b.properties[property];
		const order =
			x === undefined
				? y === undefined
					? 0
					: 1
				: y === undefined
					? -1
					: compare(x, y) * direction;
		return order !== 0 ? order : Number(a.id) - Number(b.id);
	};
}

/**
 * Whether the search index holds the record's last write yet: `searchIndexDelayMs` (at the time of
 * the write) holds every create and update back from search that long; a record written again drops
 * out until the new write is indexed.
 */
const indexed = (record: CrmRecord, context: SandboxContext): boolean =>
	record.indexedAt <= context.clock.now();

/**
 * Search: filter groups (AND inside, OR across), query, one sort, offsets up to the 10,000th result.
 * Date-time values (the created and last-modified timestamps) compare at millisecond resolution.
 */
export function crmSearchRoutes(store: CrmStore, context: SandboxContext): VersionedRouteSpec[] {
	const handler: Route['handler'] = (req) => {
		const type = objectTypeOf(req);
		const body = (req.body ?? {}) as SearchBody;
		validate(type, body);
		const offset = Number(body.after ?? 0);
		if (!Number.isInteger(offset) || offset < 0)
			throw validationError(`Invalid after: ${JSON.stringify(body.after)}`);
		if (offset >= SEARCH_LIMITS.reachable) {
			throw validationError(
				`Results past the first ${SEARCH_LIMITS.reachable} cannot be paged to (after=${offset}). Narrow the search or sort by hs_object_id and filter on it.`,
			);
		}
		const groups = body.filterGroups ?? [];
		const query = body.query?.trim().toLowerCase();
		const searchable = type.properties.filter((p) => p.searchable).map((p) => p.name);
		const { order, byId } = store.of(type);
		const found: CrmRecord[] = [];
		for (const id of order) {
			const record = byId.get(id)!;
			if (record.archived || !indexed(record, context)) continue;
			if (groups.length && !groups.some((g) => (g.filters ?? []).every((f) => matches(record, f))))
				continue;
			if (
				query &&
				!searchable.some((name) => record.properties[name]?.toLowerCase().includes(query))
			)
				continue;
			found.push(record);
		}
		found.sort(sorter(body.sorts, type));
		const limit = body.limit ?? 10;
		const end = Math.min(offset + limit, found.length, SEARCH_LIMITS.reachable);
		const properties = nameList(body.properties);
		const results = found.slice(offset, end).map((r) => publicObject(r, properties));
		// The cursor is offered whenever more matches exist, even past the reachable 10,000th (asking for it then fails).
		const more = end < found.length;
		return {
			status: 200,
			body: {
				total: found.length,
				results,
				...(more ? { paging: { next: { after: String(end), link: `?after=${end}` } } } : {}),
			},
		};
	};
	return [
		{
			method: 'POST',
			path: '/{objectType}/search',
			auth: crmAuth('read'),
			limitClass: 'search',
			handler,
		},
	];
}
