import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { listEvents } from '../helpers/pages';

/** Events the picker reads at most. */
const MAX_LISTED = 1000;

/**
 * The account's marketing events whose name or external event ID contains the filter, soonest start
 * first; the value is HubSpot's ID of the event.
 */
export async function searchMarketingEvents(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const events = await unlessRefused(
		listEvents(this, { returnAll: false, limit: MAX_LISTED }),
		SCOPES.marketingEventsRead,
	);
	if ('missingScope' in events)
		return { results: unlisted('Marketing events', events.missingScope) };
	const results = events.value
		.map((event) => ({
			name: `${String(event.eventName)} (${String(event.externalEventId)})`,
			value: String(event.objectId),
			start: String(event.startDateTime ?? ''),
			...(typeof event.eventUrl === 'string' ? { url: event.eventUrl } : {}),
		}))
		.filter((option) => wanted === '' || option.name.toLowerCase().includes(wanted))
		.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name))
		.map(({ start: _start, ...option }) => option);
	return { results };
}
