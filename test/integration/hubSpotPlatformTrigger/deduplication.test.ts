import type { IDataObject } from 'n8n-workflow';
import {
	DEDUPLICATION_WINDOW_MS,
	dropRepeatedEvents,
	STATIC_DATA_CAP,
	type SeenEvents,
} from '../../../nodes/shared/webhooks/deduplication';

let nextNode = 0;
const contactCreated = (eventId: number) => ({
	eventId,
	subscriptionId: 7,
	subscriptionType: 'contact.creation',
});
const keysOf = (staticData: IDataObject) =>
	Object.keys((staticData.seenEvents ?? {}) as SeenEvents);

/**
 * What each call leaves in its copy of the static data, the copy n8n saves over the workflow's:
 * concurrent calls load the same saved copy, and their saves may land in any order.
 */
describe('deduplication: the static data copy each call leaves', () => {
	it('carries the keys of the calls before it in the process, so that a save landing late is repaired by the next', () => {
		const nodeKey = `wf:node-${nextNode++}`;
		const saved: IDataObject = {};
		// Three calls load the same saved copy before any of them saves.
		const [a, b, c] = [structuredClone(saved), structuredClone(saved), structuredClone(saved)];
		const now = 1_800_000_000_000;
		dropRepeatedEvents([contactCreated(1)], { nodeKey, staticData: a }, now);
		dropRepeatedEvents([contactCreated(2)], { nodeKey, staticData: b }, now + 1);
		dropRepeatedEvents([contactCreated(3)], { nodeKey, staticData: c }, now + 2);
		expect(keysOf(a)).toEqual(['7:1']);
		expect(keysOf(b)).toEqual(['7:1', '7:2']);
		// Whatever order a and b were saved in, c's save holds every key.
		expect(keysOf(c)).toEqual(['7:1', '7:2', '7:3']);
	});

	it(`keeps the newest ${STATIC_DATA_CAP} keys within 24 hours, oldest first, merged with what was saved`, () => {
		const nodeKey = `wf:node-${nextNode++}`;
		const now = 1_800_000_000_000;
		const stale = now - DEDUPLICATION_WINDOW_MS - 1;
		const saved: SeenEvents = { '7:900001': stale, '7:900002': now - 10 };
		const staticData: IDataObject = { seenEvents: saved };
		dropRepeatedEvents([contactCreated(900003)], { nodeKey, staticData }, now);
		expect(staticData.seenEvents).toEqual({ '7:900002': now - 10, '7:900003': now });
		// A saved key older than the window no longer stops its event.
		expect(
			dropRepeatedEvents(
				[contactCreated(900001)],
				{ nodeKey: `wf:node-${nextNode++}`, staticData: { seenEvents: saved } },
				now,
			),
		).toHaveLength(1);

		for (let id = 1; id <= STATIC_DATA_CAP + 5; id++)
			dropRepeatedEvents([contactCreated(id)], { nodeKey, staticData }, now + id);
		const keys = keysOf(staticData);
		expect(keys).toHaveLength(STATIC_DATA_CAP);
		expect(keys[0]).toBe('7:6');
		expect(keys.at(-1)).toBe(`7:${STATIC_DATA_CAP + 5}`);
	});
});
