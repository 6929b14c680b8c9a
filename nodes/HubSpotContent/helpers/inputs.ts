import type { IExecuteFunctions } from 'n8n-workflow';
import { invalidInput, readText } from '../../shared/execution/validation';
import { relativePath } from '../../shared/transport/paths';

/**
 * A slug or a URL path (a post's slug, a redirect's route prefix), checked by the shared path helper
 * (no scheme or host, no `..`, no query, no spaces) and given back as typed, without a leading `/`
 * for a slug.
 */
export function readSlug(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
	{ leadingSlash }: { leadingSlash: boolean },
): string {
	const text = readText(ctx, value, field, itemIndex).trim();
	relativePath(ctx, text, field, itemIndex);
	const bare = text.replace(/^\/+/, '');
	return leadingSlash ? `/${bare}` : bare;
}

/** A date and time (ISO 8601 text or epoch milliseconds) as epoch milliseconds. */
export function readDateTime(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): number {
	const text =
		value instanceof Date ? value.toISOString() : readText(ctx, value, field, itemIndex).trim();
	const at = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
	if (text === '' || Number.isNaN(at))
		throw invalidInput(ctx, field, itemIndex, `must be a date and time, got "${text}"`);
	return at;
}
