import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { checkText, conflict, resourceNotFound, validationError } from '../errors';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion, atLeast } from '../versions';
import { displayHints, inVersion } from './propertyDisplayHints';
import type { CustomEvents } from '../state/customEvents';

const SCOPE = 'behavioral_events.event_definitions.read_write';
export const PRIMARY_OBJECTS: Record<string, string> = {
	CONTACT: '0-1',
	COMPANY: '0-2',
	DEAL: '0-3',
	TICKET: '0-5',
};
const PROPERTY_TYPES = ['string', 'number', 'enumeration', 'datetime', 'date', 'bool'];
export const MAX_PROPERTIES = 50;

interface PropertyInput {
	name?: string;
	label?: string;
	type?: string;
	description?: string;
	options?: Array<Record<string, unknown>>;
}

interface DefinitionInput {
	label?: unknown;
	headerTemplate?: unknown;
	detailTemplate?: unknown;
	name?: unknown;
	description?: unknown;
	primaryObject?: unknown;
	includeDefaultProperties?: unknown;
	propertyDefinitions?: PropertyInput[];
}

/** `Watched Video!` → `watched_video`, the internal name the service generates from a label. */
const nameFromLabel = (label: string) =>
	label
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '_')
		.replace(/^_+|_+$/g, '')
		.replace(/^(\d)/, 'e_$1')
		.slice(0, 50);

function validate(body: DefinitionInput): void {
	if (typeof body.label !== 'string' || body.label.trim() === '')
		throw validationError('label is required');
	if (body.label.length > 100) throw validationError('label must be at most 100 characters');
	checkText(body.description, 'description');
	if (
		body.name !== undefined &&
		(typeof body.name !== 'string' || !/^[a-z][a-z0-9_]{0,49}$/.test(body.name))
	) {
		throw validationError(
			'name must be at most 50 characters of lowercase letters, digits and underscores, starting with a letter',
		);
	}
	if (
		body.primaryObject !== undefined &&
		!PRIMARY_OBJECTS[String(body.primaryObject).toUpperCase()]
	) {
		throw validationError(
			`primaryObject must be one of ${Object.keys(PRIMARY_OBJECTS).join(', ')}`,
		);
	}
	if (typeof body.includeDefaultProperties !== 'boolean')
		throw validationError('includeDefaultProperties is required');
	const properties = body.propertyDefinitions;
	if (!Array.isArray(properties)) throw validationError('propertyDefinitions is required');
	if (properties.length > MAX_PROPERTIES)
		throw validationError(`An event can have at most ${MAX_PROPERTIES} properties`);
	for (const p of properties) {
		if (!p.label || !p.type)
			throw validationError('Each property definition needs a label and a type');
		if (!PROPERTY_TYPES.includes(p.type))
			throw validationError(
				`Property type ${JSON.stringify(p.type)} is not one of ${PROPERTY_TYPES.join(', ')}`,
			);
		if (p.type === 'enumeration' && !(p.options ?? []).length)
			throw validationError(`The enumeration property ${p.label} needs options`);
		for (const key of ['label', 'name', 'description'] as const)
			checkText(p[key], `propertyDefinitions.${key}`);
		for (const option of p.options ?? []) {
			for (const key of ['label', 'value', 'description'] as const)
				checkText(option[key], `propertyDefinitions.options.${key}`);
			if (option.displayOrder !== undefined && !Number.isInteger(option.displayOrder))
				throw validationError('propertyDefinitions.options.displayOrder must be an integer');
		}
	}
}

/** Options as stored: every field HubSpot answers. */
const storedOptions = (options: Array<Record<string, unknown>> | undefined) =>
	(options ?? []).map((o, order) => ({
		hidden: false,
		displayOrder: order,
		description: '',
		...o,
	}));

/** A property as the service stores and answers it. */
function storedProperty(
	p: PropertyInput,
	displayOrder: number,
	now: string,
): Record<string, unknown> {
	return {
		name: p.name ?? nameFromLabel(p.label!),
		label: p.label,
		type: p.type,
		fieldType: p.type === 'enumeration' ? 'select' : p.type === 'bool' ? 'booleancheckbox' : 'text',
		description: p.description ?? '',
		groupName: 'event_properties',
		options: storedOptions(p.options),
		displayOrder,
		...displayHints(p.type!),
		archived: false,
		createdAt: now,
		updatedAt: now,
	};
}

/** Refuses fields a request body may not have (the service's JSON reader fails on unknown fields). */
function onlyFields(body: Record<string, unknown>, allowed: string[]): void {
	const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
	if (unknown.length) throw validationError(`Unrecognized field ${JSON.stringify(unknown[0])}`);
}

/** A stored definition as a version answers it: 2026-09 drops the templates and the display hints. */
function answered(
	definition: Record<string, unknown>,
	version: ApiVersion,
): Record<string, unknown> {
	if (!atLeast(version, '2026-09')) return definition;
	const { headerTemplate: _header, detailTemplate: _detail, properties, ...rest } = definition;
	return {
		...rest,
		properties: (properties as Array<Record<string, unknown>>).map((p) => inVersion(p, version)),
	};
}

/**
 * Event definitions: create, list and read custom event definitions (v3, 2026-03, and 2026-09
 * under `/events/custom/`). Sends and occurrence reads are in eventOccurrences.ts.
 */
export function createEventDefinitionsArea(
	context: SandboxContext,
	events: CustomEvents,
): SandboxArea {
	const definitions = events.definitions;
	let nextId = 7001;
	const auth = { kind: 'bearer' as const, anyOfScopes: [SCOPE] };
	/** A property of a definition, or 404. */
	const propertyOf = (eventName: string, propertyName: string) => {
		const property = (
			definitions.get(eventName)?.properties as Array<Record<string, unknown>> | undefined
		)?.find((p) => p.name === propertyName);
		if (!property) throw resourceNotFound();
		return property;
	};
	return {
		name: 'eventDefinitions',
		reset: () => {
			events.reset();
			nextId = 7001;
		},
		routes: [
			...servedIn(PATH_FORMS.eventDefinitions, (version) => [
				{
					method: 'POST',
					path: '',
					auth,
					handler: (req) => {
						const body = (req.body ?? {}) as DefinitionInput;
						validate(body);
						const name =
							typeof body.name === 'string' ? body.name : nameFromLabel(String(body.label));
						if (definitions.has(name))
							throw conflict(`An event definition named ${name} already exists`);
						const primary = String(body.primaryObject ?? 'CONTACT').toUpperCase();
						const now = context.clock.iso();
						const created = {
							id: String(nextId++),
							name,
							fullyQualifiedName: `pe${ACCOUNT.hubId}_${name}`,
							labels: { singular: String(body.label), plural: String(body.label) },
							description: typeof body.description === 'string' ? body.description : '',
							...(typeof body.headerTemplate === 'string'
								? { headerTemplate: body.headerTemplate }
								: {}),
							...(typeof body.detailTemplate === 'string'
								? { detailTemplate: body.detailTemplate }
								: {}),
							primaryObject: primary,
							primaryObjectId: PRIMARY_OBJECTS[primary],
							objectTypeId: `6-${nextId + 1000}`,
							trackingType: 'MANUAL',
							archived: false,
							createdAt: now,
							updatedAt: now,
							createdUserId: ACCOUNT.userId,
							updatedUserId: ACCOUNT.userId,
							associations: [],
							properties: (body.propertyDefinitions ?? []).map((p, displayOrder) =>
								storedProperty(p, displayOrder, now),
							),
						};
						definitions.set(name, created);
						return { status: 201, body: answered(created, version) };
					},
				},
				{
					method: 'GET',
					path: '',
					auth,
					handler: () => ({
						status: 200,
						body: { results: [...definitions.values()].map((d) => answered(d, version)) },
					}),
				},
				{
					method: 'GET',
					path: '/{eventName}',
					auth,
					handler: (req) => {
						const found = definitions.get(req.params.eventName);
						if (!found) throw resourceNotFound();
						return { status: 200, body: answered(found, version) };
					},
				},
				{
					// v3 requires `propertyOrder` (every property's name, in the new order); the date
					// versions take only the label and the description. Answered 201.
					method: 'PATCH',
					path: '/{eventName}',
					auth,
					handler: (req) => {
						const found = definitions.get(req.params.eventName);
						if (!found) throw resourceNotFound();
						const body = (req.body ?? {}) as Record<string, unknown>;
						const legacy = version === 'legacy';
						onlyFields(
							body,
							legacy ? ['label', 'description', 'propertyOrder'] : ['label', 'description'],
						);
						checkText(body.label, 'label');
						checkText(body.description, 'description');
						if (typeof body.label === 'string' && body.label.length > 100)
							throw validationError('label must be at most 100 characters');
						const properties = found.properties as Array<Record<string, unknown>>;
						if (legacy) {
							const order = body.propertyOrder;
							const names = properties.map((p) => p.name);
							if (
								!Array.isArray(order) ||
								order.length !== names.length ||
								!names.every((name) => order.includes(name))
							)
								throw validationError('propertyOrder must name every property of the event');
							found.properties = order.map((name, displayOrder) => ({
								...properties.find((p) => p.name === name),
								displayOrder,
							}));
						}
						if (typeof body.label === 'string')
							found.labels = { singular: body.label, plural: body.label };
						if (typeof body.description === 'string') found.description = body.description;
						found.updatedAt = context.clock.iso();
						return { status: 201, body: answered(found, version) };
					},
				},
				{
					method: 'POST',
					path: '/{eventName}/property',
					auth,
					handler: (req) => {
						const found = definitions.get(req.params.eventName);
						if (!found) throw resourceNotFound();
						const input = (req.body ?? {}) as PropertyInput;
						onlyFields(input as Record<string, unknown>, [
							'label',
							'type',
							'name',
							'description',
							'options',
						]);
						validate({ label: 'x', includeDefaultProperties: false, propertyDefinitions: [input] });
						const properties = found.properties as Array<Record<string, unknown>>;
						if (properties.length >= MAX_PROPERTIES)
							throw validationError(`An event can have at most ${MAX_PROPERTIES} properties`);
						const property = storedProperty(input, properties.length, context.clock.iso());
						if (properties.some((p) => p.name === property.name))
							throw conflict(`A property named ${String(property.name)} already exists`);
						properties.push(property);
						return { status: 201, body: inVersion(property, version) };
					},
				},
				{
					method: 'PATCH',
					path: '/{eventName}/property/{propertyName}',
					auth,
					handler: (req) => {
						const property = propertyOf(req.params.eventName, req.params.propertyName);
						const body = (req.body ?? {}) as PropertyInput;
						onlyFields(body as Record<string, unknown>, ['label', 'description', 'options']);
						checkText(body.label, 'label');
						checkText(body.description, 'description');
						if (body.options !== undefined) {
							if (property.type !== 'enumeration')
								throw validationError('Only enumeration properties have options');
							validate({
								label: 'x',
								includeDefaultProperties: false,
								propertyDefinitions: [{ label: 'x', type: 'enumeration', options: body.options }],
							});
							property.options = storedOptions(body.options);
						}
						if (body.label !== undefined) property.label = body.label;
						if (body.description !== undefined) property.description = body.description;
						property.updatedAt = context.clock.iso();
						return { status: 200, body: inVersion(property, version) };
					},
				},
				{
					method: 'DELETE',
					path: '/{eventName}/property/{propertyName}',
					auth,
					handler: (req) => {
						const property = propertyOf(req.params.eventName, req.params.propertyName);
						const found = definitions.get(req.params.eventName)!;
						found.properties = (found.properties as Array<Record<string, unknown>>).filter(
							(p) => p !== property,
						);
						return { status: 204 };
					},
				},
			]),
		],
	};
}
