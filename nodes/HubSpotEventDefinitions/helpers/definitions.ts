import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { collectPages, nextCursor } from '../../shared/transport/pagination';
import { pathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';

/** A property of a custom event, as its definition describes it. */
export interface EventPropertyDefinition {
	name: string;
	label?: string;
	type: string;
	options?: Array<{ label?: string; value: string }>;
}

/** A custom event definition: its names and properties. */
export interface EventDefinition {
	name: string;
	/** `pe{hubId}_{name}`: the name occurrences are sent under. */
	fullyQualifiedName: string;
	labels?: { singular?: string };
	primaryObject?: string;
	properties?: EventPropertyDefinition[];
}

/** Definitions per page of the list (HubSpot's largest). */
const DEFINITIONS_PER_PAGE = 100;

/** A fully qualified event name (`pe{hubId}_{name}`); its second part is the internal name. */
export const FULLY_QUALIFIED_NAME = /^pe\d+_([a-z][a-z0-9_]*)$/;

/** The account's custom event definitions. */
export async function listEventDefinitions(
	ctx: HubSpotContext,
	limit: number,
): Promise<EventDefinition[]> {
	return await collectPages<EventDefinition>(
		async (after, pageSize) => {
			const page = await hubSpotApi<{
				results: EventDefinition[];
				paging?: { next?: { after?: string } };
			}>(ctx, {
				method: 'GET',
				endpoint: ENDPOINTS.eventDefinitions,
				qs: { limit: pageSize, ...(after ? { after } : {}) },
			});
			return { results: page.results, next: nextCursor(page) };
		},
		{ returnAll: false, limit, maxPageSize: DEFINITIONS_PER_PAGE },
	);
}

/**
 * The definition occurrences named `fullyQualifiedName` are sent for, or undefined when the account
 * has none (HubSpot answers 404).
 */
export async function readEventDefinition(
	ctx: HubSpotContext,
	fullyQualifiedName: string,
	itemIndex?: number,
): Promise<EventDefinition | undefined> {
	const internalName = FULLY_QUALIFIED_NAME.exec(fullyQualifiedName)?.[1];
	if (internalName === undefined) return undefined;
	const request = hubSpotApi<EventDefinition & IDataObject>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.eventDefinition,
		segments: { eventName: pathSegment(ctx, internalName, 'Event', itemIndex) },
		itemIndex,
	});
	// The transport's errors are NodeApiErrors: only HubSpot's 404 means "no such event".
	return await request.catch((error: unknown) => {
		if (error instanceof NodeApiError && String(error.httpCode) === '404') return undefined;
		throw error;
	});
}
