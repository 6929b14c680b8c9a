import { SEED_MARKETING_EVENTS } from '../../state/marketingEvents';
import { PATH_FORMS } from '../../versions';
import type { EndpointContract } from './endpointContracts';
import { BATCH_ERROR, ERROR_BODY, under } from './requiredFields';

const forms = PATH_FORMS.marketingEvents;
const { productWebinar } = SEED_MARKETING_EVENTS;

/** `MarketingEventPublicDefaultResponseV2` as the sandbox answers it (create, read, update). */
const EVENT = [
	'objectId',
	'eventName',
	'eventOrganizer',
	'eventCancelled',
	'eventCompleted',
	'customProperties',
	'createdAt',
	'updatedAt',
];
const WEBINAR = {
	externalAccountId: 'zoom-account-1',
	externalEventId: '88010001',
	eventName: 'Onboarding live',
	eventOrganizer: 'Example Inc.',
	customProperties: [],
};

/** Marketing events: the same operations in v3 and the date versions. */
export const MARKETING_EVENT_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'GET /marketing/v3/marketing-events',
		forms,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}?limit=1`, credential: 'token' }),
		status: 200,
		required: [
			'paging.next.after',
			...under('results[]', [...EVENT, 'registrants', 'attendees', 'eventStatus']),
		],
	},
	{
		endpoint: 'POST /marketing/v3/marketing-events/events',
		forms,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/events`,
			credential: 'token',
			json: WEBINAR,
		}),
		status: 200,
		required: [...EVENT, 'externalEventId'],
	},
	{
		endpoint: 'POST /marketing/v3/marketing-events/events (end before start)',
		forms,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/events`,
			credential: 'token',
			json: {
				...WEBINAR,
				startDateTime: '2026-12-01T17:00:00Z',
				endDateTime: '2026-12-01T16:00:00Z',
			},
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint: 'PATCH /marketing/v3/marketing-events/events/{externalEventId} (another app’s event)',
		forms,
		request: async (prefix) => ({
			method: 'PATCH',
			path: `${prefix}/events/${productWebinar.externalEventId}?externalAccountId=${productWebinar.externalAccountId}`,
			credential: 'token',
			json: { eventName: 'Taken over' },
		}),
		status: 404,
		required: ERROR_BODY,
	},
	{
		endpoint: 'GET /marketing/v3/marketing-events/{objectId}',
		forms,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${productWebinar.objectId}`,
			credential: 'token',
		}),
		status: 200,
		required: EVENT,
	},
	{
		endpoint: 'GET /marketing/v3/marketing-events/events/search',
		forms,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/events/search?q=webinar`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', ['objectId', 'externalEventId']),
	},
	{
		endpoint:
			'POST /marketing/v3/marketing-events/{objectId}/attendance/{state}/create (one unknown contact)',
		forms,
		request: async (prefix, _v, f) => {
			const [contact] = await f.recordIds('contacts', 1);
			return {
				method: 'POST',
				path: `${prefix}/${productWebinar.objectId}/attendance/register/create`,
				credential: 'token',
				json: {
					inputs: [contact, '999999999'].map((vid) => ({
						vid: Number(vid),
						interactionDateTime: Date.UTC(2026, 9, 1),
						properties: {},
					})),
				},
			};
		},
		status: 200,
		required: [
			'status',
			'startedAt',
			'completedAt',
			'numErrors',
			...under('results[]', ['vid']),
			...under('errors[]', BATCH_ERROR),
		],
	},
	{
		endpoint: 'POST /marketing/v3/marketing-events/{objectId}/attendance/{state}/email-create',
		forms,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/${productWebinar.objectId}/attendance/attend/email-create`,
			credential: 'token',
			json: {
				inputs: [
					{
						email: 'new.attendee@example.com',
						interactionDateTime: Date.UTC(2026, 9, 1),
						properties: {},
						contactProperties: {},
					},
				],
			},
		}),
		status: 200,
		required: ['status', 'startedAt', 'completedAt', ...under('results[]', ['vid', 'email'])],
	},
	{
		endpoint: 'POST /marketing/v3/marketing-events/{objectId}/attendance/{state}/create (no state)',
		forms,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/${productWebinar.objectId}/attendance/attended/create`,
			credential: 'token',
			json: { inputs: [] },
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint: 'GET /marketing/v3/marketing-events/participations/{objectId}/breakdown',
		forms,
		request: async (prefix, _v, f) => {
			await f.prepare({
				method: 'POST',
				path: `${prefix}/${productWebinar.objectId}/attendance/register/email-create`,
				credential: 'token',
				json: {
					inputs: [
						{
							email: 'ada@example.com',
							interactionDateTime: Date.UTC(2026, 9, 1),
							properties: {},
							contactProperties: {},
						},
					],
				},
			});
			return {
				method: 'GET',
				path: `${prefix}/participations/${productWebinar.objectId}/breakdown`,
				credential: 'token',
			};
		},
		status: 200,
		required: [
			'total',
			...under('results[]', [
				'id',
				'associations.contact.contactId',
				'associations.marketingEvent.marketingEventId',
				'properties.attendanceState',
				'properties.occurredAt',
			]),
		],
	},
];
