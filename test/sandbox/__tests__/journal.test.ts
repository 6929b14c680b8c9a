import { ACCOUNT } from '../account';
import { SandboxClient } from '../../harness/sandboxClient';
import { FILE_URL_LIFETIME_MS, JOURNAL_PREFIXES, SUBSCRIPTIONS_PREFIX } from '../api/journal';
import { startSandbox, type RunningSandbox } from '../server';
import { PROJECT_APP } from '../state/projectApps';

const J = JOURNAL_PREFIXES[0];
const ALL_SCOPES =
	'developer.webhooks_journal.read developer.webhooks_journal.subscriptions.read developer.webhooks_journal.subscriptions.write crm.objects.contacts.read crm.objects.companies.read';
const DAY_MS = 24 * 60 * 60_000;

interface Answer<T = Record<string, unknown>> {
	status: number;
	body: T;
	text: string;
}

/**
 * The journal as an app sees it: what each CRM write puts in it, how it is read, and what it
 * refuses (tokens, scopes, links, offsets past retention).
 */
describe('sandbox: the webhooks journal', () => {
	let sandbox: RunningSandbox;
	let appToken: string;

	async function call<T = Record<string, unknown>>(
		method: string,
		path: string,
		body?: unknown,
		token: string | null = ACCOUNT.privateAppToken,
		headers: Record<string, string> = {},
	): Promise<Answer<T>> {
		const response = await fetch(path.startsWith('http') ? path : `${sandbox.baseUrl}${path}`, {
			method,
			headers: {
				...(token ? { Authorization: `Bearer ${token}` } : {}),
				...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
				...headers,
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		let parsed: unknown = undefined;
		try {
			parsed = text ? JSON.parse(text) : undefined;
		} catch {
			parsed = undefined;
		}
		return { status: response.status, body: parsed as T, text };
	}

	async function token(
		scope: string,
		path = '/oauth/2026-03/token',
		clientId: string = PROJECT_APP.clientId,
	): Promise<Answer> {
		const response = await fetch(`${sandbox.baseUrl}${path}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({
				grant_type: 'client_credentials',
				client_id: clientId,
				client_secret: PROJECT_APP.clientSecret,
				scope,
			}).toString(),
		});
		return {
			status: response.status,
			body: (await response.json()) as Record<string, unknown>,
			text: '',
		};
	}

	const subscribe = async (body: Record<string, unknown>) =>
		await call<{ id: number }>(
			'POST',
			SUBSCRIPTIONS_PREFIX,
			{ portalId: ACCOUNT.hubId, objectIds: [], ...body },
			appToken,
		);

	/** Every event written since `after` (or all), reading batches and fetching each file without Authorization. */
	async function eventsAfter(
		after?: string,
	): Promise<{ events: Array<Record<string, unknown>>; last?: string }> {
		const events: Array<Record<string, unknown>> = [];
		let cursor = after;
		for (;;) {
			const page = await call<{ results: Array<{ url: string; currentOffset: string }> }>(
				'GET',
				cursor ? `${J}/batch/${cursor}/next/100` : `${J}/batch/earliest/100`,
				undefined,
				appToken,
			);
			if (page.status === 204) return { events, last: cursor };
			expect(page.status).toBe(200);
			for (const entry of page.body.results) {
				const file = await call<{ journalEvents: Array<Record<string, unknown>> }>(
					'GET',
					entry.url,
					undefined,
					null,
				);
				expect(file.status).toBe(200);
				events.push(...file.body.journalEvents);
				cursor = entry.currentOffset;
			}
		}
	}

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 0, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await call('POST', '/__sandbox/reset', undefined, null);
		appToken = String((await token(ALL_SCOPES)).body.access_token);
	});

	it('journals every kind of CRM change for the subscriptions that ask for it, oldest first', async () => {
		expect(
			(
				await subscribe({
					subscriptionType: 'OBJECT',
					objectTypeId: '0-1',
					actions: ['CREATE', 'UPDATE', 'DELETE', 'MERGE', 'RESTORE'],
					properties: [],
				})
			).status,
		).toBe(200);
		expect(
			(
				await subscribe({
					subscriptionType: 'ASSOCIATION',
					objectTypeId: '0-1',
					actions: ['ASSOCIATION_ADDED', 'ASSOCIATION_REMOVED'],
					associatedObjectTypeIds: [],
				})
			).status,
		).toBe(200);
		expect(
			(
				await subscribe({
					subscriptionType: 'LIST_MEMBERSHIP',
					actions: ['ADDED_TO_LIST', 'REMOVED_FROM_LIST'],
					listIds: [],
				})
			).status,
		).toBe(200);
		expect(
			(
				await subscribe({
					subscriptionType: 'GDPR_PRIVACY_DELETION',
					objectTypeId: '0-1',
					actions: ['GDPR_DELETE'],
				})
			).status,
		).toBe(200);
		const contact = async (firstname: string) =>
			(
				await call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
					properties: { firstname },
				})
			).body.id;
		const a = await contact('A');
		const b = await contact('B');
		const company = (
			await call<{ id: string }>('POST', '/crm/v3/objects/companies', {
				properties: { name: 'Co' },
			})
		).body.id;
		await call('PATCH', `/crm/v3/objects/contacts/${a}`, {
			properties: { firstname: 'A2', lastname: 'L' },
		});
		await call('PUT', `/crm/v4/objects/contacts/${a}/associations/default/companies/${company}`);
		await call('POST', '/crm/v4/associations/contacts/companies/batch/archive', {
			inputs: [{ from: { id: a }, to: [{ id: company }] }],
		});
		const list = (
			await call<{ list: { listId: string } }>('POST', '/crm/v3/lists', {
				name: 'L',
				objectTypeId: '0-1',
				processingType: 'MANUAL',
			})
		).body.list.listId;
		await call('PUT', `/crm/v3/lists/${list}/memberships/add`, [a]);
		await call('PUT', `/crm/v3/lists/${list}/memberships/remove`, [a]);
		// The merge makes a new record; the old id `a` resolves to it from then on.
		const merged = (
			await call<{ id: string }>('POST', '/crm/v3/objects/contacts/merge', {
				primaryObjectId: a,
				objectIdToMerge: b,
			})
		).body.id;
		await call('DELETE', `/crm/v3/objects/contacts/${a}`);
		await call('POST', `/__sandbox/crm/contacts/${a}/restore`, undefined, null);
		expect(
			(await call('POST', '/crm/v3/objects/contacts/gdpr-delete', { objectId: a })).status,
		).toBe(204);

		const { events } = await eventsAfter();
		expect(events.map((e) => [e.action, String(e.objectId)])).toEqual([
			['CREATE', a],
			['CREATE', b],
			['UPDATE', a],
			['ASSOCIATION_ADDED', a],
			['ASSOCIATION_REMOVED', a],
			['ADDED_TO_LIST', a],
			['REMOVED_FROM_LIST', a],
			['MERGE', merged],
			['DELETE', merged],
			['RESTORE', merged],
			['GDPR_DELETE', merged],
		]);
		expect(events[2]).toEqual(
			expect.objectContaining({
				objectTypeId: '0-1',
				portalId: ACCOUNT.hubId,
				type: 'OBJECT',
				propertyChanges: { firstname: 'A2', lastname: 'L' },
			}),
		);
		expect(events[3]).toEqual(
			expect.objectContaining({
				associatedObjectTypeId: '0-2',
				associatedObjectId: Number(company),
			}),
		);
		expect(events[5]).toEqual(expect.objectContaining({ listId: Number(list) }));
		expect(events[7]).toEqual(expect.objectContaining({ mergedObjectIds: [Number(a), Number(b)] }));
		// The company has no subscription: nothing of it is journaled.
		expect(events.some((e) => e.objectTypeId === '0-2')).toBe(false);
	});

	it('writes only what a subscription asks for: actions, properties, and records passing its filters', async () => {
		const { body: subscription } = await subscribe({
			subscriptionType: 'OBJECT',
			objectTypeId: '0-1',
			actions: ['UPDATE'],
			properties: ['lifecyclestage'],
		});
		const filter = await call<{ filterId: number }>(
			'POST',
			`${SUBSCRIPTIONS_PREFIX}/filters`,
			{
				subscriptionId: subscription.id,
				filter: {
					conditions: [
						{
							filterType: 'CRM_OBJECT_PROPERTY',
							property: 'firstname',
							operator: 'STARTS_WITH',
							value: 'keep',
						},
					],
				},
			},
			appToken,
		);
		expect(filter.status).toBe(200);
		const kept = (
			await call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
				properties: { firstname: 'Keep me' },
			})
		).body.id;
		const dropped = (
			await call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
				properties: { firstname: 'Drop me' },
			})
		).body.id;
		for (const id of [kept, dropped]) {
			await call('PATCH', `/crm/v3/objects/contacts/${id}`, {
				properties: { lifecyclestage: 'customer', lastname: 'X' },
			});
			await call('PATCH', `/crm/v3/objects/contacts/${id}`, { properties: { lastname: 'Y' } });
		}
		const { events } = await eventsAfter();
		expect(events).toEqual([
			expect.objectContaining({
				action: 'UPDATE',
				objectId: Number(kept),
				propertyChanges: { lifecyclestage: 'customer' },
			}),
		]);
		// Create-or-update: the same type for the same install is one subscription.
		const again = await subscribe({
			subscriptionType: 'OBJECT',
			objectTypeId: '0-1',
			actions: ['CREATE'],
			properties: [],
		});
		expect(again.body.id).toBe(subscription.id);
		expect(
			(await call<{ results: unknown[] }>('GET', SUBSCRIPTIONS_PREFIX, undefined, appToken)).body
				.results,
		).toHaveLength(1);
	});

	it('answers 204 when caught up, 404 for an unknown offset and for one past the 3 days it keeps', async () => {
		await subscribe({
			subscriptionType: 'OBJECT',
			objectTypeId: '0-1',
			actions: ['CREATE'],
			properties: [],
		});
		expect((await call('GET', `${J}/latest`, undefined, appToken)).status).toBe(204);
		await call('POST', '/crm/v3/objects/contacts', { properties: { firstname: 'A' } });
		const latest = await call<{ currentOffset: string }>('GET', `${J}/latest`, undefined, appToken);
		expect(latest.status).toBe(200);
		expect(
			(await call('GET', `${J}/offset/${latest.body.currentOffset}/next`, undefined, appToken))
				.status,
		).toBe(204);
		expect(
			(await call('GET', `${J}/batch/${latest.body.currentOffset}/next/10`, undefined, appToken))
				.status,
		).toBe(204);
		expect(
			(
				await call(
					'GET',
					`${J}/offset/00000000-0000-4000-8000-000000000000/next`,
					undefined,
					appToken,
				)
			).status,
		).toBe(404);
		expect((await call('GET', `${J}/batch/earliest/101`, undefined, appToken)).status).toBe(400);
		await call('POST', '/__sandbox/clock', { advanceMs: 3 * DAY_MS - 60_000 }, null);
		appToken = String((await token(ALL_SCOPES)).body.access_token);
		expect(
			(await call('GET', `${J}/offset/${latest.body.currentOffset}/next`, undefined, appToken))
				.status,
		).toBe(204);
		await call('POST', '/__sandbox/clock', { advanceMs: 120_000 }, null);
		appToken = String((await token(ALL_SCOPES)).body.access_token);
		expect(
			(await call('GET', `${J}/offset/${latest.body.currentOffset}/next`, undefined, appToken))
				.status,
		).toBe(404);
		expect((await call('GET', `${J}/earliest`, undefined, appToken)).status).toBe(204);
	});

	it('serves files through links that refuse an Authorization header, expire, and cannot be altered', async () => {
		await subscribe({
			subscriptionType: 'OBJECT',
			objectTypeId: '0-1',
			actions: ['CREATE'],
			properties: [],
		});
		await call('POST', '/crm/v3/objects/contacts', { properties: { firstname: 'A' } });
		const { body: entry } = await call<{ url: string; expiresAt: string }>(
			'GET',
			`${J}/earliest`,
			undefined,
			appToken,
		);
		const withHeader = await call('GET', entry.url, undefined, appToken);
		expect(withHeader.status).toBe(400);
		expect(withHeader.text).toContain('InvalidArgument');
		expect(
			(
				await call(
					'GET',
					entry.url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`),
					undefined,
					null,
				)
			).status,
		).toBe(403);
		expect((await call('GET', entry.url, undefined, null)).status).toBe(200);
		await call('POST', '/__sandbox/clock', { advanceMs: FILE_URL_LIFETIME_MS }, null);
		const expired = await call('GET', entry.url, undefined, null);
		expect(expired.status).toBe(403);
		expect(expired.text).toContain('Request has expired');
	});

	it("appends a backlog of events in bulk for the subscriptions asking for them, in files of the configured size (the benchmark's)", async () => {
		const { body: subscription } = await subscribe({
			subscriptionType: 'OBJECT',
			objectTypeId: '0-1',
			actions: ['CREATE', 'DELETE'],
			properties: [],
		});
		await subscribe({
			subscriptionType: 'OBJECT',
			objectTypeId: '0-2',
			actions: ['CREATE'],
			properties: [],
		});
		const client = new SandboxClient(sandbox.baseUrl);
		expect(await client.appendJournalEvents('0-1', 'CREATE', 250, 1_001)).toEqual([
			subscription.id,
		]);
		expect(await client.appendJournalEvents('0-3', 'CREATE', 10)).toEqual([]);
		await expect(client.appendJournalEvents('0-1', 'UPDATE' as never, 1)).rejects.toThrow(
			'HTTP 400',
		);
		const files = await call<{ results: unknown[] }>(
			'GET',
			`${J}/batch/earliest/100`,
			undefined,
			appToken,
		);
		// 100 events a file (the sandbox's default): 250 events are three files.
		expect(files.body.results).toHaveLength(3);
		const { events } = await eventsAfter();
		expect(events).toHaveLength(250);
		expect(events.map((e) => e.objectId)).toEqual(Array.from({ length: 250 }, (_, n) => 1_001 + n));
		expect(events[0]).toEqual({
			type: 'OBJECT',
			subscriptionId: subscription.id,
			portalId: ACCOUNT.hubId,
			occurredAt: expect.any(String),
			objectTypeId: '0-1',
			objectId: 1_001,
			action: 'CREATE',
		});
	});

	it('grants client-credentials tokens to the project app only, with configured scopes, on 2026-03 but not 2026-09; reads need the journal scope', async () => {
		const granted = await token('developer.webhooks_journal.read');
		expect(granted.status).toBe(200);
		expect(granted.body).toEqual(
			expect.objectContaining({ token_use: 'client_credentials', expires_in: 1800 }),
		);
		expect(granted.body.refresh_token).toBeUndefined();
		expect((await token('developer.webhooks_journal.read crm.objects.unknown.read')).body).toEqual(
			expect.objectContaining({ error: 'invalid_scope' }),
		);
		expect(
			(await token('developer.webhooks_journal.read', '/oauth/2026-03/token', ACCOUNT.clientId))
				.body,
		).toEqual(expect.objectContaining({ error: 'invalid_client' }));
		expect((await token('developer.webhooks_journal.read', '/oauth/2026-09/token')).body).toEqual(
			expect.objectContaining({ error: 'unsupported_grant_type' }),
		);
		const readOnly = String((await token('developer.webhooks_journal.read')).body.access_token);
		expect((await call('GET', `${J}/latest`, undefined, readOnly)).status).toBe(204);
		const refused = await call<{ category: string }>(
			'POST',
			SUBSCRIPTIONS_PREFIX,
			{
				subscriptionType: 'OBJECT',
				portalId: ACCOUNT.hubId,
				objectTypeId: '0-1',
				actions: ['CREATE'],
				objectIds: [],
				properties: [],
			},
			readOnly,
		);
		expect([refused.status, refused.body.category]).toEqual([403, 'MISSING_SCOPES']);
		// The object type's read scope is needed to subscribe to it.
		const journalOnly = String(
			(await token('developer.webhooks_journal.subscriptions.write')).body.access_token,
		);
		expect(
			(
				await call(
					'POST',
					SUBSCRIPTIONS_PREFIX,
					{
						subscriptionType: 'OBJECT',
						portalId: ACCOUNT.hubId,
						objectTypeId: '0-1',
						actions: ['CREATE'],
						objectIds: [],
						properties: [],
					},
					journalOnly,
				)
			).status,
		).toBe(403);
		expect((await call('GET', `${J}/latest`, undefined, ACCOUNT.privateAppToken)).status).toBe(403);
		await call('POST', '/__sandbox/clock', { advanceMs: 1_800_000 }, null);
		expect((await call('GET', `${J}/latest`, undefined, readOnly)).status).toBe(401);
	});
});
