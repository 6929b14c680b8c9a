import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody } from '../errors';
import { CUSTOM_SCHEMAS } from '../state/customSchemas';
import { OBJECT_TYPES, findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';
import type { Route, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion } from '../versions';
import { propertyAnswer } from './crmProperties';
import type { DefinitionStore } from '../state/propertyDefinitions';

const SCHEMA_SCOPES = ['crm.schemas.custom.read', 'crm.objects.custom.read'];

const customTypes = (): ObjectTypeDefinition[] => OBJECT_TYPES.filter((type) => CUSTOM_SCHEMAS[type.name]);

/** The custom object schemas of the account: all of them, or one by type id or fully qualified name. */
export function schemaRoutes(context: SandboxContext, definitions: DefinitionStore): Route[] {
	const at = context.clock.iso(Date.UTC(2025, 8, 1));
	const answer = (type: ObjectTypeDefinition, version: ApiVersion) => {
		const details = CUSTOM_SCHEMAS[type.name];
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
			searchableProperties: type.properties.filter((p) => p.searchable).map((p) => p.name),
			properties: type.properties.map((p, order) => propertyAnswer(type, p, order, at, version)),
			associations: [{ id: '75', fromObjectTypeId: type.typeId, toObjectTypeId: '0-1', name: `${type.name.replace(/^p\d+_/, '')}_to_contact`, createdAt: at, updatedAt: at }],
			archived: false,
			allowsSensitiveProperties: false,
			createdAt: at,
			updatedAt: at,
			createdByUserId: 9100001,
			updatedByUserId: 9100001,
		};
	};
	const one = (req: SandboxRequest) => {
		const type = findObjectType(req.params.objectType);
		if (!type || !CUSTOM_SCHEMAS[type.name]) throw new SandboxHttpError(404, errorBody(`Unable to find object type ${req.params.objectType}`, 'OBJECT_NOT_FOUND'));
		return { status: 200, body: answer(type, req.version) };
	};
	const all = (req: SandboxRequest) => ({ status: 200, body: { results: req.query.get('archived') === 'true' ? [] : customTypes().map((type) => answer(type, req.version)) } });
	const auth = { kind: 'bearer' as const, anyOfScopes: SCHEMA_SCOPES };
	const routes = () => [
		{ method: 'GET' as const, path: '', auth, handler: all },
		{ method: 'GET' as const, path: '/{objectType}', auth, handler: one },
	];
	// The legacy API answers under two spellings.
	return [...servedIn(PATH_FORMS.schemas, routes), ...servedIn({ legacy: '/crm/v3/schemas' }, routes)];
}
