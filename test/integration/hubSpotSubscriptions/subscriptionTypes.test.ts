/** @apiVersionModes all */
import { searchSubscriptionTypes } from '../../../nodes/HubSpotSubscriptions/methods/listSearch';
import { jsonOf } from '../../harness/crmSandbox';
import { apiVersionMode } from '../../harness/apiVersions';
import {
	editingSubscriptions,
	editingWithContactsOnly,
	runSubscriptions,
	useSubscriptionsSandbox,
} from './fixture';

const getMany = (extra: Record<string, unknown> = {}) => ({
	resource: 'subscriptionType',
	operation: 'getMany',
	...extra,
});

describe('HubSpot Subscription Preferences: subscription types, through the engine against the sandbox', () => {
	const state = useSubscriptionsSandbox();

	it("lists a brand's subscription types, Return All or up to a limit, in every API version", async () => {
		const all = await runSubscriptions(state.sb, getMany({ returnAll: true }));
		expect(jsonOf(all).map((type) => type.name)).toEqual([
			'Marketing Information',
			'Product Updates',
			'One to One',
		]);
		// v3 answers ids as text, v4 and the date versions as numbers.
		expect(jsonOf(all)[0].id).toBe(apiVersionMode === 'legacy' ? '1101' : 1101);
		const one = await runSubscriptions(state.sb, getMany({ returnAll: false, limit: 1 }));
		expect(jsonOf(one)).toHaveLength(1);
		const brand = await runSubscriptions(
			state.sb,
			getMany({ returnAll: true, options: { businessUnitId: 1234 } }),
		);
		expect(jsonOf(brand).map((type) => type.name)).toEqual(['Second Brand Newsletter']);
		const paths = (await state.sb.requests()).map((request) => request.path);
		expect(new Set(paths)).toEqual(
			new Set([
				apiVersionMode === 'legacy'
					? '/communication-preferences/v3/definitions'
					: `/communication-preferences/${apiVersionMode === 'latest' ? '2026-09' : '2026-03'}/definitions`,
			]),
		);
	});

	it('the Subscription Type picker lists the changeable types by name, filters, and names a missing scope', async () => {
		const picker = editingSubscriptions(
			state.sb,
			{ resource: 'status', operation: 'subscribe' },
			'subscriptionId',
		);
		expect((await searchSubscriptionTypes.call(picker)).results).toEqual([
			{ name: 'Marketing Information', value: '1101' },
			{ name: 'Product Updates', value: '1102' },
		]);
		expect((await searchSubscriptionTypes.call(picker, 'product')).results).toEqual([
			{ name: 'Product Updates', value: '1102' },
		]);
		expect((await searchSubscriptionTypes.call(picker, '1101')).results).toEqual([
			{ name: 'Marketing Information', value: '1101' },
		]);
		const narrow = await editingWithContactsOnly(
			state.sb,
			{ resource: 'status', operation: 'subscribe' },
			'subscriptionId',
		);
		const [entry] = (await searchSubscriptionTypes.call(narrow)).results;
		expect(entry).toMatchObject({ value: '' });
		expect(entry.name).toContain('communication_preferences.read');
	});

	it('refuses a business unit that is not a whole number before any request', async () => {
		const result = await runSubscriptions(
			state.sb,
			getMany({ returnAll: true, options: { businessUnitId: -1 } }),
		);
		expect(result.error?.message).toMatch(
			/^Business Unit ID: must be a whole number .*\(item 0\)$/,
		);
		expect(await state.sb.requests()).toEqual([]);
	});
});
