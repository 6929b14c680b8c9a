import type { IExecuteFunctions } from 'n8n-workflow';
import { readText } from '../../shared/execution/validation';
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
