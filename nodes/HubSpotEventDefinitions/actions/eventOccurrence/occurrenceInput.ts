import { createHash } from 'node:crypto';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { instantOf } from '../../../shared/execution/dateTimes';
import { holdsExpression, itemReader } from '../../../shared/execution/itemParameters';
import {
	invalidInput,
	readDateTime,
	readEmailAddress,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { EVENT, eventNameOf } from '../../helpers/eventLocator';
import {
	readEventDefinition,
	type EventDefinition,
	type EventPropertyDefinition,
} from '../../helpers/definitions';

const PROPERTIES = 'Event Properties';

/** HubSpot's limits on an occurrence (its 2021 changelog): checked here, since a batch answers no per-item result. */
export const MAX_OCCURRENCE_PROPERTIES = 50;
const STRING_MAX_LENGTH = 50;
/** URL and referrer values may be longer. */
const URL_MAX_LENGTH = 200;
const URL_PROPERTY = /url|referrer/;

/** The body of one occurrence, as HubSpot's send endpoints take it. */
export interface Occurrence extends IDataObject {
	eventName: string;
	uuid: string;
	properties: Record<string, string>;
	occurredAt?: string;
	email?: string;
	objectId?: string;
	utk?: string;
}

interface MapperValue {
	mappingMode?: string;
	value?: IDataObject | null;
}

/** A value as the event property's type takes it (the send endpoints take text), or what is wrong. */
function propertyValue(
	property: EventPropertyDefinition,
	raw: unknown,
): { value: string } | { problem: string } {
	if (property.type === 'date' || property.type === 'datetime') {
		// Dates may come as a DateTime or a Date object ({{ $now }}), not only as text.
		const at = instantOf(raw);
		if (at === undefined) return { problem: `must be a date, got "${String(raw).trim()}"` };
		const iso = new Date(at).toISOString();
		return { value: property.type === 'date' ? iso.slice(0, 10) : iso };
	}
	if (typeof raw === 'object') return { problem: 'must be one value, not a list or an object' };
	const text = String(raw).trim();
	switch (property.type) {
		case 'number':
			return text !== '' && Number.isFinite(Number(text))
				? { value: text }
				: { problem: `must be a number, got "${text}"` };
		case 'bool':
			return text === 'true' || text === 'false'
				? { value: text }
				: { problem: `must be true or false, got "${text}"` };
		case 'enumeration': {
			const allowed = (property.options ?? []).map((option) => option.value);
			return allowed.includes(text)
				? { value: text }
				: { problem: `must be one of ${allowed.join(', ')}, got "${text}"` };
		}
		default: {
			const value = String(raw);
			const max = URL_PROPERTY.test(property.name) ? URL_MAX_LENGTH : STRING_MAX_LENGTH;
			return value.length <= max
				? { value }
				: { problem: `must be at most ${max} characters, got ${value.length}` };
		}
	}
}

/** The item's property values, each checked against the event's definition. */
function propertiesOf(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
	definition: EventDefinition,
): Record<string, string> {
	const byName = new Map((definition.properties ?? []).map((p) => [p.name, p]));
	const mapper = (itemReader(ctx)('eventProperties', itemIndex, {}) ?? {}) as MapperValue;
	const given =
		mapper.mappingMode === 'autoMapInputData'
			? Object.entries(items[itemIndex].json).filter(([name]) => byName.has(name))
			: Object.entries(mapper.value ?? {});
	const properties: Record<string, string> = {};
	for (const [name, raw] of given) {
		if (raw === null || raw === undefined || raw === '') continue;
		const property = byName.get(name);
		if (!property)
			throw invalidInput(
				ctx,
				PROPERTIES,
				itemIndex,
				`"${name}" is not a property of the event ${definition.fullyQualifiedName}`,
			);
		const converted = propertyValue(property, raw);
		if ('problem' in converted)
			throw invalidInput(ctx, PROPERTIES, itemIndex, `"${name}" ${converted.problem}`);
		properties[name] = converted.value;
	}
	const count = Object.keys(properties).length;
	if (count > MAX_OCCURRENCE_PROPERTIES)
		throw invalidInput(
			ctx,
			PROPERTIES,
			itemIndex,
			`an occurrence can have at most ${MAX_OCCURRENCE_PROPERTIES} properties, got ${count}`,
		);
	return properties;
}

/** The record the occurrence belongs to: one of email, objectId, utk. */
function identityOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const by = read('identifyBy', itemIndex, 'email');
	if (by === 'objectId')
		return {
			objectId: readIntegerId(ctx, read('objectId', itemIndex, ''), 'Record ID', itemIndex),
		};
	if (by === 'utk') {
		const utk = readText(ctx, read('utk', itemIndex, ''), 'User Token', itemIndex).trim();
		if (utk === '') throw invalidInput(ctx, 'User Token', itemIndex, 'must not be empty');
		return { utk };
	}
	return { email: readEmailAddress(ctx, read('email', itemIndex, ''), 'Email', itemIndex) };
}

/** `occurredAt` as ISO 8601, when the item gives one. */
function occurredAtOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const options = (itemReader(ctx)('options', itemIndex, {}) ?? {}) as IDataObject;
	const at = readDateTime(ctx, options.occurredAt, 'Occurred At', itemIndex);
	return at === undefined ? {} : { occurredAt: new Date(at).toISOString() };
}

/** A UUID (RFC 9562 version 8) made from a text: the same text always gives the same UUID. */
function uuidFrom(text: string): string {
	const hex = createHash('sha256').update(text).digest('hex').slice(0, 32).split('');
	hex[12] = '8';
	hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
	const h = hex.join('');
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Reads items into occurrences, each checked against its event's definition before anything is sent:
 * `prepare` reads every item's event and fetches each definition once; `occurrence` then builds and
 * checks one item synchronously (the batch runner's `prepare`).
 */
export function occurrenceReader(ctx: IExecuteFunctions, items: INodeExecutionData[]) {
	// A definition, none (HubSpot answered 404), or why it could not be read (for its items alone).
	const definitions = new Map<string, EventDefinition | undefined | Error>();
	// The same execution, node, run and item give the same ID: a retry of it counts once.
	const run = `${ctx.getExecutionId() ?? ''}/${ctx.getNode().id}/${ctx.getWorkflowDataProxy(0).$runIndex}`;

	async function definitionOf(name: string, itemIndex: number): Promise<void> {
		if (!definitions.has(name))
			definitions.set(
				name,
				await readEventDefinition(ctx, name, itemIndex).catch((error: unknown) =>
					error instanceof Error ? error : new Error(String(error)),
				),
			);
	}

	// An event picked in the editor is the same for every item: read through n8n once, not per item.
	// One an expression names is read once per item: `prepare` keeps it for `occurrence`.
	const sameEvent = !holdsExpression(ctx.getNode().parameters.eventName);
	let eventOfEveryItem: string | undefined;
	const eventOfItem = new Map<number, string>();
	const eventOf = (itemIndex: number): string => {
		if (sameEvent) return (eventOfEveryItem ??= eventNameOf(ctx, itemIndex));
		let name = eventOfItem.get(itemIndex);
		if (name === undefined) eventOfItem.set(itemIndex, (name = eventNameOf(ctx, itemIndex)));
		return name;
	};

	return {
		/** Fetches the definitions of the events items name (an item that names none is refused later). */
		async prepare(itemIndexes: number[]): Promise<void> {
			for (const itemIndex of itemIndexes) {
				let name: string;
				try {
					name = eventOf(itemIndex);
				} catch {
					continue;
				}
				await definitionOf(name, itemIndex);
			}
		},
		/** One item's occurrence; its event's definition must have been prepared. */
		occurrence(itemIndex: number): Occurrence {
			const eventName = eventOf(itemIndex);
			const definition = definitions.get(eventName);
			if (definition instanceof Error) throw definition;
			if (!definition)
				throw invalidInput(
					ctx,
					EVENT,
					itemIndex,
					`the account has no custom event named ${eventName}`,
					'Choose an event from the list, or create its definition first.',
				);
			const options = (itemReader(ctx)('options', itemIndex, {}) ?? {}) as IDataObject;
			const givenUuid = readText(ctx, options.uuid, 'Occurrence ID (UUID)', itemIndex).trim();
			return {
				eventName,
				...identityOf(ctx, itemIndex),
				...occurredAtOf(ctx, itemIndex),
				properties: propertiesOf(ctx, items, itemIndex, definition),
				uuid: givenUuid || uuidFrom(`${run}/${itemIndex}`),
			};
		},
	};
}
