import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { recordDatesOf } from '../shared/crm/objectTypes';
import { commaList } from '../shared/execution/commaList';
import type { PathSegment } from '../shared/transport/paths';
import { checkedFilterGroups, SEARCH_LIMITS, type FilterGroup } from '../shared/crm/searchFilters';
import {
	boundedInteger,
	invalidInput,
	readDateTime,
	readText,
} from '../shared/execution/validation';
import { checkedObjectType } from '../shared/crm/objectTypeFields';

export type TriggerEvent = 'created' | 'updated' | 'propertyChanged';

/** What a poll looks for, read from the node's parameters. */
export interface TriggerSettings {
	objectType: PathSegment;
	event: TriggerEvent;
	/** The timestamp the search filters and sorts on: the type's creation or last-modified property. */
	timestamp: string;
	/** Property Changed: the properties whose changes are emitted. */
	watched: string[];
	filterGroups: FilterGroup[];
	/** Properties to output; the type's defaults when empty. */
	properties: string[];
	/** How far behind the newest change each poll searches again, for writes the index shows late. */
	overlapMs: number;
	/** Where the first poll starts (epoch milliseconds); now when not set. */
	startAt?: number;
}

/** A poll has no items: errors name item 0, as n8n does for trigger parameters. */
const NO_ITEM = 0;

export const MAX_OVERLAP_SECONDS = 3_600;
export const DEFAULT_OVERLAP_SECONDS = 60;

/** The property a type stamps with an event's time. */
export function timestampProperty(event: TriggerEvent, objectType: string): string {
	const dates = recordDatesOf(objectType);
	return event === 'created' ? dates.created : dates.lastModified;
}

/**
 * Each group gets the trigger's timestamp filter, and a group read past one timestamp's first page
 * an id filter too; HubSpot allows 6 filters per group and 18 in all.
 */
const ADDED_PER_GROUP = 2;
const FILTERS_IN_ALL = 18;

function checkRoomForTriggerFilters(ctx: IPollFunctions, groups: FilterGroup[]): void {
	const most = SEARCH_LIMITS.filtersPerGroup - ADDED_PER_GROUP;
	const crowded = groups.findIndex((group) => group.filters.length > most);
	if (crowded >= 0) {
		throw invalidInput(
			ctx,
			`Filter Groups (group ${crowded + 1})`,
			NO_ITEM,
			`the trigger adds its own time filters, so a group can hold at most ${most} filters`,
		);
	}
	const total = groups.reduce((sum, group) => sum + group.filters.length + ADDED_PER_GROUP, 0);
	if (total > FILTERS_IN_ALL) {
		throw invalidInput(
			ctx,
			'Filter Groups',
			NO_ITEM,
			`the filters and the trigger's two time filters per group must stay within ${FILTERS_IN_ALL} in all, got ${total}`,
		);
	}
}

function readEvent(ctx: IPollFunctions): TriggerEvent {
	const event = readText(ctx, ctx.getNodeParameter('event', 'updated'), 'Event', NO_ITEM);
	if (event !== 'created' && event !== 'updated' && event !== 'propertyChanged') {
		throw invalidInput(
			ctx,
			'Event',
			NO_ITEM,
			`must be created, updated or propertyChanged, got "${event}"`,
		);
	}
	return event;
}

function readStart(ctx: IPollFunctions, value: unknown): number | undefined {
	return readDateTime(ctx, value, 'Start From', NO_ITEM);
}

/** The node's parameters, refused before any request when the search could not be sent. */
export function readSettings(ctx: IPollFunctions): TriggerSettings {
	const objectType = checkedObjectType(
		ctx,
		ctx.getNodeParameter('objectType'),
		() => ctx.getNodeParameter('objectTypeCustom', ''),
		'Object Type',
		NO_ITEM,
	);
	const event = readEvent(ctx);
	const watched =
		event === 'propertyChanged' ? commaList(ctx.getNodeParameter('watchedProperties', [])) : [];
	if (event === 'propertyChanged' && watched.length === 0) {
		throw invalidInput(ctx, 'Properties to Watch', NO_ITEM, 'choose at least one property');
	}
	const filterGroups = checkedFilterGroups(
		ctx,
		ctx.getNodeParameter('filterGroups.groups', []),
		NO_ITEM,
	);
	checkRoomForTriggerFilters(ctx, filterGroups);
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	const overlapSeconds = boundedInteger(
		ctx,
		options.indexDelaySeconds ?? DEFAULT_OVERLAP_SECONDS,
		'Search Index Delay (Seconds)',
		NO_ITEM,
		0,
		MAX_OVERLAP_SECONDS,
	);
	return {
		objectType,
		event,
		timestamp: timestampProperty(event, objectType),
		watched,
		filterGroups,
		properties: commaList(options.properties),
		overlapMs: overlapSeconds * 1000,
		startAt: readStart(ctx, options.startFrom),
	};
}
