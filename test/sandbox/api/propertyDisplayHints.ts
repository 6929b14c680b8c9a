import { atLeast, type ApiVersion } from '../versions';

/** Property-definition fields that 2026-09 dropped (CRM properties and event-definition properties). */
export const DISPLAY_HINT_FIELDS = [
	'currencyPropertyName',
	'numberDisplayHint',
	'textDisplayHint',
	'showCurrencySymbol',
] as const;

/** How a property of this data type is displayed, as v3 and 2026-03 definitions say. */
export function displayHints(type: string): Record<string, string> {
	if (type === 'number') return { numberDisplayHint: 'formatted' };
	if (type === 'string') return { textDisplayHint: 'unformatted_single_line' };
	return {};
}

/** The definition as the version answers it: without display hints in 2026-09. */
export function inVersion<T extends Record<string, unknown>>(
	definition: T,
	version: ApiVersion,
): T {
	if (!atLeast(version, '2026-09')) return definition;
	const copy: Record<string, unknown> = { ...definition };
	for (const field of DISPLAY_HINT_FIELDS) delete copy[field];
	return copy as T;
}
