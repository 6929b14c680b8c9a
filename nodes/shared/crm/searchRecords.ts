import type { IDataObject } from 'n8n-workflow';
import { nextCursor } from '../transport/pagination';
import type { HubSpotContext } from '../transport/nodeContext';
import { hubSpotApi } from '../transport/transport';
import type { PathSegment } from '../transport/paths';
import type { CrmRecord } from './records';
import { SEARCH_LIMITS, type FilterGroup } from './searchFilters';
import { invalidInput } from '../execution/validation';
import { recordEndpoints } from './records';

/** What is searched for: everything of the body but the page. */
export interface SearchQuery {
	filterGroups: FilterGroup[];
	query?: string;
	/** One sort, `name` ascending or `-name` descending. */
	sorts?: string[];
	properties?: string[];
}

export interface SearchPage {
	results?: CrmRecord[];
	total?: number;
	paging?: { next?: { after?: string } };
}

/** Every record has it, it is unique and it orders records the same way each time. */
const ID_PROPERTY = 'hs_object_id';

export async function searchPage(
	ctx: HubSpotContext,
	objectType: PathSegment,
	body: SearchQuery & { limit: number; after?: string },
	itemIndex: number,
): Promise<SearchPage> {
	return await hubSpotApi<SearchPage>(ctx, {
		method: 'POST',
		endpoint: recordEndpoints(objectType).search,
		segments: { objectType },
		body: body as unknown as IDataObject,
		idempotent: true,
		itemIndex,
	});
}

/** Adds `hs_object_id > floorId` to every group (or makes it the only group). */
function aboveId(
	ctx: HubSpotContext,
	groups: FilterGroup[],
	floorId: string,
	itemIndex: number,
): FilterGroup[] {
	const floor = { propertyName: ID_PROPERTY, operator: 'GT', value: floorId };
	if (groups.length === 0) return [{ filters: [floor] }];
	const full = groups.findIndex((g) => g.filters.length >= SEARCH_LIMITS.filtersPerGroup);
	if (full >= 0) {
		throw invalidInput(
			ctx,
			`Filter Groups (group ${full + 1})`,
			itemIndex,
			`reading past ${SEARCH_LIMITS.deepestOffset} matches needs one free filter per group, and this group already has ${SEARCH_LIMITS.filtersPerGroup}`,
			'Remove a filter from the group, or narrow the search so it matches fewer records.',
		);
	}
	return groups.map((g) => ({ filters: [...g.filters, floor] }));
}

/**
 * Reads search results up to `limit`, or every match with `returnAll`. The service pages no further
 * than 10,000 results; without a sort of the user's, results are sorted by `hs_object_id` and the
 * search starts again above the last id read whenever that depth is reached, so every match is read
 * exactly once however many there are.
 */
export async function searchRecords(
	ctx: HubSpotContext,
	objectType: PathSegment,
	search: SearchQuery,
	{ returnAll, limit }: { returnAll: boolean; limit: number },
	itemIndex: number,
): Promise<CrmRecord[]> {
	if (!returnAll) {
		const page = await searchPage(ctx, objectType, { ...search, limit }, itemIndex);
		return (page.results ?? []).slice(0, limit);
	}
	const continuesById =
		search.sorts === undefined || (search.sorts.length === 1 && search.sorts[0] === ID_PROPERTY);
	const base: SearchQuery = continuesById ? { ...search, sorts: [ID_PROPERTY] } : search;
	const records: CrmRecord[] = [];
	let groups = base.filterGroups;
	let after: string | undefined;
	for (;;) {
		const page = await searchPage(
			ctx,
			objectType,
			{ ...base, filterGroups: groups, limit: SEARCH_LIMITS.pageSize, ...(after ? { after } : {}) },
			itemIndex,
		);
		const results = page.results ?? [];
		records.push(...results);
		const next = nextCursor(page);
		if (next === undefined || results.length === 0) return records;
		if (Number(next) < SEARCH_LIMITS.deepestOffset) {
			after = next;
			continue;
		}
		if (!continuesById) {
			throw invalidInput(
				ctx,
				'Sort',
				itemIndex,
				`HubSpot pages no further than ${SEARCH_LIMITS.deepestOffset} sorted results, and this search matches ${page.total ?? 'more'}`,
				'Remove the sort to read every match, or narrow the search.',
			);
		}
		groups = aboveId(ctx, base.filterGroups, results[results.length - 1].id, itemIndex);
		after = undefined;
	}
}
