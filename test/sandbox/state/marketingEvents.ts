/**
 * Marketing events the sandbox account starts with: created by another app (a webinar tool), so an
 * app that did not create them reads, updates and deletes them by HubSpot's id (`objectId`) only,
 * never by their external ids.
 */
export interface SeedMarketingEvent {
	objectId: string;
	/** The app that created the event: its external ids are that app's. */
	appId: number;
	appName: string;
	externalAccountId: string;
	externalEventId: string;
	eventName: string;
	eventOrganizer: string;
	eventType: string;
	startDateTime: string;
	endDateTime: string;
}

/** The webinar tool's app (not the account's public app). */
export const WEBINAR_APP = { id: 77001, name: 'Webinar Tool' } as const;

export const SEED_MARKETING_EVENTS: Record<
	'productWebinar' | 'userConference',
	SeedMarketingEvent
> = {
	productWebinar: {
		objectId: '480001',
		appId: WEBINAR_APP.id,
		appName: WEBINAR_APP.name,
		externalAccountId: 'webinar-account-1',
		externalEventId: 'webinar-2001',
		eventName: 'Product webinar: what is new',
		eventOrganizer: 'Sandbox Demo Inc.',
		eventType: 'WEBINAR',
		startDateTime: '2026-10-01T16:00:00.000Z',
		endDateTime: '2026-10-01T17:00:00.000Z',
	},
	userConference: {
		objectId: '480002',
		appId: WEBINAR_APP.id,
		appName: WEBINAR_APP.name,
		externalAccountId: 'webinar-account-1',
		externalEventId: 'conference-2027',
		eventName: 'User conference 2027',
		eventOrganizer: 'Sandbox Demo Inc.',
		eventType: 'CONFERENCE',
		startDateTime: '2027-03-10T08:00:00.000Z',
		endDateTime: '2027-03-11T17:00:00.000Z',
	},
};
