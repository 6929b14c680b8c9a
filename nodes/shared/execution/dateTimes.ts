/**
 * Instants as users give them: ISO 8601 text, epoch milliseconds (a number or digits), a JavaScript
 * Date or a Luxon DateTime (what `{{ $now }}` and n8n's date nodes give). One parser for every date
 * and time the package reads (validation.ts's `readDateTime`, the record mapper's date properties), so
 * they all accept and refuse the same values.
 */

/** A Luxon DateTime, recognised by shape: the package has no runtime dependencies. */
export interface DateTimeLike {
	isValid: boolean;
	year: number;
	month: number;
	day: number;
	toMillis(): number;
}

export const isDateTimeLike = (value: unknown): value is DateTimeLike =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as DateTimeLike).toMillis === 'function' &&
	'isValid' in value;

const EPOCH_MS = /^-?\d+$/;

/** The instant a value names, in epoch ms; undefined when it names none. */
export function instantOf(value: unknown): number | undefined {
	if (isDateTimeLike(value)) return value.isValid ? value.toMillis() : undefined;
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
	if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
	if (typeof value !== 'string') return undefined;
	const text = value.trim();
	if (EPOCH_MS.test(text)) return Number(text);
	const parsed = Date.parse(text);
	return Number.isNaN(parsed) ? undefined : parsed;
}
