/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { apiVersionMode } from '../../harness/apiVersions';
import {
	byId,
	configureAccount,
	runSubscriptions,
	statusOperation,
	useSubscriptionsSandbox,
} from './fixture';

/** Batches are v4's calls: v4 on the legacy path, else the mode's date version. */
const prefix = `/communication-preferences/${apiVersionMode === 'legacy' ? 'v4' : apiVersionMode === 'latest' ? '2026-09' : '2026-03'}`;
const PRODUCT = 1102;
const addresses = (count: number) =>
	Array.from({ length: count }, (_, index) => ({ email: `person${index}@example.com` }));

describe('HubSpot Subscription Preferences: statuses in batch (Marketing Hub Enterprise), through the engine against the sandbox', () => {
	const state = useSubscriptionsSandbox();

	it('sets and reads many statuses, 100 per request, one output item per input item', async () => {
		const people = addresses(150);
		const set = await runSubscriptions(
			state.sb,
			statusOperation('setBatch', {
				subscriptionId: byId(PRODUCT),
				statusState: 'UNSUBSCRIBED',
			}),
			people,
		);
		expect(pairs(set)).toEqual(people.map((_, index) => index));
		expect(jsonOf(set)[149]).toMatchObject({
			subscriberIdString: 'person149@example.com',
			subscriptionId: PRODUCT,
			status: 'UNSUBSCRIBED',
		});
		const read = await runSubscriptions(state.sb, statusOperation('getBatch'), people);
		expect(pairs(read)).toEqual(people.map((_, index) => index));
		const statusOf = (item: IDataObject) =>
			(item.statuses as IDataObject[]).find((s) => s.subscriptionId === PRODUCT)?.status;
		expect(jsonOf(read).every((item) => statusOf(item) === 'UNSUBSCRIBED')).toBe(true);
		expect(jsonOf(read)[0].emailAddress).toBe('person0@example.com');
		const requests = await state.sb.requests();
		// A run's chunks are sent side by side: compared sorted.
		const sent = requests.map((r) => [r.path, (r.body as { inputs: unknown[] }).inputs.length]);
		expect(sent.sort()).toEqual([
			[`${prefix}/statuses/batch/read`, 100],
			[`${prefix}/statuses/batch/read`, 50],
			[`${prefix}/statuses/batch/write`, 100],
			[`${prefix}/statuses/batch/write`, 50],
		]);
		expect(requests.find((r) => r.path.endsWith('/read'))?.query).toEqual({
			channel: 'EMAIL',
			businessUnitId: '0',
		});
	});

	it("answers a refused input on its own item: HubSpot's error for an internal type, the rest written", async () => {
		const result = await runSubscriptions(
			state.sb,
			statusOperation('setBatch', {
				subscriptionId: { __rl: true, mode: 'id', value: '={{ $json.type }}' },
				statusState: 'SUBSCRIBED',
			}),
			[
				{ email: 'Ada@Example.com', type: '1102' },
				{ email: 'bob@example.com', type: '1103' },
			],
			true,
		);
		const [ada, internal] = jsonOf(result);
		expect(ada).toMatchObject({ subscriberIdString: 'ada@example.com', status: 'SUBSCRIBED' });
		expect(String(internal.error)).toContain('internal and cannot be changed');
		expect(pairs(result)).toEqual([0, 1]);
	});

	it('below Marketing Hub Enterprise, HubSpot refuses the batch scopes and the error names the tier', async () => {
		await configureAccount(state.sb, { marketingHubTier: 'professional' });
		for (const [operation, scope] of [
			['getBatch', 'communication_preferences.statuses.batch.read'],
			['setBatch', 'communication_preferences.statuses.batch.write'],
		]) {
			const result = await runSubscriptions(
				state.sb,
				statusOperation(operation, { subscriptionId: byId(PRODUCT), statusState: 'SUBSCRIBED' }),
				addresses(2),
			);
			expect(result.error?.message).toContain('Marketing Hub Enterprise required');
			expect(result.error?.description).toContain(
				`Batch reads and writes of subscription statuses need Marketing Hub Enterprise: HubSpot grants the scope ${scope} only on that tier`,
			);
		}
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const result = await runSubscriptions(
			state.sb,
			statusOperation('setBatch', {
				subscriptionId: byId(PRODUCT),
				statusState: '={{ $json.state }}',
			}),
			[
				{ email: 'ada@example.com', state: 'UNSUBSCRIBED' },
				{ email: 'bob@example.com', state: 'OPTED_OUT' },
			],
		);
		expect(result.error?.message).toMatch(/^Status: must be one of .*"OPTED_OUT" \(item 1\)$/);
		const notAnAddress = await runSubscriptions(state.sb, statusOperation('getBatch'), [
			{ email: 'ada@example.com' },
			{ email: 'ada at example.com' },
		]);
		expect(notAnAddress.error?.message).toMatch(/^Email: must be an e-mail address.*\(item 1\)$/);
		expect(await state.sb.requests()).toEqual([]);
	});
});
