/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import type { NodeRunResult } from '../../harness/engine';
import { useCrmSandbox, type CrmSandbox } from '../../harness/crmSandbox';

/**
 * Plain field references (`={{ $json.id }}`) are read from the item by the shared reader; the same
 * reference in parentheses (`={{ ($json.id) }}`) is not one, so n8n evaluates it. Both must give the
 * same requests, records, refusals and pairing.
 */
const read = (field: string) => `={{ $json${field} }}`;
const evaluated = (field: string) => `={{ ($json${field}) }}`;

function batchUpdate(expression: (field: string) => string): INodeParameters {
	return {
		operation: 'batchUpdate',
		recordId: expression('.id'),
		propertyValues: {
			values: [
				{ name: 'description', value: expression('["the description"]') },
				{ name: expression('.extra.name'), value: expression('.extra["名前"]') },
			],
		},
	};
}

/** Items with good and bad ids and every kind of value. */
function mixedItems(ids: string[]): IDataObject[] {
	const values: unknown[] = [
		'text',
		'',
		null,
		0,
		12.5,
		true,
		'ünïcødé',
		{ nested: 1 },
		['a'],
		undefined,
	];
	return ids.map((id, n) => {
		const item: IDataObject = {
			extra: {
				name: n % 3 === 0 ? 'name' : 'city',
				名前: values[(n + 3) % values.length] as string,
			},
		};
		const value = values[n % values.length];
		if (value !== undefined) item['the description'] = value as string;
		// Every 7th item has an id HubSpot cannot take (missing, null, an object, text, a fraction).
		const badIds: unknown[] = [undefined, null, { id: id }, 'abc', 1.5];
		if (n % 7 === 6) {
			const bad = badIds[(n / 7) % badIds.length | 0];
			if (bad !== undefined) item.id = bad as string;
		} else item.id = n % 2 ? Number(id) : id;
		return item;
	});
}

/** What a run did: its output (without the records' times, which differ between runs), its requests, its error. */
async function outcome(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[],
	continueOnFail: boolean,
) {
	await sb.reset();
	const result: NodeRunResult = await sb.run(parameters, input, { continueOnFail });
	return {
		items: result.items.map(({ json, pairedItem }) => {
			const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = json;
			return { json: rest, pairedItem };
		}),
		error: result.error?.message,
		requests: (await sb.requests()).map((r) => [r.method, r.path, r.body]),
	};
}

describe('HubSpot CRM: field expressions read from the item equal n8n evaluating them', () => {
	const state = useCrmSandbox(40);

	it('with Continue on Fail: same requests, results, error items and pairing', async () => {
		const input = mixedItems(state.ids);
		const fast = await outcome(state.sb, batchUpdate(read), input, true);
		const n8n = await outcome(state.sb, batchUpdate(evaluated), input, true);
		expect(fast).toEqual(n8n);
		// The comparison covers refusals and successes alike.
		expect(fast.items.filter((item) => 'error' in item.json).length).toBeGreaterThan(5);
		expect(fast.items.filter((item) => 'id' in item.json).length).toBeGreaterThan(20);
		expect(fast.items.map((item) => item.pairedItem)).toEqual(input.map((_, item) => ({ item })));
	});

	it('without it: the same refusal, naming the same field and item, before any request', async () => {
		const input = mixedItems(state.ids);
		const fast = await outcome(state.sb, batchUpdate(read), input, false);
		const n8n = await outcome(state.sb, batchUpdate(evaluated), input, false);
		expect(fast).toEqual(n8n);
		expect(fast.error).toMatch(/ \(item \d+\)$/);
		expect(fast.requests).toEqual([]);
	});
});
