import { validationError } from './errors';
import type { SandboxRequest } from './types';

/**
 * One page of a list paged by `limit` and an `after` cursor (an offset, as HubSpot's cursors are
 * opaque): `{ results, paging? }`, `paging.next.after` only when more follow. A limit out of range is
 * refused.
 */
export function offsetPage<T>(
	items: readonly T[],
	req: SandboxRequest,
	{ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number },
): { results: T[]; paging?: { next: { after: string; link: string } } } {
	const limit = Number(req.query.get('limit') ?? defaultLimit);
	if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit)
		throw validationError(`limit must be between 1 and ${maxLimit}`);
	const offset = Number(req.query.get('after') ?? 0) || 0;
	const next = offset + limit < items.length ? String(offset + limit) : undefined;
	return {
		results: items.slice(offset, offset + limit),
		...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
	};
}
