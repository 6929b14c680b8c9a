import { SandboxHttpError, checkText, errorBody, noRoute, validationError } from '../errors';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import { CUSTOM_SCHEMAS } from '../state/customSchemas';
import {
	findObjectType,
	scopesFor,
	type ObjectTypeDefinition,
	type PropertyDefinition,
} from '../state/objectTypes';
import type { RouteAuth, SandboxRequest } from '../types';
import { newestUpTo, type ApiVersion, type VersionedRouteSpec } from '../versions';

/** Object types the versions from one on have no CRM API for: projects have only a 2026-09-beta. */
const UNRELEASED: Partial<Record<ApiVersion, string[]>> = { '2026-09': ['projects'] };

/** The object type of the `{objectType}` path segment, or the service's 400 (404 where unreleased). */
export function objectTypeOf(req: SandboxRequest): ObjectTypeDefinition {
	const segment = req.params.objectType ?? 'projects';
	const type = findObjectType(segment);
	if (!type)
		throw new SandboxHttpError(
			400,
			errorBody(`Unable to infer object type from: ${segment}`, 'VALIDATION_ERROR'),
		);
	if (newestUpTo(UNRELEASED, req.version ?? 'legacy')?.includes(type.name))
		throw noRoute(req.method, req.path);
	return type;
}

/** Bearer auth needing the read or write scope of the path's object type. */
export const crmAuth = (access: 'read' | 'write'): RouteAuth => ({
	kind: 'bearer',
	anyOfScopes: (req) => {
		const type = findObjectType(req.params.objectType ?? 'projects');
		return type ? scopesFor(type, access) : [];
	},
});

/** `a,b` query lists, and arrays in bodies, as property names. */
export function nameList(value: unknown): string[] {
	if (Array.isArray(value)) return value.map(String).filter(Boolean);
	if (typeof value === 'string')
		return value
			.split(',')
			.map((s) => s.trim())
			.filter(Boolean);
	return [];
}

/** HubSpot's simple public object, with the properties asked for (or the type's defaults). */
export function publicObject(
	record: CrmRecord,
	properties: string[],
	withHistory: string[] = [],
): Record<string, unknown> {
	const names = properties.length ? properties : record.type.defaultProperties;
	const values: Record<string, string | null> = {};
	for (const name of names) {
		if (record.properties[name] !== undefined) values[name] = record.properties[name];
		else if (record.type.properties.some((p) => p.name === name)) values[name] = null;
	}
	const object: Record<string, unknown> = {
		id: record.id,
		properties: values,
		createdAt: record.createdAt,
		updatedAt: record.updatedAt,
		archived: record.archived,
		...(record.archivedAt ? { archivedAt: record.archivedAt } : {}),
	};
	const history = withHistory.filter((name) => record.history[name]);
	if (history.length)
		object.propertiesWithHistory = Object.fromEntries(
			history.map((name) => [name, record.history[name]]),
		);
	return object;
}

interface PropertyProblem {
	isValid: false;
	message: string;
	error: string;
	name: string;
}

/** Problems of a property map: unknown names, read-only ones, values of the wrong kind. */
export function propertyProblems(
	type: ObjectTypeDefinition,
	properties: unknown,
	store: CrmStore,
): PropertyProblem[] {
	if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
		return [
			{
				isValid: false,
				message: 'properties must be an object',
				error: 'INVALID_PROPERTIES',
				name: 'properties',
			},
		];
	}
	const problems: PropertyProblem[] = [];
	for (const [name, value] of Object.entries(properties)) {
		const definition = type.properties.find((p) => p.name === name);
		if (!definition) {
			problems.push({
				isValid: false,
				message: `Property "${name}" does not exist`,
				error: 'PROPERTY_DOESNT_EXIST',
				name,
			});
		} else if (definition.readOnly) {
			problems.push({
				isValid: false,
				message: `"${name}" is a read only property; its value cannot be set.`,
				error: 'READ_ONLY_VALUE',
				name,
			});
		} else if (
			value !== '' &&
			value !== null &&
			definition.type === 'number' &&
			!Number.isFinite(Number(value))
		) {
			problems.push({
				isValid: false,
				message: `${JSON.stringify(value)} was not a valid number.`,
				error: 'INVALID_INTEGER',
				name,
			});
		} else if (
			value !== '' &&
			value !== null &&
			definition.options &&
			!optionsOf(definition, String(value)).every((option) => definition.options!.includes(option))
		) {
			problems.push({
				isValid: false,
				message: `${JSON.stringify(value)} was not one of the allowed options: [${definition.options.join(', ')}]`,
				error: 'INVALID_OPTION',
				name,
			});
		} else if (value !== '' && value !== null && !isDateValue(definition, String(value))) {
			problems.push({
				isValid: false,
				message: `${JSON.stringify(value)} is not a valid ${definition.type === 'date' ? 'date: use epoch milliseconds at midnight UTC or YYYY-MM-DD' : 'datetime: use epoch milliseconds or ISO 8601'}.`,
				error: 'INVALID_DATE',
				name,
			});
		} else if (name === 'email' && typeof value === 'string' && store.isBlocklisted(type, value)) {
			// HubSpot refuses the address of a GDPR-deleted contact (its exact words are not documented).
			problems.push({
				isValid: false,
				message: `${JSON.stringify(value)} was permanently deleted for a privacy request and is blocklisted.`,
				error: 'BLOCKLISTED_EMAIL',
				name,
			});
		} else if (name === ATTACHMENTS && typeof value === 'string' && value !== '') {
			const missing = store.missingFiles(value.split(';').map((id) => id.trim()));
			if (missing.length)
				problems.push({
					isValid: false,
					message: `${ATTACHMENTS} names files that do not exist: ${missing.join(', ')}`,
					error: 'INVALID_FILE_ID',
					name,
				});
		}
	}
	return problems;
}

/** An activity's attached files: file manager ids joined by `;`. */
const ATTACHMENTS = 'hs_attachment_ids';

/** The options a value names: a multi-select's values are joined with `;`. */
const optionsOf = (definition: PropertyDefinition, value: string): string[] =>
	definition.multiple ? value.split(';') : [value];

const DAY_MS = 86_400_000;

/**
 * Whether a value fits a date or datetime property (other types always do): a date is midnight-UTC
 * epoch ms or `YYYY-MM-DD`; a datetime is epoch ms or an ISO 8601 time.
 */
function isDateValue(definition: PropertyDefinition, value: string): boolean {
	if (definition.type === 'date')
		return /^\d{4}-\d{2}-\d{2}$/.test(value)
			? !Number.isNaN(Date.parse(value))
			: /^\d+$/.test(value) && Number(value) % DAY_MS === 0;
	if (definition.type === 'datetime')
		return (
			/^\d+$/.test(value) || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
		);
	return true;
}

/**
 * A create's problems with its custom object's required properties (the schema's
 * `requiredProperties`): HubSpot refuses a record of the type without a value of each. The text
 * and code of HubSpot's item are not documented (*uncertain*); the envelope is its "Property values
 * were not valid" one.
 */
export function requiredPropertyProblems(
	type: ObjectTypeDefinition,
	properties: unknown,
): PropertyProblem[] {
	const given = (typeof properties === 'object' && properties !== null ? properties : {}) as Record<
		string,
		unknown
	>;
	return (CUSTOM_SCHEMAS[type.name]?.requiredProperties ?? [])
		.filter((name) => given[name] === undefined || given[name] === null || given[name] === '')
		.map((name) => ({
			isValid: false,
			message: `Required property "${name}" is missing: a ${type.singular} needs a value of it.`,
			error: 'REQUIRED_PROPERTY',
			name,
		}));
}

export function propertyValidationError(problems: PropertyProblem[]): SandboxHttpError {
	return validationError(`Property values were not valid: ${JSON.stringify(problems)}`, {
		errors: problems.map((p) => ({
			message: p.message,
			code: p.error,
			context: { propertyName: [p.name] },
		})),
	});
}

/** Property values as the service stores them: strings, `null` clearing like the empty string. */
export function asPropertyValues(properties: Record<string, unknown>): Record<string, string> {
	for (const [name, value] of Object.entries(properties)) checkText(value, `properties.${name}`);
	return Object.fromEntries(
		Object.entries(properties).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
	);
}

/** The record a path id names, by internal id or by a unique `idProperty`. */
export function findRecord(
	store: CrmStore,
	type: ObjectTypeDefinition,
	id: string,
	idProperty: string | null,
	archived = false,
): CrmRecord | undefined {
	if (idProperty && idProperty !== 'hs_object_id') {
		const definition = type.properties.find((p) => p.name === idProperty);
		if (!definition?.unique) {
			throw validationError(
				`${idProperty} is not a unique identifier property for ${type.upperName} objects.`,
			);
		}
		return store.findByProperty(type, idProperty, id, archived);
	}
	const record = store.get(type, id);
	return record && record.archived === archived ? record : undefined;
}

/** The routes of the projects form (`/crm/objects/v3/projects/…`): the type is in the prefix. */
export const withoutTypeSegment = (specs: VersionedRouteSpec[]): VersionedRouteSpec[] =>
	specs.map((spec) => ({ ...spec, path: spec.path.replace(/^\/\{objectType\}/, '') }));
