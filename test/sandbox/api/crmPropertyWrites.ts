import type { SandboxContext } from '../context';
import { batchError, objectNotFound, SandboxHttpError, validationError } from '../errors';
import {
	findObjectType,
	scopesFor,
	type ObjectTypeDefinition,
	type PropertyDefinition,
} from '../state/objectTypes';
import type { DefinitionStore } from '../state/propertyDefinitions';
import type { Route, RouteAuth, SandboxRequest } from '../types';
import { PATH_FORMS, partialFailureStatus, servedIn, atLeast } from '../versions';
import { propertyAnswer } from './crmProperties';
import { objectTypeOf } from './crmShared';
import { createdDetails, newProperty, updateProperty } from './propertyValidation';

/** Definition writes need `crm.schemas.<type>.write` (tickets also `tickets`, products and line items `e-commerce`). */
export const definitionWriteAuth: RouteAuth = {
	kind: 'bearer',
	anyOfScopes: (req) => {
		const type = findObjectType(req.params.objectType ?? 'projects');
		return type
			? [
					`crm.schemas.${type.scopeBase}.write`,
					...scopesFor(type, 'write').filter((scope) => !scope.startsWith('crm.objects.')),
				]
			: [];
	},
};

/** Definition reads: the object's read scope or `crm.schemas.<type>.read`. */
export const definitionReadAuth: RouteAuth = {
	kind: 'bearer',
	anyOfScopes: (req) => {
		const type = findObjectType(req.params.objectType ?? 'projects');
		return type ? [...scopesFor(type, 'read'), `crm.schemas.${type.scopeBase}.read`] : [];
	},
};

/** The property a path names, among the type's active properties. */
function propertyOf(type: ObjectTypeDefinition, name: string): PropertyDefinition {
	const property = type.properties.find((p) => p.name === name);
	if (!property) throw objectNotFound(`Property ${name} does not exist`);
	return property;
}

/** Creating, reading, updating and archiving property definitions, one at a time or a batch of creates. */
export function crmPropertyWriteRoutes(
	context: SandboxContext,
	definitions: DefinitionStore,
): Route[] {
	const answer = (req: SandboxRequest, type: ObjectTypeDefinition, property: PropertyDefinition) =>
		propertyAnswer(
			type,
			property,
			type.properties.indexOf(property),
			context.clock.iso(Date.UTC(2026, 0, 1)),
			req.version,
		);
	return servedIn(PATH_FORMS.properties, () => [
		{
			method: 'POST',
			path: '/{objectType}',
			auth: definitionWriteAuth,
			handler: (req) => {
				const type = objectTypeOf(req);
				const property = newProperty(type, definitions, req.body, req.version, context.clock.iso());
				definitions.add(type, property);
				return { status: 201, body: answer(req, type, property) };
			},
		},
		{
			method: 'GET',
			path: '/{objectType}/{propertyName}',
			auth: definitionReadAuth,
			handler: (req) => {
				const type = objectTypeOf(req);
				return { status: 200, body: answer(req, type, propertyOf(type, req.params.propertyName)) };
			},
		},
		{
			method: 'PATCH',
			path: '/{objectType}/{propertyName}',
			auth: definitionWriteAuth,
			handler: (req) => {
				const type = objectTypeOf(req);
				const property = propertyOf(type, req.params.propertyName);
				updateProperty(type, definitions, property, req.body, req.version, context.clock.iso());
				return { status: 200, body: answer(req, type, property) };
			},
		},
		{
			method: 'DELETE',
			path: '/{objectType}/{propertyName}',
			auth: definitionWriteAuth,
			handler: (req) => {
				const type = objectTypeOf(req);
				const property = propertyOf(type, req.params.propertyName);
				createdDetails(property);
				definitions.archive(type, property);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/{objectType}/batch/create',
			auth: definitionWriteAuth,
			handler: (req) => {
				const type = objectTypeOf(req);
				const inputs = (req.body as { inputs?: unknown } | undefined)?.inputs;
				if (!Array.isArray(inputs) || inputs.length === 0)
					throw validationError('Invalid input JSON: inputs is required');
				if (inputs.length > 100) throw validationError('Batch size must be at most 100');
				const results: Array<Record<string, unknown>> = [];
				const errors: Array<Record<string, unknown>> = [];
				inputs.forEach((input, position) => {
					try {
						const property = newProperty(
							type,
							definitions,
							input,
							req.version,
							context.clock.iso(),
						);
						definitions.add(type, property);
						results.push(answer(req, type, property));
					} catch (error) {
						// Only HubSpot's refusals of this input (a sandbox fault would be a programming error, answered as one)
						const category =
							error instanceof SandboxHttpError
								? String(error.body.category ?? 'VALIDATION_ERROR')
								: 'INTERNAL_ERROR';
						const name = String((input as { name?: unknown } | null)?.name ?? '');
						errors.push(
							batchError(category, (error as Error).message, {
								inputIndex: [String(position)],
								name: [name],
							}),
						);
					}
				});
				const okStatus = atLeast(req.version, '2026-09') ? 200 : 201;
				const startedAt = context.clock.iso();
				return {
					status: errors.length ? partialFailureStatus(req.version, okStatus) : okStatus,
					body: {
						status: 'COMPLETE',
						results,
						...(errors.length ? { errors, numErrors: errors.length } : {}),
						startedAt,
						completedAt: startedAt,
					},
				};
			},
		},
	]);
}
