import type { IDataObject } from 'n8n-workflow';
import type { HubSpotEvent } from '../shared/webhooks/events';

/** A delivery's events, or why its body is not what HubSpot sends. */
export type ParsedDelivery = { events: HubSpotEvent[] } | { problem: string };

/** Parses a delivery's raw body: a JSON array of event objects. */
export function parseDelivery(rawBody: Buffer): ParsedDelivery {
	let parsed: unknown;
	try {
		parsed = JSON.parse(rawBody.toString('utf8'));
	} catch {
		return { problem: 'The body is not JSON' };
	}
	if (!Array.isArray(parsed)) return { problem: 'The body is not a JSON array of events' };
	for (const event of parsed) {
		if (typeof event !== 'object' || event === null || Array.isArray(event)) {
			return { problem: 'Every element of the body must be an event object' };
		}
		if (typeof (event as IDataObject).subscriptionType !== 'string') {
			return { problem: 'An event has no subscriptionType' };
		}
	}
	return { events: parsed as HubSpotEvent[] };
}
