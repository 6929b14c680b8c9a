import { isMultiSelect, type PropertyDefinition } from '../../../../shared/crm/propertyDefinitions';
import { instantOf, isDateTimeLike } from '../../../../shared/execution/dateTimes';
import { optionList } from '../../../../shared/execution/optionList';

/**
 * A value given to the resource mapper turned into the text HubSpot stores for the property's type,
 * or the reason it cannot be: numbers as decimal digits, booleans as `true`/`false`, an option's
 * value (or its label), a multi-select's options joined with `;`, a date as midnight-UTC epoch ms and
 * a datetime as epoch ms, from text, numbers, ISO dates, JavaScript dates and Luxon DateTimes.
 * `null` clears (the empty string).
 */
export type Conversion = { value: string } | { problem: string };

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A value shown in a refusal, cut short. */
function shown(value: unknown): string {
	const text =
		typeof value === 'string'
			? JSON.stringify(value)
			: Array.isArray(value)
				? 'a list'
				: typeof value === 'object'
					? 'an object'
					: String(value);
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function text(value: unknown): Conversion {
	if (typeof value === 'string') return { value };
	if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) };
	return { problem: `must be text, got ${shown(value)}` };
}

function decimal(value: unknown): Conversion {
	if (typeof value === 'number' && Number.isFinite(value)) return { value: String(value) };
	if (typeof value === 'string' && DECIMAL.test(value.trim())) return { value: value.trim() };
	return { problem: `must be a number, got ${shown(value)}` };
}

function flag(value: unknown): Conversion {
	if (typeof value === 'boolean') return { value: String(value) };
	if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
		return { value: value.trim().toLowerCase() };
	return { problem: `must be true or false, got ${shown(value)}` };
}

/** The option a text names, by value or by label. */
function option(definition: PropertyDefinition, given: string): Conversion {
	const options = definition.options ?? [];
	// Options kept elsewhere (owners) are not listed: any value is passed on for HubSpot to check.
	if (options.length === 0) return { value: given };
	const found = options.find((o) => o.value === given) ?? options.find((o) => o.label === given);
	return found
		? { value: found.value }
		: {
				problem: `"${given}" is not one of its options (${options.map((o) => o.value).join(', ')})`,
			};
}

function choices(definition: PropertyDefinition, value: unknown): Conversion {
	const parts = optionList(value);
	if (!parts)
		return { problem: `must be options as a list or joined with ";", got ${shown(value)}` };
	const values: string[] = [];
	for (const part of parts) {
		const chosen = option(definition, part);
		if ('problem' in chosen) return chosen;
		values.push(chosen.value);
	}
	return { value: values.join(';') };
}

/** The instant a value names, in epoch ms; undefined when it names none. Text must be ISO 8601 or epoch ms. */
function instant(value: unknown): number | undefined {
	if (typeof value === 'string' && !ISO_DATE.test(value.trim()) && !/^-?\d+$/.test(value.trim()))
		return undefined;
	return instantOf(value);
}

/** A day as midnight UTC: the calendar date the value is written in (a DateTime's own zone, an ISO text's date). */
function day(value: unknown): Conversion {
	const problem = {
		problem: `must be a date (YYYY-MM-DD, an ISO date, epoch milliseconds or a DateTime), got ${shown(value)}`,
	};
	if (isDateTimeLike(value))
		return value.isValid
			? { value: String(Date.UTC(value.year, value.month - 1, value.day)) }
			: problem;
	const iso = typeof value === 'string' ? ISO_DATE.exec(value.trim()) : null;
	if (iso) {
		const ms = Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
		// 2024-02-30 would roll over into March: a date that does not exist is refused.
		return new Date(ms).toISOString().slice(0, 10) === iso[0] && instant(value) !== undefined
			? { value: String(ms) }
			: problem;
	}
	const ms = instant(value);
	if (ms === undefined) return problem;
	const date = new Date(ms);
	return { value: String(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) };
}

function time(value: unknown): Conversion {
	const ms = instant(value);
	return ms === undefined
		? {
				problem: `must be a date and time (ISO 8601, epoch milliseconds or a DateTime), got ${shown(value)}`,
			}
		: { value: String(ms) };
}

export function toHubSpotValue(
	definition: PropertyDefinition | undefined,
	value: unknown,
): Conversion {
	if (value === null || value === undefined) return { value: '' };
	if (value === '') return { value: '' };
	switch (definition?.type) {
		case 'number':
			return decimal(value);
		case 'bool':
			return flag(value);
		case 'enumeration': {
			if (isMultiSelect(definition)) return choices(definition, value);
			const given = text(value);
			return 'problem' in given ? given : option(definition, given.value);
		}
		case 'date':
			return day(value);
		case 'datetime':
			return time(value);
		default:
			return text(value);
	}
}
