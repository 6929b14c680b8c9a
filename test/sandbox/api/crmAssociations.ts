import type { SandboxContext } from '../context';
import { batchError, resourceNotFound, validationError } from '../errors';
import { defaultTypeId, type AssociationLabels } from '../state/associationLabels';
import { associationTypeName, type CrmStore } from '../state/crmStore';
import { findObjectType, scopesFor, type ObjectTypeDefinition } from '../state/objectTypes';
import type { Route, SandboxRequest } from '../types';
import { PATH_FORMS, partialFailureStatus, servedIn, type ApiVersion } from '../versions';

export const ASSOCIATION_READ_MAX = 1000;
/** At most 100 associated ids come back per input; v4 pages the rest per record. */
const TO_PER_RESULT = 100;

export function typeParam(req: SandboxRequest, name: string): ObjectTypeDefinition {
	const type = findObjectType(req.params[name]);
	if (!type) throw validationError(`Unable to infer object type from: ${req.params[name]}`);
	return type;
}

export const scopesOf =
	(access: 'read' | 'write', ...params: string[]) =>
	(req: SandboxRequest) =>
		params.flatMap((param) => {
			const type = findObjectType(req.params[param]);
			return type ? scopesFor(type, access) : [];
		});

const encodeCursor = (offset: number) => Buffer.from(`a${offset}`).toString('base64url');
function decodeCursor(cursor: unknown): number {
	if (cursor === undefined || cursor === null || cursor === '') return 0;
	const m = /^a(\d+)$/.exec(Buffer.from(String(cursor), 'base64url').toString());
	if (!m) throw validationError(`Invalid paging cursor: ${String(cursor)}`);
	return Number(m[1]);
}

/** One input's associations in the v4 shape of the dated versions, paged per record. */
function datedResult(
	labels: AssociationLabels,
	version: ApiVersion,
	from: ObjectTypeDefinition,
	to: ObjectTypeDefinition,
	id: string,
	ids: string[],
	after: unknown,
) {
	const offset = decodeCursor(after);
	const page = ids.slice(offset, offset + TO_PER_RESULT);
	const next =
		offset + TO_PER_RESULT < ids.length ? encodeCursor(offset + TO_PER_RESULT) : undefined;
	// 2026-03 label items may name both types; 2026-09 dropped the two fields.
	const typeIds =
		version === '2026-03' ? { fromObjectTypeId: from.typeId, toObjectTypeId: to.typeId } : {};
	return {
		from: { id },
		to: page.map((toObjectId) => ({
			toObjectId,
			associationTypes: labels.between(from, id, to, toObjectId).map((t) => ({ ...t, ...typeIds })),
		})),
		...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
	};
}

/**
 * Association batch read (v3 shapes on the legacy path, v4 shapes on the dated ones), and creating
 * one default association (so association events can happen) in every version.
 */
export function crmAssociationRoutes(
	store: CrmStore,
	labels: AssociationLabels,
	context: SandboxContext,
): Route[] {
	return [
		...servedIn(PATH_FORMS.associations, (version) => [
			{
				method: 'POST',
				path: '/{fromObjectType}/{toObjectType}/batch/read',
				// The v4-shaped dated reads are exempt from the 10-second window; v3's is not.
				limitClass: version === 'legacy' ? 'standard' : 'burstExempt',
				auth: { kind: 'bearer', anyOfScopes: scopesOf('read', 'fromObjectType', 'toObjectType') },
				handler: (req) => {
					const from = typeParam(req, 'fromObjectType');
					const to = typeParam(req, 'toObjectType');
					const inputs = (
						req.body as { inputs?: Array<{ id?: string; after?: unknown }> } | undefined
					)?.inputs;
					if (!Array.isArray(inputs))
						throw validationError('Invalid input JSON: inputs is required');
					if (inputs.length > ASSOCIATION_READ_MAX) {
						throw validationError(
							`The maximum number of inputs supported in a batch request is ${ASSOCIATION_READ_MAX}. Your request included ${inputs.length} inputs.`,
						);
					}
					const results: unknown[] = [];
					const errors: unknown[] = [];
					for (const input of inputs) {
						const id = String(input.id ?? '');
						const record = store.get(from, id);
						const ids = record && !record.archived ? store.associated(from, id, to) : [];
						// Ids without associations: result omitted, error entry (HubSpot does not document the v4 case; this is what it answers).
						if (ids.length === 0) {
							errors.push(
								batchError(
									'OBJECT_NOT_FOUND',
									`No ${to.singular} is associated with ${from.singular} ${id}.`,
									{ ids: [id] },
									{ subCategory: 'crm.associations.NO_ASSOCIATIONS_FOUND' },
								),
							);
							continue;
						}
						results.push(
							version === 'legacy'
								? {
										from: { id },
										to: ids
											.slice(0, TO_PER_RESULT)
											.map((toId) => ({ id: toId, type: associationTypeName(from, to) })),
									}
								: datedResult(labels, version, from, to, id, ids, input.after),
						);
					}
					const now = context.clock.iso();
					return {
						status: errors.length ? partialFailureStatus(version, 200) : 200,
						body: {
							status: 'COMPLETE',
							results,
							...(errors.length ? { numErrors: errors.length, errors } : {}),
							startedAt: now,
							completedAt: now,
						},
					};
				},
			},
		]),
		...servedIn(PATH_FORMS.recordAssociations, () => [
			{
				method: 'PUT',
				path: '/{fromObjectType}/{fromId}/associations/default/{toObjectType}/{toId}',
				auth: { kind: 'bearer', anyOfScopes: scopesOf('write', 'fromObjectType') },
				handler: (req) => {
					const from = typeParam(req, 'fromObjectType');
					const to = typeParam(req, 'toObjectType');
					const a = store.get(from, req.params.fromId);
					const b = store.get(to, req.params.toId);
					if (!a || !b || a.archived || b.archived) throw resourceNotFound();
					store.associate(from, a.id, to, b.id);
					return {
						status: 200,
						body: {
							status: 'COMPLETE',
							results: [
								{
									from: { id: a.id },
									to: { id: b.id },
									associationSpec: {
										associationCategory: 'HUBSPOT_DEFINED',
										associationTypeId: defaultTypeId(from, to),
									},
								},
							],
						},
					};
				},
			},
		]),
	];
}
