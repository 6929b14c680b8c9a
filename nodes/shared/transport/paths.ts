import type { INode } from 'n8n-workflow';
import { invalidInput } from './errors';

declare const checkedSegment: unique symbol;

/**
 * A value checked and percent-encoded for one segment of a URL path. Only `pathSegment` makes one,
 * so no value reaches a path without the checks.
 */
export type PathSegment = string & { readonly [checkedSegment]: true };

/** The values of a path template's `{name}` placeholders. */
export type PathSegments = Record<string, PathSegment>;

/** Decodes until nothing changes, so `%252e%252e` is seen as the `..` it becomes after two decodings. */
function fullyDecoded(value: string): string {
	let current = value;
	for (let round = 0; round < 5; round++) {
		let next: string;
		try {
			next = decodeURIComponent(current);
		} catch {
			return current;
		}
		if (next === current) return current;
		current = next;
	}
	return current;
}

/**
 * The one way a value enters a URL path: a non-empty text (or finite number) that is not `.` or `..`,
 * also once decoded, percent-encoded so it stays one segment. A refusal names the field and the item.
 */
export function pathSegment(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex?: number,
): PathSegment {
	const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
	if (typeof text !== 'string' || text.trim() === '') {
		throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	}
	const decoded = fullyDecoded(text).trim();
	if (decoded === '.' || decoded === '..') {
		throw invalidInput(ctx, field, itemIndex, `"${text}" cannot be part of a URL path`);
	}
	return encodeURIComponent(text) as PathSegment;
}

/** Puts checked segments into a template's `{name}` placeholders; every placeholder must be given. */
export function fillPath(template: string, segments: PathSegments = {}): string {
	return template.replace(/\{(\w+)\}/g, (_, name: string) => {
		const segment = segments[name];
		if (segment === undefined) throw new Error(`The path ${template} needs a value for {${name}}`);
		return segment;
	});
}

declare const checkedRelativePath: unique symbol;

/** A path under the credential's API base URL, checked and encoded segment by segment by `relativePath`. */
export type RelativePath = string & { readonly [checkedRelativePath]: true };

/** `https:`, `javascript:`, `mailto:`...: anything that could make a URL leave the base URL. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * A path the user typed (Custom API Call), made safe to append to the credential's base URL so the
 * credential's token can only go to that host: no scheme, no `//host`, no backslash, no query or
 * fragment, no empty, `.` or `..` segment (also once decoded), no segment hiding a `/`; every
 * segment percent-encoded by `pathSegment`. Always starts with `/`.
 */
export function relativePath(
	ctx: { getNode(): INode },
	value: unknown,
	field: string,
	itemIndex?: number,
): RelativePath {
	const text = typeof value === 'string' ? value.trim() : '';
	if (text === '')
		throw invalidInput(ctx, field, itemIndex, 'must be a path such as /crm/v3/objects/contacts');
	if (SCHEME.test(text) || text.startsWith('//') || text.includes('\\')) {
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a path relative to the credential's API base URL (such as /crm/v3/objects/contacts), not "${text}"`,
		);
	}
	if (/[?#]/.test(text))
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			'must not hold a query or fragment: put query parameters in "Query Parameters"',
		);
	if (/[\s\p{Cc}]/u.test(text))
		throw invalidInput(ctx, field, itemIndex, 'must not contain spaces or control characters');
	const segments = text.replace(/^\//, '').replace(/\/$/, '').split('/');
	const encoded = segments.map((segment) => {
		if (segment === '')
			throw invalidInput(ctx, field, itemIndex, 'must not contain empty segments ("//")');
		if (/[/\\]/.test(fullyDecoded(segment)))
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`"${segment}" hides a "/" or "\\" in percent-encoding`,
			);
		let decoded: string;
		try {
			decoded = decodeURIComponent(segment);
		} catch {
			throw invalidInput(ctx, field, itemIndex, `"${segment}" is not valid percent-encoding`);
		}
		return pathSegment(ctx, decoded, field, itemIndex);
	});
	return `/${encoded.join('/')}` as RelativePath;
}
