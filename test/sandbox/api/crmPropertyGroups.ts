import type { SandboxContext } from '../context';
import { conflict, objectNotFound, validationError } from '../errors';
import type { ObjectTypeDefinition } from '../state/objectTypes';
import type { DefinitionStore, PropertyGroup } from '../state/propertyDefinitions';
import type { Route, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn } from '../versions';
import { definitionReadAuth, definitionWriteAuth } from './crmPropertyWrites';
import { objectTypeOf } from './crmShared';

type Body = Record<string, unknown>;

const groupAnswer = ({ name, label, displayOrder }: PropertyGroup) => ({
	name,
	label,
	displayOrder,
	archived: false,
});

/** Property groups: listed without paging; HubSpot's own group cannot be changed, a group holding properties not archived. */
export function crmPropertyGroupRoutes(
	_context: SandboxContext,
	definitions: DefinitionStore,
): Route[] {
	const groupOf = (req: SandboxRequest): { type: ObjectTypeDefinition; group: PropertyGroup } => {
		const type = objectTypeOf(req);
		const group = definitions.group(type, req.params.groupName);
		if (!group) throw objectNotFound(`Property group ${req.params.groupName} does not exist`);
		return { type, group };
	};
	const writable = (group: PropertyGroup) => {
		if (group.hubspotDefined)
			throw validationError(
				`Property group ${group.name} is HubSpot-defined: it cannot be changed`,
				{ subCategory: 'READ_ONLY_DEFINITION' },
			);
	};
	return servedIn(PATH_FORMS.properties, () => [
		{
			method: 'GET',
			path: '/{objectType}/groups',
			auth: definitionReadAuth,
			handler: (req) => ({
				status: 200,
				body: { results: definitions.groupsOf(objectTypeOf(req)).map(groupAnswer) },
			}),
		},
		{
			method: 'POST',
			path: '/{objectType}/groups',
			auth: definitionWriteAuth,
			handler: (req) => {
				const type = objectTypeOf(req);
				const body = (req.body ?? {}) as Body;
				for (const field of ['name', 'label']) {
					if (typeof body[field] !== 'string' || String(body[field]).trim() === '')
						throw validationError(`Invalid input JSON: ${field} is required`);
				}
				const name = String(body.name);
				if (!/^[a-z][a-z0-9_]*$/.test(name))
					throw validationError(
						`Property group name "${name}" must be lowercase letters, digits and underscores starting with a letter`,
					);
				if (definitions.group(type, name))
					throw conflict(`A property group named "${name}" already exists`);
				const group = {
					name,
					label: String(body.label),
					displayOrder: typeof body.displayOrder === 'number' ? body.displayOrder : -1,
					hubspotDefined: false,
				};
				definitions.groupsOf(type).push(group);
				return { status: 201, body: groupAnswer(group) };
			},
		},
		{
			method: 'GET',
			path: '/{objectType}/groups/{groupName}',
			auth: definitionReadAuth,
			handler: (req) => ({ status: 200, body: groupAnswer(groupOf(req).group) }),
		},
		{
			method: 'PATCH',
			path: '/{objectType}/groups/{groupName}',
			auth: definitionWriteAuth,
			handler: (req) => {
				const { group } = groupOf(req);
				writable(group);
				const body = (req.body ?? {}) as Body;
				if (body.name !== undefined)
					throw validationError('Invalid input JSON: Unrecognized field "name"');
				if (typeof body.label === 'string' && body.label.trim() !== '') group.label = body.label;
				if (typeof body.displayOrder === 'number') group.displayOrder = body.displayOrder;
				return { status: 200, body: groupAnswer(group) };
			},
		},
		{
			method: 'DELETE',
			path: '/{objectType}/groups/{groupName}',
			auth: definitionWriteAuth,
			handler: (req) => {
				const { type, group } = groupOf(req);
				writable(group);
				if (type.properties.some((p) => p.created?.groupName === group.name))
					throw validationError(
						`Property group ${group.name} still holds properties: move or archive them first`,
					);
				definitions.removeGroup(type, group.name);
				return { status: 204 };
			},
		},
	]);
}
