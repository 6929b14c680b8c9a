import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { SandboxHttpError, batchError, checkText, errorBody, validationError } from '../errors';
import type { CrmRecord, CrmStore } from '../state/crmStore';
import type { ValidationRules } from '../state/validationRules';
import type { ObjectTypeDefinition } from '../state/objectTypes';
import type { SandboxReply } from '../types';
import { partialFailureStatus, type ApiVersion, type VersionedRouteSpec } from '../versions';
import { uniqueConflict } from './crmRecords';
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

export const BATCH_MAX = 100;
export const BATCH_MAX_WITH_HISTORY = 50;

interface BatchBody {
	inputs?: Array<Record<string, unknown>>;
	properties?: string[];
	propertiesWithHistory?: string[];
	idProperty?: string;
}

type BatchError = Record<string, unknown>;

function inputsOf(body: unknown, max: number): Array<Record<string, unknown>> {
	const inputs = (body as BatchBody | undefined)?.inputs;
	if (!Array.isArray(inputs)) throw validationError('Invalid input JSON: inputs is required');
	if (inputs.length > max) {
		throw validationError(
			`The maximum number of inputs supported in a batch request is ${max}. Your request included ${inputs.length} inputs.`,
		);
	}
	return inputs;
}

/** HubSpot's batch response: 200/201, or with `errors` and `numErrors` 207 (200/201 in 2026-09). */
function batchReply(
	context: SandboxContext,
	version: ApiVersion,
	results: unknown[],
	errors: BatchError[],
	okStatus = 200,
): SandboxReply {
	const now = context.clock.iso();
	return {
		status: errors.length ? partialFailureStatus(version, okStatus) : okStatus,
		body: {
			status: 'COMPLETE',
			results,
			...(errors.length ? { numErrors: errors.length, errors } : {}),
			requestedAt: now,
			startedAt: now,
			completedAt: now,
		},
	};
}

function notFound(
	type: ObjectTypeDefinition,
	ids: string[],
	extra: Record<string, string[]> = {},
): BatchError {
	return batchError(
		'OBJECT_NOT_FOUND',
		`Could not get some ${type.upperName} objects, they may be deleted or not exist. Check that ids are valid.`,
		{ ids, ...extra },
	);
}

/** The property values an input writes (a malformed `properties` is refused elsewhere). */
function valuesOf(input: Record<string, unknown>): Record<string, string> {
	const properties = input.properties;
	return typeof properties === 'object' && properties !== null && !Array.isArray(properties)
		? asPropertyValues(properties as Record<string, unknown>)
		: {};
}

function withTrace(
	record: CrmRecord,
	object: Record<string, unknown>,
	trace: unknown,
): Record<string, unknown> {
	return trace ? { ...object, objectWriteTraceId: String(trace) } : object;
}

function refuseDuplicates(ids: string[]): void {
	const seen = new Set<string>();
	const duplicates = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
	if (duplicates.length)
		throw validationError(
			`Duplicate IDs found in batch input: [${[...new Set(duplicates)].join(', ')}]. IDs must be unique`,
		);
}

/** The batch endpoints for every type: batch read, update, create and archive; paths after the CRM objects prefix. */
export function crmBatchRoutes(
	store: CrmStore,
	context: SandboxContext,
	rules: ValidationRules,
): VersionedRouteSpec[] {
	return [
		{
			method: 'POST',
			path: '/{objectType}/batch/read',
			auth: crmAuth('read'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const body = (req.body ?? {}) as BatchBody;
				const history = nameList(body.propertiesWithHistory);
				const inputs = inputsOf(body, BATCH_MAX);
				if (history.length && inputs.length > BATCH_MAX_WITH_HISTORY) {
					throw validationError(
						`The maximum number of inputs supported in a batch request for property histories is ${BATCH_MAX_WITH_HISTORY}. Your request included ${inputs.length} inputs.`,
					);
				}
				const archived = req.query.get('archived') === 'true';
				const properties = nameList(body.properties);
				const results: unknown[] = [];
				const missing: string[] = [];
				for (const input of inputs) {
					const id = String(input.id ?? '');
					const record = findRecord(store, type, id, body.idProperty ?? null, archived);
					if (record) results.push(publicObject(record, properties, history));
					else missing.push(id);
				}
				return batchReply(
					context,
					req.version,
					results,
					missing.length ? [notFound(type, missing)] : [],
				);
			},
		},
		{
			method: 'POST',
			path: '/{objectType}/batch/update',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const inputs = inputsOf(req.body, BATCH_MAX);
				refuseDuplicates(inputs.map((i) => `${i.idProperty ?? ''}:${i.id}`));
				const problems = inputs.flatMap((input) =>
					propertyProblems(type, input.properties ?? {}, store),
				);
				if (problems.length) throw propertyValidationError(problems);
				const targets = inputs.map((input) =>
					findRecord(
						store,
						type,
						String(input.id ?? ''),
						(input.idProperty as string | undefined) ?? null,
					),
				);
				enforceValidationRules(
					rules,
					req.version,
					type,
					inputs.flatMap((input, index) => {
						const record = targets[index];
						return record
							? [
									{
										values: valuesOf(input),
										current: record.properties,
										context: { inputIndex: [String(index)], ids: [record.id] },
									},
								]
							: [];
					}),
				);
				const results: unknown[] = [];
				const errors: BatchError[] = [];
				for (const [index, input] of inputs.entries()) {
					const id = String(input.id ?? '');
					const record = targets[index];
					if (!record) {
						errors.push(
							notFound(
								type,
								[id],
								input.objectWriteTraceId
									? { objectWriteTraceId: [String(input.objectWriteTraceId)] }
									: {},
							),
						);
						continue;
					}
					const values = valuesOf(input);
					uniqueConflict(store, type, record.id, values);
					store.update(record, values, input.objectWriteTraceId as string | undefined);
					const shown = [
						...Object.keys(values),
						...(input.idProperty ? [String(input.idProperty)] : []),
					];
					results.push(withTrace(record, publicObject(record, shown), input.objectWriteTraceId));
				}
				return batchReply(context, req.version, results, errors);
			},
		},
		{
			method: 'POST',
			path: '/{objectType}/batch/create',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const inputs = inputsOf(req.body, BATCH_MAX);
				const traced = inputs.length > 0 && inputs.every((i) => i.objectWriteTraceId);
				enforceValidationRules(
					rules,
					req.version,
					type,
					inputs.map((input, index) => ({
						values: valuesOf(input),
						context: {
							inputIndex: [String(index)],
							...(input.objectWriteTraceId
								? { objectWriteTraceId: [String(input.objectWriteTraceId)] }
								: {}),
						},
					})),
				);
				const results: unknown[] = [];
				const errors: BatchError[] = [];
				const planned: Array<{ input: Record<string, unknown>; values: Record<string, string> }> =
					[];
				for (const input of inputs) {
					const problems = [
						...propertyProblems(type, input.properties ?? {}, store),
						...requiredPropertyProblems(type, input.properties),
					];
					const associationProblem = associationsProblem(store, type, input.associations);
					let conflictMessage: string | undefined;
					const values = valuesOf(input);
					try {
						uniqueConflict(store, type, undefined, values);
					} catch (error) {
						conflictMessage = (error as SandboxHttpError).message;
					}
					const message = problems.length
						? `Property values were not valid: ${JSON.stringify(problems)}`
						: (associationProblem ?? conflictMessage);
					if (!message) {
						planned.push({ input, values });
						continue;
					}
					// Per-input failures are reported only when every input names itself.
					if (!traced) {
						throw new SandboxHttpError(
							conflictMessage && !problems.length ? 409 : 400,
							errorBody(
								message,
								conflictMessage && !problems.length ? 'CONFLICT' : 'VALIDATION_ERROR',
							),
						);
					}
					errors.push(
						batchError(
							conflictMessage && !problems.length ? 'CONFLICT' : 'VALIDATION_ERROR',
							message,
							{ objectWriteTraceId: [String(input.objectWriteTraceId)] },
						),
					);
				}
				for (const { input, values } of planned) {
					const record = store.create(type, values, {
						objectWriteTraceId: input.objectWriteTraceId as string | undefined,
					});
					associateAll(store, record, input.associations);
					results.push(
						withTrace(record, publicObject(record, Object.keys(values)), input.objectWriteTraceId),
					);
				}
				return batchReply(context, req.version, results, errors, 201);
			},
		},
		{
			method: 'POST',
			path: '/{objectType}/batch/upsert',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				const inputs = inputsOf(req.body, BATCH_MAX).map((input) => upsertInputOf(type, input));
				refuseDuplicates(inputs.map((i) => `${i.idProperty}:${i.id}`));
				const targets = inputs.map((input) =>
					store.findByProperty(type, input.idProperty, input.id),
				);
				enforceValidationRules(
					rules,
					req.version,
					type,
					inputs.map((input, index) => ({
						values: input.values,
						current: targets[index]?.properties,
						context: { inputIndex: [String(index)], ids: [input.id] },
					})),
				);
				const updated: unknown[] = [];
				const created: unknown[] = [];
				const errors: BatchError[] = [];
				for (const [index, input] of inputs.entries()) {
					const context = {
						ids: [input.id],
						...(input.trace ? { objectWriteTraceId: [input.trace] } : {}),
					};
					// A create also writes the ID property's value (a blocklisted address is refused).
					const written = targets[index]
						? input.properties
						: { ...input.properties, [input.idProperty]: input.id };
					const problems = [
						...propertyProblems(type, written, store),
						// Only a create needs the required properties.
						...(targets[index] ? [] : requiredPropertyProblems(type, written)),
					];
					if (problems.length) {
						errors.push(
							batchError(
								'VALIDATION_ERROR',
								`Property values were not valid: ${JSON.stringify(problems)}`,
								context,
							),
						);
						continue;
					}
					const existing = targets[index];
					try {
						uniqueConflict(store, type, existing?.id, input.values);
					} catch (error) {
						errors.push(batchError('CONFLICT', (error as SandboxHttpError).message, context));
						continue;
					}
					const shown = Object.keys(input.values);
					if (existing) {
						store.update(existing, input.values, input.trace);
						updated.push({
							...withTrace(existing, publicObject(existing, shown), input.trace),
							new: false,
						});
					} else {
						const record = store.create(type, input.values, { objectWriteTraceId: input.trace });
						created.push({
							...withTrace(record, publicObject(record, shown), input.trace),
							new: true,
						});
					}
				}
				// The service does not promise input order: here the updated records come first.
				return batchReply(context, req.version, [...updated, ...created], errors);
			},
		},
		{
			method: 'POST',
			path: '/{objectType}/batch/archive',
			auth: crmAuth('write'),
			handler: (req) => {
				const type = objectTypeOf(req);
				for (const input of inputsOf(req.body, BATCH_MAX)) {
					const record = store.get(type, String(input.id ?? ''));
					if (record) store.archive(record);
				}
				return { status: 204 };
			},
		},
	];
}

interface UpsertInput {
	idProperty: string;
	id: string;
	properties: Record<string, unknown>;
	/** What the input writes: its properties and the ID property set to `id`. */
	values: Record<string, string>;
	trace?: string;
}

/**
 * An upsert input, refused whole (400) without `id` or with an `idProperty` that is not unique:
 * only unique-value properties (contacts' `email` among them) identify a record.
 */
function upsertInputOf(type: ObjectTypeDefinition, input: Record<string, unknown>): UpsertInput {
	const idProperty = typeof input.idProperty === 'string' ? input.idProperty : '';
	if (idProperty === '')
		throw validationError('Invalid input JSON: idProperty is required for upsert');
	if (!type.properties.find((p) => p.name === idProperty)?.unique) {
		throw validationError(
			`Unable to perform update/upsert by non-unique ${type.typeId} property ${idProperty} in portal ID ${ACCOUNT.hubId}`,
		);
	}
	checkText(input.id, 'inputs.id');
	const id = String(input.id ?? '');
	if (id === '') throw validationError('Invalid input JSON: id is required');
	const properties =
		typeof input.properties === 'object' && input.properties !== null
			? (input.properties as Record<string, unknown>)
			: {};
	return {
		idProperty,
		id,
		properties,
		values: { ...valuesOf(input), [idProperty]: id },
		trace: input.objectWriteTraceId ? String(input.objectWriteTraceId) : undefined,
	};
}
