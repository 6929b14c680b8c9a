import { ACCOUNT } from '../../account';
import { JOURNAL_PREFIXES, SNAPSHOTS_PREFIX, SUBSCRIPTIONS_PREFIX } from '../../api/journal';
import { PROJECT_APP } from '../../state/projectApps';
import type { PathForms } from '../../versions';
import type { ContractRequest, EndpointContract, Fixtures } from './endpointContracts';
import { completeBatch, under } from './requiredFields';

/** The journal exists in 2026-03 only (no 2026-09 journal; the v4 beta is not served). */
const JOURNAL: PathForms = { '2026-03': JOURNAL_PREFIXES[0] };
const LOCAL_JOURNAL: PathForms = { '2026-03': JOURNAL_PREFIXES[1] };
const SUBSCRIPTIONS: PathForms = { '2026-03': SUBSCRIPTIONS_PREFIX };
const SNAPSHOTS: PathForms = { '2026-03': SNAPSHOTS_PREFIX };
const TOKEN: PathForms = { legacy: '/oauth/v3', '2026-03': '/oauth/2026-03' };

const JOURNAL_ENTRY = ['url', 'expiresAt', 'currentOffset'];
const SUBSCRIPTION = [
	'id',
	'appId',
	'subscriptionType',
	'objectTypeId',
	'actions',
	'createdAt',
	'updatedAt',
];
const FILTER = ['id', 'createdAt', 'filter', 'filter.conditions[]'];
const SNAPSHOT_STATUS = ['id', 'status', 'initiatedAt'];
const SCOPES =
	'developer.webhooks_journal.read developer.webhooks_journal.subscriptions.read developer.webhooks_journal.subscriptions.write developer.webhooks_journal.snapshots.read developer.webhooks_journal.snapshots.write crm.objects.contacts.read';

/** A client-credentials token of the project app with every journal scope. */
async function appToken(f: Fixtures): Promise<string> {
	const answer = await f.prepare({
		method: 'POST',
		path: '/oauth/2026-03/token',
		credential: 'none',
		form: {
			grant_type: 'client_credentials',
			client_id: PROJECT_APP.clientId,
			client_secret: PROJECT_APP.clientSecret,
			scope: SCOPES,
		},
	});
	return String(answer.access_token);
}

const asApp = (
	bearer: string,
	method: ContractRequest['method'],
	path: string,
	json?: unknown,
): ContractRequest => ({
	method,
	path,
	credential: 'token',
	bearer,
	...(json === undefined ? {} : { json }),
});

/** An OBJECT subscription for contacts, and the token that made it. */
async function subscribed(f: Fixtures): Promise<{ bearer: string; subscriptionId: number }> {
	const bearer = await appToken(f);
	const created = await f.prepare(
		asApp(bearer, 'POST', SUBSCRIPTIONS_PREFIX, {
			subscriptionType: 'OBJECT',
			portalId: ACCOUNT.hubId,
			objectTypeId: '0-1',
			actions: ['CREATE', 'UPDATE'],
			objectIds: [],
			properties: [],
		}),
	);
	return { bearer, subscriptionId: Number(created.id) };
}

/** Three journal files: a subscription, then a contact written between reads. */
async function journalWithFiles(f: Fixtures): Promise<{ bearer: string; offsets: string[] }> {
	const { bearer } = await subscribed(f);
	const offsets: string[] = [];
	for (const name of ['a', 'b', 'c']) {
		await f.prepare({
			method: 'POST',
			path: '/crm/v3/objects/contacts',
			credential: 'token',
			json: { properties: { firstname: name } },
		});
		offsets.push(
			String(
				(await f.prepare(asApp(bearer, 'GET', `${JOURNAL_PREFIXES[0]}/latest`))).currentOffset,
			),
		);
	}
	return { bearer, offsets };
}

const journalRead = (
	forms: PathForms,
	name: string,
	path: (offsets: string[]) => string,
	required: readonly string[],
): EndpointContract => ({
	endpoint: name,
	forms,
	request: async (prefix, _v, f) => {
		const { bearer, offsets } = await journalWithFiles(f);
		return asApp(bearer, 'GET', `${prefix}${path(offsets)}`);
	},
	status: 200,
	required,
});

/** The webhooks journal, its subscriptions, filters and snapshots, and the client-credentials grant they need. */
export const JOURNAL_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'POST /oauth/2026-03/token (client_credentials)',
		forms: TOKEN,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/token`,
			credential: 'none',
			form: {
				grant_type: 'client_credentials',
				client_id: PROJECT_APP.clientId,
				client_secret: PROJECT_APP.clientSecret,
				scope: SCOPES,
			},
		}),
		status: 200,
		required: ['access_token', 'expires_in', 'token_type', 'token_use'],
	},
	journalRead(JOURNAL, 'GET {J}/earliest', () => '/earliest', JOURNAL_ENTRY),
	journalRead(JOURNAL, 'GET {J}/latest', () => '/latest', JOURNAL_ENTRY),
	journalRead(
		LOCAL_JOURNAL,
		'GET {J}/latest?installPortalId= (one install)',
		() => `/latest?installPortalId=${ACCOUNT.hubId}`,
		JOURNAL_ENTRY,
	),
	journalRead(
		JOURNAL,
		'GET {J}/offset/{offset}/next',
		(offsets) => `/offset/${offsets[0]}/next`,
		JOURNAL_ENTRY,
	),
	journalRead(
		JOURNAL,
		'GET {J}/batch/earliest/{count}',
		() => '/batch/earliest/2',
		completeBatch(JOURNAL_ENTRY),
	),
	journalRead(
		JOURNAL,
		'GET {J}/batch/latest/{count}',
		() => '/batch/latest/2',
		completeBatch(JOURNAL_ENTRY),
	),
	journalRead(
		LOCAL_JOURNAL,
		'GET {J}/batch/{offset}/next/{count}',
		(offsets) => `/batch/${offsets[0]}/next/100?installPortalId=${ACCOUNT.hubId}`,
		completeBatch(JOURNAL_ENTRY),
	),
	{
		endpoint: 'POST {J}/batch/read',
		forms: JOURNAL,
		request: async (prefix, _v, f) => {
			const { bearer, offsets } = await journalWithFiles(f);
			return asApp(bearer, 'POST', `${prefix}/batch/read`, { inputs: offsets });
		},
		status: 200,
		required: completeBatch(JOURNAL_ENTRY),
	},
	{
		endpoint: 'GET {J}/offset/{offset}/next (unknown offset: 404)',
		forms: JOURNAL,
		request: async (prefix, _v, f) =>
			asApp(await appToken(f), 'GET', `${prefix}/offset/00000000-0000-4000-8000-000000000000/next`),
		status: 404,
		required: ['category', 'message', 'correlationId'],
	},
	{
		endpoint: 'GET {J}/latest (nothing written: 204)',
		forms: JOURNAL,
		request: async (prefix, _v, f) => asApp(await appToken(f), 'GET', `${prefix}/latest`),
		status: 204,
		required: [],
	},
	{
		endpoint: 'GET journal file (pre-signed URL, no Authorization)',
		forms: JOURNAL,
		request: async (prefix, _v, f) => {
			const { bearer } = await journalWithFiles(f);
			const entry = await f.prepare(asApp(bearer, 'GET', `${prefix}/earliest`));
			const url = new URL(String(entry.url));
			return { method: 'GET', path: `${url.pathname}${url.search}`, credential: 'none' };
		},
		status: 200,
		required: [
			'offset',
			...under('journalEvents[]', ['portalId', 'occurredAt', 'objectTypeId', 'objectId', 'action']),
		],
	},
	{
		endpoint: 'GET /webhooks-journal/subscriptions/2026-03',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) => asApp((await subscribed(f)).bearer, 'GET', prefix),
		status: 200,
		required: under('results[]', SUBSCRIPTION),
	},
	{
		endpoint: 'POST /webhooks-journal/subscriptions/2026-03 (OBJECT)',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) =>
			asApp(await appToken(f), 'POST', prefix, {
				subscriptionType: 'OBJECT',
				portalId: ACCOUNT.hubId,
				objectTypeId: '0-1',
				actions: ['CREATE'],
				objectIds: [],
				properties: ['email'],
			}),
		status: 200,
		required: SUBSCRIPTION,
	},
	{
		endpoint: 'POST /webhooks-journal/subscriptions/2026-03 (ASSOCIATION)',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) =>
			asApp(await appToken(f), 'POST', prefix, {
				subscriptionType: 'ASSOCIATION',
				portalId: ACCOUNT.hubId,
				objectTypeId: '0-1',
				actions: ['ASSOCIATION_ADDED'],
				objectIds: [],
				associatedObjectTypeIds: ['0-2'],
			}),
		status: 200,
		required: SUBSCRIPTION,
	},
	{
		endpoint: 'GET /webhooks-journal/subscriptions/2026-03/{subscriptionId}',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) => {
			const { bearer, subscriptionId } = await subscribed(f);
			return asApp(bearer, 'GET', `${prefix}/${subscriptionId}`);
		},
		status: 200,
		required: SUBSCRIPTION,
	},
	{
		endpoint: 'DELETE /webhooks-journal/subscriptions/2026-03/{subscriptionId}',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) => {
			const { bearer, subscriptionId } = await subscribed(f);
			return asApp(bearer, 'DELETE', `${prefix}/${subscriptionId}`);
		},
		status: 204,
		required: [],
	},
	{
		endpoint: 'DELETE /webhooks-journal/subscriptions/2026-03/portals/{portalId}',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) =>
			asApp((await subscribed(f)).bearer, 'DELETE', `${prefix}/portals/${ACCOUNT.hubId}`),
		status: 204,
		required: [],
	},
	{
		endpoint: 'POST /webhooks-journal/subscriptions/2026-03/filters',
		forms: SUBSCRIPTIONS,
		request: async (prefix, _v, f) => {
			const { bearer, subscriptionId } = await subscribed(f);
			return asApp(bearer, 'POST', `${prefix}/filters`, {
				subscriptionId,
				filter: {
					conditions: [
						{
							filterType: 'CRM_OBJECT_PROPERTY',
							property: 'lifecyclestage',
							operator: 'EQ',
							value: 'customer',
						},
					],
				},
			});
		},
		status: 200,
		required: ['filterId'],
	},
	...(
		[
			'filters/subscription/{subscriptionId}',
			'filters/{filterId}',
			'DELETE filters/{filterId}',
		] as const
	).map(
		(kind): EndpointContract => ({
			endpoint: `${kind.startsWith('DELETE') ? 'DELETE' : 'GET'} /webhooks-journal/subscriptions/2026-03/${kind.replace('DELETE ', '')}`,
			forms: SUBSCRIPTIONS,
			request: async (prefix, _v, f) => {
				const { bearer, subscriptionId } = await subscribed(f);
				const { filterId } = await f.prepare(
					asApp(bearer, 'POST', `${prefix}/filters`, {
						subscriptionId,
						filter: {
							conditions: [
								{ filterType: 'CRM_OBJECT_PROPERTY', property: 'email', operator: 'IS_NOT_EMPTY' },
							],
						},
					}),
				);
				if (kind === 'filters/subscription/{subscriptionId}')
					return asApp(bearer, 'GET', `${prefix}/filters/subscription/${subscriptionId}`);
				return asApp(
					bearer,
					kind.startsWith('DELETE') ? 'DELETE' : 'GET',
					`${prefix}/filters/${String(filterId)}`,
				);
			},
			status: kind.startsWith('DELETE') ? 204 : 200,
			// A bare array: its first item is the field `0`.
			required:
				kind === 'filters/subscription/{subscriptionId}'
					? under('0', FILTER)
					: kind === 'filters/{filterId}'
						? FILTER
						: [],
		}),
	),
	{
		endpoint: 'POST /webhooks-journal/snapshots/2026-03/crm',
		forms: SNAPSHOTS,
		request: async (prefix, _v, f) => {
			const [objectId] = await f.recordIds('contacts', 1);
			return asApp(await appToken(f), 'POST', `${prefix}/crm`, {
				snapshotRequests: [
					{
						portalId: ACCOUNT.hubId,
						objectTypeId: '0-1',
						objectId: Number(objectId),
						properties: ['email'],
					},
				],
			});
		},
		status: 200,
		required: under('snapshotResponses[]', [
			'portalId',
			'objectTypeId',
			'objectId',
			'snapshotStatusId',
		]),
	},
	{
		endpoint: 'GET {J}/status/{statusId}',
		forms: JOURNAL,
		request: async (prefix, _v, f) => {
			const [objectId] = await f.recordIds('contacts', 1);
			const bearer = await appToken(f);
			const answer = await f.prepare(
				asApp(bearer, 'POST', `${SNAPSHOTS_PREFIX}/crm`, {
					snapshotRequests: [
						{
							portalId: ACCOUNT.hubId,
							objectTypeId: '0-1',
							objectId: Number(objectId),
							properties: [],
						},
					],
				}),
			);
			const [response] = answer.snapshotResponses as Array<{ snapshotStatusId: string }>;
			return asApp(bearer, 'GET', `${prefix}/status/${response.snapshotStatusId}`);
		},
		status: 200,
		required: SNAPSHOT_STATUS,
	},
];
