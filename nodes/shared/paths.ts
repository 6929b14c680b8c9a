import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

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

function refusal(node: INode, field: string, itemIndex: number | undefined, problem: string): NodeOperationError {
	if (itemIndex === undefined) {
		return new NodeOperationError(node, `${field}: ${problem}`, { description: `Fix the "${field}" parameter.` });
	}
	return new NodeOperationError(node, `${field}: ${problem} (item ${itemIndex})`, {
		itemIndex,
		description: `Fix the "${field}" parameter of item ${itemIndex}.`,
	});
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
		throw refusal(ctx.getNode(), field, itemIndex, 'must not be empty');
	}
	const decoded = fullyDecoded(text).trim();
	if (decoded === '.' || decoded === '..') {
		throw refusal(ctx.getNode(), field, itemIndex, `"${text}" cannot be part of a URL path`);
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
