import type { IDataObject } from 'n8n-workflow';
import type { HubSpotEvent } from './events';

/** A delivery body that is not what HubSpot sends. */
export class MalformedDelivery extends Error {}

/** Parses a delivery's raw body: a JSON array of event objects. */
export function parseDelivery(rawBody: Buffer): HubSpotEvent[] {
	let parsed: unknown;
	try {
		parsed = JSON.parse(rawBody.toString('utf8'));
	} catch {
		throw new MalformedDelivery('The body is not JSON');
	}
	if (!Array.isArray(parsed)) throw new MalformedDelivery('The body is not a JSON array of events');
	for (const event of parsed) {
		if (typeof event !== 'object' || event === null || Array.isArray(event)) {
			throw new MalformedDelivery('Every element of the body must be an event object');
		}
		if (typeof (event as IDataObject).subscriptionType !== 'string') {
			throw new MalformedDelivery('An event has no subscriptionType');
		}
	}
	return parsed as HubSpotEvent[];
}
