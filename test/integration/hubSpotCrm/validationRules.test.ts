/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { apiVersionMode } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

/** HubSpot enforces the account's record validation rules on writes from the 2026-09 version on. */
const enforced = apiVersionMode === 'latest';

const CLOSEDATE_RULE = {
	objectType: 'deals',
	kind: 'conditionallyRequired',
	property: 'closedate',
	when: { property: 'dealstage', equals: 'closedwon' },
};
const RULE_MESSAGE = 'Property "closedate" is required when "dealstage" is "closedwon".';

describe(`HubSpot CRM: account validation rules (${enforced ? 'enforced on 2026-09' : 'not enforced before 2026-09'})`, () => {
	const state = useCrmSandbox();
	let deals: string[];

	beforeEach(async () => {
		// Deals without a close date: seeded ones have one.
		const inputs = [0, 1, 2].map((n) => ({
			properties: { dealname: `Deal ${n}`, dealstage: 'appointmentscheduled' },
		}));
		deals = (
			await state.sb.call<{ results: Array<{ id: string }> }>(
				'POST',
				'/crm/v3/objects/deals/batch/create',
				{ inputs },
			)
		).body.results.map((r) => r.id);
		await state.sb.control('PUT', 'validation-rules', { rules: [CLOSEDATE_RULE] });
		await state.sb.clearRequests();
	});

	const stageOf = async (id: string) =>
		((await state.sb.record('deals', id, ['dealstage'])).body.properties as IDataObject).dealstage;

	it('Update: the refused item names the property and the rule, the others are written', async () => {
		const result = await state.sb.run(
			{
				operation: 'update',
				objectType: '0-3',
				recordId: '={{ $json.id }}',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify($json.properties) }}',
			},
			[
				{ id: deals[0], properties: { dealstage: 'closedwon' } },
				{ id: deals[1], properties: { dealstage: 'closedwon', closedate: '2026-09-30' } },
			],
			{ continueOnFail: true },
		);
		expect(pairs(result)).toEqual([0, 1]);
		const [first, second] = jsonOf(result);
		expect(second.error).toBeUndefined();
		if (enforced) {
			expect(first).toMatchObject({ category: 'VALIDATION_ERROR', httpCode: '400' });
			expect(first.error).toContain(RULE_MESSAGE);
			expect(first.description).toContain(`closedate: ${RULE_MESSAGE}`);
			expect(await stageOf(deals[0])).toBe('appointmentscheduled');
		} else {
			expect(first.error).toBeUndefined();
			expect(await stageOf(deals[0])).toBe('closedwon');
		}
		expect(await stageOf(deals[1])).toBe('closedwon');
	});

	it('Batch Update: the item breaking a rule gets the rule as its error, the others say they were not written', async () => {
		const result = await state.sb.run(
			{
				operation: 'batchUpdate',
				objectType: '0-3',
				recordId: '={{ $json.id }}',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify($json.properties) }}',
			},
			[
				{ id: deals[0], properties: { dealname: 'Renamed' } },
				{ id: deals[1], properties: { dealstage: 'closedwon' } },
			],
			{ continueOnFail: true },
		);
		expect(pairs(result)).toEqual([0, 1]);
		const [first, second] = jsonOf(result);
		expect((await state.sb.requests()).filter((r) => r.method === 'POST')).toHaveLength(1);
		if (enforced) {
			expect(second.error).toContain(RULE_MESSAGE);
			expect(second.description).toContain(`closedate: ${RULE_MESSAGE}`);
			expect(first.error).toMatch(
				/^Not written: HubSpot refused the request for other items of its batch/,
			);
			expect(await stageOf(deals[1])).toBe('appointmentscheduled');
		} else {
			expect([first.error, second.error]).toEqual([undefined, undefined]);
			expect(await stageOf(deals[1])).toBe('closedwon');
		}
	});
});
