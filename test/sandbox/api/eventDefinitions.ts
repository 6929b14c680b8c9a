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
							properties: (body.propertyDefinitions ?? []).map((p, displayOrder) => ({
								name: p.name ?? nameFromLabel(p.label!),
								label: p.label,
								type: p.type,
								fieldType:
									p.type === 'enumeration'
										? 'select'
										: p.type === 'bool'
											? 'booleancheckbox'
											: 'text',
								description: p.description ?? '',
								groupName: 'event_properties',
								options: (p.options ?? []).map((o, order) => ({
									hidden: false,
									displayOrder: order,
									description: '',
									...o,
								})),
								displayOrder,
								...displayHints(p.type!),
								archived: false,
								createdAt: now,
								updatedAt: now,
							})),
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
			]),
		],
	};
}
