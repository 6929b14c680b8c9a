/** The one account (portal) of the sandbox and its demo apps and credentials. */
export const ACCOUNT = {
	hubId: 62515,
	hubDomain: 'sandbox-demo.hubspot.example',
	userId: 9100001,
	userEmail: 'demo.user@sandbox-demo.example',
	userFirstName: 'Demo',
	userLastName: 'User',
	/** Private app of the account. */
	privateAppToken: 'pat-na1-11111111-2222-3333-4444-555555555555',
	/** Developer account key (`hapikey`) and its public app. */
	developerApiKey: 'dev-hapikey-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
	appId: 54321,
	clientId: 'cccccccc-1111-2222-3333-444444444444',
	clientSecret: 'yyyyyyyy-yyyy-yyyy-yyyy-yyyyyyyyyyyy',
} as const;

/**
 * The time CMS answers put in a required date-time that has no value (e.g. `deletedAt` of a live blog
 * author): the epoch (*uncertain*: seen in CMS v3 answers, not documented).
 */
export const UNSET_TIME = '1970-01-01T00:00:00Z';
