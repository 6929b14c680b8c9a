/** @apiVersionModes all */
import {
	advanceClock,
	createRecords,
	idsOf,
	pollingTrigger,
	updateRecord,
	usePollingSandbox,
} from './fixture';

describe('HubSpot CRM Trigger: Property Changed', () => {
	const state = usePollingSandbox();

	/** Deals made before the trigger's start, and a trigger watching their stage from one second later. */
	async function dealsAndTrigger(count: number) {
		const ids = await createRecords(
			state.sb,
			'deals',
			Array.from({ length: count }, (_, i) => ({
				dealname: `Deal ${i}`,
				dealstage: 'appointmentscheduled',
				amount: '100',
			})),
		);
		// Writes from here on are stamped after the start: the sandbox's clock moves, the node's does not.
		await advanceClock(state.sb, 1_000);
		const trigger = pollingTrigger(state.sb, {
			objectType: '0-3',
			event: 'propertyChanged',
			watchedProperties: ['dealstage'],
			options: { startFrom: new Date(Date.now() + 500).toISOString() },
		});
		expect((await trigger.poll()).items).toBeNull();
		return { ids, trigger };
	}

	it('emits only deals whose stage changed since last seen, with the old and the new stage', async () => {
		const { ids, trigger } = await dealsAndTrigger(3);
		await updateRecord(state.sb, 'deals', ids[0], { dealstage: 'qualifiedtobuy' });
		await updateRecord(state.sb, 'deals', ids[1], { amount: '250' });
		const { items } = await trigger.poll();
		expect(idsOf(items)).toEqual([ids[0]]);
		expect(items![0].json).toEqual(
			expect.objectContaining({
				id: ids[0],
				dealstage: 'qualifiedtobuy',
				propertyChanges: {
					dealstage: {
						oldValue: 'appointmentscheduled',
						newValue: 'qualifiedtobuy',
						changedAt: expect.any(String),
					},
				},
			}),
		);
		expect(
			Date.parse(
				String(
					(items![0].json.propertyChanges as Record<string, { changedAt: string }>).dealstage
						.changedAt,
				),
			),
		).toBe(Date.parse(String(items![0].json.updatedAt)));
		expect((await trigger.poll()).items).toBeNull();
		const [created] = await createRecords(state.sb, 'deals', [
			{ dealname: 'New', dealstage: 'contractsent' },
		]);
		const next = await trigger.poll();
		expect(idsOf(next.items)).toEqual([created]);
		expect(next.items![0].json.propertyChanges).toEqual({
			dealstage: { oldValue: null, newValue: 'contractsent', changedAt: expect.any(String) },
		});
	});

	it('gives the stage last seen as the old value after several changes, and nothing when the stage is back where it was', async () => {
		const { ids, trigger } = await dealsAndTrigger(2);
		await updateRecord(state.sb, 'deals', ids[0], { dealstage: 'qualifiedtobuy' });
		expect(idsOf((await trigger.poll()).items)).toEqual([ids[0]]);
		await advanceClock(state.sb, 1);
		await updateRecord(state.sb, 'deals', ids[0], { dealstage: 'contractsent' });
		await advanceClock(state.sb, 1);
		await updateRecord(state.sb, 'deals', ids[0], { dealstage: 'closedwon' });
		await updateRecord(state.sb, 'deals', ids[1], { dealstage: 'closedlost' });
		await advanceClock(state.sb, 1);
		await updateRecord(state.sb, 'deals', ids[1], { dealstage: 'appointmentscheduled' });
		const { items } = await trigger.poll();
		expect(idsOf(items)).toEqual([ids[0]]);
		expect(items![0].json.propertyChanges).toEqual({
			dealstage: {
				oldValue: 'qualifiedtobuy',
				newValue: 'closedwon',
				changedAt: expect.any(String),
			},
		});
	});

	it('reads the stage histories in batches of 50 and keeps the cursor when one of those reads fails', async () => {
		const { ids, trigger } = await dealsAndTrigger(150);
		for (const id of ids) await updateRecord(state.sb, 'deals', id, { dealstage: 'contractsent' });
		await state.sb.control('POST', 'faults', {
			path: '/batch/read',
			skip: 1,
			status: 401,
			body: {
				status: 'error',
				message: 'The OAuth token used to make this call expired.',
				category: 'EXPIRED_AUTHENTICATION',
			},
		});
		const failed = await trigger.poll();
		expect(failed.error?.message).toMatch(/expired/i);
		await state.sb.control('DELETE', 'faults');
		await state.sb.clearRequests();
		const { items } = await trigger.poll();
		expect(idsOf(items).sort()).toEqual([...ids].sort());
		expect(
			items!.every(
				(item) =>
					(item.json.propertyChanges as Record<string, { oldValue: string }>).dealstage.oldValue ===
					'appointmentscheduled',
			),
		).toBe(true);
		const reads = (await state.sb.requests()).filter((r) => r.path.endsWith('/batch/read'));
		expect(reads.map((r) => (r.body as { inputs: unknown[] }).inputs.length)).toEqual([50, 50, 50]);
		expect(reads[0].body).toEqual(
			expect.objectContaining({ propertiesWithHistory: ['dealstage'] }),
		);
	});
});
