/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { searchMarketingEvents } from '../../../nodes/HubSpotMarketingEvents/methods/listSearch';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { SEED_MARKETING_EVENTS } from '../../sandbox/state/marketingEvents';
import {
	byId,
	createWebinar,
	editingMarketingEvents,
	runMarketingEvents,
	useMarketingEventsSandbox,
} from './fixture';

const event = (operation: string, extra: INodeParameters = {}) => ({
	resource: 'marketingEvent',
	operation,
	...extra,
});
const byExternalIds = (externalEventId: string) => ({
	eventBy: 'externalIds',
	externalAccountId: 'zoom-account-1',
	externalEventId,
});
const { productWebinar, userConference } = SEED_MARKETING_EVENTS;

describe('HubSpot Marketing Events: events, through the engine against the sandbox', () => {
	const state = useMarketingEventsSandbox();

	it('creates events keyed by the event tool’s ids from items, with dates, type, URL and custom properties', async () => {
		const created = await runMarketingEvents(
			state.sb,
			createWebinar({
				additionalFields: {
					eventType: 'WEBINAR',
					startDateTime: '={{ $json.start }}',
					endDateTime: '={{ $json.end }}',
					eventUrl: '=https://example.zoom.us/webinar/register/{{ $json.webinarId }}',
					customProperties: { property: [{ name: 'host', value: 'Ada' }] },
				},
			}),
			[
				{
					webinarId: '88010001',
					topic: 'Onboarding live',
					start: '2026-12-01T16:00:00Z',
					end: '2026-12-01T17:00:00Z',
				},
				{
					webinarId: '88010002',
					topic: 'Advanced reporting',
					// Epoch milliseconds, as some event tools give times.
					start: Date.parse('2026-12-08T16:00:00+01:00'),
					end: '2026-12-08T17:30:00+01:00',
				},
			],
		);
		expect(pairs(created)).toEqual([0, 1]);
		const [first, second] = jsonOf(created);
		expect(first).toMatchObject({
			objectId: expect.stringMatching(/^\d+$/),
			externalAccountId: 'zoom-account-1',
			externalEventId: '88010001',
			eventName: 'Onboarding live',
			eventOrganizer: 'Example Inc.',
			eventType: 'WEBINAR',
			startDateTime: '2026-12-01T16:00:00.000Z',
			endDateTime: '2026-12-01T17:00:00.000Z',
			eventUrl: 'https://example.zoom.us/webinar/register/88010001',
			customProperties: [{ name: 'host', value: 'Ada' }],
		});
		expect(second).toMatchObject({ startDateTime: '2026-12-08T15:00:00.000Z' });
		const [request] = await state.sb.requests();
		expect(request.body).toMatchObject({ customProperties: [{ name: 'host', value: 'Ada' }] });
	});

	it('gets, updates and deletes an event by its HubSpot ID and by its external ids', async () => {
		const created = jsonOf(
			await runMarketingEvents(state.sb, createWebinar(), [
				{ webinarId: '88010001', topic: 'Onboarding live' },
			]),
		)[0];
		const objectId = String(created.objectId);
		const got = await runMarketingEvents(state.sb, event('get', byExternalIds('88010001')));
		expect(jsonOf(got)[0]).toMatchObject({ objectId, eventName: 'Onboarding live' });
		const renamed = await runMarketingEvents(
			state.sb,
			event('update', {
				...byExternalIds('88010001'),
				updateFields: { eventName: 'Onboarding live (repeat)', eventCancelled: true },
			}),
		);
		expect(jsonOf(renamed)[0]).toMatchObject({
			objectId,
			eventName: 'Onboarding live (repeat)',
			eventCancelled: true,
			eventStatus: 'CANCELLED',
		});
		const moved = await runMarketingEvents(
			state.sb,
			event('update', {
				eventId: byId(objectId),
				updateFields: {
					startDateTime: '2027-01-05T10:00:00Z',
					endDateTime: '2027-01-05T11:00:00Z',
				},
			}),
		);
		expect(jsonOf(moved)[0]).toMatchObject({
			eventName: 'Onboarding live (repeat)',
			startDateTime: '2027-01-05T10:00:00.000Z',
		});
		const read = await runMarketingEvents(state.sb, event('get', { eventId: byId(objectId) }));
		expect(jsonOf(read)[0]).toMatchObject({ endDateTime: '2027-01-05T11:00:00.000Z' });
		const deleted = await runMarketingEvents(state.sb, event('delete', byExternalIds('88010001')));
		expect(jsonOf(deleted)).toEqual([
			{ externalAccountId: 'zoom-account-1', externalEventId: '88010001', deleted: true },
		]);
		const gone = await runMarketingEvents(
			state.sb,
			event('get', { eventId: byId(objectId) }),
			[{}],
			true,
		);
		expect(jsonOf(gone)[0]).toMatchObject({ httpCode: '404' });
	});

	it("passes on HubSpot's refusals: another app's event by external ids, the same external ids twice", async () => {
		const foreign = await runMarketingEvents(
			state.sb,
			event('update', {
				eventBy: 'externalIds',
				externalAccountId: productWebinar.externalAccountId,
				externalEventId: productWebinar.externalEventId,
				updateFields: { eventName: 'Taken over' },
			}),
			[{}],
			true,
		);
		expect(jsonOf(foreign)[0]).toMatchObject({ httpCode: '404' });
		const byObjectId = await runMarketingEvents(
			state.sb,
			event('update', {
				eventId: byId(productWebinar.objectId),
				updateFields: { eventOrganizer: 'Webinar team' },
			}),
		);
		expect(jsonOf(byObjectId)[0]).toMatchObject({ eventOrganizer: 'Webinar team' });
		const twice = await runMarketingEvents(
			state.sb,
			createWebinar(),
			[
				{ webinarId: '88010001', topic: 'One' },
				{ webinarId: '88010001', topic: 'Again' },
			],
			true,
		);
		expect(jsonOf(twice)[1]).toMatchObject({ httpCode: '409' });
	});

	it('lists events (Return All or up to a limit) and searches external event ids', async () => {
		await runMarketingEvents(state.sb, createWebinar(), [
			{ webinarId: '88010001', topic: 'One' },
			{ webinarId: '88010002', topic: 'Two' },
		]);
		const all = await runMarketingEvents(state.sb, event('getMany', { returnAll: true }));
		expect(jsonOf(all).map((e) => e.externalEventId)).toEqual([
			productWebinar.externalEventId,
			userConference.externalEventId,
			'88010001',
			'88010002',
		]);
		const some = await runMarketingEvents(state.sb, event('getMany', { limit: 3 }));
		expect(some.items).toHaveLength(3);
		const found = await runMarketingEvents(
			state.sb,
			event('search', { query: '8801', returnAll: true }),
		);
		expect(jsonOf(found).map((e) => e.externalEventId)).toEqual(['88010001', '88010002']);
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const cases: Array<[INodeParameters, IDataObject, RegExp]> = [
			[
				createWebinar({
					additionalFields: {
						startDateTime: '={{ $json.start }}',
						endDateTime: '={{ $json.end }}',
					},
				}),
				{ webinarId: '1', topic: 'T', start: '2026-12-01T17:00:00Z', end: '2026-12-01T16:00:00Z' },
				/^End Date-Time: must not be before Start Date-Time .*\(item 0\)$/,
			],
			[
				createWebinar(),
				{ webinarId: '', topic: 'T' },
				/^External Event ID: must not be empty \(item 0\)$/,
			],
			[
				createWebinar({ additionalFields: { startDateTime: '={{ $json.start }}' } }),
				{ webinarId: '1', topic: 'T', start: 'next Tuesday' },
				/^Start Date-Time: must be a date and time.*\(item 0\)$/,
			],
			[
				createWebinar({ additionalFields: { eventUrl: 'http://localhost/x' } }),
				{ webinarId: '1', topic: 'T' },
				/^Event URL: must be a public address.*\(item 0\)$/,
			],
			[
				event('update', { ...byExternalIds('={{ $json.webinarId }}'), updateFields: {} }),
				{ webinarId: '1' },
				/^Update Fields: name at least one property to change \(item 0\)$/,
			],
			[
				event('get', { eventId: byId('={{ $json.webinarId }}') }),
				{ webinarId: 'abc' },
				/^Event: must be digits only.*\(item 0\)$/,
			],
		];
		for (const [parameters, bad, message] of cases) {
			const result = await runMarketingEvents(state.sb, parameters, [bad]);
			expect(result.error?.message).toMatch(message);
		}
		// A bad second item stops the node before the first one's write too.
		const good = { webinarId: '7', topic: 'Fine' };
		const second = await runMarketingEvents(state.sb, createWebinar(), [
			good,
			{ ...good, webinarId: '' },
		]);
		expect(second.error?.message).toMatch(/^External Event ID: must not be empty \(item 1\)$/);
		expect(await state.sb.requests()).toEqual([]);
	});

	it('offers the account’s events in the picker, soonest first, and names the scope a credential lacks', async () => {
		const [early] = jsonOf(
			await runMarketingEvents(
				state.sb,
				createWebinar({ additionalFields: { startDateTime: '2026-09-01T16:00:00Z' } }),
				[{ webinarId: '88010009', topic: 'Kick-off' }],
			),
		);
		const picker = editingMarketingEvents(state.sb, event('get'), 'eventId');
		expect((await searchMarketingEvents.call(picker)).results).toEqual([
			{ name: 'Kick-off (88010009)', value: early.objectId },
			{
				name: `${productWebinar.eventName} (${productWebinar.externalEventId})`,
				value: productWebinar.objectId,
			},
			{
				name: `${userConference.eventName} (${userConference.externalEventId})`,
				value: userConference.objectId,
			},
		]);
		expect((await searchMarketingEvents.call(picker, 'CONFERENCE')).results).toHaveLength(1);
		const scopes = ['crm.objects.contacts.read'];
		const token = await state.sb.control<IssuedToken>('POST', 'tokens', {
			scopes,
			expiresInSeconds: 600,
		});
		state.sb.engine.credentials.add({
			id: 'narrow',
			name: 'Contacts only',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(state.sb.baseUrl, scopes, token),
		});
		const narrow = editingMarketingEvents(
			state.sb,
			{ ...event('get'), authentication: 'oAuth2' },
			'eventId',
			{ hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Contacts only' } },
		);
		expect((await searchMarketingEvents.call(narrow)).results).toEqual([
			expect.objectContaining({
				name: 'Marketing events not listed: the credential lacks the scope crm.objects.marketing_events.read',
				value: '',
			}),
		]);
	});
});
