import { conflict, objectNotFound, resourceNotFound, validationError } from '../errors';
import { associationTypeName, type CrmRecord, type CrmStore } from '../state/crmStore';
import type { ValidationRules } from '../state/validationRules';
import { findObjectType, type ObjectTypeDefinition } from '../state/objectTypes';
import type { VersionedRouteSpec } from '../versions';
import {
	asPropertyValues,
	crmAuth,
	findRecord,
	nameList,
	objectTypeOf,
	propertyProblems,
	requiredPropertyProblems,
	propertyValidationError,
	publicObject,
} from './crmShared';
import { associateAll, associationsProblem } from './crmAssociationInputs';
import { enforceValidationRules } from './crmValidationRules';

const LIST_MAX = 100;

const encodeCursor = (index: number) => Buffer.from(`c${index}`).toString('base64url');
const decodeCursor = (cursor: string | null): number => {
	if (!cursor) return 0;
	const m = /^c(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
	if (!m) throw validationError(`Invalid paging cursor: ${cursor}`);
	return Number(m[1]);
};

/** List, read one, update (every type) and merge; paths after the CRM objects prefix. */
export function crmRecordRoutes(store: CrmStore, rules: ValidationRules): VersionedRouteSpec[] {
	return [
		{
			method: 'GET',
			path: '/{objectType}',
			auth: crmAuth('read'),
			handler: (req) => {
				const type = objectTypeOf(req);
				// The maximum page size is 100; larger values are served as 100 (uncertain: the service may refuse them).
				const limit = Math.min(LIST_MAX, Math.max(1, Number(req.query.get('limit') ?? 10) || 10));
				const archived = req.query.get('archived') === 'true';
				const properties = nameList(req.query.get('properties'));
				const history = nameList(req.query.get('propertiesWithHistory'));
				const associationTypes = associationTypesOf(req.query.get('associations'));
				const { order, byId } = store.of(type);
				const results: unknown[] = [];
				let index = decodeCursor(req.query.get('after'));
				for (; index < order.length && results.length < limit; index++) {
					const record = byId.get(order[index])!;
					if (record.archived !== archived) continue;
					results.push(
						withAssociations(
							store,
							record,
							publicObject(record, properties, history),
							associationTypes,
						),
					);
				}
				let more = false;
				for (let i = index; i < order.length; i++)
					if (byId.get(order[i])!.archived === archived) {
						more = true;
						break;
					}
				const after = encodeCursor(index);
				return {
					status: 200,
					body: {
						results,
						...(more ? { paging: { next: { after, link: `?after=${after}` } } } : {}),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/{objectType}/{id}',
			auth: crmAuth('read'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const record = findRecord(
					store,
					type,
					req.params.id,
					req.query.get('idProperty'),
					req.query.get('archived') === 'true',
				);
				if (!record) throw resourceNotFound();
				const object = publicObject(
					record,
					nameList(req.query.get('properties')),
					nameList(req.query.get('propertiesWithHistory')),
				);
				return {
					status: 200,
					body: withAssociations(
						store,
						record,
						object,
						associationTypesOf(req.query.get('associations')),
					),
				};
			},
		},
		{
			method: 'POST',
			path: '/{objectType}',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const body = (req.body ?? {}) as {
					properties?: Record<string, unknown>;
					associations?: unknown;
				};
				if (body.properties === undefined)
					throw validationError('Invalid input JSON: properties is required');
				const problems = [
					...propertyProblems(type, body.properties, store),
					...requiredPropertyProblems(type, body.properties),
				];
				if (problems.length) throw propertyValidationError(problems);
				const associationProblem = associationsProblem(store, type, body.associations);
				if (associationProblem) throw validationError(associationProblem);
				const values = asPropertyValues(body.properties);
				enforceValidationRules(rules, req.version, type, [{ values }]);
				uniqueConflict(store, type, undefined, values);
				const record = store.create(type, values);
				associateAll(store, record, body.associations);
				// The answer echoes the values written and the system properties the create set.
				return {
					status: 201,
					body: publicObject(record, [
						...Object.keys(values),
						'hs_object_id',
						type.timestamps.created,
						type.timestamps.lastModified,
					]),
				};
			},
		},
		{
			// The record goes to the recycle bin; an unknown or archived id is answered 204 too, like batch archive.
			method: 'DELETE',
			path: '/{objectType}/{id}',
			auth: crmAuth('write'),
			handler: (req) => {
				const record = store.get(objectTypeOf(req), req.params.id);
				if (record) store.archive(record);
				return { status: 204 };
			},
		},
		{
			method: 'PATCH',
			path: '/{objectType}/{id}',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const body = (req.body ?? {}) as { properties?: Record<string, unknown> };
				if (body.properties === undefined)
					throw validationError('Invalid input JSON: properties is required');
				const problems = propertyProblems(type, body.properties, store);
				if (problems.length) throw propertyValidationError(problems);
				const record = findRecord(store, type, req.params.id, req.query.get('idProperty'));
				if (!record) throw resourceNotFound();
				const values = asPropertyValues(body.properties);
				enforceValidationRules(rules, req.version, type, [{ values, current: record.properties }]);
				uniqueConflict(store, type, record.id, values);
				store.update(record, values);
				return { status: 200, body: publicObject(record, Object.keys(values)) };
			},
		},
		{
			// A new record replaces both (HubSpot's merge since 2024): the answer has the new id, and both
			// old ids resolve to it. Any type; deals are `0-3` in the spec's path, which names them too.
			method: 'POST',
			path: '/{objectType}/merge',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const body = (req.body ?? {}) as { primaryObjectId?: unknown; objectIdToMerge?: unknown };
				const missing = (['primaryObjectId', 'objectIdToMerge'] as const).filter(
					(name) => typeof body[name] !== 'string' || body[name] === '',
				);
				if (missing.length)
					throw validationError(`Invalid input JSON: ${missing.join(', ')} must be given as text`);
				const primary = findRecord(store, type, body.primaryObjectId as string, null);
				const secondary = findRecord(store, type, body.objectIdToMerge as string, null);
				const unknown = [
					primary ? undefined : body.primaryObjectId,
					secondary ? undefined : body.objectIdToMerge,
				].filter((id) => id !== undefined);
				if (!primary || !secondary)
					throw objectNotFound(
						`No ${type.singular} with id ${unknown.join(', ')} (archived records cannot be merged)`,
					);
				if (primary === secondary)
					throw validationError(`Cannot merge ${type.singular} ${primary.id} into itself`);
				const merged = store.merge(primary, secondary);
				return { status: 200, body: publicObject(merged, []) };
			},
		},
		{
			// Documented for contacts only: permanent, not restorable. The record's addresses are
			// blocklisted, and so is an address no contact has (`idProperty: "email"`).
			method: 'POST',
			path: '/{objectType}/gdpr-delete',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				if (type.name !== 'contacts') throw resourceNotFound();
				const body = (req.body ?? {}) as { objectId?: unknown; idProperty?: unknown };
				if (typeof body.objectId !== 'string' || body.objectId === '')
					throw validationError('Invalid input JSON: objectId must be given as text');
				const idProperty = typeof body.idProperty === 'string' ? body.idProperty : null;
				const record = findRecord(store, type, body.objectId, idProperty);
				if (record) store.gdprDelete(record);
				else if (idProperty === 'email') store.blocklistEmail(body.objectId);
				return { status: 204 };
			},
		},
	];
}

/** A unique property may hold a value once per type: the service answers 409 otherwise. */
export function uniqueConflict(
	store: CrmStore,
	type: ObjectTypeDefinition,
	selfId: string | undefined,
	values: Record<string, string>,
): void {
	for (const property of type.properties.filter((p) => p.unique)) {
		const value = values[property.name];
		if (!value) continue;
		const holder = store.findByProperty(type, property.name, value);
		if (holder && holder.id !== selfId) {
			// HubSpot's words for a contact's e-mail address; the message names the existing record either way.
			throw conflict(
				type.name === 'contacts' && property.name === 'email'
					? `Contact already exists. Existing ID: ${holder.id}`
					: `A ${type.singular} with ${property.name} "${value}" already exists. Existing ID: ${holder.id}`,
			);
		}
	}
}

/** The types named by an `associations` query list; unknown names are left out, as the service does. */
const associationTypesOf = (list: string | null): ObjectTypeDefinition[] =>
	nameList(list)
		.map((name) => findObjectType(name))
		.filter((t) => t !== undefined);

/** A record's object with the `associations` of the asked types that it has (`{companies: {results: [{id, type}]}}`). */
function withAssociations(
	store: CrmStore,
	record: CrmRecord,
	object: Record<string, unknown>,
	types: ObjectTypeDefinition[],
): Record<string, unknown> {
	const associations = Object.fromEntries(
		types
			.map((to) => [to, store.associated(record.type, record.id, to)] as const)
			.filter(([, ids]) => ids.length > 0)
			.map(([to, ids]) => [
				to.name,
				{ results: ids.map((id) => ({ id, type: associationTypeName(record.type, to) })) },
			]),
	);
	return Object.keys(associations).length ? { ...object, associations } : object;
}
