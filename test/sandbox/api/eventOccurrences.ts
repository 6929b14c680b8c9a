import type { SandboxContext } from '../context';
import { validationError } from '../errors';
import type { CrmStore } from '../state/crmStore';
import type { CustomEvents, EventOccurrence } from '../state/customEvents';
import { OBJECT_TYPES } from '../state/objectTypes';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn } from '../versions';
import { MAX_PROPERTIES, PRIMARY_OBJECTS } from './eventDefinitions';

const SEND_SCOPE = 'analytics.behavioral_events.send';
/** HubSpot publishes no batch maximum (API-FACTS-5 §3.1, uncertain): the package chunks at 500. */
const MAX_BATCH = 500;
/** Occurrences per page at most (not in the spec; uncertain). */
const MAX_PAGE = 100;
/** Value lengths of the 2021 changelog: URLs and referrers 200, other strings 50 characters. */
const LONG_VALUE_NAMES = /url|referrer/;

interface SendInput {
	eventName?: unknown;
	properties?: unknown;
	email?: unknown;
	objectId?: unknown;
	utk?: unknown;
	occurredAt?: unknown;
	uuid?: unknown;
}

interface PropertyDefinition {
	name: string;
	type: string;
	options?: Array<{ value: string }>;
}

/** Whether a text is a value of the property's type, as the service reads event property values. */
function valueProblem(property: PropertyDefinition, value: string): string | undefined {
	switch (property.type) {
		case 'number':
			return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : 'a number';
		case 'bool':
			return value === 'true' || value === 'false' ? undefined : 'true or false';
		case 'enumeration':
			return (property.options ?? []).some((o) => o.value === value)
				? undefined
				: `one of ${(property.options ?? []).map((o) => o.value).join(', ')}`;
		case 'date':
		case 'datetime':
			return /^\d+$/.test(value) || !Number.isNaN(Date.parse(value)) ? undefined : 'a date';
		default: {
			const max = LONG_VALUE_NAMES.test(property.name) ? 200 : 50;
			return value.length <= max ? undefined : `at most ${max} characters`;
		}
	}
}

/**
 * Custom event sends (single and batch: 204 without a body, a bad input refuses the whole call and
 * nothing is counted; a repeated `uuid` is answered 204 and not counted twice) and the occurrence
 * reads of records. Sends are exempt from every rate limit, as HubSpot's spec says.
 */
export function createEventOccurrencesArea(
	context: SandboxContext,
	events: CustomEvents,
	crm: CrmStore,
): SandboxArea {
	const contacts = OBJECT_TYPES.find((type) => type.name === 'contacts')!;

	/** The contact of an e-mail address, if one exists. */
	const contactIdOf = (email: string): string | null =>
		crm
			.of(contacts)
			.order.map((id) => crm.get(contacts, id))
			.find((record) => record && !record.archived && record.properties.email === email)?.id ??
		null;

	/** One input checked as the service checks it; what it counts, or a 400. */
	function checked(input: SendInput): { occurrence: Omit<EventOccurrence, 'id'>; uuid?: string } {
		const definition = events.byFullyQualifiedName(input.eventName);
		if (!definition)
			throw validationError(`Event definition not found: ${JSON.stringify(input.eventName)}`);
		const identities = (['email', 'objectId', 'utk'] as const).filter(
			(key) => input[key] !== undefined && input[key] !== null && input[key] !== '',
		);
		if (identities.length === 0)
			throw validationError('One of email, objectId or utk is required to identify the record');
		const properties = input.properties;
		if (typeof properties !== 'object' || properties === null || Array.isArray(properties))
			throw validationError('properties is required (an object of property values)');
		const entries = Object.entries(properties as Record<string, unknown>);
		if (entries.length > MAX_PROPERTIES)
			throw validationError(`An occurrence can have at most ${MAX_PROPERTIES} properties`);
		const known = definition.properties as PropertyDefinition[];
		for (const [name, value] of entries) {
			const property = known.find((p) => p.name === name);
			if (!property)
				throw validationError(`Property ${name} does not exist on event ${definition.name}`);
			if (typeof value !== 'string')
				throw validationError(`The value of property ${name} must be a string`);
			const problem = valueProblem(property, value);
			if (problem)
				throw validationError(`The value of property ${name} must be ${problem}`, {
					context: { propertyName: [name] },
				});
		}
		if (input.occurredAt !== undefined && Number.isNaN(Date.parse(String(input.occurredAt))))
			throw validationError('occurredAt must be an ISO 8601 date-time');
		const objectId =
			input.objectId !== undefined && input.objectId !== null && input.objectId !== ''
				? String(input.objectId)
				: typeof input.email === 'string'
					? contactIdOf(input.email)
					: null;
		return {
			occurrence: {
				eventType: String(definition.fullyQualifiedName),
				objectType: String(definition.primaryObject).toLowerCase(),
				objectId,
				occurredAt:
					input.occurredAt !== undefined
						? new Date(String(input.occurredAt)).toISOString()
						: context.clock.iso(),
				properties: Object.fromEntries(entries) as Record<string, string>,
			},
			...(input.uuid !== undefined ? { uuid: String(input.uuid) } : {}),
		};
	}

	function count(accepted: ReturnType<typeof checked>): void {
		if (!events.record(accepted.occurrence, accepted.uuid)) return;
		context.bus.publish({
			subscriptionType: 'event.completed',
			objectId: Number(accepted.occurrence.objectId ?? 0),
			eventName: accepted.occurrence.eventType,
			properties: accepted.occurrence.properties,
		});
	}

	const sendAuth = { kind: 'bearer' as const, anyOfScopes: [SEND_SCOPE] };
	return {
		name: 'eventOccurrences',
		// The occurrences are reset with the definitions they belong to (eventDefinitions.ts).
		reset: () => undefined,
		routes: [
			...servedIn(PATH_FORMS.eventSend, () => [
				{
					method: 'POST',
					path: '',
					auth: sendAuth,
					limitClass: 'unlimited',
					handler: (req) => {
						count(checked((req.body ?? {}) as SendInput));
						return { status: 204 };
					},
				},
				{
					method: 'POST',
					path: '/batch',
					auth: sendAuth,
					limitClass: 'unlimited',
					handler: (req) => {
						const inputs = (req.body as { inputs?: unknown } | undefined)?.inputs;
						if (!Array.isArray(inputs) || inputs.length === 0)
							throw validationError('inputs is required');
						if (inputs.length > MAX_BATCH)
							throw validationError(`A batch can have at most ${MAX_BATCH} inputs`);
						// One bad input refuses the call: every input is checked before any is counted.
						const accepted = inputs.map((input) => checked((input ?? {}) as SendInput));
						accepted.forEach(count);
						return { status: 204 };
					},
				},
			]),
			...servedIn(PATH_FORMS.eventOccurrences, () => [
				{
					method: 'GET',
					path: '',
					auth: { kind: 'bearer' },
					handler: (req) => {
						const q = req.query;
						const typeParam = q.get('objectType');
						const objectType =
							typeParam === null
								? undefined
								: (Object.entries(PRIMARY_OBJECTS).find(
										([name, id]) => typeParam.toUpperCase() === name || typeParam === id,
									)?.[0] ?? typeParam.toUpperCase());
						const after = q.get('occurredAfter');
						const before = q.get('occurredBefore');
						const propertyFilters = [...q.entries()].filter(([key]) => key.startsWith('property.'));
						const matching = events.occurrences.filter(
							(o) =>
								(objectType === undefined || o.objectType === objectType.toLowerCase()) &&
								(q.get('objectId') === null || o.objectId === q.get('objectId')) &&
								(q.get('eventType') === null || o.eventType === q.get('eventType')) &&
								(q.get('id') === null || o.id === q.get('id')) &&
								(after === null || Date.parse(o.occurredAt) > Date.parse(after)) &&
								(before === null || Date.parse(o.occurredAt) < Date.parse(before)) &&
								propertyFilters.every(
									([key, value]) => o.properties[key.slice('property.'.length)] === value,
								),
						);
						const newestFirst = q.get('sort') === '-occurredAt';
						const sorted = [...matching].sort(
							(a, b) =>
								(Date.parse(a.occurredAt) - Date.parse(b.occurredAt) ||
									Number(a.id) - Number(b.id)) * (newestFirst ? -1 : 1),
						);
						const limit = Number(q.get('limit') ?? MAX_PAGE);
						if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
							throw validationError(`limit must be between 1 and ${MAX_PAGE}`);
						const start = Number(q.get('after') ?? 0);
						const page = sorted.slice(start, start + limit);
						const next = start + limit < sorted.length ? String(start + limit) : undefined;
						return {
							status: 200,
							body: {
								results: page,
								...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
							},
						};
					},
				},
			]),
			{
				// The sandbox's own count (not HubSpot's API), for benchmarks that send more occurrences
				// than reading them back page by page could check: per event type, the occurrences stored
				// and the distinct records they belong to.
				method: 'GET',
				pattern: '/__sandbox/events/occurrences',
				auth: { kind: 'none' },
				limitClass: 'unlimited',
				handler: () => {
					const byEventType: Record<string, { count: number; objects: Set<string> }> = {};
					for (const o of events.occurrences) {
						const entry = (byEventType[o.eventType] ??= { count: 0, objects: new Set() });
						entry.count++;
						entry.objects.add(`${o.objectType}/${o.objectId}`);
					}
					return {
						status: 200,
						body: Object.fromEntries(
							Object.entries(byEventType).map(([type, { count, objects }]) => [
								type,
								{ count, distinctRecords: objects.size },
							]),
						),
					};
				},
			},
		],
	};
}
