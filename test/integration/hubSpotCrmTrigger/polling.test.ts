/**
 * @apiVersionModes latest — what it proves, the poll cursor, does not depend on the version's paths: every
 * path is proven in every mode by the resource suites and apiVersions/demoPaths.
 */
import type { IDataObject } from 'n8n-workflow';
import {
	advanceClock,
	createRecords,
	idsOf,
	pollingTrigger,
	updateRecord,
	usePollingSandbox,
} from './fixture';

interface SearchBody {
	filterGroups: Array<{ filters: IDataObject[] }>;
	sorts?: string[];
	after?: string;
}

describe('HubSpot CRM Trigger: polling the search for changes', () => {
	const state = usePollingSandbox();

	it('starts from the first poll: later records are emitted once each, oldest first, earlier ones never', async () => {
		const [before] = await createRecords(state.sb, 'companies', [{ name: 'Before' }]);
		await advanceClock(state.sb, 1_000);
		const trigger = pollingTrigger(state.sb, {
			event: 'created',
			options: { startFrom: new Date(Date.now() + 500).toISOString() },
		});
		expect(await trigger.poll()).toEqual({ items: null });
		const created = await createRecords(state.sb, 'companies', [
			{ name: 'A' },
			{ name: 'B' },
			{ name: 'C' },
		]);
		const second = await trigger.poll();
		expect(idsOf(second.items)).toEqual(created);
		expect(second.items![0].json).toEqual(
			expect.objectContaining({ id: created[0], name: 'A', archived: false }),
		);
		expect(idsOf(second.items)).not.toContain(before);
		expect(await trigger.poll()).toEqual({ items: null });
		expect(trigger.executions).toHaveLength(1);
	});

	it('costs one search when nothing changed, and one per 199 changes at distinct times (each search starts at the last one read)', async () => {
		const trigger = pollingTrigger(state.sb, { event: 'created' });
		await trigger.poll();
		await state.sb.clearRequests();
		expect((await trigger.poll()).items).toBeNull();
		expect(await state.sb.requests()).toHaveLength(1);
		const ids = (
			await state.sb.control<{ ids: string[] }>('POST', 'seed', {
				objectType: 'companies',
				count: 1_000,
				at: Date.now() + 5_000,
				stepMs: 1,
			})
		).ids.map(String);
		await state.sb.clearRequests();
		expect(idsOf((await trigger.poll()).items)).toEqual(ids);
		expect(await state.sb.requests()).toHaveLength(Math.ceil((1_000 - 200) / 199) + 1);
	});

	it('emits all of 25,000 changes made between two polls exactly once, over as many polls as its read limit takes, reading past the 10,000-result cap', async () => {
		const trigger = pollingTrigger(state.sb, { options: { indexDelaySeconds: 0 } });
		expect((await trigger.poll()).items).toBeNull();
		const seeded = await state.sb.seed('companies', 25_000);
		await state.sb.clearRequests();
		const emitted: string[] = [];
		for (let polls = 0; polls < 10 && emitted.length < seeded.length; polls++) {
			const { items, error } = await trigger.poll();
			expect(error).toBeUndefined();
			emitted.push(...idsOf(items));
		}
		expect(emitted).toHaveLength(25_000);
		expect(new Set(emitted)).toEqual(new Set(seeded));
		const searches = (await state.sb.requests()).filter((r) => r.path.endsWith('/search'));
		expect(searches.every((r) => r.status === 200)).toBe(true);
		expect(searches.every((r) => Number((r.body as SearchBody).after ?? 0) < 10_000)).toBe(true);
		expect((await trigger.poll()).items).toBeNull();
	}, 240_000);

	it('neither skips nor repeats records sharing a timestamp across page boundaries', async () => {
		const trigger = pollingTrigger(state.sb, { event: 'created' });
		await trigger.poll();
		const at = Date.now() + 5_000;
		const sameInstant = await state.sb.control<{ ids: string[] }>('POST', 'seed', {
			objectType: 'companies',
			count: 450,
			at,
		});
		const spread = [];
		for (const offset of [1, 2, 3])
			spread.push(
				...(
					await state.sb.control<{ ids: string[] }>('POST', 'seed', {
						objectType: 'companies',
						count: 150,
						at: at + offset,
					})
				).ids,
			);
		await state.sb.clearRequests();
		const emitted = idsOf((await trigger.poll()).items);
		expect(emitted).toHaveLength(900);
		expect(new Set(emitted)).toEqual(new Set([...sameInstant.ids, ...spread].map(String)));
		const searches = (await state.sb.requests()).map((r) => r.body as SearchBody);
		// The 450 at one instant are read by id: HubSpot's single sort cannot page them by time alone.
		expect(
			searches.some((body) =>
				JSON.stringify(body.filterGroups).includes(`"operator":"EQ","value":"${at}"`),
			),
		).toBe(true);
		expect((await trigger.poll()).items).toBeNull();
	});

	it('reads more than 10,000 records of one millisecond by id, continuing above the last id as the Search operation does', async () => {
		const trigger = pollingTrigger(state.sb, { event: 'created' });
		await trigger.poll();
		const at = Date.now() + 5_000;
		const ids = (
			await state.sb.control<{ ids: string[] }>('POST', 'seed', {
				objectType: 'companies',
				count: 10_250,
				at,
			})
		).ids.map(String);
		await state.sb.clearRequests();
		const emitted = idsOf((await trigger.poll()).items);
		expect(emitted).toHaveLength(10_250);
		expect(new Set(emitted)).toEqual(new Set(ids));
		const searches = (await state.sb.requests()).map((r) => r.body as SearchBody);
		expect(
			searches.some((body) =>
				JSON.stringify(body.filterGroups).includes(
					`"propertyName":"hs_object_id","operator":"GT","value":"${ids[9_999]}"`,
				),
			),
		).toBe(true);
	}, 120_000);

	it('emits a write the search index shows late, behind newer ones already emitted, within the index delay window', async () => {
		const trigger = pollingTrigger(state.sb, { event: 'created' });
		await trigger.poll();
		await state.sb.control('PUT', 'config', { searchIndexDelayMs: 30_000 });
		const [late] = await createRecords(state.sb, 'companies', [{ name: 'Indexed late' }]);
		await state.sb.control('PUT', 'config', { searchIndexDelayMs: 0 });
		await advanceClock(state.sb, 5_000);
		const [prompt] = await createRecords(state.sb, 'companies', [{ name: 'Indexed at once' }]);
		expect(idsOf((await trigger.poll()).items)).toEqual([prompt]);
		await advanceClock(state.sb, 30_000);
		expect(idsOf((await trigger.poll()).items)).toEqual([late]);
		expect((await trigger.poll()).items).toBeNull();
	});

	it('misses that late write when the index delay window is 0: the window is what catches it', async () => {
		const trigger = pollingTrigger(state.sb, {
			event: 'created',
			options: { indexDelaySeconds: 0 },
		});
		await trigger.poll();
		await state.sb.control('PUT', 'config', { searchIndexDelayMs: 30_000 });
		await createRecords(state.sb, 'companies', [{ name: 'Indexed late' }]);
		await state.sb.control('PUT', 'config', { searchIndexDelayMs: 0 });
		await advanceClock(state.sb, 5_000);
		const [prompt] = await createRecords(state.sb, 'companies', [{ name: 'Indexed at once' }]);
		expect(idsOf((await trigger.poll()).items)).toEqual([prompt]);
		await advanceClock(state.sb, 30_000);
		expect((await trigger.poll()).items).toBeNull();
	});

	it('carries on after a restart from the static data n8n saved, without repeating what it emitted', async () => {
		const parameters = { options: { properties: ['name', 'industry'] } };
		const trigger = pollingTrigger(state.sb, parameters);
		await trigger.poll();
		const first = await createRecords(state.sb, 'companies', [{ name: 'A' }, { name: 'B' }]);
		expect(idsOf((await trigger.poll()).items)).toEqual(first);
		await updateRecord(state.sb, 'companies', first[0], { industry: 'Changed while n8n was down' });
		const later = await createRecords(state.sb, 'companies', [{ name: 'C' }]);
		const restarted = pollingTrigger(state.sb, parameters, trigger.savedStaticData);
		const { items } = await restarted.poll();
		expect(idsOf(items)).toEqual([first[0], ...later]);
		expect(items![0].json.industry).toBe('Changed while n8n was down');
		expect((await restarted.poll()).items).toBeNull();
	});

	it.each([
		[
			'a token HubSpot refuses (401)',
			{
				status: 401,
				body: {
					status: 'error',
					message: 'The OAuth token used to make this call expired.',
					category: 'EXPIRED_AUTHENTICATION',
					correlationId: 'c-401',
				},
			},
		],
		// A window's 429 is waited out (see sharedRateLimit.test.ts); the daily limit fails the poll at once.
		[
			'the daily rate limit (429)',
			{
				status: 429,
				body: {
					status: 'error',
					message: 'You have reached your daily limit.',
					errorType: 'RATE_LIMIT',
					policyName: 'DAILY',
				},
			},
		],
	])(
		'emits nothing on %s in the middle of a poll, keeps the cursor, and the next poll emits everything',
		async (_name, fault) => {
			const trigger = pollingTrigger(state.sb, { event: 'created' });
			await trigger.poll();
			const at = Date.now() + 5_000;
			const ids = (
				await state.sb.control<{ ids: string[] }>('POST', 'seed', {
					objectType: 'companies',
					count: 300,
					at,
				})
			).ids.map(String);
			const saved = structuredClone(trigger.savedStaticData);
			await state.sb.control('POST', 'faults', { path: '/search', skip: 1, ...fault });
			const failed = await trigger.poll();
			expect(failed.items).toBeNull();
			expect(failed.error?.message).toMatch(/expired|limit/i);
			expect(trigger.savedStaticData).toEqual(saved);
			expect(trigger.executions).toHaveLength(0);
			await state.sb.control('DELETE', 'faults');
			const next = idsOf((await trigger.poll()).items);
			expect(next.sort()).toEqual(ids.sort());
		},
	);

	it('stops within the poll budget n8n gives and leaves the rest to the next poll, nothing repeated', async () => {
		const trigger = pollingTrigger(state.sb, { event: 'created' });
		await trigger.poll();
		const base = Date.now() + 5_000;
		const ids: string[] = [];
		for (let i = 0; i < 3; i++)
			ids.push(
				...(
					await state.sb.control<{ ids: string[] }>('POST', 'seed', {
						objectType: 'companies',
						count: 150,
						at: base + i,
					})
				).ids.map(String),
			);
		const first = idsOf((await trigger.poll({ budgetMs: 0 })).items);
		expect(first).toHaveLength(200);
		const rest = idsOf((await trigger.poll()).items);
		expect(rest).toHaveLength(250);
		expect(new Set([...first, ...rest])).toEqual(new Set(ids));
	});

	it('does nothing in a poll that starts while an earlier poll of the same trigger still reads: nothing is emitted twice', async () => {
		const trigger = pollingTrigger(state.sb, { event: 'created' });
		await trigger.poll();
		const ids = (
			await state.sb.control<{ ids: string[] }>('POST', 'seed', {
				objectType: 'companies',
				count: 2_000,
				at: Date.now() + 5_000,
				stepMs: 1,
			})
		).ids.map(String);
		await state.sb.control('PUT', 'config', { latencyMs: 50 });
		await state.sb.clearRequests();
		// n8n starts a poll on every tick of its schedule without waiting for the one before.
		const [first, second] = await Promise.all([trigger.poll(), trigger.poll()]);
		expect(second).toEqual({ items: null });
		expect(idsOf(first.items)).toEqual(ids);
		expect(await state.sb.requests()).toHaveLength(Math.ceil((2_000 - 200) / 199) + 1);
		expect((await trigger.poll()).items).toBeNull();
		expect(trigger.executions).toHaveLength(1);
	});

	it('reads a backlog in parts within the read time each poll allows itself, searching from where the last part ended, each change once', async () => {
		// The backlog was written two minutes ago: the index has long shown it, so a later poll need
		// not search again what an earlier one read (only the index delay window behind a poll's start).
		const writtenAt = Date.now() - 120_000;
		const trigger = pollingTrigger(state.sb, {
			event: 'created',
			options: { startFrom: new Date(writtenAt - 1_000).toISOString() },
		});
		const ids = (
			await state.sb.control<{ ids: string[] }>('POST', 'seed', {
				objectType: 'companies',
				count: 3_000,
				at: writtenAt,
				stepMs: 1,
			})
		).ids.map(String);
		await state.sb.control('PUT', 'config', { latencyMs: 100 });
		const emitted: string[] = [];
		let polls = 0;
		for (; polls < 30 && emitted.length < ids.length; polls++)
			emitted.push(...idsOf((await trigger.poll({ budgetMs: 1_000 })).items));
		expect(polls).toBeGreaterThan(1);
		expect(emitted).toEqual(ids);
		const searches = (await state.sb.requests()).filter((r) => r.path.endsWith('/search'));
		// One search per 199 new changes (each page repeats the last one read), and one per poll more at most.
		expect(searches.length).toBeLessThanOrEqual(Math.ceil(3_000 / 199) + polls);
		expect((await trigger.poll()).items).toBeNull();
	});

	it('does not see deletions: an archived record is not emitted', async () => {
		const trigger = pollingTrigger(state.sb, {});
		await trigger.poll();
		const [kept, archived] = await createRecords(state.sb, 'companies', [
			{ name: 'Kept' },
			{ name: 'Archived' },
		]);
		const { status } = await state.sb.call('POST', '/crm/v3/objects/companies/batch/archive', {
			inputs: [{ id: archived }],
		});
		expect(status).toBe(204);
		expect(idsOf((await trigger.poll()).items)).toEqual([kept]);
	});

	it('shows the newest few records in a manual test run, and keeps no cursor from it', async () => {
		const ids = await createRecords(state.sb, 'companies', [
			{ name: 'A' },
			{ name: 'B' },
			{ name: 'C' },
			{ name: 'D' },
		]);
		await updateRecord(state.sb, 'companies', ids[0], { industry: 'Newest' });
		const trigger = pollingTrigger(state.sb, {});
		const { items } = await trigger.testRun();
		expect(idsOf(items)[0]).toBe(ids[0]);
		expect(items).toHaveLength(3);
		expect(trigger.savedStaticData).toEqual({});
	});

	it('keeps only records passing the filter groups, and outputs the chosen properties', async () => {
		const trigger = pollingTrigger(state.sb, {
			event: 'created',
			filterGroups: {
				groups: [
					{
						filters: {
							conditions: [{ propertyName: 'industry', operator: 'EQ', value: 'Wanted' }],
						},
					},
				],
			},
			options: { properties: ['name', 'industry'] },
		});
		await trigger.poll();
		const [wanted] = await createRecords(state.sb, 'companies', [
			{ name: 'Yes', industry: 'Wanted' },
		]);
		await createRecords(state.sb, 'companies', [{ name: 'No', industry: 'Other' }]);
		const { items } = await trigger.poll();
		expect(idsOf(items)).toEqual([wanted]);
		expect(items![0].json).toEqual(expect.objectContaining({ name: 'Yes', industry: 'Wanted' }));
		expect(items![0].json).not.toHaveProperty('domain');
	});

	it("follows contacts by lastmodifieddate and custom objects' creation by hs_createdate", async () => {
		const contacts = pollingTrigger(state.sb, { objectType: 'contacts' });
		const cars = pollingTrigger(state.sb, {
			objectType: 'custom',
			objectTypeCustom: '2-3453001',
			event: 'created',
		});
		await contacts.poll();
		await cars.poll();
		const [contact] = await createRecords(state.sb, 'contacts', [{ email: 'poll@example.com' }]);
		const [car] = await createRecords(state.sb, '2-3453001', [{ name: 'Car' }]);
		await state.sb.clearRequests();
		expect(idsOf((await contacts.poll()).items)).toEqual([contact]);
		expect(idsOf((await cars.poll()).items)).toEqual([car]);
		const [contactSearch, carSearch] = (await state.sb.requests()).map((r) => r.body as SearchBody);
		expect(contactSearch.sorts).toEqual(['lastmodifieddate']);
		expect(carSearch.sorts).toEqual(['hs_createdate']);
	});

	it.each([
		[
			'Property Changed without a property',
			{ event: 'propertyChanged', watchedProperties: [] },
			/^Properties to Watch: choose at least one property/,
		],
		[
			'a filter group with no room for the time filters',
			{
				filterGroups: {
					groups: [
						{
							filters: {
								conditions: Array.from({ length: 5 }, () => ({
									propertyName: 'name',
									operator: 'HAS_PROPERTY',
								})),
							},
						},
					],
				},
			},
			/^Filter Groups \(group 1\): the trigger adds its own time filters, so a group can hold at most 4 filters/,
		],
		[
			'a start that is not a date',
			{ options: { startFrom: 'soon' } },
			/^Start From: must be a date and time, got "soon"/,
		],
	])('refuses %s before any request', async (_name, parameters, message) => {
		const trigger = pollingTrigger(state.sb, parameters);
		const { error } = await trigger.poll();
		expect(error?.message).toMatch(message);
		expect(await state.sb.requests()).toHaveLength(0);
	});
});
