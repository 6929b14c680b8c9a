import { validationError } from '../errors';
import { findObjectType, type ObjectTypeDefinition } from './objectTypes';

/**
 * Record validation rules an admin configured in the account, which HubSpot enforces on CRM writes
 * from the 2026-09 API version on: a property required when another has a value, or required on create.
 */
export type ValidationRule =
	| {
			objectType: string;
			kind: 'conditionallyRequired';
			property: string;
			when: { property: string; equals: string };
	  }
	| { objectType: string; kind: 'requiredOnCreate'; property: string };

export interface RuleViolation {
	property: string;
	code: 'CONDITIONALLY_REQUIRED' | 'REQUIRED_ON_CREATE';
	message: string;
}

const missing = (value: string | undefined) => value === undefined || value === '';

function checkedRule(value: unknown): ValidationRule {
	const rule = (value ?? {}) as Record<string, unknown>;
	const type = findObjectType(String(rule.objectType ?? ''));
	if (!type)
		throw validationError(
			`validation rule objectType ${JSON.stringify(rule.objectType)} is not a CRM object type`,
		);
	const known = (name: unknown) =>
		typeof name === 'string' && type.properties.some((p) => p.name === name);
	if (!known(rule.property))
		throw validationError(
			`validation rule property ${JSON.stringify(rule.property)} is not a property of ${type.name}`,
		);
	const property = String(rule.property);
	if (rule.kind === 'requiredOnCreate')
		return { objectType: type.name, kind: 'requiredOnCreate', property };
	const when = (rule.when ?? {}) as Record<string, unknown>;
	if (rule.kind !== 'conditionallyRequired')
		throw validationError('validation rule kind must be conditionallyRequired or requiredOnCreate');
	if (!known(when.property) || typeof when.equals !== 'string') {
		throw validationError(
			`a conditionallyRequired rule needs when.property (a property of ${type.name}) and when.equals (a string)`,
		);
	}
	return {
		objectType: type.name,
		kind: 'conditionallyRequired',
		property,
		when: { property: String(when.property), equals: when.equals },
	};
}

export class ValidationRules {
	private rules: ValidationRule[] = [];

	all(): ValidationRule[] {
		return this.rules;
	}

	/** Replaces every rule; refuses the whole list when one rule is malformed. */
	replace(rules: unknown): void {
		if (!Array.isArray(rules)) throw validationError('rules must be an array');
		this.rules = rules.map(checkedRule);
	}

	clear(): void {
		this.rules = [];
	}

	/**
	 * What a write breaks. The record must satisfy the rules after the write: an update is judged on
	 * its current values with the written ones over them (*uncertain*: the service may judge only what
	 * the request sets).
	 */
	violations(
		type: ObjectTypeDefinition,
		written: Record<string, string>,
		current?: Record<string, string>,
	): RuleViolation[] {
		const after = { ...current, ...written };
		return this.rules
			.filter((rule) => rule.objectType === type.name)
			.flatMap((rule): RuleViolation[] => {
				if (rule.kind === 'requiredOnCreate') {
					return current === undefined && missing(after[rule.property])
						? [
								{
									property: rule.property,
									code: 'REQUIRED_ON_CREATE',
									message: `Property "${rule.property}" is required to create a ${type.singular}.`,
								},
							]
						: [];
				}
				return after[rule.when.property] === rule.when.equals && missing(after[rule.property])
					? [
							{
								property: rule.property,
								code: 'CONDITIONALLY_REQUIRED',
								message: `Property "${rule.property}" is required when "${rule.when.property}" is "${rule.when.equals}".`,
							},
						]
					: [];
			});
	}
}
