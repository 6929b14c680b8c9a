import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
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
	const start = (event: IDataObject) => String(event.startDateTime ?? '');
	const results = [...events.value]
		.sort((a, b) => start(a).localeCompare(start(b)))
		.map((event) => ({
			name: `${String(event.eventName)} (${String(event.externalEventId)})`,
			value: String(event.objectId),
			...(typeof event.eventUrl === 'string' ? { url: event.eventUrl } : {}),
		}))
		.filter((option) => wanted === '' || option.name.toLowerCase().includes(wanted));
	return { results };
}
