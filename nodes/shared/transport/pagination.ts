/** One page of a list: its records and the cursor of the next page, if any. */
export interface Page<T> {
	results: T[];
	next?: string;
}

export interface PagingOptions {
	/** Read every page (Return All) or stop at `limit` records. */
	returnAll: boolean;
	limit: number;
	/** Largest page the endpoint serves. */
	maxPageSize: number;
}

/**
 * Follows cursors until the records run out or `limit` is reached, asking each page for no more
 * than is still needed.
 */
export async function collectPages<T>(
	fetchPage: (cursor: string | undefined, pageSize: number) => Promise<Page<T>>,
	{ returnAll, limit, maxPageSize }: PagingOptions,
): Promise<T[]> {
	const records: T[] = [];
	const seen = new Set<string>();
	let cursor: string | undefined;
	do {
		const wanted = returnAll ? maxPageSize : Math.min(maxPageSize, limit - records.length);
		const page = await fetchPage(cursor, wanted);
		records.push(...(returnAll ? page.results : page.results.slice(0, limit - records.length)));
		// A cursor given before would page forever: the pages end there.
		cursor = page.next !== undefined && !seen.has(page.next) ? page.next : undefined;
		if (cursor !== undefined) seen.add(cursor);
	} while (cursor !== undefined && (returnAll || records.length < limit));
	return records;
}

/** The cursor of HubSpot's `paging.next.after`, when there is a next page. */
export function nextCursor(body: { paging?: { next?: { after?: string } } }): string | undefined {
	return body.paging?.next?.after;
}
