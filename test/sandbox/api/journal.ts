import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { missingScopes, objectNotFound, validationError } from '../errors';
import type { CrmStore } from '../state/crmStore';
import {
	ACTIONS_OF,
	FILTER_OPERATORS,
	WebhooksJournal,
	type FilterCondition,
	type JournalAction,
	type JournalFile,
	type JournalSubscription,
	type SubscriptionType,
} from '../state/journal';
import { OBJECT_TYPES, scopesFor } from '../state/objectTypes';
import type { Route, RouteAuth, SandboxArea, SandboxReply, SandboxRequest } from '../types';

/** The scopes of the journal, as HubSpot's guide names them (the spec's own names differ; *uncertain* which the service checks). */
export const JOURNAL_SCOPES = {
	read: 'developer.webhooks_journal.read',
	subscriptionsRead: 'developer.webhooks_journal.subscriptions.read',
	subscriptionsWrite: 'developer.webhooks_journal.subscriptions.write',
	snapshotsRead: 'developer.webhooks_journal.snapshots.read',
	snapshotsWrite: 'developer.webhooks_journal.snapshots.write',
} as const;

/** The two journals: every install of the app, or one install (`installPortalId`). */
export const JOURNAL_PREFIXES = [
	'/webhooks-journal/journal/2026-03',
	'/webhooks-journal/journal-local/2026-03',
] as const;
export const SUBSCRIPTIONS_PREFIX = '/webhooks-journal/subscriptions/2026-03';
export const SNAPSHOTS_PREFIX = '/webhooks-journal/snapshots/2026-03';
/** Where the pre-signed file links point (HubSpot's point at its file storage, another host). */
export const FILES_PREFIX = '/webhooks-journal-files';

/** Entries per batch read (2027-03-beta docs; the 2026-03 spec sets only the minimum 1). */
export const BATCH_MAX = 100;

/** How long a pre-signed link works (*uncertain*: HubSpot answers its `expiresAt`, the lifetime is not published). */
export const FILE_URL_LIFETIME_MS = 10 * 60_000;

/** The most events one `/__sandbox/journal/events` call appends per subscription. */
const MAX_APPENDED = 1_000_000;

/** Key of the sandbox's link signatures, new for every start. */
const SIGNING_KEY = randomBytes(32);

const bearer = (scope: string): RouteAuth => ({ kind: 'bearer', anyOfScopes: [scope] });
// Every journal operation is exempt from the daily and ten-second limits (its own limit is not published).
const exempt = 'unlimited' as const;

const signatureOf = (offset: string, expires: number): string =>
	createHmac('sha256', SIGNING_KEY).update(`${offset}\n${expires}`).digest('hex');

/** An answer of the file storage: XML, as S3-style storage answers. */
function storageError(status: number, code: string, message: string): SandboxReply {
	return {
		status,
		headers: { 'Content-Type': 'application/xml' },
		body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
	};
}

/** The app the client-credentials token belongs to; other tokens have no journal. */
function appOf(req: SandboxRequest): number {
	if (req.caller.appId === undefined) throw missingScopes([JOURNAL_SCOPES.read]);
	return req.caller.appId;
}

/** `installPortalId`: optional; when given, an account the app is installed in. */
function installOf(req: SandboxRequest): number | undefined {
	const value = req.query.get('installPortalId');
	if (value === null) return undefined;
	if (!/^\d+$/.test(value))
		throw validationError(`installPortalId must be an integer, got ${JSON.stringify(value)}`);
	if (Number(value) !== ACCOUNT.hubId)
		throw validationError(`The app is not installed in portal ${value}`);
	return Number(value);
}

function countOf(req: SandboxRequest): number {
	const count = Number(req.params.count);
	if (!Number.isInteger(count) || count < 1 || count > BATCH_MAX)
		throw validationError(
			`count must be a whole number from 1 to ${BATCH_MAX}, got ${req.params.count}`,
		);
	return count;
}

const unknownOffset = (offset: string) =>
	objectNotFound(`Offset ${offset} is unknown or older than the journal keeps (3 days)`);

/** The journal reads, the file links, subscriptions with filters, and snapshots of the webhooks journal (2026-03). */
export function createJournalArea(
	context: SandboxContext,
	store: CrmStore,
): SandboxArea & { journal: WebhooksJournal } {
	const journal = new WebhooksJournal(
		context.clock,
		store.changes,
		() => context.config.journalEventsPerFile,
	);

	const entryOf = (file: JournalFile) => {
		const expires = context.clock.now() + FILE_URL_LIFETIME_MS;
		return {
			url: `${context.baseUrl()}${FILES_PREFIX}/${file.offset}?expires=${expires}&signature=${signatureOf(file.offset, expires)}`,
			expiresAt: context.clock.iso(expires),
			currentOffset: file.offset,
		};
	};
	const single = (file: JournalFile | undefined): SandboxReply =>
		file ? { status: 200, body: entryOf(file) } : { status: 204 };
	const batch = (
		files: JournalFile[],
		errors: Array<Record<string, unknown>> = [],
	): SandboxReply => {
		if (files.length === 0 && errors.length === 0) return { status: 204 };
		const now = context.clock.iso();
		const body = {
			status: 'COMPLETE',
			results: files.map(entryOf),
			startedAt: now,
			completedAt: now,
			...(errors.length ? { errors, numErrors: errors.length } : {}),
		};
		return { status: errors.length ? 207 : 200, body };
	};
	/** The files after `offset` (404 when the offset is unknown or gone). */
	const after = (req: SandboxRequest, offset: string, count: number): JournalFile[] => {
		const appId = appOf(req);
		const portalId = installOf(req);
		const from = journal.at(appId, offset, portalId);
		if (!from) throw unknownOffset(offset);
		const files = journal.readable(appId, portalId);
		const index = files.indexOf(from);
		return files.slice(index + 1, index + 1 + count);
	};

	const journalRoutes = (prefix: string): Route[] => [
		{
			method: 'GET',
			pattern: `${prefix}/earliest`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => single(journal.readable(appOf(req), installOf(req))[0]),
		},
		{
			method: 'GET',
			pattern: `${prefix}/latest`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => single(journal.readable(appOf(req), installOf(req)).at(-1)),
		},
		{
			method: 'GET',
			pattern: `${prefix}/offset/{offset}/next`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => single(after(req, req.params.offset, 1)[0]),
		},
		{
			method: 'GET',
			pattern: `${prefix}/batch/earliest/{count}`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => batch(journal.readable(appOf(req), installOf(req)).slice(0, countOf(req))),
		},
		{
			method: 'GET',
			pattern: `${prefix}/batch/latest/{count}`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => {
				const count = countOf(req);
				return batch(journal.readable(appOf(req), installOf(req)).slice(-count));
			},
		},
		{
			method: 'GET',
			pattern: `${prefix}/batch/{offset}/next/{count}`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => batch(after(req, req.params.offset, countOf(req))),
		},
		{
			method: 'POST',
			pattern: `${prefix}/batch/read`,
			auth: bearer(JOURNAL_SCOPES.read),
			limitClass: exempt,
			handler: (req) => {
				const inputs = (req.body as { inputs?: unknown } | undefined)?.inputs;
				if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > BATCH_MAX)
					throw validationError(`inputs must hold 1 to ${BATCH_MAX} offsets`);
				const appId = appOf(req);
				const portalId = installOf(req);
				const found: JournalFile[] = [];
				const errors: Array<Record<string, unknown>> = [];
				for (const offset of inputs.map(String)) {
					const file = journal.at(appId, offset, portalId);
					if (file) found.push(file);
					else
						errors.push({
							status: 'error',
							category: 'OBJECT_NOT_FOUND',
							message: `Offset ${offset} is unknown or older than the journal keeps`,
							context: { offset: [offset] },
							errors: [],
							links: {},
						});
				}
				return batch(found, errors);
			},
		},
		{
			method: 'GET',
			pattern: `${prefix}/status/{statusId}`,
			auth: bearer(JOURNAL_SCOPES.snapshotsRead),
			limitClass: exempt,
			handler: (req) => {
				const status = journal.snapshotStatus(appOf(req), req.params.statusId);
				if (!status) throw objectNotFound(`Snapshot status ${req.params.statusId} not found`);
				const { appId: _appId, ...shown } = status;
				return { status: 200, body: shown };
			},
		},
	];

	const fileRoute: Route = {
		method: 'GET',
		pattern: `${FILES_PREFIX}/{offset}`,
		auth: { kind: 'none' },
		limitClass: exempt,
		handler: (req) => {
			// Pre-signed: the signature in the query is the only credential, as on S3-style storage.
			if (req.headers.authorization !== undefined) {
				return storageError(
					400,
					'InvalidArgument',
					'Only one auth mechanism allowed; only the signature query parameters or the Authorization header should be specified',
				);
			}
			const expires = Number(req.query.get('expires'));
			const given = Buffer.from(String(req.query.get('signature') ?? ''));
			const wanted = Buffer.from(signatureOf(req.params.offset, expires));
			if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
				return storageError(
					403,
					'SignatureDoesNotMatch',
					'The request signature we calculated does not match the signature you provided',
				);
			if (expires <= context.clock.now())
				return storageError(403, 'AccessDenied', 'Request has expired');
			const file = journal.file(req.params.offset);
			if (!file) return storageError(404, 'NoSuchKey', 'The specified key does not exist.');
			return {
				status: 200,
				body: {
					offset: file.offset,
					journalEvents: file.events,
					publishedAt: context.clock.iso(file.publishedAt),
				},
			};
		},
	};

	const subscriptionRoutes: Route[] = [
		{
			method: 'GET',
			pattern: SUBSCRIPTIONS_PREFIX,
			auth: bearer(JOURNAL_SCOPES.subscriptionsRead),
			limitClass: exempt,
			handler: (req) => ({
				status: 200,
				body: { results: journal.subscriptionsOf(appOf(req)).map(shownSubscription) },
			}),
		},
		{
			method: 'POST',
			pattern: SUBSCRIPTIONS_PREFIX,
			auth: bearer(JOURNAL_SCOPES.subscriptionsWrite),
			limitClass: exempt,
			handler: (req) => ({
				status: 200,
				body: shownSubscription(journal.upsertSubscription(subscriptionOf(req, appOf(req)))),
			}),
		},
		{
			method: 'GET',
			pattern: `${SUBSCRIPTIONS_PREFIX}/{subscriptionId}`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsRead),
			limitClass: exempt,
			handler: (req) => ({ status: 200, body: shownSubscription(subscriptionIn(journal, req)) }),
		},
		{
			method: 'DELETE',
			pattern: `${SUBSCRIPTIONS_PREFIX}/{subscriptionId}`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsWrite),
			limitClass: exempt,
			handler: (req) => {
				journal.deleteSubscription(subscriptionIn(journal, req));
				return { status: 204 };
			},
		},
		{
			method: 'DELETE',
			pattern: `${SUBSCRIPTIONS_PREFIX}/portals/{portalId}`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsWrite),
			limitClass: exempt,
			handler: (req) => {
				for (const subscription of journal
					.subscriptionsOf(appOf(req))
					.filter((s) => String(s.portalId) === req.params.portalId))
					journal.deleteSubscription(subscription);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			pattern: `${SUBSCRIPTIONS_PREFIX}/filters`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsWrite),
			limitClass: exempt,
			handler: (req) => {
				const body = (req.body ?? {}) as {
					subscriptionId?: unknown;
					filter?: { conditions?: unknown };
				};
				const subscription = journal.subscription(appOf(req), Number(body.subscriptionId));
				if (!subscription)
					throw objectNotFound(`Subscription ${String(body.subscriptionId)} not found`);
				return {
					status: 200,
					body: {
						filterId: journal.addFilter(subscription.id, conditionsOf(body.filter?.conditions)).id,
					},
				};
			},
		},
		{
			method: 'GET',
			pattern: `${SUBSCRIPTIONS_PREFIX}/filters/subscription/{subscriptionId}`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsRead),
			limitClass: exempt,
			handler: (req) => ({
				status: 200,
				body: journal
					.filtersOf(subscriptionIn(journal, req).id)
					.map(({ subscriptionId: _s, ...shown }) => shown),
			}),
		},
		{
			method: 'GET',
			pattern: `${SUBSCRIPTIONS_PREFIX}/filters/{filterId}`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsRead),
			limitClass: exempt,
			handler: (req) => {
				const { subscriptionId: _s, ...shown } = filterIn(journal, req);
				return { status: 200, body: shown };
			},
		},
		{
			method: 'DELETE',
			pattern: `${SUBSCRIPTIONS_PREFIX}/filters/{filterId}`,
			auth: bearer(JOURNAL_SCOPES.subscriptionsWrite),
			limitClass: exempt,
			handler: (req) => {
				journal.deleteFilter(filterIn(journal, req));
				return { status: 204 };
			},
		},
	];

	const snapshotRoute: Route = {
		method: 'POST',
		pattern: `${SNAPSHOTS_PREFIX}/crm`,
		auth: bearer(JOURNAL_SCOPES.snapshotsWrite),
		limitClass: exempt,
		handler: (req) => {
			const appId = appOf(req);
			const requests = (req.body as { snapshotRequests?: unknown } | undefined)?.snapshotRequests;
			if (!Array.isArray(requests) || requests.length === 0)
				throw validationError('snapshotRequests is required');
			const snapshotResponses = requests.map((raw, index) => {
				const asked = (raw ?? {}) as {
					portalId?: unknown;
					objectTypeId?: unknown;
					objectId?: unknown;
					properties?: unknown;
				};
				const where = `snapshotRequests[${index}]`;
				if (Number(asked.portalId) !== ACCOUNT.hubId)
					throw validationError(
						`${where}.portalId: the app is not installed in portal ${String(asked.portalId)}`,
					);
				const type = OBJECT_TYPES.find((t) => t.typeId === asked.objectTypeId);
				if (!type)
					throw validationError(
						`${where}.objectTypeId ${JSON.stringify(asked.objectTypeId)} is not an object type id`,
					);
				checkReadScope(req, type.typeId);
				if (!Array.isArray(asked.properties))
					throw validationError(`${where}.properties is required`);
				const record = store.get(type, String(asked.objectId));
				if (!record || record.archived)
					throw objectNotFound(`${where}: no ${type.singular} ${String(asked.objectId)}`);
				const status = journal.snapshot(appId, record, asked.properties.map(String));
				return {
					portalId: ACCOUNT.hubId,
					objectTypeId: type.typeId,
					objectId: Number(record.id),
					snapshotStatusId: status.id,
				};
			});
			return { status: 200, body: { snapshotResponses } };
		},
	};

	// The sandbox's own: a backlog of `count` events for the subscriptions asking for `action` on the
	// type (the benchmark's 100,000), written without as many CRM writes. Body:
	// `{"objectTypeId":"0-1","action":"CREATE","count":100000,"firstObjectId":1}`.
	const appendRoute: Route = {
		method: 'POST',
		pattern: '/__sandbox/journal/events',
		auth: { kind: 'none' },
		limitClass: exempt,
		handler: (req) => {
			const body = (req.body ?? {}) as {
				objectTypeId?: unknown;
				action?: unknown;
				count?: unknown;
				firstObjectId?: unknown;
			};
			const objectTypeId = String(body.objectTypeId ?? '');
			if (!OBJECT_TYPES.some((t) => t.typeId === objectTypeId))
				throw validationError(
					`objectTypeId ${JSON.stringify(body.objectTypeId)} is not an object type id of the account`,
				);
			const action = body.action;
			if (action !== 'CREATE' && action !== 'DELETE' && action !== 'RESTORE')
				throw validationError('action must be CREATE, DELETE or RESTORE');
			const count = Number(body.count);
			if (!Number.isInteger(count) || count < 1 || count > MAX_APPENDED)
				throw validationError(`count must be a whole number from 1 to ${MAX_APPENDED}`);
			const firstObjectId = Number(body.firstObjectId ?? 1);
			if (!Number.isSafeInteger(firstObjectId) || firstObjectId < 1)
				throw validationError('firstObjectId must be a positive whole number');
			const subscriptionIds = journal.appendEvents(objectTypeId, action, count, firstObjectId);
			return { status: 200, body: { subscriptionIds, events: count * subscriptionIds.length } };
		},
	};

	return {
		name: 'journal',
		journal,
		routes: [
			...JOURNAL_PREFIXES.flatMap(journalRoutes),
			fileRoute,
			...subscriptionRoutes,
			snapshotRoute,
			appendRoute,
		],
		reset: () => journal.reset(),
	};
}

function shownSubscription(subscription: JournalSubscription): Record<string, unknown> {
	return { ...subscription };
}

function subscriptionIn(journal: WebhooksJournal, req: SandboxRequest): JournalSubscription {
	const found = /^\d+$/.test(req.params.subscriptionId)
		? journal.subscription(appOf(req), Number(req.params.subscriptionId))
		: undefined;
	if (!found) throw objectNotFound(`Subscription ${req.params.subscriptionId} not found`);
	return found;
}

function filterIn(journal: WebhooksJournal, req: SandboxRequest) {
	const found = /^\d+$/.test(req.params.filterId)
		? journal.filter(appOf(req), Number(req.params.filterId))
		: undefined;
	if (!found) throw objectNotFound(`Filter ${req.params.filterId} not found`);
	return found;
}

/** A subscription needs the read scope of the object type it watches. */
function checkReadScope(req: SandboxRequest, typeId: string): void {
	const type = OBJECT_TYPES.find((t) => t.typeId === typeId)!;
	const scopes = scopesFor(type, 'read');
	if (!scopes.some((scope) => req.caller.scopes.includes(scope))) throw missingScopes(scopes);
}

const idList = (value: unknown, where: string, required: boolean): string[] | undefined => {
	if (value === undefined && !required) return undefined;
	if (!Array.isArray(value)) throw validationError(`${where} is required and must be an array`);
	return value.map((entry, index) => {
		if (!/^\d+$/.test(String(entry)))
			throw validationError(`${where}[${index}] must be an id, got ${JSON.stringify(entry)}`);
		return String(entry);
	});
};

/** The body of a create-or-update, checked as the spec's variants require (§7.2 of the facts). */
function subscriptionOf(
	req: SandboxRequest,
	appId: number,
): Omit<JournalSubscription, 'id' | 'createdAt' | 'updatedAt'> {
	const body = (req.body ?? {}) as Record<string, unknown>;
	const type = body.subscriptionType as SubscriptionType;
	if (!Object.keys(ACTIONS_OF).includes(String(type)))
		throw validationError(
			`subscriptionType must be one of ${Object.keys(ACTIONS_OF).join(', ')}, got ${JSON.stringify(body.subscriptionType)}`,
		);
	if (type === 'APP_LIFECYCLE_EVENT') {
		if (typeof body.eventTypeId !== 'string' || !body.eventTypeId)
			throw validationError('eventTypeId is required');
		const properties = Array.isArray(body.properties) ? body.properties.map(String) : undefined;
		if (!properties) throw validationError('properties is required');
		return {
			appId,
			subscriptionType: type,
			eventTypeId: body.eventTypeId,
			actions: ['APP_INSTALL', 'APP_UNINSTALL'],
			properties,
		};
	}
	if (!/^\d+$/.test(String(body.portalId ?? ''))) throw validationError('portalId is required');
	const portalId = Number(body.portalId);
	if (portalId !== ACCOUNT.hubId)
		throw validationError(`The app is not installed in portal ${portalId}`);
	const actions = body.actions;
	if (!Array.isArray(actions) || actions.length === 0)
		throw validationError('actions is required and must not be empty');
	for (const action of actions) {
		if (!ACTIONS_OF[type].includes(action as JournalAction))
			throw validationError(
				`actions: ${JSON.stringify(action)} is not an action of ${type} subscriptions (${ACTIONS_OF[type].join(', ')})`,
			);
	}
	const objectIds = idList(body.objectIds, 'objectIds', type !== 'GDPR_PRIVACY_DELETION');
	if (type === 'LIST_MEMBERSHIP') {
		return {
			appId,
			portalId,
			subscriptionType: type,
			actions: actions as JournalAction[],
			listIds: idList(body.listIds, 'listIds', true),
			objectIds,
		};
	}
	const objectTypeId = String(body.objectTypeId ?? '');
	if (!OBJECT_TYPES.some((t) => t.typeId === objectTypeId))
		throw validationError(
			`objectTypeId ${JSON.stringify(body.objectTypeId)} is not an object type id of the account`,
		);
	checkReadScope(req, objectTypeId);
	if (type === 'GDPR_PRIVACY_DELETION' && objectTypeId !== '0-1')
		throw validationError('Privacy deletions are events of contacts (objectTypeId 0-1)');
	const fields = {
		appId,
		portalId,
		subscriptionType: type,
		objectTypeId,
		actions: actions as JournalAction[],
		...(objectIds ? { objectIds } : {}),
	};
	if (type === 'ASSOCIATION') {
		const associated = body.associatedObjectTypeIds;
		if (!Array.isArray(associated)) throw validationError('associatedObjectTypeIds is required');
		return { ...fields, associatedObjectTypeIds: associated.map(String) };
	}
	if (type === 'OBJECT') {
		if (!Array.isArray(body.properties)) throw validationError('properties is required');
		return { ...fields, properties: body.properties.map(String) };
	}
	return fields;
}

/** A filter's conditions: each a CRM property, a known operator, and the value(s) the operator needs. */
function conditionsOf(value: unknown): FilterCondition[] {
	if (!Array.isArray(value) || value.length === 0)
		throw validationError('filter.conditions is required and must not be empty');
	return value.map((raw, index) => {
		const condition = (raw ?? {}) as Partial<FilterCondition>;
		const where = `filter.conditions[${index}]`;
		if (condition.filterType !== 'CRM_OBJECT_PROPERTY')
			throw validationError(`${where}.filterType must be CRM_OBJECT_PROPERTY`);
		if (typeof condition.property !== 'string' || !condition.property)
			throw validationError(`${where}.property is required`);
		if (!FILTER_OPERATORS.includes(condition.operator!))
			throw validationError(`${where}.operator must be one of ${FILTER_OPERATORS.join(', ')}`);
		const many = condition.operator === 'IN' || condition.operator === 'NOT_IN';
		const none = condition.operator === 'IS_EMPTY' || condition.operator === 'IS_NOT_EMPTY';
		if (many && (!Array.isArray(condition.values) || condition.values.length === 0))
			throw validationError(`${where}.values is required for ${condition.operator}`);
		if (!many && !none && (condition.value === undefined || condition.value === null))
			throw validationError(`${where}.value is required for ${condition.operator}`);
		return {
			filterType: 'CRM_OBJECT_PROPERTY',
			property: condition.property,
			operator: condition.operator!,
			...(many ? { values: condition.values!.map(String) } : {}),
			...(!many && !none ? { value: String(condition.value) } : {}),
		};
	});
}
