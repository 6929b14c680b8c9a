/**
 * A parameter that names several things (property names, ids) as comma-separated text or as a list
 * (an expression may give either): its trimmed, non-empty parts.
 */
export function commaList(value: unknown): string[] {
	const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
	return parts.map((part) => part.trim()).filter((part) => part !== '');
}
