import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { conflict, objectNotFound, validationError } from '../errors';
import { CUSTOM_SCHEMAS, type CustomSchemaDetails } from '../state/customSchemas';
import type { CrmStore } from '../state/crmStore';
import { customObjectType, findObjectType } from '../state/objectTypes';
import type { DefinitionStore } from '../state/propertyDefinitions';
import type { RouteAuth, SandboxRequest } from '../types';
import { atLeast, newestUpTo, type ApiVersion, type VersionedRouteSpec } from '../versions';
import { newProperty } from './propertyValidation';
import { schemaAnswer, schemaTypeOf, typeDefinitionAnswer } from './schemas';

type Body = Record<string, unknown>;

const WRITE_AUTH: RouteAuth = { kind: 'bearer', anyOfScopes: ['crm.schemas.custom.write'] };

/** The create fields each version of `POST /crm-object-schemas/…/schemas` requires (HubSpot's custom object schemas reference); 2026-09 no longer has shouldCreateSameObjectAssociation. */
const CREATE_REQUIRED: Partial<Record<ApiVersion, string[]>> = {
	legacy: ['name', 'labels', 'properties', 'requiredProperties', 'associatedObjects'],
	'2026-03': [
		'name',
		'labels',
		'properties',
		'requiredProperties',
		'associatedObjects',
		'allowsSensitiveProperties',
		'searchableProperties',
		'secondaryDisplayProperties',
		'shouldCreateSameObjectAssociation',
	],
	'2026-09': [
		'name',
		'labels',
		'properties',
		'requiredProperties',
		'associatedObjects',
		'allowsSensitiveProperties',
		'searchableProperties',
		'secondaryDisplayProperties',
	],
};

const UPDATE_FIELDS = [
	'labels',
	'description',
	'clearDescription',
	'primaryDisplayProperty',
	'secondaryDisplayProperties',
	'searchableProperties',
	'requiredProperties',
	'allowsSensitiveProperties',
	'restorable',
];

function bodyOf(req: SandboxRequest): Body {
	if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body))
		throw validationError('Invalid input JSON: the body must be an object');
	return req.body as Body;
}

function stringList(body: Body, field: string): string[] {
	const value = body[field] ?? [];
	if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
		throw validationError(`Invalid input JSON: ${field} must be a list of strings`);
	return value as string[];
}

/** Names a schema field gives, each a property of the object. */
function propertyNames(body: Body, field: string, known: Set<string>): string[] {
	const names = stringList(body, field);
	const unknown = names.find((name) => !known.has(name));
	if (unknown)
		throw validationError(`${field} names ${unknown}, which is not a property of the object`);
	return names;
}

/** Creating, updating and deleting custom objects, and adding and removing their association definitions. */
export function schemaWriteRoutes(
	context: SandboxContext,
	definitions: DefinitionStore,
	store: CrmStore,
): VersionedRouteSpec[] {
	const now = () => context.clock.iso();
	return [
		{
			method: 'POST',
			path: '',
			auth: WRITE_AUTH,
			handler: (req) => {
				const body = bodyOf(req);
				if (atLeast(req.version, '2026-09') && 'shouldCreateSameObjectAssociation' in body)
					throw validationError(
						'Invalid input JSON: Unrecognized field "shouldCreateSameObjectAssociation"',
					);
				const missing = (newestUpTo(CREATE_REQUIRED, req.version ?? 'legacy') ?? []).find(
					(field) => body[field] === undefined,
				);
				if (missing)
					throw validationError(`Invalid input JSON: ${missing} is required`, {
						context: { [missing]: ['is required'] },
					});
				const name = String(body.name);
				if (!/^[a-z][a-z0-9_]*$/.test(name))
					throw validationError(
						`Object name "${name}" must be lowercase letters, digits and underscores starting with a letter`,
					);
				const fullyQualifiedName = `p${ACCOUNT.hubId}_${name}`;
				if (
					CUSTOM_SCHEMAS[fullyQualifiedName] ||
					definitions.archivedSchemas.has(fullyQualifiedName)
				)
					throw conflict(`An object type named ${name} already exists`);
				const labels = body.labels as { singular?: unknown; plural?: unknown };
				if (
					typeof labels !== 'object' ||
					typeof labels?.singular !== 'string' ||
					typeof labels.plural !== 'string'
				)
					throw validationError('Invalid input JSON: labels needs singular and plural');
				if (!Array.isArray(body.properties) || body.properties.length === 0)
					throw validationError('Invalid input JSON: properties must hold at least one property');
				const associated = stringList(body, 'associatedObjects').map((entry) => {
					const target = findObjectType(entry);
					if (!target) throw validationError(`associatedObjects: unknown object type ${entry}`);
					return target;
				});
				const id = String(definitions.nextSchemaId++);
				const type = customObjectType(fullyQualifiedName, `2-${id}`, []);
				const at = now();
				for (const property of body.properties) {
					const given = (typeof property === 'object' && property !== null ? property : {}) as Body;
					type.properties.push(
						newProperty(
							type,
							definitions,
							{ groupName: `${fullyQualifiedName}information`, ...given },
							req.version,
							at,
						),
					);
				}
				const known = new Set(type.properties.map((p) => p.name));
				const primary =
					body.primaryDisplayProperty === undefined
						? undefined
						: propertyNames({ primary: [body.primaryDisplayProperty] }, 'primary', known)[0];
				const details: CustomSchemaDetails = {
					id,
					labels: { singular: labels.singular, plural: labels.plural },
					primaryDisplayProperty: primary ?? type.properties[type.properties.length - 1].name,
					secondaryDisplayProperties: propertyNames(body, 'secondaryDisplayProperties', known),
					requiredProperties: propertyNames(body, 'requiredProperties', known),
					searchableProperties: propertyNames(body, 'searchableProperties', known),
					description: typeof body.description === 'string' ? body.description : '',
					allowsSensitiveProperties: body.allowsSensitiveProperties === true,
					associations: associated.map((target) => ({
						id: String(definitions.nextAssociationId++),
						fromObjectTypeId: type.typeId,
						toObjectTypeId: target.typeId,
						name: `${name}_to_${target.singular}`,
						createdAt: at,
						updatedAt: at,
					})),
					createdAt: at,
					updatedAt: at,
				};
				if (body.shouldCreateSameObjectAssociation === true) {
					details.associations?.push({
						id: String(definitions.nextAssociationId++),
						fromObjectTypeId: type.typeId,
						toObjectTypeId: type.typeId,
						name: `${name}_to_${name}`,
						createdAt: at,
						updatedAt: at,
					});
				}
				CUSTOM_SCHEMAS[fullyQualifiedName] = details;
				definitions.addType(type);
				return { status: 201, body: schemaAnswer(type, details, at, req.version) };
			},
		},
		{
			method: 'PATCH',
			path: '/{objectType}',
			auth: WRITE_AUTH,
			handler: (req) => {
				const type = schemaTypeOf(req);
				const details = CUSTOM_SCHEMAS[type.name];
				const body = bodyOf(req);
				const unknown = Object.keys(body).find((field) => !UPDATE_FIELDS.includes(field));
				if (unknown) throw validationError(`Invalid input JSON: Unrecognized field "${unknown}"`);
				if (req.version !== 'legacy' && typeof body.clearDescription !== 'boolean')
					throw validationError('Invalid input JSON: clearDescription is required', {
						context: { clearDescription: ['is required'] },
					});
				const known = new Set(type.properties.map((p) => p.name));
				if (body.labels !== undefined)
					details.labels = { ...details.labels, ...(body.labels as object) };
				if (typeof body.description === 'string') details.description = body.description;
				if (body.clearDescription === true) details.description = '';
				if (body.primaryDisplayProperty !== undefined)
					[details.primaryDisplayProperty] = propertyNames(
						{ primary: [body.primaryDisplayProperty] },
						'primary',
						known,
					);
				if (body.secondaryDisplayProperties !== undefined)
					details.secondaryDisplayProperties = propertyNames(
						body,
						'secondaryDisplayProperties',
						known,
					);
				if (body.searchableProperties !== undefined)
					details.searchableProperties = propertyNames(body, 'searchableProperties', known);
				if (body.requiredProperties !== undefined)
					details.requiredProperties = propertyNames(body, 'requiredProperties', known);
				if (typeof body.allowsSensitiveProperties === 'boolean')
					details.allowsSensitiveProperties = body.allowsSensitiveProperties;
				details.updatedAt = now();
				return { status: 200, body: typeDefinitionAnswer(type, details, now()) };
			},
		},
		{
			method: 'DELETE',
			path: '/{objectType}',
			auth: WRITE_AUTH,
			handler: (req) => {
				// `archived=true`: delete an already soft-deleted object for good, freeing its name.
				if (req.query.get('archived') === 'true') {
					const archived = [...definitions.archivedSchemas.values()].find(
						({ type }) =>
							type.name === req.params.objectType || type.typeId === req.params.objectType,
					);
					if (!archived)
						throw objectNotFound(`Unable to find archived object type ${req.params.objectType}`);
					definitions.archivedSchemas.delete(archived.type.name);
					return { status: 204 };
				}
				const type = schemaTypeOf(req);
				if ([...store.of(type).byId.values()].some((record) => !record.archived))
					throw validationError(`Object type ${type.name} still has records: delete them first`);
				definitions.archiveType(type);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/{objectType}/associations',
			auth: WRITE_AUTH,
			handler: (req) => {
				const type = schemaTypeOf(req);
				const body = bodyOf(req);
				for (const field of ['fromObjectTypeId', 'toObjectTypeId'])
					if (typeof body[field] !== 'string')
						throw validationError(`Invalid input JSON: ${field} is required`);
				if (body.fromObjectTypeId !== type.typeId)
					throw validationError(`fromObjectTypeId must be the object's own type id ${type.typeId}`);
				const target = findObjectType(String(body.toObjectTypeId));
				if (!target) throw validationError(`Unknown object type ${String(body.toObjectTypeId)}`);
				const details = CUSTOM_SCHEMAS[type.name];
				const at = now();
				const association = {
					id: String(definitions.nextAssociationId++),
					fromObjectTypeId: type.typeId,
					toObjectTypeId: target.typeId,
					...(typeof body.name === 'string' ? { name: body.name } : {}),
					createdAt: at,
					updatedAt: at,
				};
				details.associations = [...(details.associations ?? []), association];
				return { status: 201, body: association };
			},
		},
		{
			method: 'DELETE',
			path: '/{objectType}/associations/{associationId}',
			auth: WRITE_AUTH,
			handler: (req) => {
				const details = CUSTOM_SCHEMAS[schemaTypeOf(req).name];
				if (
					!details.associations?.some((association) => association.id === req.params.associationId)
				)
					throw objectNotFound(`Unable to find association ${req.params.associationId}`);
				details.associations = details.associations.filter(
					(association) => association.id !== req.params.associationId,
				);
				return { status: 204 };
			},
		},
	];
}
