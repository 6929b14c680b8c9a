/** One page of a list: its records and the cursor of the next page, if any. */
export interface Page<T> {
	results: T[];
	next?: string;
}

export interface PagingOptions<T = unknown> {
	/** Read every page (Return All) or stop at `limit` records. */
	returnAll: boolean;
	limit: number;
	/** Largest page the endpoint serves. */
	maxPageSize: number;
	/** Where an ordered list stops (e.g. newest first, older than a date): that record and all after it are left out. */
	endsAt?: (record: T) => boolean;
}

/**
 * Follows cursors until the records run out or `limit` is reached, asking each page for no more
 * than is still needed.
 */
export async function collectPages<T>(
	fetchPage: (cursor: string | undefined, pageSize: number) => Promise<Page<T>>,
	{ returnAll, limit, maxPageSize, endsAt }: PagingOptions<T>,
): Promise<T[]> {
	const records: T[] = [];
	const seen = new Set<string>();
	let cursor: string | undefined;
	do {
		const wanted = returnAll ? maxPageSize : Math.min(maxPageSize, limit - records.length);
		const page = await fetchPage(cursor, wanted);
		const end = endsAt ? page.results.findIndex(endsAt) : -1;
		const results = end === -1 ? page.results : page.results.slice(0, end);
		records.push(...(returnAll ? results : results.slice(0, limit - records.length)));
		// A cursor given before would page forever: the pages end there, as they do where the list ends.
		cursor = end === -1 && page.next !== undefined && !seen.has(page.next) ? page.next : undefined;
		if (cursor !== undefined) seen.add(cursor);
	} while (cursor !== undefined && (returnAll || records.length < limit));
	return records;
}

/** The cursor of HubSpot's `paging.next.after`, when there is a next page. */
export function nextCursor(body: { paging?: { next?: { after?: string } } }): string | undefined {
	return body.paging?.next?.after;
}
