import type { SandboxContext } from '../context';
import {
	batchError,
	checkEmailAddress,
	conflict,
	objectNotFound,
	validationError,
} from '../errors';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import { SEED_MARKETING_EVENTS } from '../state/marketingEvents';
import { findObjectType } from '../state/objectTypes';
import type { SandboxArea, SandboxReply, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn } from '../versions';

const READ = { kind: 'bearer' as const, anyOfScopes: ['crm.objects.marketing_events.read'] };
const WRITE = { kind: 'bearer' as const, anyOfScopes: ['crm.objects.marketing_events.write'] };
/** Pages of events and of participations: 10 unless asked, at most 100. */
const DEFAULT_PAGE = 10;
const MAX_PAGE = 100;

/** The path's `subscriberState` and the state a participation is then in. */
const STATES = { register: 'REGISTERED', attend: 'ATTENDED', cancel: 'CANCELLED' } as const;
type SubscriberState = keyof typeof STATES;
type AttendanceState = (typeof STATES)[SubscriberState];

const TEXT_FIELDS = [
	'eventName',
	'eventOrganizer',
	'eventType',
	'eventDescription',
	'eventUrl',
	'startDateTime',
	'endDateTime',
] as const;

interface MarketingEvent {
	objectId: string;
	/** The creating app: only it addresses the event by its external ids. */
	app: { id: number | 'private'; name: string };
	externalAccountId: string;
	externalEventId: string;
	fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
	eventCancelled: boolean;
	eventCompleted: boolean;
	customProperties: Array<{ name: string; value: string }>;
	createdAt: string;
	updatedAt: string;
}

/** A contact's last recorded state in an event (HubSpot's breakdown shows one per contact). */
interface Participation {
	id: string;
	objectId: string;
	contactId: string;
	state: AttendanceState;
	occurredAt: number;
	properties: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The caller's app: events are keyed by external ids per app (a private app is an app of its own). */
const callerApp = (req: SandboxRequest): MarketingEvent['app'] =>
	req.caller.appId === undefined
		? { id: 'private', name: 'Private app' }
		: { id: req.caller.appId, name: `App ${req.caller.appId}` };

/** A page size of the query: `limit` from 1 to 100, 10 when absent. */
function pageSize(req: SandboxRequest): number {
	const raw = req.query.get('limit');
	const limit = raw === null ? DEFAULT_PAGE : Number(raw);
	if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
		throw validationError(`limit must be between 1 and ${MAX_PAGE}`);
	return limit;
}

/** One page of a list by offset cursor, in HubSpot's envelope. */
function page<T>(req: SandboxRequest, all: T[], extra: Record<string, unknown> = {}): SandboxReply {
	const limit = pageSize(req);
	const offset = Number(req.query.get('after') ?? 0) || 0;
	const next = offset + limit < all.length ? String(offset + limit) : undefined;
	return {
		status: 200,
		body: {
			...extra,
			results: all.slice(offset, offset + limit),
			...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
		},
	};
}

/** A date-time field: ISO 8601 text. */
function checkDateTime(value: unknown, field: string): string {
	if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
		throw validationError(`${field} must be an ISO 8601 date-time, got ${JSON.stringify(value)}`);
	return value;
}

/**
 * Marketing events (v3 and the date versions, the same operations): events created by an app keyed
 * by its external account and event ids (updated, read and deleted by them only by that app, by
 * `objectId` by any), listed and searched; participants recorded by contact id or by e-mail in
 * batches (an unknown e-mail becomes a contact, an unknown contact id an error entry of the batch),
 * and the participations of an event or of a contact. Scopes `crm.objects.marketing_events.read`
 * (reads) and `…write` (writes).
 */
export function createMarketingEventsArea(context: SandboxContext, crm: CrmStore) {
	const events = new Map<string, MarketingEvent>();
	const participations = new Map<string, Participation>();
	let nextObjectId = 490_001;
	let nextParticipationId = 1;
	const contacts = () => findObjectType('contacts')!;

	const seed = () => {
		events.clear();
		participations.clear();
		nextObjectId = 490_001;
		nextParticipationId = 1;
		const at = context.clock.iso(Date.UTC(2026, 5, 1));
		for (const e of Object.values(SEED_MARKETING_EVENTS)) {
			events.set(e.objectId, {
				objectId: e.objectId,
				app: { id: e.appId, name: e.appName },
				externalAccountId: e.externalAccountId,
				externalEventId: e.externalEventId,
				fields: {
					eventName: e.eventName,
					eventOrganizer: e.eventOrganizer,
					eventType: e.eventType,
					startDateTime: e.startDateTime,
					endDateTime: e.endDateTime,
				},
				eventCancelled: false,
				eventCompleted: false,
				customProperties: [],
				createdAt: at,
				updatedAt: at,
			});
		}
	};
	seed();

	const ofEvent = (event: MarketingEvent) =>
		[...participations.values()].filter((p) => p.objectId === event.objectId);
	const count = (event: MarketingEvent, state: AttendanceState) =>
		ofEvent(event).filter((p) => p.state === state).length;
	const eventStatus = (event: MarketingEvent) => {
		if (event.eventCancelled) return 'CANCELLED';
		const end = Date.parse(event.fields.endDateTime ?? '');
		return !Number.isNaN(end) && end < context.clock.now() ? 'PAST' : 'UPCOMING';
	};
	const view = (event: MarketingEvent) => ({
		objectId: event.objectId,
		externalAccountId: event.externalAccountId,
		externalEventId: event.externalEventId,
		...event.fields,
		eventCancelled: event.eventCancelled,
		eventCompleted: event.eventCompleted,
		eventStatus: eventStatus(event),
		customProperties: event.customProperties,
		appInfo: { id: String(event.app.id), name: event.app.name },
		registrants: count(event, 'REGISTERED') + count(event, 'ATTENDED'),
		attendees: count(event, 'ATTENDED'),
		cancellations: count(event, 'CANCELLED'),
		noShows: 0,
		createdAt: event.createdAt,
		updatedAt: event.updatedAt,
	});

	const byObjectId = (objectId: string) => {
		const event = events.get(objectId);
		if (!event) throw objectNotFound(`Marketing event ${objectId} does not exist`);
		return event;
	};
	/** The caller's event with these external ids (`externalAccountId` is a required query parameter). */
	const byExternalIds = (req: SandboxRequest, externalEventId: string) => {
		const externalAccountId = req.query.get('externalAccountId');
		if (!externalAccountId) throw validationError('externalAccountId is required');
		const app = callerApp(req);
		const event = [...events.values()].find(
			(e) =>
				e.app.id === app.id &&
				e.externalAccountId === externalAccountId &&
				e.externalEventId === externalEventId,
		);
		if (!event)
			throw objectNotFound(
				`No marketing event of this app with externalEventId ${externalEventId} and externalAccountId ${externalAccountId}`,
			);
		return event;
	};

	/** Applies the given fields of a create or update body; `required` names those a create needs. */
	const applyFields = (event: MarketingEvent, body: Record<string, unknown>, required: boolean) => {
		for (const field of ['eventName', 'eventOrganizer'] as const)
			if (required && (typeof body[field] !== 'string' || body[field] === ''))
				throw validationError(`${field} is required`);
		if (required && !Array.isArray(body.customProperties))
			throw validationError('customProperties is required');
		for (const field of TEXT_FIELDS) {
			const value = body[field];
			if (value === undefined) continue;
			if (typeof value !== 'string') throw validationError(`${field} must be a string`);
			event.fields[field] =
				field === 'startDateTime' || field === 'endDateTime' ? checkDateTime(value, field) : value;
		}
		const { startDateTime, endDateTime } = event.fields;
		if (startDateTime && endDateTime && Date.parse(endDateTime) < Date.parse(startDateTime))
			throw validationError('endDateTime must not be before startDateTime');
		for (const flag of ['eventCancelled', 'eventCompleted'] as const) {
			if (body[flag] === undefined) continue;
			if (typeof body[flag] !== 'boolean') throw validationError(`${flag} must be a boolean`);
			event[flag] = body[flag];
		}
		if (body.customProperties !== undefined) {
			if (!Array.isArray(body.customProperties))
				throw validationError('customProperties must be a list');
			for (const entry of body.customProperties) {
				if (!isObject(entry) || typeof entry.name !== 'string' || entry.name === '')
					throw validationError('customProperties entries need a name');
				const value = String(entry.value ?? '');
				const at = event.customProperties.findIndex((p) => p.name === entry.name);
				if (at === -1) event.customProperties.push({ name: entry.name, value });
				else event.customProperties[at] = { name: entry.name, value };
			}
		}
		event.updatedAt = context.clock.iso();
	};

	/** Applies an update to a copy, so a refused update leaves the event as it was. */
	const update = (event: MarketingEvent, body: unknown) => {
		if (!isObject(body)) throw validationError('The request body must be a JSON object');
		const draft: MarketingEvent = {
			...event,
			fields: { ...event.fields },
			customProperties: [...event.customProperties],
		};
		applyFields(draft, body, false);
		events.set(event.objectId, draft);
		return { status: 200, body: view(draft) };
	};

	const remove = (event: MarketingEvent): SandboxReply => {
		events.delete(event.objectId);
		for (const [key, p] of participations)
			if (p.objectId === event.objectId) participations.delete(key);
		return { status: 204 };
	};

	const subscriberState = (req: SandboxRequest): SubscriberState => {
		const state = req.params.subscriberState;
		if (!(state in STATES))
			throw validationError(
				`subscriberState must be one of ${Object.keys(STATES).join(', ')}, got ${state}`,
			);
		return state as SubscriberState;
	};

	/** The contact an input names: by id (an error entry when unknown) or by e-mail (created when new). */
	const contactOf = (
		input: Record<string, unknown>,
		byEmail: boolean,
	): CrmRecord | { missing: string } => {
		if (!byEmail) {
			const contact = crm.get(contacts(), String(input.vid));
			return contact && !contact.archived ? contact : { missing: String(input.vid) };
		}
		const email = checkEmailAddress(input.email, 'inputs[].email').toLowerCase();
		const extra = input.contactProperties as Record<string, unknown>;
		return (
			crm.findByProperty(contacts(), 'email', email) ??
			crm.create(contacts(), {
				...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
				email,
			})
		);
	};

	/** Records the inputs' state in the event: every input checked first, then each recorded. */
	const record = (event: MarketingEvent, req: SandboxRequest, byEmail: boolean): SandboxReply => {
		const state = subscriberState(req);
		const body = req.body;
		if (!isObject(body) || !Array.isArray(body.inputs)) throw validationError('inputs is required');
		const inputs = body.inputs as unknown[];
		for (const input of inputs) {
			if (!isObject(input)) throw validationError('inputs must be objects');
			if (byEmail ? typeof input.email !== 'string' : typeof input.vid !== 'number')
				throw validationError(byEmail ? 'inputs[].email is required' : 'inputs[].vid is required');
			if (typeof input.interactionDateTime !== 'number')
				throw validationError('inputs[].interactionDateTime is required (epoch milliseconds)');
			if (!isObject(input.properties)) throw validationError('inputs[].properties is required');
			if (byEmail && !isObject(input.contactProperties))
				throw validationError('inputs[].contactProperties is required');
			if (byEmail) checkEmailAddress(input.email, 'inputs[].email');
		}
		const results: Array<Record<string, unknown>> = [];
		const errors: Array<Record<string, unknown>> = [];
		for (const input of inputs as Array<Record<string, unknown>>) {
			const contact = contactOf(input, byEmail);
			if ('missing' in contact) {
				errors.push(
					batchError('OBJECT_NOT_FOUND', `Contact ${contact.missing} does not exist`, {
						ids: [contact.missing],
					}),
				);
				continue;
			}
			const key = `${event.objectId}:${contact.id}`;
			const existing = participations.get(key);
			participations.set(key, {
				id: existing?.id ?? String(nextParticipationId++),
				objectId: event.objectId,
				contactId: contact.id,
				state: STATES[state],
				occurredAt: Number(input.interactionDateTime),
				properties: Object.fromEntries(
					Object.entries(input.properties as Record<string, unknown>).map(([k, v]) => [
						k,
						String(v),
					]),
				),
			});
			results.push({
				vid: Number(contact.id),
				...(byEmail ? { email: input.email } : {}),
			});
		}
		const at = context.clock.iso();
		return {
			status: 200,
			body: {
				status: 'COMPLETE',
				results,
				...(errors.length ? { errors, numErrors: errors.length } : {}),
				startedAt: at,
				completedAt: at,
			},
		};
	};

	const breakdownItem = (p: Participation) => {
		const event = events.get(p.objectId)!;
		const contact = crm.get(contacts(), p.contactId);
		return {
			id: p.id,
			associations: {
				contact: {
					contactId: p.contactId,
					email: contact?.properties.email,
					firstname: contact?.properties.firstname,
					lastname: contact?.properties.lastname,
				},
				marketingEvent: {
					marketingEventId: event.objectId,
					externalEventId: event.externalEventId,
					name: event.fields.eventName,
				},
			},
			properties: {
				attendanceState: p.state,
				occurredAt: p.occurredAt,
				...p.properties,
			},
			createdAt: context.clock.iso(p.occurredAt),
		};
	};

	/** A contact by id or e-mail, as the breakdown's `contactIdentifier` names it. */
	const contactNamed = (identifier: string) => {
		const contact = /^\d+$/.test(identifier)
			? crm.get(contacts(), identifier)
			: crm.findByProperty(contacts(), 'email', identifier.toLowerCase());
		if (!contact || contact.archived) throw objectNotFound(`Contact ${identifier} does not exist`);
		return contact;
	};

	/** An event's participations, filtered by `contactIdentifier` and `state`. */
	const breakdown = (req: SandboxRequest, event: MarketingEvent): SandboxReply => {
		const state = req.query.get('state');
		if (state && ![...Object.values(STATES), 'NO_SHOW', 'EMPTY'].includes(state))
			throw validationError(`state must be REGISTERED, ATTENDED, CANCELLED, NO_SHOW or EMPTY`);
		const identifier = req.query.get('contactIdentifier');
		const contactId = identifier ? contactNamed(identifier).id : undefined;
		const all = ofEvent(event)
			.filter((p) => (!state || p.state === state) && (!contactId || p.contactId === contactId))
			.map(breakdownItem);
		return page(req, all, { total: all.length });
	};

	const routes = servedIn(PATH_FORMS.marketingEvents, () => [
		{
			method: 'GET',
			path: '',
			auth: READ,
			handler: (req) => page(req, [...events.values()].map(view)),
		},
		{
			method: 'POST',
			path: '/events',
			auth: WRITE,
			handler: (req) => {
				const body = req.body;
				if (!isObject(body)) throw validationError('The request body must be a JSON object');
				for (const field of ['externalAccountId', 'externalEventId'])
					if (typeof body[field] !== 'string' || body[field] === '')
						throw validationError(`${field} is required`);
				const app = callerApp(req);
				const taken = [...events.values()].some(
					(e) =>
						e.app.id === app.id &&
						e.externalAccountId === body.externalAccountId &&
						e.externalEventId === body.externalEventId,
				);
				if (taken)
					throw conflict(
						`A marketing event with externalEventId ${String(body.externalEventId)} already exists for this app`,
					);
				const at = context.clock.iso();
				const event: MarketingEvent = {
					objectId: String(nextObjectId++),
					app,
					externalAccountId: String(body.externalAccountId),
					externalEventId: String(body.externalEventId),
					fields: {},
					eventCancelled: false,
					eventCompleted: false,
					customProperties: [],
					createdAt: at,
					updatedAt: at,
				};
				applyFields(event, body, true);
				events.set(event.objectId, event);
				return { status: 200, body: view(event) };
			},
		},
		{
			method: 'GET',
			path: '/events/search',
			auth: READ,
			handler: (req) => {
				const q = req.query.get('q');
				if (!q) throw validationError('q is required');
				const results = [...events.values()]
					.filter((e) => e.externalEventId.includes(q))
					.map((e) => ({
						objectId: e.objectId,
						externalEventId: e.externalEventId,
						appInfo: { id: String(e.app.id), name: e.app.name },
					}));
				return { status: 200, body: { results } };
			},
		},
		{
			method: 'GET',
			path: '/events/{externalEventId}',
			auth: READ,
			handler: (req) => ({
				status: 200,
				body: view(byExternalIds(req, req.params.externalEventId)),
			}),
		},
		{
			method: 'PATCH',
			path: '/events/{externalEventId}',
			auth: WRITE,
			handler: (req) => update(byExternalIds(req, req.params.externalEventId), req.body),
		},
		{
			method: 'DELETE',
			path: '/events/{externalEventId}',
			auth: WRITE,
			handler: (req) => remove(byExternalIds(req, req.params.externalEventId)),
		},
		{
			method: 'GET',
			path: '/{objectId}',
			auth: READ,
			handler: (req) => ({ status: 200, body: view(byObjectId(req.params.objectId)) }),
		},
		{
			method: 'PATCH',
			path: '/{objectId}',
			auth: WRITE,
			handler: (req) => update(byObjectId(req.params.objectId), req.body),
		},
		{
			method: 'DELETE',
			path: '/{objectId}',
			auth: WRITE,
			handler: (req) => remove(byObjectId(req.params.objectId)),
		},
		{
			method: 'POST',
			path: '/{objectId}/attendance/{subscriberState}/create',
			auth: WRITE,
			handler: (req) => record(byObjectId(req.params.objectId), req, false),
		},
		{
			method: 'POST',
			path: '/{objectId}/attendance/{subscriberState}/email-create',
			auth: WRITE,
			handler: (req) => record(byObjectId(req.params.objectId), req, true),
		},
		{
			method: 'POST',
			path: '/attendance/{externalEventId}/{subscriberState}/create',
			auth: WRITE,
			handler: (req) => record(byExternalIds(req, req.params.externalEventId), req, false),
		},
		{
			method: 'POST',
			path: '/attendance/{externalEventId}/{subscriberState}/email-create',
			auth: WRITE,
			handler: (req) => record(byExternalIds(req, req.params.externalEventId), req, true),
		},
		{
			method: 'GET',
			path: '/participations/contacts/{contactIdentifier}/breakdown',
			auth: READ,
			handler: (req) => {
				const contact = contactNamed(req.params.contactIdentifier);
				const all = [...participations.values()]
					.filter((p) => p.contactId === contact.id)
					.map(breakdownItem);
				return page(req, all, { total: all.length });
			},
		},
		{
			method: 'GET',
			path: '/participations/{objectId}/breakdown',
			auth: READ,
			handler: (req) => breakdown(req, byObjectId(req.params.objectId)),
		},
		{
			method: 'GET',
			path: '/participations/{externalAccountId}/{externalEventId}/breakdown',
			auth: READ,
			handler: (req) => {
				const app = callerApp(req);
				const { externalAccountId, externalEventId } = req.params;
				const event = [...events.values()].find(
					(e) =>
						e.app.id === app.id &&
						e.externalAccountId === externalAccountId &&
						e.externalEventId === externalEventId,
				);
				if (!event) throw objectNotFound(`No marketing event of this app with these external ids`);
				return breakdown(req, event);
			},
		},
	]);

	return { name: 'marketingEvents', routes, reset: seed } satisfies SandboxArea;
}
