import type { SandboxContext } from '../context';
import {
	findObjectType,
	scopesFor,
	type CreatedPropertyDetails,
	type ObjectTypeDefinition,
	type PropertyDefinition,
} from '../state/objectTypes';
import type { Route } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion } from '../versions';
import type { DefinitionStore } from '../state/propertyDefinitions';
import { objectTypeOf } from './crmShared';
import { displayHints, inVersion } from './propertyDisplayHints';

/** The property definitions of a type, in every version (2026-09 without display hints). */
export function crmPropertyRoutes(context: SandboxContext, definitions: DefinitionStore): Route[] {
	return servedIn(PATH_FORMS.properties, () => [
		{
			method: 'GET',
			path: '/{objectType}',
			auth: {
				kind: 'bearer',
				anyOfScopes: (req) => {
					const type = findObjectType(req.params.objectType);
					return type ? [...scopesFor(type, 'read'), `crm.schemas.${type.scopeBase}.read`] : [];
				},
			},
			handler: (req) => {
				const type = objectTypeOf(req);
				const at = context.clock.iso(Date.UTC(2026, 0, 1));
				return {
					status: 200,
					body: {
						results: (req.query.get('archived') === 'true'
							? definitions.archivedOf(type)
							: type.properties
						).map((p, displayOrder) => propertyAnswer(type, p, displayOrder, at, req.version)),
					},
				};
			},
		},
	]);
}

/** A property definition as the properties API (and a schema's `properties`) answers it. */
export function propertyAnswer(
	type: ObjectTypeDefinition,
	p: PropertyDefinition,
	displayOrder: number,
	at: string,
	version: ApiVersion,
): Record<string, unknown> {
	if (p.created) return createdPropertyAnswer(p, p.created, version);
	return inVersion(
		{
			name: p.name,
			label: p.label,
			type: p.type,
			fieldType: p.fieldType,
			description: '',
			groupName: `${type.singular}information`,
			options: (p.options ?? []).map((value, order) => ({
				label: p.optionLabels?.[value] ?? value,
				value,
				displayOrder: order,
				hidden: false,
			})),
			displayOrder,
			calculated: false,
			externalOptions: p.referencedObjectType !== undefined,
			...(p.referencedObjectType ? { referencedObjectType: p.referencedObjectType } : {}),
			hasUniqueValue: Boolean(p.unique),
			hidden: false,
			formField: !p.readOnly,
			...displayHints(p.type),
			createdAt: at,
			updatedAt: at,
			modificationMetadata: {
				archivable: !p.readOnly,
				readOnlyDefinition: true,
				readOnlyValue: Boolean(p.readOnly),
			},
		},
		version,
	);
}

/** A property created through the API, as written: not HubSpot-defined, so archivable and editable. */
function createdPropertyAnswer(
	p: PropertyDefinition,
	created: CreatedPropertyDetails,
	version: ApiVersion,
): Record<string, unknown> {
	const { extra, createdAt, updatedAt, ...details } = created;
	return inVersion(
		{
			name: p.name,
			label: p.label,
			type: p.type,
			fieldType: p.fieldType,
			...details,
			calculated: false,
			externalOptions: p.referencedObjectType !== undefined,
			...(p.referencedObjectType ? { referencedObjectType: p.referencedObjectType } : {}),
			hasUniqueValue: Boolean(p.unique),
			hubspotDefined: false,
			...extra,
			createdAt,
			updatedAt,
			archived: false,
			modificationMetadata: { archivable: true, readOnlyDefinition: false, readOnlyValue: false },
		},
		version,
	);
}
