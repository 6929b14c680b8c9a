import { OPTED_OUT_OF_ALL } from '../../state/subscriptions';
import { PATH_FORMS, atLeast, type ApiVersion } from '../../versions';
import type { EndpointContract } from './endpointContracts';
import { BATCH_ERROR, BATCH_RESPONSE, ERROR_BODY, completeBatch, under } from './requiredFields';

/** `PublicSubscriptionDefinition` (v4) and v3's definition. */
const DEFINITION = ['id', 'name', 'description', 'isActive', 'isDefault', 'isInternal'];
/** v4's `PublicStatus`. */
const STATUS_V4 = [
	'subscriberIdString',
	'subscriptionId',
	'channel',
	'status',
	'source',
	'timestamp',
];
/** v3's `PublicSubscriptionStatus`. */
const STATUS_V3 = ['id', 'name', 'description', 'status', 'sourceOfStatus'];
const PRODUCT = 1102;
const ADA = 'ada%40example.com';
const V4_FORMS = PATH_FORMS.communicationPreferences;
const V3_FORMS = PATH_FORMS.communicationPreferencesV3;

/** Subscription preferences: v3's form and v4's (the date versions'). */
export const SUBSCRIPTION_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'GET /communication-preferences/v3/definitions',
		forms: { legacy: V3_FORMS.legacy },
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/definitions`,
			credential: 'token',
		}),
		status: 200,
		required: under('subscriptionDefinitions[]', DEFINITION),
	},
	{
		endpoint: 'GET /communication-preferences/v4/definitions',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/definitions?businessUnitId=0`,
			credential: 'token',
		}),
		status: 200,
		required: completeBatch(DEFINITION),
	},
	{
		endpoint: 'GET /communication-preferences/v3/status/email/{emailAddress}',
		forms: V3_FORMS,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/status/email/${ADA}`,
			credential: 'token',
		}),
		status: 200,
		required: ['recipient', ...under('subscriptionStatuses[]', STATUS_V3)],
	},
	{
		endpoint: 'POST /communication-preferences/v3/subscribe (an address that opted out of all)',
		forms: V3_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/subscribe`,
			credential: 'token',
			json: { emailAddress: OPTED_OUT_OF_ALL, subscriptionId: String(PRODUCT) },
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint: 'POST /communication-preferences/v3/unsubscribe',
		forms: V3_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/unsubscribe`,
			credential: 'token',
			json: { emailAddress: 'ada@example.com', subscriptionId: String(PRODUCT) },
		}),
		status: 200,
		required: STATUS_V3,
	},
	{
		endpoint: 'GET /communication-preferences/v4/statuses/{subscriberIdString}',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/statuses/${ADA}?channel=EMAIL`,
			credential: 'token',
		}),
		status: 200,
		required: completeBatch(STATUS_V4),
	},
	{
		endpoint: 'POST /communication-preferences/v4/statuses/{subscriberIdString} (a resubscription)',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/statuses/${encodeURIComponent(OPTED_OUT_OF_ALL)}`,
			credential: 'token',
			json: { channel: 'EMAIL', subscriptionId: PRODUCT, statusState: 'SUBSCRIBED' },
		}),
		status: 200,
		required: completeBatch([...STATUS_V4, 'setStatusSuccessReason']),
	},
	{
		endpoint: 'POST /communication-preferences/v4/statuses/{subscriberIdString}/unsubscribe-all',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/statuses/${ADA}/unsubscribe-all?channel=EMAIL&verbose=true`,
			credential: 'token',
		}),
		status: 200,
		required: completeBatch(STATUS_V4),
	},
	{
		endpoint: 'POST /communication-preferences/v4/statuses/batch/read (one address refused)',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/statuses/batch/read?channel=EMAIL`,
			credential: 'token',
			json: { inputs: ['ada@example.com', 'not an address'] },
		}),
		status: (version: ApiVersion) => (atLeast(version, '2026-09') ? 200 : 207),
		required: [
			...BATCH_RESPONSE,
			'numErrors',
			...under('results[]', ['subscriberIdString', ...under('statuses[]', STATUS_V4)]),
			...under('errors[]', BATCH_ERROR),
		],
	},
	{
		endpoint: 'POST /communication-preferences/v4/statuses/batch/write (one input refused)',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/statuses/batch/write`,
			credential: 'token',
			json: {
				inputs: [
					{
						subscriberIdString: 'ada@example.com',
						subscriptionId: PRODUCT,
						statusState: 'UNSUBSCRIBED',
						channel: 'EMAIL',
					},
					{ subscriberIdString: 'ada@example.com', subscriptionId: 9, statusState: 'X' },
				],
			},
		}),
		// HubSpot answers the batch write 200 in every version, its failures in `errors`.
		status: 200,
		required: [
			...BATCH_RESPONSE,
			'numErrors',
			...under('results[]', STATUS_V4),
			...under('errors[]', BATCH_ERROR),
		],
	},
	{
		endpoint: 'POST /communication-preferences/v4/links/generate',
		forms: V4_FORMS,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/links/generate?channel=EMAIL&businessUnitId=0`,
			credential: 'token',
			json: { subscriberIdString: 'ada@example.com', subscriptionId: PRODUCT },
		}),
		status: 200,
		required: [
			'subscriberIdString',
			'managePreferencesUrl',
			'unsubscribeAllUrl',
			'unsubscribeSingleUrl',
		],
	},
];
