import { validationError } from '../errors';
import { isActivityType, type ObjectTypeDefinition } from '../state/objectTypes';
import { pipelineProblem } from '../state/pipelines';
import type { ValidationRules } from '../state/validationRules';
import { atLeast, type ApiVersion } from '../versions';

/** One record a request writes: its values, the record's current ones (updates), what names it. */
export interface RecordWrite {
	values: Record<string, string>;
	current?: Record<string, string>;
	/** In batches, the context of its error entries, e.g. `{ inputIndex: ['0'], ids: ['12'] }`. */
	context?: Record<string, string[]>;
}

/**
 * The account's validation rules, enforced on 2026-09 CRM writes only (v3 and 2026-03 are not
 * affected). A request that breaks one is refused whole, before anything is written: 400
 * VALIDATION_ERROR naming property and rule, one `errors` entry per broken rule of each input (the
 * batch behaviour is *uncertain*: the service may instead write the valid inputs).
 */
export function enforceValidationRules(
	rules: ValidationRules,
	version: ApiVersion,
	type: ObjectTypeDefinition,
	writes: RecordWrite[],
): void {
	enforcePipelineStages(type, writes);
	enforceActivityTimestamps(type, writes);
	if (!atLeast(version, '2026-09')) return;
	const failing = writes
		.map((write) => ({ write, violations: rules.violations(type, write.values, write.current) }))
		.filter(({ violations }) => violations.length > 0);
	if (failing.length === 0) return;
	const errors = failing.flatMap(({ write, violations }) =>
		violations.map((violation) => ({
			message: violation.message,
			code: violation.code,
			context: { propertyName: [violation.property], ...write.context },
		})),
	);
	const batch = writes.some((write) => write.context !== undefined);
	const summary = batch
		? `${failing.length} of ${writes.length} inputs break validation rules of this account: `
		: 'The record breaks a validation rule of this account: ';
	throw validationError(`${summary}${errors.map((e) => e.message).join(' ')}`, { errors });
}

/**
 * In every version: a stage must be one of the record's pipeline (the one written, else the
 * record's, else the type's default), and a pipeline must exist. A request with such a write is
 * refused whole, 400 VALIDATION_ERROR with an `errors` entry per input.
 */
function enforcePipelineStages(type: ObjectTypeDefinition, writes: RecordWrite[]): void {
	const errors = writes.flatMap((write) => {
		const problem = pipelineProblem(type.name, write.values, write.current);
		return problem
			? [
					{
						message: problem.message,
						code: 'INVALID_OPTION',
						context: { propertyName: [problem.property], ...write.context },
					},
				]
			: [];
	});
	if (errors.length)
		throw validationError(
			`Property values were not valid: ${errors.map((e) => e.message).join(' ')}`,
			{ errors },
		);
}

/** In every version: an activity is created with `hs_timestamp` (when it happened; a task's due date). */
function enforceActivityTimestamps(type: ObjectTypeDefinition, writes: RecordWrite[]): void {
	if (!isActivityType(type)) return;
	const errors = writes
		.filter((write) => write.current === undefined && !write.values.hs_timestamp)
		.map((write) => ({
			message: 'Property "hs_timestamp" is required.',
			code: 'REQUIRED_PROPERTY',
			context: { propertyName: ['hs_timestamp'], ...write.context },
		}));
	if (errors.length)
		throw validationError(
			`Property values were not valid: ${errors.map((e) => e.message).join(' ')}`,
			{ errors },
		);
}
