import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody } from '../errors';
import { CUSTOM_SCHEMAS, type CustomSchemaDetails } from '../state/customSchemas';
import type { CrmStore } from '../state/crmStore';
import { OBJECT_TYPES, findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';
import type { DefinitionStore } from '../state/propertyDefinitions';
import type { Route, RouteAuth, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion } from '../versions';
import { propertyAnswer } from './crmProperties';
import { schemaWriteRoutes } from './schemaWrites';

const SCHEMA_SCOPES = ['crm.schemas.custom.read', 'crm.objects.custom.read'];

const customTypes = (): ObjectTypeDefinition[] =>
	OBJECT_TYPES.filter((type) => CUSTOM_SCHEMAS[type.name]);

/** A schema's type definition: what an update answers (no properties, no associations). */
export function typeDefinitionAnswer(
	type: ObjectTypeDefinition,
	details: CustomSchemaDetails,
	at: string,
	archived = false,
): Record<string, unknown> {
	return {
		id: details.id,
		objectTypeId: type.typeId,
		fullyQualifiedName: type.name,
		name: type.name.replace(/^p\d+_/, ''),
		labels: details.labels,
		description: details.description,
		primaryDisplayProperty: details.primaryDisplayProperty,
		secondaryDisplayProperties: details.secondaryDisplayProperties,
		requiredProperties: details.requiredProperties,
		searchableProperties:
			details.searchableProperties ??
			type.properties.filter((p) => p.searchable).map((p) => p.name),
		archived,
		allowsSensitiveProperties: details.allowsSensitiveProperties ?? false,
		createdAt: details.createdAt ?? at,
		updatedAt: details.updatedAt ?? at,
		createdByUserId: 9100001,
		updatedByUserId: 9100001,
	};
}

/** A schema with its properties and association definitions. */
export function schemaAnswer(
	type: ObjectTypeDefinition,
	details: CustomSchemaDetails,
	at: string,
	version: ApiVersion,
	archived = false,
): Record<string, unknown> {
	return {
		...typeDefinitionAnswer(type, details, at, archived),
		properties: type.properties.map((p, order) => propertyAnswer(type, p, order, at, version)),
		associations: details.associations ?? [],
	};
}

/** The custom object type a schema path names, or HubSpot's 404. */
export function schemaTypeOf(req: SandboxRequest): ObjectTypeDefinition {
	const type = findObjectType(req.params.objectType);
	if (!type || !CUSTOM_SCHEMAS[type.name])
		throw new SandboxHttpError(
			404,
			errorBody(`Unable to find object type ${req.params.objectType}`, 'OBJECT_NOT_FOUND'),
		);
	return type;
}

/** The custom object schemas of the account: all of them, or one by type id or fully qualified name; and their writes. */
export function schemaRoutes(
	context: SandboxContext,
	definitions: DefinitionStore,
	store: CrmStore,
): Route[] {
	const at = context.clock.iso(Date.UTC(2025, 8, 1));
	const one = (req: SandboxRequest) => {
		const type = schemaTypeOf(req);
		return { status: 200, body: schemaAnswer(type, CUSTOM_SCHEMAS[type.name], at, req.version) };
	};
	const all = (req: SandboxRequest) => ({
		status: 200,
		body: {
			results:
				req.query.get('archived') === 'true'
					? [...definitions.archivedSchemas.values()].map(({ type, details }) =>
							schemaAnswer(type, details, at, req.version, true),
						)
					: customTypes().map((type) =>
							schemaAnswer(type, CUSTOM_SCHEMAS[type.name], at, req.version),
						),
		},
	});
	const auth: RouteAuth = { kind: 'bearer', anyOfScopes: SCHEMA_SCOPES };
	const routes = () => [
		{ method: 'GET' as const, path: '', auth, handler: all },
		{ method: 'GET' as const, path: '/{objectType}', auth, handler: one },
		...schemaWriteRoutes(context, definitions, store),
	];
	// The legacy API answers under two spellings.
	return [
		...servedIn(PATH_FORMS.schemas, routes),
		...servedIn({ legacy: '/crm/v3/schemas' }, routes),
	];
}
