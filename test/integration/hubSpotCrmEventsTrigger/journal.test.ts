/** @apiVersionModes all */
import type { INodeParameters } from 'n8n-workflow';
import { ACCOUNT } from '../../sandbox/account';
import * as journalPickers from '../../../nodes/HubSpotCrmEventsTrigger/methods/loadOptions';
import {
	createContact,
	createContacts,
	eventsOf,
	journalTrigger,
	SNAPSHOT_CREDENTIAL_ID,
	updateContact,
	useJournalSandbox,
} from './fixture';

const DAY_MS = 24 * 60 * 60_000;
const ALL_EVENTS = [
	'created',
	'updated',
	'deleted',
	'merged',
	'restored',
	'associationAdded',
	'associationRemoved',
	'addedToList',
	'removedFromList',
	'privacyDeleted',
];

describe('HubSpot CRM Events Trigger: reading the webhooks journal', () => {
	const state = useJournalSandbox();

	it('emits every kind of event once, oldest first, with record id, type, action, time, changed properties and the raw event', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { events: ALL_EVENTS });
		// Publishing: n8n runs the first poll, which subscribes and starts at the latest event.
		expect(await trigger.poll()).toEqual({ items: null });
		const subscriptions = (await sb.requests()).filter(
			(r) => r.path.startsWith('/webhooks-journal/subscriptions/2026-03') && r.method === 'POST',
		);
		expect(
			subscriptions.map((r) => (r.body as { subscriptionType: string }).subscriptionType).sort(),
		).toEqual(['ASSOCIATION', 'GDPR_PRIVACY_DELETION', 'LIST_MEMBERSHIP', 'OBJECT']);

		const a = await createContact(sb, { firstname: 'A' });
		const b = await createContact(sb, { firstname: 'B' });
		const company = (
			await sb.call<{ id: string }>('POST', '/crm/v3/objects/companies', {
				properties: { name: 'Co' },
			})
		).body.id;
		await updateContact(sb, a, { firstname: 'A2' });
		await sb.call('PUT', `/crm/v4/objects/contacts/${a}/associations/default/companies/${company}`);
		await sb.call('POST', '/crm/v4/associations/contacts/companies/batch/archive', {
			inputs: [{ from: { id: a }, to: [{ id: company }] }],
		});
		const list = (
			await sb.call<{ list: { listId: string } }>('POST', '/crm/v3/lists', {
				name: 'L',
				objectTypeId: '0-1',
				processingType: 'MANUAL',
			})
		).body.list.listId;
		await sb.call('PUT', `/crm/v3/lists/${list}/memberships/add`, [a]);
		await sb.call('PUT', `/crm/v3/lists/${list}/memberships/remove`, [a]);
		// The merge makes a new record; the old id `a` resolves to it from then on.
		const mergedId = (
			await sb.call<{ id: string }>('POST', '/crm/v3/objects/contacts/merge', {
				primaryObjectId: a,
				objectIdToMerge: b,
			})
		).body.id;
		await sb.call('DELETE', `/crm/v3/objects/contacts/${a}`);
		await sb.control('POST', `crm/contacts/${a}/restore`);
		await sb.call('POST', '/crm/v3/objects/contacts/gdpr-delete', { objectId: a });

		const { items, error } = await trigger.poll();
		expect(error).toBeUndefined();
		expect(eventsOf(items)).toEqual([
			`created:${a}`,
			`created:${b}`,
			`updated:${a}`,
			`associationAdded:${a}`,
			`associationRemoved:${a}`,
			`addedToList:${a}`,
			`removedFromList:${a}`,
			`merged:${mergedId}`,
			`deleted:${mergedId}`,
			`restored:${mergedId}`,
			`privacyDeleted:${mergedId}`,
		]);
		const [, , updated, associated, , added, , merged] = items!.map((item) => item.json);
		expect(updated).toEqual(
			expect.objectContaining({
				recordId: a,
				objectType: 'contacts',
				objectTypeId: '0-1',
				action: 'UPDATE',
				changedProperties: { firstname: 'A2' },
				portalId: String(ACCOUNT.hubId),
				raw: expect.objectContaining({ action: 'UPDATE', subscriptionId: expect.any(Number) }),
			}),
		);
		expect(Date.parse(String(updated.occurredAt))).not.toBeNaN();
		expect(associated).toEqual(
			expect.objectContaining({ associatedObjectTypeId: '0-2', associatedObjectId: company }),
		);
		expect(added).toEqual(expect.objectContaining({ listId: list }));
		expect(merged).toEqual(expect.objectContaining({ mergedObjectIds: [a, b] }));
		// Caught up: HubSpot answers 204, nothing is emitted.
		expect(await trigger.poll()).toEqual({ items: null });
		expect(trigger.executions).toHaveLength(1);
		// The token never reaches the output or the static data.
		expect(JSON.stringify(trigger.executions)).not.toMatch(/CC[A-Za-z0-9_-]{40}/);
		expect(JSON.stringify(trigger.savedStaticData)).not.toMatch(/CC[A-Za-z0-9_-]{40}/);
	});

	it('starts at the latest event unless Start From Earliest is set', async () => {
		const { sb } = state;
		// Another trigger's subscription journals the contact written before the others are published.
		await journalTrigger(sb, { events: ['created'] }).poll();
		const before = await createContact(sb, { firstname: 'Before' });
		const fromNow = journalTrigger(sb, { events: ['created'] });
		const fromEarliest = journalTrigger(sb, {
			events: ['created'],
			options: { startFromEarliest: true },
		});
		expect((await fromNow.poll()).items).toBeNull();
		expect(eventsOf((await fromEarliest.poll()).items)).toEqual([`created:${before}`]);
		const after = await createContact(sb, { firstname: 'After' });
		expect(eventsOf((await fromNow.poll()).items)).toEqual([`created:${after}`]);
		expect(eventsOf((await fromEarliest.poll()).items)).toEqual([`created:${after}`]);
	});

	it('takes the Account ID from the app’s token when it is 0, and says why a first Fetch Test Event finds nothing', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { portalId: 0, events: ['created'] });
		const test = await trigger.testRun();
		expect(test.items).toBeNull();
		expect(test.error?.message).toBe(
			`HubSpot's journal holds no contacts events of this choice yet (account ${ACCOUNT.hubId})`,
		);
		expect((test.error as { description?: string }).description).toMatch(
			/^A first Fetch Test Event subscribes the app to these events/,
		);
		const subscriptions = (await sb.requests()).filter(
			(r) => r.method === 'POST' && r.path.startsWith('/webhooks-journal/subscriptions/'),
		);
		expect(subscriptions.map((r) => (r.body as { portalId: number }).portalId)).toEqual([
			ACCOUNT.hubId,
		]);
		const id = await createContact(sb, { firstname: 'A' });
		const again = await trigger.testRun();
		expect(eventsOf(again.items)).toEqual([`created:${id}`]);
		expect(again.items![0].json.portalId).toBe(String(ACCOUNT.hubId));
	});

	it('lists the built-in object types and names what a signature-only credential lacks in the property pickers', async () => {
		const { sb } = state;
		sb.engine.credentials.add({
			id: 'hsSignatureOnly1',
			name: 'Platform Trigger secret',
			type: 'hubSpotPlatformAppSecretApi',
			data: { appId: '1', clientSecret: 'signature-secret', baseUrl: sb.baseUrl },
		});
		const context = sb.editing(
			{ authentication: 'appSecret', objectType: 'contacts' },
			'objectType',
			{
				credentials: { hubSpotPlatformAppSecretApi: { id: 'hsSignatureOnly1', name: 'secret' } },
				typeVersion: 1,
				nodeType: 'hubSpotCrmEventsTrigger',
			},
		);
		const types = await journalPickers.getObjectTypes.call(context);
		expect(types.map((t) => t.value)).toEqual(
			expect.arrayContaining(['contacts', 'companies', '0-3', 'custom']),
		);
		expect(types.find((t) => t.value === 'custom')?.description).toMatch(
			/The App Client Secret credential lacks its Client ID/,
		);
		const properties = await journalPickers.getProperties.call(context);
		expect(properties).toEqual([
			expect.objectContaining({
				value: '',
				name: expect.stringMatching(
					/^No properties: The App Client Secret credential lacks its Client ID/,
				),
			}),
		]);
		expect(await sb.requests()).toEqual([]);
	});

	it('watches only the chosen properties and records passing the property filters (HubSpot filters the subscription)', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, {
			events: ['updated'],
			watchedProperties: ['lifecyclestage'],
			propertyFilters: {
				conditions: [{ property: 'firstname', operator: 'STARTS_WITH', value: 'keep' }],
			},
		});
		await trigger.poll();
		const filters = (await sb.requests()).filter(
			(r) => r.path === '/webhooks-journal/subscriptions/2026-03/filters',
		);
		expect(filters.map((r) => r.body)).toEqual([
			{
				subscriptionId: expect.any(Number),
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
		]);
		const kept = await createContact(sb, { firstname: 'Keep' });
		const dropped = await createContact(sb, { firstname: 'Drop' });
		for (const id of [kept, dropped]) {
			await updateContact(sb, id, { lifecyclestage: 'customer', lastname: 'X' });
			await updateContact(sb, id, { lastname: 'Y' });
		}
		const { items } = await trigger.poll();
		expect(eventsOf(items)).toEqual([`updated:${kept}`]);
		expect(items![0].json.changedProperties).toEqual({ lifecyclestage: 'customer' });
		// An unchanged choice asks HubSpot for nothing on the next poll but the read.
		await sb.clearRequests();
		await trigger.poll();
		const paths = (await sb.requests()).map((r) => r.path);
		expect(paths).toHaveLength(1);
		expect(paths[0]).toMatch(
			/^\/webhooks-journal\/journal-local\/2026-03\/batch\/[0-9a-f-]{36}\/next\/100$/,
		);
	});

	it('adds its actions to a subscription another workflow of the app shares, never narrowing it', async () => {
		const { sb } = state;
		const creations = journalTrigger(sb, { events: ['created'] });
		await creations.poll();
		const deletions = journalTrigger(sb, { events: ['deleted'] });
		await deletions.poll();
		const posted = (await sb.requests()).filter(
			(r) => r.method === 'POST' && r.path === '/webhooks-journal/subscriptions/2026-03',
		);
		expect(posted.map((r) => (r.body as { actions: string[] }).actions)).toEqual([
			['CREATE'],
			['CREATE', 'DELETE'],
		]);
		const id = await createContact(sb, { firstname: 'A' });
		await sb.call('DELETE', `/crm/v3/objects/contacts/${id}`);
		expect(eventsOf((await creations.poll()).items)).toEqual([`created:${id}`]);
		expect(eventsOf((await deletions.poll()).items)).toEqual([`deleted:${id}`]);
	});

	it('reports an offset HubSpot no longer keeps with one gap item, first, then the events from the earliest kept', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const first = await createContact(sb, { firstname: 'First' });
		expect(eventsOf((await trigger.poll()).items)).toEqual([`created:${first}`]);
		const lost = await createContact(sb, { firstname: 'Lost' });
		await sb.control('POST', 'clock', { advanceMs: 3 * DAY_MS + 60_000 });
		const kept = await createContact(sb, { firstname: 'Kept' });
		const reported = await trigger.poll();
		expect(reported.error).toBeUndefined();
		expect(eventsOf(reported.items)).toEqual(['gap:null', `created:${kept}`]);
		expect(eventsOf(reported.items)).not.toContain(`created:${lost}`);
		expect(reported.items![0].json).toEqual(
			expect.objectContaining({
				event: 'gap',
				journalOffset: expect.stringMatching(/^[0-9a-f-]{36}$/),
				message: expect.stringMatching(/no longer holds offset [0-9a-f-]{36}.*lost/),
			}),
		);
		expect(await trigger.poll()).toEqual({ items: null });
	});

	it('reports a gap met by the poll n8n runs on starting exactly once: not hidden by the activation retry, not asked again after a second restart', async () => {
		const { sb } = state;
		const before = journalTrigger(sb, { events: ['created'] });
		await before.activate();
		const first = await createContact(sb, { firstname: 'First' });
		expect(eventsOf((await before.poll()).items)).toEqual([`created:${first}`]);
		// n8n is stopped; events are written and the saved offset expires before it starts again.
		await createContact(sb, { firstname: 'Lost' });
		await sb.control('POST', 'clock', { advanceMs: 73 * 60 * 60_000 });
		const kept = await createContact(sb, { firstname: 'Kept' });
		const restarted = journalTrigger(sb, { events: ['created'] }, before.savedStaticData);
		// n8n retries a failed activation over the same in-memory workflow: each attempt counts.
		const outcomes = [await restarted.activate()];
		if (outcomes[0].error) outcomes.push(await restarted.activate());
		outcomes.push(await restarted.poll());
		const events = outcomes.flatMap((outcome) => eventsOf(outcome.items));
		expect(outcomes.map((outcome) => outcome.error)).toEqual([undefined, undefined]);
		expect(events).toEqual(['gap:null', `created:${kept}`]);
		await sb.clearRequests();
		const again = journalTrigger(sb, { events: ['created'] }, restarted.savedStaticData);
		expect(await again.activate()).toEqual({ items: null });
		expect((await sb.requests()).filter((r) => r.status === 404)).toEqual([]);
	});

	it('reports a gap met by a scheduled poll once, though n8n restarts right after it', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.activate();
		await createContact(sb, { firstname: 'Read' });
		await trigger.poll();
		await createContact(sb, { firstname: 'Lost' });
		await sb.control('POST', 'clock', { advanceMs: 73 * 60 * 60_000 });
		const kept = await createContact(sb, { firstname: 'Kept' });
		const reported = await trigger.poll();
		const restarted = journalTrigger(sb, { events: ['created'] }, trigger.savedStaticData);
		const afterRestart = [await restarted.activate()];
		if (afterRestart[0].error) afterRestart.push(await restarted.activate());
		const gaps = [reported, ...afterRestart].filter(
			(outcome) =>
				/no longer holds offset/.test(outcome.error?.message ?? '') ||
				eventsOf(outcome.items).includes('gap:null'),
		);
		expect(gaps).toHaveLength(1);
		expect([reported, ...afterRestart].flatMap((outcome) => eventsOf(outcome.items))).toEqual([
			'gap:null',
			`created:${kept}`,
		]);
	});

	it('refuses a choice HubSpot cannot serve before any request, naming the field', async () => {
		const { sb } = state;
		const cases: Array<[INodeParameters, RegExp]> = [
			[{ events: [] }, /^Events: choose at least one event/],
			[
				{ objectType: 'companies', events: ['privacyDeleted'] },
				/^Events: Privacy Deletion is an event of contacts only/,
			],
			[{ objectType: 'partner_clients' }, /^Object Type: the journal names types by ID/],
			[
				{ objectType: 'custom', objectTypeCustom: 'p62515_cars' },
				/^Object Type: the journal names types by ID/,
			],
			[{ objectType: 'tickets' }, /^Credential: the credential's Scopes must include tickets/],
			[{ portalId: -5 }, /^Account ID: must be a whole number/],
			[
				{ propertyFilters: { conditions: [{ property: 'email', operator: 'IN', value: '' }] } },
				/^Property Filters \(condition 1\): give at least one value/,
			],
			[{ events: ['addedToList'], listIds: '12, abc' }, /^List IDs: must be list IDs/],
			[
				{ options: { snapshotRecordIds: '1001, x', snapshotProperties: ['email'] } },
				/^Snapshot Record IDs: must be record IDs/,
			],
			[
				{ options: { snapshotRecordIds: '1001' } },
				/^Snapshot Property Names or IDs: choose the properties/,
			],
			[
				{ options: { snapshotRecordIds: '1001', snapshotProperties: ['email'] } },
				/^Credential: the credential's Scopes must include developer.webhooks_journal.snapshots.write/,
			],
		];
		for (const [parameters, message] of cases) {
			await sb.clearRequests();
			const { error } = await journalTrigger(sb, parameters).poll();
			expect([JSON.stringify(parameters), error?.message]).toEqual([
				JSON.stringify(parameters),
				expect.stringMatching(message),
			]);
			expect(await sb.requests()).toEqual([]);
		}
	});

	it('renews a token that expires in the middle of a read and goes on (no refresh token exists)', async () => {
		const { sb } = state;
		await sb.control('PUT', 'config', { journalEventsPerFile: 1 });
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const created = await createContacts(sb, 150);
		await sb.clearRequests();
		// The second batch read waits; meanwhile HubSpot's clock passes the token's 30 minutes.
		await sb.control('POST', 'faults', {
			method: 'GET',
			path: '/batch/',
			skip: 1,
			latencyMs: 1_500,
		});
		const polling = trigger.poll();
		for (let waited = 0; waited < 10_000; waited += 50) {
			if (
				(await sb.requests()).filter((r) => r.path.startsWith('/webhooks-journal-files/')).length >=
				100
			)
				break;
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		await sb.control('POST', 'clock', { advanceMs: 31 * 60_000 });
		const { items, error } = await polling;
		expect(error).toBeUndefined();
		expect(eventsOf(items)).toEqual(created.map((id) => `created:${id}`));
		const log = await sb.requests();
		expect(log.filter((r) => r.status === 401)).toHaveLength(1);
		expect(log.filter((r) => r.path === '/oauth/2026-03/token')).toHaveLength(1);
	});

	it('reads a long backlog in parts within the poll budget, a group of 8 files at least, and nothing twice', async () => {
		const { sb } = state;
		await sb.control('PUT', 'config', { journalEventsPerFile: 1 });
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const created = await createContacts(sb, 250);
		const emitted: string[] = [];
		for (let poll = 1; poll <= 32; poll++) {
			const { items, error } = await trigger.poll({ budgetMs: 1 });
			expect(error).toBeUndefined();
			expect(items).toHaveLength(poll < 32 ? 8 : 2);
			emitted.push(...eventsOf(items));
		}
		expect(emitted).toEqual(created.map((id) => `created:${id}`));
		expect((await trigger.poll({ budgetMs: 1 })).items).toBeNull();
	});

	it('does nothing in a poll that starts while an earlier poll of the same trigger still reads: each event once', async () => {
		const { sb } = state;
		await sb.control('PUT', 'config', { journalEventsPerFile: 1 });
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const created = await createContacts(sb, 120);
		await sb.control('PUT', 'config', { latencyMs: 20 });
		// n8n starts a poll on every tick of its schedule without waiting for the one before.
		const [first, second] = await Promise.all([trigger.poll(), trigger.poll()]);
		expect(second).toEqual({ items: null });
		expect(eventsOf(first.items)).toEqual(created.map((id) => `created:${id}`));
		expect((await trigger.poll()).items).toBeNull();
		expect(trigger.executions).toHaveLength(1);
	});

	it('emits nothing and keeps its offset when a file cannot be fetched; the next poll reads the same files', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const ids = [
			await createContact(sb, { firstname: 'A' }),
			await createContact(sb, { firstname: 'B' }),
		];
		// The transport's retry policy: six attempts of a read, then the error.
		await sb.control('POST', 'faults', { path: '/webhooks-journal-files/', status: 503, times: 6 });
		const saved = structuredClone(trigger.savedStaticData);
		const failed = await trigger.poll();
		expect(failed.items).toBeNull();
		expect(failed.error?.message).toBe('Injected failure 503 (sent 6 times)');
		expect((failed.error as { description?: string })?.description).toMatch(
			/^GET \(a journal file link\) answered HTTP 503\./,
		);
		expect(trigger.savedStaticData).toEqual(saved);
		expect(eventsOf((await trigger.poll()).items)).toEqual(ids.map((id) => `created:${id}`));
	});

	it("fetches a file again after the file host's 429 and emits its events once", async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const id = await createContact(sb, { firstname: 'A' });
		await sb.clearRequests();
		await sb.control('POST', 'faults', {
			path: '/webhooks-journal-files/',
			status: 429,
			headers: { 'Retry-After': '1' },
			body: { status: 'error', message: 'Slow down', policyName: 'TEN_SECONDLY_ROLLING' },
		});
		const { items, error } = await trigger.poll();
		expect(error).toBeUndefined();
		expect(eventsOf(items)).toEqual([`created:${id}`]);
		const fetches = (await sb.requests()).filter((r) =>
			r.path.includes('/webhooks-journal-files/'),
		);
		expect(fetches.map((r) => r.status)).toEqual([429, 200]);
	});

	it('renews a file link that expired before its fetch through a batch read of its offset', async () => {
		const { sb } = state;
		const trigger = journalTrigger(sb, { events: ['created'] });
		await trigger.poll();
		const id = await createContact(sb, { firstname: 'A' });
		await sb.clearRequests();
		await sb.control('POST', 'faults', { path: '/webhooks-journal-files/', latencyMs: 1_000 });
		const polling = trigger.poll();
		await new Promise((resolve) => setTimeout(resolve, 500));
		// The link lives 10 minutes on the sandbox's clock; the token 30.
		await sb.control('POST', 'clock', { advanceMs: 11 * 60_000 });
		const { items, error } = await polling;
		expect(error).toBeUndefined();
		expect(eventsOf(items)).toEqual([`created:${id}`]);
		const log = await sb.requests();
		expect(
			log.filter((r) => r.path.startsWith('/webhooks-journal-files/')).map((r) => r.status),
		).toEqual([403, 200]);
		expect(log.filter((r) => r.path.endsWith('/batch/read')).map((r) => r.status)).toEqual([200]);
	});

	it('asks HubSpot once for snapshots of the chosen records, which arrive through the journal as Snapshot items', async () => {
		const { sb } = state;
		const a = await createContact(sb, { firstname: 'A', email: 'a@example.com' });
		const b = await createContact(sb, { firstname: 'B' });
		const parameters = {
			events: ['created'],
			options: { snapshotRecordIds: `${a}, ${b}`, snapshotProperties: ['firstname', 'email'] },
		};
		const trigger = journalTrigger(sb, parameters, undefined, SNAPSHOT_CREDENTIAL_ID);
		// Publishing: the first poll places the cursor at the latest event, then asks for the snapshots.
		expect(await trigger.poll()).toEqual({ items: null });
		const asked = (await sb.requests()).filter(
			(r) => r.path === '/webhooks-journal/snapshots/2026-03/crm',
		);
		expect(asked.map((r) => [r.status, r.body])).toEqual([
			[
				200,
				{
					snapshotRequests: [a, b].map((objectId) => ({
						portalId: ACCOUNT.hubId,
						objectTypeId: '0-1',
						objectId: Number(objectId),
						properties: ['firstname', 'email'],
					})),
				},
			],
		]);
		const c = await createContact(sb, { firstname: 'C' });
		const { items, error } = await trigger.poll();
		expect(error).toBeUndefined();
		expect(eventsOf(items)).toEqual([`snapshot:${a}`, `snapshot:${b}`, `created:${c}`]);
		expect(items![0].json).toEqual(
			expect.objectContaining({
				action: 'SNAPSHOT',
				objectTypeId: '0-1',
				changedProperties: { firstname: 'A', email: 'a@example.com' },
			}),
		);
		expect(items![1].json.changedProperties).toEqual({ firstname: 'B', email: null });
		// n8n restarts over the saved static data: the same choice asks for nothing again.
		await sb.clearRequests();
		const restarted = journalTrigger(
			sb,
			parameters,
			trigger.savedStaticData,
			SNAPSHOT_CREDENTIAL_ID,
		);
		expect(await restarted.poll()).toEqual({ items: null });
		expect(
			(await sb.requests()).filter((r) => r.path.startsWith('/webhooks-journal/snapshots/')),
		).toEqual([]);
	});

	it('keeps its offset across a restart of n8n: none lost, none repeated', async () => {
		const { sb } = state;
		const first = journalTrigger(sb, { events: ['created'] });
		await first.poll();
		const a = await createContact(sb, { firstname: 'A' });
		expect(eventsOf((await first.poll()).items)).toEqual([`created:${a}`]);
		const b = await createContact(sb, { firstname: 'B' });
		// n8n restarts: the active workflow is rebuilt from the static data the database holds.
		const restarted = journalTrigger(sb, { events: ['created'] }, first.savedStaticData);
		expect(eventsOf((await restarted.poll()).items)).toEqual([`created:${b}`]);
		expect(await restarted.poll()).toEqual({ items: null });
	});
});
