/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { useCrmSandbox, jsonOf } from '../../harness/crmSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

const filter = (
	propertyName: string,
	operator: string,
	more: INodeParameters = {},
): INodeParameters => ({ propertyName, operator, ...more });
const groups = (...filterLists: INodeParameters[][]): INodeParameters => ({
	groups: filterLists.map((conditions) => ({ filters: { conditions } })),
});

describe('HubSpot CRM: Record Search', () => {
	const state = useCrmSandbox();

	it('sends the filter groups, query, sort and properties built in the UI and returns the matches', async () => {
		const ids = await state.sb.seed('companies', 30, {
			industry: 'SEARCH_TEST',
			numberofemployees: '42',
		});
		const result = await state.sb.run({
			operation: 'search',
			filterGroups: groups([
				filter('industry', 'EQ', { value: 'SEARCH_TEST' }),
				filter('numberofemployees', 'BETWEEN', { value: '40', highValue: '50' }),
			]),
			returnAll: false,
			limit: 200,
			options: {
				properties: ['name', 'industry'],
				sortBy: 'hs_object_id',
				sortDirection: 'ASCENDING',
			},
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result).map((r) => r.id)).toEqual(ids);
		expect(jsonOf(result)[0]).toEqual(expect.objectContaining({ industry: 'SEARCH_TEST' }));
		const [request] = await state.sb.requests();
		expect(request.path).toBe(pathIn(ENDPOINTS.crmSearch, { objectType: 'companies' }));
		expect(request.body).toEqual({
			filterGroups: [
				{
					filters: [
						{ propertyName: 'industry', operator: 'EQ', value: 'SEARCH_TEST' },
						{
							propertyName: 'numberofemployees',
							operator: 'BETWEEN',
							value: '40',
							highValue: '50',
						},
					],
				},
			],
			properties: ['name', 'industry'],
			sorts: ['hs_object_id'],
			limit: 200,
		});
	});

	it('ORs groups and sends IN values as a list, a descending sort as -name', async () => {
		await state.sb.seed('companies', 3, { industry: 'ALPHA_IND' });
		await state.sb.seed('companies', 2, { industry: 'BETA_IND' });
		const result = await state.sb.run({
			operation: 'search',
			filterGroups: groups(
				[filter('industry', 'IN', { values: 'ALPHA_IND, BETA_IND' })],
				[filter('industry', 'EQ', { value: 'BETA_IND' })],
			),
			returnAll: true,
			options: { sortBy: 'createdate', sortDirection: 'DESCENDING' },
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(5);
		const [request] = await state.sb.requests();
		expect((request.body as IDataObject).sorts).toEqual(['-createdate']);
		expect(JSON.stringify(request.body)).toContain('"values":["ALPHA_IND","BETA_IND"]');
	});

	it('reads more than 10,000 matches with Return All, every match once, continuing above the last id', async () => {
		const ids = await state.sb.seed('companies', 10_250, { industry: 'DEEP_SEARCH' });
		const result = await state.sb.run({
			operation: 'search',
			filterGroups: groups([filter('industry', 'EQ', { value: 'DEEP_SEARCH' })]),
			returnAll: true,
		});
		expect(result.error).toBeUndefined();
		const read = jsonOf(result).map((r) => String(r.id));
		expect(read).toHaveLength(10_250);
		expect(new Set(read)).toEqual(new Set(ids));
		const requests = await state.sb.requests();
		expect(requests).toHaveLength(52);
		expect(requests.every((r) => r.status === 200)).toBe(true);
		const continued = requests[50].body as {
			filterGroups: Array<{ filters: IDataObject[] }>;
			after?: string;
		};
		expect(continued.after).toBeUndefined();
		expect(continued.filterGroups[0].filters).toEqual([
			{ propertyName: 'industry', operator: 'EQ', value: 'DEEP_SEARCH' },
			{ propertyName: 'hs_object_id', operator: 'GT', value: read[9_999] },
		]);
	});

	it.each([
		[
			'seven filter groups',
			{
				filterGroups: groups(...Array.from({ length: 7 }, () => [filter('name', 'HAS_PROPERTY')])),
			},
			/^Filter Groups: at most 6 groups/,
		],
		[
			'seven filters in a group',
			{ filterGroups: groups(Array.from({ length: 7 }, () => filter('name', 'HAS_PROPERTY'))) },
			/^Filter Groups \(group 1\): at most 6 filters/,
		],
		[
			'an unknown operator',
			{ filterGroups: groups([filter('name', 'LIKE', { value: 'x' })]) },
			/^Filter Groups \(group 1, filter 1\) Operator: "LIKE"/,
		],
		[
			'BETWEEN without a high value',
			{ filterGroups: groups([filter('amount', 'BETWEEN', { value: '1' })]) },
			/High Value: is required by BETWEEN/,
		],
		[
			'IN without values',
			{ filterGroups: groups([filter('name', 'IN', { values: '' })]) },
			/Values: is required by IN/,
		],
		[
			'a filter without property',
			{ filterGroups: groups([filter('', 'EQ', { value: '1' })]) },
			/Property: must not be empty/,
		],
		[
			'a query over 3,000 characters',
			{ query: 'x'.repeat(3_001) },
			/^Query: must be at most 3000 characters, got 3001/,
		],
		['a limit of 0', { limit: 0 }, /^Limit: must be a whole number from 1 to 200/],
		['a limit over 200', { limit: 201 }, /^Limit: must be a whole number from 1 to 200/],
	] as Array<[string, INodeParameters, RegExp]>)(
		'refuses %s before any request, naming field and item',
		async (_, parameters, message) => {
			const result = await state.sb.run(
				{ operation: 'search', returnAll: false, limit: 10, ...parameters },
				[{}, {}],
			);
			expect(result.error?.message).toMatch(message);
			expect(result.error?.message).toContain('(item 0)');
			expect(await state.sb.requests()).toHaveLength(0);
		},
	);

	it('turns a refused item into an error item with Continue on Fail and searches for the others', async () => {
		const result = await state.sb.run(
			{
				operation: 'search',
				returnAll: false,
				limit: '={{ $json.limit }}',
				filterGroups: groups([filter('name', 'HAS_PROPERTY')]),
			},
			[{ limit: 2 }, { limit: 500 }],
			{ continueOnFail: true },
		);
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => [i.pairedItem, i.json.error === undefined])).toEqual([
			[{ item: 0 }, true],
			[{ item: 0 }, true],
			[{ item: 1 }, false],
		]);
		expect(result.items[2].json.error).toMatch(/^Limit: .*\(item 1\)/);
		expect(await state.sb.requests()).toHaveLength(1);
	});

	it("reports the service's error for an unknown property, readably", async () => {
		const result = await state.sb.run({
			operation: 'search',
			returnAll: false,
			limit: 5,
			filterGroups: groups([filter('no_such_property', 'EQ', { value: '1' })]),
		});
		expect(result.error).toBeDefined();
		expect(result.error?.message).not.toMatch(/^Request failed/);
		expect((await state.sb.requests())[0].status).toBe(400);
	});
});
