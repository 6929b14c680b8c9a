import type { SandboxContext } from '../context';
import { resourceNotFound, validationError } from '../errors';
import { associationTypeName, type CrmStore } from '../state/crmStore';
import { findObjectType, scopesFor, type ObjectTypeDefinition } from '../state/objectTypes';
import type { Route, SandboxRequest } from '../types';

export const ASSOCIATION_READ_MAX = 1000;
/** At most 100 associated ids come back per input (API-FACTS.md). */
const TO_PER_RESULT = 100;

function typeParam(req: SandboxRequest, name: string): ObjectTypeDefinition {
	const type = findObjectType(req.params[name]);
	if (!type) throw validationError(`Unable to infer object type from: ${req.params[name]}`);
	return type;
}

const readBoth = (req: SandboxRequest) =>
	[req.params.fromObjectType, req.params.toObjectType].flatMap((name) => {
		const type = findObjectType(name);
		return type ? scopesFor(type, 'read') : [];
	});

/** E13 association batch read, and creating one association (so association events can happen). */
export function crmAssociationRoutes(store: CrmStore, context: SandboxContext): Route[] {
	return [
		{
			method: 'POST',
			pattern: '/crm/v3/associations/{fromObjectType}/{toObjectType}/batch/read',
			auth: { kind: 'bearer', anyOfScopes: readBoth },
			handler: (req) => {
				const from = typeParam(req, 'fromObjectType');
				const to = typeParam(req, 'toObjectType');
				const inputs = (req.body as { inputs?: Array<{ id?: string }> } | undefined)?.inputs;
				if (!Array.isArray(inputs)) throw validationError('Invalid input JSON: inputs is required');
				if (inputs.length > ASSOCIATION_READ_MAX) {
					throw validationError(`The maximum number of inputs supported in a batch request is ${ASSOCIATION_READ_MAX}. Your request included ${inputs.length} inputs.`);
				}
				const results: unknown[] = [];
				const errors: unknown[] = [];
				for (const input of inputs) {
					const id = String(input.id ?? '');
					const record = store.get(from, id);
					const ids = record && !record.archived ? store.associated(from, id, to) : [];
					if (ids.length === 0) {
						errors.push({
							status: 'error',
							category: 'OBJECT_NOT_FOUND',
							subCategory: 'crm.associations.NO_ASSOCIATIONS_FOUND',
							message: `No ${to.singular} is associated with ${from.singular} ${id}.`,
							context: { ids: [id] },
						});
						continue;
					}
					results.push({ from: { id }, to: ids.slice(0, TO_PER_RESULT).map((toId) => ({ id: toId, type: associationTypeName(from, to) })) });
				}
				const now = context.clock.iso();
				return {
					status: errors.length ? 207 : 200,
					body: { status: 'COMPLETE', results, ...(errors.length ? { numErrors: errors.length, errors } : {}), startedAt: now, completedAt: now },
				};
			},
		},
		{
			method: 'PUT',
			pattern: '/crm/v4/objects/{fromObjectType}/{fromId}/associations/default/{toObjectType}/{toId}',
			auth: {
				kind: 'bearer',
				anyOfScopes: (req) => [req.params.fromObjectType].flatMap((name) => {
					const type = findObjectType(name);
					return type ? scopesFor(type, 'write') : [];
				}),
			},
			handler: (req) => {
				const from = typeParam(req, 'fromObjectType');
				const to = typeParam(req, 'toObjectType');
				const a = store.get(from, req.params.fromId);
				const b = store.get(to, req.params.toId);
				if (!a || !b || a.archived || b.archived) throw resourceNotFound();
				store.associate(from, a.id, to, b.id);
				return {
					status: 200,
					body: { status: 'COMPLETE', results: [{ from: { id: a.id }, to: { id: b.id }, associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 1 } }] },
				};
			},
		},
	];
}
