import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { SandboxHttpError, checkText, conflict, errorBody, validationError } from '../errors';
import type { CrmStore } from '../state/crmStore';
import { ListStore, PROCESSING_TYPES, type ProcessingType, type StoredList } from '../state/lists';
import { OBJECT_TYPES } from '../state/objectTypes';
import type { RouteAuth, SandboxArea, SandboxReply, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion, type VersionedRouteSpec } from '../versions';

/** Limits of the lists API: search pages, member pages, ids per membership write (the nodes' chunk size). */
export const LIST_LIMITS = {
	searchCountDefault: 20,
	searchCountMax: 500,
	membersLimitDefault: 100,
	membersLimitMax: 250,
	idsPerMembershipWrite: 10_000,
};

const read: RouteAuth = { kind: 'bearer', anyOfScopes: ['crm.lists.read'] };
const write: RouteAuth = {
	kind: 'bearer',
	anyOfScopes: ['crm.lists.write', 'cms.membership.access_groups.write'],
};

export interface ListsArea extends SandboxArea {
	lists: ListStore;
}

const listNotFound = (listId: string) =>
	new SandboxHttpError(
		404,
		errorBody(`List with id ${listId} does not exist.`, 'OBJECT_NOT_FOUND'),
	);

/** The `PublicObjectList` answer; filters only when asked for (`includeFilters=true`) or just written. */
function publicList(list: StoredList, withFilters: boolean): Record<string, unknown> {
	return {
		listId: list.listId,
		listVersion: list.listVersion,
		name: list.name,
		objectTypeId: list.type.typeId,
		processingType: list.processingType,
		processingStatus: 'COMPLETE',
		createdAt: list.createdAt,
		updatedAt: list.updatedAt,
		...(list.filtersUpdatedAt ? { filtersUpdatedAt: list.filtersUpdatedAt } : {}),
		...(list.deletedAt ? { deletedAt: list.deletedAt } : {}),
		createdById: String(ACCOUNT.userId),
		updatedById: String(ACCOUNT.userId),
		size: list.members.size,
		...(withFilters && list.filterBranch ? { filterBranch: list.filterBranch } : {}),
		listPermissions: { teamsWithEditAccess: [], usersWithEditAccess: [] },
		membershipSettings: { includeUnassigned: false },
	};
}

/** A time as the search's `additionalProperties` carry it: epoch milliseconds as text, empty when never. */
const epochText = (iso: string | undefined): string => (iso ? String(Date.parse(iso)) : '');

/** A search hit: the list plus the five `additionalProperties` that always come, as text. */
function searchedList(list: StoredList): Record<string, unknown> {
	return {
		...publicList(list, false),
		additionalProperties: {
			hs_list_size: String(list.members.size),
			hs_last_record_added_at: epochText(list.lastAddedAt),
			hs_last_record_removed_at: epochText(list.lastRemovedAt),
			hs_folder_name: '',
			hs_list_reference_count: '0',
		},
	};
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filter tree's root: an object with a `filterBranchType`; kept as given, never evaluated. */
function checkFilterBranch(value: unknown): Record<string, unknown> {
	if (!isObject(value) || typeof value.filterBranchType !== 'string') {
		throw validationError(
			'filterBranch must be an object with a filterBranchType (the root is an OR branch).',
		);
	}
	if (value.filterBranchType !== 'OR')
		throw validationError(
			`The root filter branch must be of type OR, got ${String(value.filterBranchType)}.`,
		);
	return value;
}

function createList(lists: ListStore, body: unknown): SandboxReply {
	if (!isObject(body)) throw validationError('Invalid input JSON: the body must be an object.');
	for (const field of ['name', 'objectTypeId', 'processingType']) {
		if (body[field] === undefined || body[field] === null || body[field] === '')
			throw validationError(`${field} is required.`, { context: { [field]: ['is required'] } });
		checkText(body[field], field);
	}
	const name = String(body.name).trim();
	const type = OBJECT_TYPES.find((t) => t.typeId === body.objectTypeId);
	if (!type) throw validationError(`Unknown objectTypeId ${String(body.objectTypeId)}.`);
	const processingType = String(body.processingType) as ProcessingType;
	if (!PROCESSING_TYPES.includes(processingType))
		throw validationError(`processingType must be one of ${PROCESSING_TYPES.join(', ')}.`);
	const filterBranch =
		body.filterBranch === undefined || body.filterBranch === null
			? undefined
			: checkFilterBranch(body.filterBranch);
	if (processingType !== 'MANUAL' && !filterBranch)
		throw validationError(`A ${processingType} list needs a filterBranch.`);
	if (processingType === 'MANUAL' && filterBranch)
		throw validationError('A MANUAL list cannot have a filterBranch.');
	if (lists.findByName(name)) throw conflict(`A list named "${name}" already exists.`);
	return {
		status: 200,
		body: { list: publicList(lists.create(name, type, processingType, filterBranch), true) },
	};
}

function liveList(lists: ListStore, req: SandboxRequest): StoredList {
	const list = lists.get(req.params.listId);
	if (!list) throw listNotFound(req.params.listId);
	return list;
}

/** A whole number from the query or body, within bounds (the service's 400 otherwise). */
function boundedNumber(
	value: unknown,
	field: string,
	fallback: number,
	min: number,
	max: number,
): number {
	if (value === undefined || value === null || value === '') return fallback;
	const number = Number(value);
	if (!Number.isInteger(number))
		throw validationError(`${field} must be an integer.`, {
			context: { [field]: ['must be an integer'] },
		});
	if (number < min)
		throw validationError(`${field} must be greater than or equal to ${min}.`, {
			context: { [field]: [`Must be greater than or equal to ${min}`] },
		});
	if (number > max)
		throw validationError(`${field} must be less than or equal to ${max}.`, {
			context: { [field]: [`Must be less than or equal to ${max}`] },
		});
	return number;
}

function searchLists(lists: ListStore, body: unknown, version: ApiVersion): SandboxReply {
	if (!isObject(body)) throw validationError('Invalid input JSON: the body must be an object.');
	if (version !== 'legacy') {
		for (const field of ['listIds', 'processingTypes']) {
			if (!Array.isArray(body[field]))
				throw validationError(`${field} is required.`, { context: { [field]: ['is required'] } });
		}
	}
	const query =
		body.query === undefined || body.query === null ? '' : String(body.query).toLowerCase();
	const offset = boundedNumber(body.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
	const count = boundedNumber(
		body.count,
		'count',
		LIST_LIMITS.searchCountDefault,
		1,
		LIST_LIMITS.searchCountMax,
	);
	const types = Array.isArray(body.processingTypes) ? body.processingTypes.map(String) : [];
	const ids = Array.isArray(body.listIds) ? body.listIds.map(String) : [];
	const matching = lists
		.all()
		.filter((list) => list.name.toLowerCase().includes(query))
		.filter((list) => types.length === 0 || types.includes(list.processingType))
		.filter((list) => ids.length === 0 || ids.includes(list.listId))
		.filter((list) => body.objectTypeId === undefined || list.type.typeId === body.objectTypeId);
	const page = matching.slice(offset, offset + count);
	return {
		status: 200,
		body: {
			lists: page.map(searchedList),
			offset: offset + page.length,
			hasMore: offset + page.length < matching.length,
			total: matching.length,
		},
	};
}

/** The record ids of a membership write: a JSON array of ids (text or numbers), at most the cap. */
function recordIdsOf(body: unknown, field = 'body'): string[] {
	if (!Array.isArray(body))
		throw validationError(`Invalid input JSON: ${field} must be an array of record ids.`);
	if (body.length > LIST_LIMITS.idsPerMembershipWrite) {
		throw validationError(
			`At most ${LIST_LIMITS.idsPerMembershipWrite} record ids can be sent at once, got ${body.length}.`,
		);
	}
	return body.map((id) => {
		checkText(id, field);
		return String(id);
	});
}

function writableList(lists: ListStore, req: SandboxRequest): StoredList {
	const list = liveList(lists, req);
	if (list.processingType === 'DYNAMIC') {
		throw validationError(
			`List ${list.listId} is a DYNAMIC list: its members come from its filters and cannot be changed by hand.`,
		);
	}
	return list;
}

/** The answer of every membership write; note the service's spelling `recordsIdsAdded`. */
const membershipAnswer = (added: string[], removed: string[], missing: string[]): SandboxReply => ({
	status: 200,
	body: { recordsIdsAdded: added, recordIdsRemoved: removed, recordIdsMissing: missing },
});

const encodeCursor = (recordId: string) => Buffer.from(recordId, 'utf8').toString('base64url');

function decodeCursor(cursor: string, field: string): bigint {
	const text = Buffer.from(cursor, 'base64url').toString('utf8');
	if (!/^\d+$/.test(text)) throw validationError(`${field} is not a valid paging cursor.`);
	return BigInt(text);
}

function readMembers(lists: ListStore, req: SandboxRequest): SandboxReply {
	const list = liveList(lists, req);
	const limit = boundedNumber(
		req.query.get('limit'),
		'limit',
		LIST_LIMITS.membersLimitDefault,
		1,
		LIST_LIMITS.membersLimitMax,
	);
	const after = req.query.get('after');
	const before = req.query.get('before');
	const members = lists.membersOf(list);
	let page: typeof members;
	if (after) {
		const from = decodeCursor(after, 'after');
		page = members.filter((m) => BigInt(m.recordId) > from).slice(0, limit);
	} else if (before) {
		const to = decodeCursor(before, 'before');
		page = members.filter((m) => BigInt(m.recordId) < to).slice(-limit);
	} else page = members.slice(0, limit);
	const last = page[page.length - 1];
	const first = page[0];
	const hasNext = last !== undefined && members[members.length - 1] !== last;
	const hasPrev = first !== undefined && members[0] !== first;
	const paging = {
		...(hasNext ? { next: { after: encodeCursor(last.recordId) } } : {}),
		...(hasPrev ? { prev: { before: encodeCursor(first.recordId) } } : {}),
	};
	return {
		status: 200,
		body: { results: page, ...(hasNext || hasPrev ? { paging } : {}), total: members.length },
	};
}

function listRoutes(lists: ListStore, version: ApiVersion): VersionedRouteSpec[] {
	return [
		{ method: 'POST', path: '', auth: write, handler: (req) => createList(lists, req.body) },
		{
			method: 'GET',
			path: '',
			auth: read,
			handler: (req) => {
				const withFilters = req.query.get('includeFilters') === 'true';
				const found = req.query.getAll('listIds').flatMap((id) => lists.get(id) ?? []);
				return { status: 200, body: { lists: found.map((list) => publicList(list, withFilters)) } };
			},
		},
		{
			method: 'POST',
			path: '/search',
			auth: read,
			handler: (req) => searchLists(lists, req.body, version),
		},
		{
			method: 'GET',
			path: '/object-type-id/{objectTypeId}/name/{listName}',
			auth: read,
			handler: (req) => {
				const type = OBJECT_TYPES.find((t) => t.typeId === req.params.objectTypeId);
				const list = type ? lists.findByName(req.params.listName, type) : undefined;
				if (!list)
					throw new SandboxHttpError(
						404,
						errorBody(
							`List with name ${req.params.listName} does not exist for object type ${req.params.objectTypeId}.`,
							'OBJECT_NOT_FOUND',
						),
					);
				return {
					status: 200,
					body: { list: publicList(list, req.query.get('includeFilters') === 'true') },
				};
			},
		},
		{
			method: 'GET',
			path: '/{listId}',
			auth: read,
			handler: (req) => ({
				status: 200,
				body: {
					list: publicList(liveList(lists, req), req.query.get('includeFilters') === 'true'),
				},
			}),
		},
		{
			method: 'DELETE',
			path: '/{listId}',
			auth: write,
			handler: (req) => {
				lists.delete(liveList(lists, req));
				return { status: 204 };
			},
		},
		{
			method: 'PUT',
			path: '/{listId}/memberships/add',
			auth: write,
			handler: (req) => {
				const change = lists.add(writableList(lists, req), recordIdsOf(req.body));
				return membershipAnswer(change.changed, [], change.missing);
			},
		},
		{
			method: 'PUT',
			path: '/{listId}/memberships/remove',
			auth: write,
			handler: (req) => {
				const change = lists.remove(writableList(lists, req), recordIdsOf(req.body));
				return membershipAnswer([], change.changed, change.missing);
			},
		},
		{
			method: 'PUT',
			path: '/{listId}/memberships/add-and-remove',
			auth: write,
			handler: (req) => {
				const list = writableList(lists, req);
				const body = isObject(req.body) ? req.body : {};
				const toAdd = recordIdsOf(body.recordIdsToAdd, 'recordIdsToAdd');
				const toRemove = recordIdsOf(body.recordIdsToRemove, 'recordIdsToRemove');
				const added = lists.add(list, toAdd);
				const removed = lists.remove(list, toRemove);
				return membershipAnswer(added.changed, removed.changed, [
					...new Set([...added.missing, ...removed.missing]),
				]);
			},
		},
		{
			method: 'GET',
			path: '/{listId}/memberships',
			auth: read,
			handler: (req) => readMembers(lists, req),
		},
	];
}

/** Lists v3 ("segments"): manual, snapshot and dynamic lists and their members, in every version. */
export function createListsArea(context: SandboxContext, records: CrmStore): ListsArea {
	const lists = new ListStore(context.clock, records);
	return {
		name: 'lists',
		lists,
		reset: () => lists.clear(),
		routes: servedIn(PATH_FORMS.lists, (version) => listRoutes(lists, version)),
	};
}
