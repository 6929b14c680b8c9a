import type { SandboxContext } from '../context';
import { batchError, validationError } from '../errors';
import type { AssociationLabels, AssociationLabel } from '../state/associationLabels';
import type { CrmStore } from '../state/crmStore';
import type { ObjectTypeDefinition } from '../state/objectTypes';
import type { Route, SandboxReply, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type ApiVersion, atLeast } from '../versions';

/** v4 and dated association batches count in the daily limit only (the spec's rate-limit exemptions). */
const BURST_EXEMPT = 'burstExempt' as const;
import { scopesOf, typeParam } from './crmAssociations';

/** Inputs per association write (create, default, archive); HubSpot does not document it (*uncertain*). */
export const ASSOCIATION_WRITE_MAX = 1000;

interface PairInput {
	from?: { id?: unknown };
	to?: { id?: unknown } | Array<{ id?: unknown }>;
	types?: Array<{ associationCategory?: unknown; associationTypeId?: unknown }>;
}

function inputsOf(req: SandboxRequest): PairInput[] {
	const inputs = (req.body as { inputs?: unknown } | undefined)?.inputs;
	if (!Array.isArray(inputs)) throw validationError('Invalid input JSON: inputs is required');
	if (inputs.length > ASSOCIATION_WRITE_MAX) {
		throw validationError(
			`The maximum number of inputs supported in a batch request is ${ASSOCIATION_WRITE_MAX}. Your request included ${inputs.length} inputs.`,
		);
	}
	return inputs as PairInput[];
}

interface Pair {
	from: ObjectTypeDefinition;
	to: ObjectTypeDefinition;
}

/**
 * Why a pair of records cannot be associated: an id that names no live record. The entry names the
 * side in `context` (`fromObjectId` / `toObjectId`), as HubSpot's batch errors name ids in lists.
 */
function missingRecord(
	store: CrmStore,
	{ from, to }: Pair,
	fromId: string,
	toId: string,
): Record<string, unknown> | undefined {
	const live = (type: ObjectTypeDefinition, id: string) => store.get(type, id)?.archived === false;
	if (!live(from, fromId))
		return batchError(
			'VALIDATION_ERROR',
			`No ${from.singular} with ID ${fromId} exists`,
			{ fromObjectId: [fromId] },
			{ subCategory: 'crm.associations.INVALID_OBJECT_IDS' },
		);
	if (!live(to, toId))
		return batchError(
			'VALIDATION_ERROR',
			`No ${to.singular} with ID ${toId} exists`,
			{ toObjectId: [toId] },
			{ subCategory: 'crm.associations.INVALID_OBJECT_IDS' },
		);
	return undefined;
}

/** The types an input names, each checked against the pair's types. */
function typesOf(
	labels: AssociationLabels,
	{ from, to }: Pair,
	input: PairInput,
): AssociationLabel[] | Record<string, unknown> {
	const types = Array.isArray(input.types) ? input.types : [];
	if (types.length === 0)
		return batchError('VALIDATION_ERROR', 'Each input needs at least one association type', {});
	const found: AssociationLabel[] = [];
	for (const type of types) {
		const known = labels.find(from, to, type.associationCategory, type.associationTypeId);
		if (!known) {
			return batchError(
				'VALIDATION_ERROR',
				`${String(type.associationCategory)} association type ${String(type.associationTypeId)} is not valid for ${from.singular} to ${to.singular}`,
				{
					associationTypeId: [String(type.associationTypeId)],
				},
			);
		}
		found.push(known);
	}
	return found;
}

/** A batch answer: the success status, or the partial one (207; 2026-09 keeps the success status). */
function batchAnswer(
	context: SandboxContext,
	version: ApiVersion,
	okStatus: number,
	results: unknown[],
	errors: unknown[],
): SandboxReply {
	const now = context.clock.iso();
	const partialStatus = atLeast(version, '2026-09') ? okStatus : 207;
	return {
		status: errors.length ? partialStatus : okStatus,
		body: {
			status: 'COMPLETE',
			results,
			...(errors.length ? { numErrors: errors.length, errors } : {}),
			startedAt: now,
			completedAt: now,
		},
	};
}

/** v4 archives answer 204; both date versions a batch envelope with 200. */
function archiveAnswer(context: SandboxContext, version: ApiVersion): SandboxReply {
	return version === 'legacy' ? { status: 204 } : batchAnswer(context, version, 200, [], []);
}

const idOf = (value: unknown): string => String((value as { id?: unknown } | undefined)?.id ?? '');

/**
 * Associations v4 between records: create with types (labels), create with the default type, archive
 * every type of a pair or only some, and the association types (labels) of a pair of object types.
 */
export function crmAssociationV4Routes(
	store: CrmStore,
	labels: AssociationLabels,
	context: SandboxContext,
): Route[] {
	const pairOf = (req: SandboxRequest): Pair => ({
		from: typeParam(req, 'fromObjectType'),
		to: typeParam(req, 'toObjectType'),
	});
	const write = {
		kind: 'bearer' as const,
		anyOfScopes: scopesOf('write', 'fromObjectType', 'toObjectType'),
	};
	const read = {
		kind: 'bearer' as const,
		anyOfScopes: scopesOf('read', 'fromObjectType', 'toObjectType'),
	};
	const labelList =
		(version: ApiVersion) =>
		(req: SandboxRequest): SandboxReply => {
			const { from, to } = pairOf(req);
			// 2026-03 items may name both types; 2026-09 dropped the two fields.
			const typeIds =
				version === '2026-03' ? { fromObjectTypeId: from.typeId, toObjectTypeId: to.typeId } : {};
			return {
				status: 200,
				body: { results: labels.typesOf(from, to).map((t) => ({ ...t, ...typeIds })) },
			};
		};
	return [
		...servedIn(PATH_FORMS.associationsV4, (version) => [
			{
				method: 'POST',
				path: '/{fromObjectType}/{toObjectType}/batch/create',
				limitClass: BURST_EXEMPT,
				auth: write,
				handler: (req) => {
					const pair = pairOf(req);
					const results: unknown[] = [];
					const errors: unknown[] = [];
					for (const input of inputsOf(req)) {
						const [fromId, toId] = [idOf(input.from), idOf(input.to)];
						const types = typesOf(labels, pair, input);
						const problem = Array.isArray(types) ? missingRecord(store, pair, fromId, toId) : types;
						if (problem || !Array.isArray(types)) {
							errors.push(problem);
							continue;
						}
						store.associate(pair.from, fromId, pair.to, toId);
						labels.assign(pair.from, fromId, pair.to, toId, types);
						const carried = labels
							.between(pair.from, fromId, pair.to, toId)
							.flatMap((t) => (t.label === null ? [] : [t.label]));
						results.push({
							fromObjectTypeId: pair.from.typeId,
							fromObjectId: fromId,
							toObjectTypeId: pair.to.typeId,
							toObjectId: toId,
							labels: carried,
						});
					}
					return batchAnswer(
						context,
						version,
						atLeast(version, '2026-09') ? 200 : 201,
						results,
						errors,
					);
				},
			},
			{
				method: 'POST',
				path: '/{fromObjectType}/{toObjectType}/batch/associate/default',
				limitClass: BURST_EXEMPT,
				auth: write,
				handler: (req) => {
					const pair = pairOf(req);
					const results: unknown[] = [];
					const errors: unknown[] = [];
					const [unlabeled] = labels.typesOf(pair.from, pair.to);
					for (const input of inputsOf(req)) {
						const [fromId, toId] = [idOf(input.from), idOf(input.to)];
						const problem = missingRecord(store, pair, fromId, toId);
						if (problem) {
							errors.push(problem);
							continue;
						}
						store.associate(pair.from, fromId, pair.to, toId);
						results.push({
							from: { id: fromId },
							to: { id: toId },
							associationSpec: {
								associationCategory: unlabeled.category,
								associationTypeId: unlabeled.typeId,
							},
						});
					}
					return batchAnswer(context, version, 200, results, errors);
				},
			},
			{
				method: 'POST',
				path: '/{fromObjectType}/{toObjectType}/batch/archive',
				limitClass: BURST_EXEMPT,
				auth: write,
				handler: (req) => {
					const pair = pairOf(req);
					for (const input of inputsOf(req)) {
						const fromId = idOf(input.from);
						for (const to of Array.isArray(input.to) ? input.to : [input.to]) {
							store.dissociate(pair.from, fromId, pair.to, idOf(to));
							labels.remove(pair.from, fromId, pair.to, idOf(to));
						}
					}
					return archiveAnswer(context, version);
				},
			},
			{
				method: 'POST',
				path: '/{fromObjectType}/{toObjectType}/batch/labels/archive',
				limitClass: BURST_EXEMPT,
				auth: write,
				handler: (req) => {
					const pair = pairOf(req);
					const inputs = inputsOf(req);
					const typed = inputs.map((input) => typesOf(labels, pair, input));
					const refused = typed.find((types) => !Array.isArray(types));
					if (refused) throw validationError(String((refused as { message: string }).message));
					inputs.forEach((input, position) => {
						const [fromId, toId] = [idOf(input.from), idOf(input.to)];
						const types = typed[position] as AssociationLabel[];
						// Taking the unlabeled type away takes the association, with every label.
						if (types.some((t) => t.label === null)) {
							store.dissociate(pair.from, fromId, pair.to, toId);
							labels.remove(pair.from, fromId, pair.to, toId);
						} else {
							labels.remove(
								pair.from,
								fromId,
								pair.to,
								toId,
								types.map((t) => t.typeId),
							);
						}
					});
					return archiveAnswer(context, version);
				},
			},
			{
				method: 'GET',
				path: '/{fromObjectType}/{toObjectType}/labels',
				auth: read,
				handler: labelList(version),
			},
		]),
		// The newest spec spells the legacy labels path `/crm/associations/v4/…`; both are served.
		...servedIn({ legacy: '/crm/associations/v4' }, (version) => [
			{
				method: 'GET',
				path: '/{fromObjectType}/{toObjectType}/labels',
				auth: read,
				handler: labelList(version),
			},
		]),
	];
}
