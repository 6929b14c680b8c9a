/** @apiVersionModes all */
import type { IDataObject, INodeParameters, ResourceMapperValue } from 'n8n-workflow';
import { atLeast } from '../../../nodes/shared/transport/apiVersions';
import { ENDPOINTS, versionFor } from '../../../nodes/shared/transport/endpoints';
import { apiVersionMode, pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

/** The version property definitions are sent in, in the suite's mode. */
const version = versionFor(ENDPOINTS.crmProperties, apiVersionMode);
/** HubSpot dropped display hints and same-object associations in 2026-09, for every later version too. */
const withoutDisplayHints = atLeast(version, '2026-09');

const COLOR = {
	objectType: 'contacts',
	newPropertyName: 'favorite_color',
	propertyLabel: 'Favorite Color',
	propertyFieldKind: 'enumeration:select',
	propertyGroup: 'contactinformation',
	propertyOptions: {
		option: [
			{ label: 'Red', value: 'red' },
			{ label: 'Blue', value: 'blue', hidden: true },
		],
	},
};

const mapped = (value: ResourceMapperValue['value']): ResourceMapperValue => ({
	mappingMode: 'defineBelow',
	value,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

describe('HubSpot CRM: Property resource', () => {
	const state = useCrmSandbox();
	const run = async (
		parameters: INodeParameters,
		input: IDataObject[] = [{}],
		continueOnFail = false,
	) =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion: 2,
				parameters: { authentication: 'appToken', resource: 'property', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);

	it('creates an enumeration with its options in the body of the version, then writes it on a record', async () => {
		const created = await run({ operation: 'create', ...COLOR });
		expect(jsonOf(created)).toEqual([
			expect.objectContaining({
				name: 'favorite_color',
				label: 'Favorite Color',
				type: 'enumeration',
				fieldType: 'select',
				groupName: 'contactinformation',
				hubspotDefined: false,
			}),
		]);
		expect(pairs(created)).toEqual([0]);
		const [request] = await state.sb.requests();
		expect(request.method).toBe('POST');
		expect(request.path).toBe(pathIn(ENDPOINTS.crmProperties, { objectType: 'contacts' }));
		// Every option carries hidden and displayOrder: 2026-03 requires displayOrder, the others take it.
		expect(request.body).toEqual({
			name: 'favorite_color',
			label: 'Favorite Color',
			type: 'enumeration',
			fieldType: 'select',
			groupName: 'contactinformation',
			options: [
				{ label: 'Red', value: 'red', hidden: false, displayOrder: 0 },
				{ label: 'Blue', value: 'blue', hidden: true, displayOrder: 1 },
			],
		});
		const record = await state.sb.run({
			resource: 'record',
			operation: 'create',
			objectType: 'contacts',
			propertiesInput: 'json',
			propertiesJson: JSON.stringify({ favorite_color: 'blue' }),
		});
		expect(jsonOf(record)[0]).toEqual(expect.objectContaining({ favorite_color: 'blue' }));
	});

	it('sends owner properties and unique values as HubSpot defines them, and refuses a taken name', async () => {
		const result = await run(
			{
				operation: 'create',
				objectType: 'deals',
				propertyGroup: 'dealinformation',
				newPropertyName: '={{ $json.name }}',
				propertyLabel: '={{ $json.label }}',
				propertyFieldKind: '={{ $json.kind }}',
				propertyUnique: '={{ $json.unique }}',
			},
			[
				{ name: 'account_manager', label: 'Account Manager', kind: 'owner' },
				{ name: 'contract_code', label: 'Contract Code', kind: 'string:text', unique: true },
				{ name: 'contract_code', label: 'Again', kind: 'string:text' },
			],
			true,
		);
		const [owner, unique, taken] = jsonOf(result);
		expect(owner).toEqual(
			expect.objectContaining({
				type: 'enumeration',
				fieldType: 'select',
				externalOptions: true,
				referencedObjectType: 'OWNER',
			}),
		);
		expect(unique).toEqual(expect.objectContaining({ hasUniqueValue: true }));
		expect(taken.error).toEqual(expect.stringContaining('already exists'));
		expect(pairs(result)).toEqual([0, 1, 2]);
		const bodies = (await state.sb.requests()).map((r) => r.body as IDataObject);
		expect(bodies[0]).toEqual({
			name: 'account_manager',
			label: 'Account Manager',
			type: 'enumeration',
			fieldType: 'select',
			groupName: 'dealinformation',
			externalOptions: true,
			referencedObjectType: 'OWNER',
		});
		expect(bodies[1]).toEqual(
			expect.objectContaining({ hasUniqueValue: true, type: 'string', fieldType: 'text' }),
		);
	});

	it('refuses bad input before any request, naming the field and the item', async () => {
		const cases: Array<[INodeParameters, string]> = [
			[{ ...COLOR, newPropertyName: 'Favorite Color' }, 'Name'],
			[{ ...COLOR, propertyFieldKind: 'string:select' }, 'Field Type'],
			[{ ...COLOR, propertyOptions: {} }, 'Options'],
			[
				{
					...COLOR,
					propertyOptions: {
						option: [
							{ label: 'A', value: 'a' },
							{ label: 'B', value: 'a' },
						],
					},
				},
				'Options 2: Value',
			],
			[{ ...COLOR, propertyGroup: '={{ "" }}' }, 'Property Group'],
		];
		for (const [parameters, field] of cases) {
			const result = await run({ operation: 'create', ...parameters }, [{}, {}], true);
			expect(jsonOf(result).map((j) => j.error)).toEqual(
				[0, 1].map(() => expect.stringContaining(field)),
			);
			expect(JSON.stringify(jsonOf(result))).toContain('item 1');
		}
		expect(await state.sb.requests()).toEqual([]);
	});

	it('sends display hints except in 2026-09, which has none', async () => {
		const parameters = {
			operation: 'create',
			objectType: 'companies',
			newPropertyName: 'arr',
			propertyLabel: 'ARR',
			propertyFieldKind: 'number:number',
			propertyGroup: 'companyinformation',
			propertyDetails: { numberDisplayHint: 'currency', showCurrencySymbol: true },
		};
		const result = await run(parameters, [{}], true);
		if (withoutDisplayHints) {
			expect(jsonOf(result)[0].error).toEqual(expect.stringContaining('Number Display Hint'));
			expect(await state.sb.requests()).toEqual([]);
		} else {
			expect(jsonOf(result)[0]).toEqual(
				expect.objectContaining({
					name: 'arr',
					numberDisplayHint: 'currency',
					showCurrencySymbol: true,
				}),
			);
			expect((await state.sb.requests())[0].body).toEqual(
				expect.objectContaining({ numberDisplayHint: 'currency', showCurrencySymbol: true }),
			);
		}
	});

	it('gets, updates, lists and archives a created property; HubSpot-defined ones stay read-only', async () => {
		await run({ operation: 'create', ...COLOR });
		const got = await run({
			operation: 'get',
			objectType: 'contacts',
			propertyName: 'favorite_color',
		});
		expect(jsonOf(got)[0]).toEqual(
			expect.objectContaining({
				name: 'favorite_color',
				options: [
					expect.objectContaining({ value: 'red' }),
					expect.objectContaining({ value: 'blue' }),
				],
			}),
		);

		await state.sb.clearRequests();
		const updated = await run({
			operation: 'update',
			objectType: 'contacts',
			propertyName: 'favorite_color',
			propertyUpdate: {
				label: 'Colour',
				options: { option: [{ label: 'Green', value: 'green' }] },
			},
		});
		expect(jsonOf(updated)[0]).toEqual(
			expect.objectContaining({
				label: 'Colour',
				options: [expect.objectContaining({ value: 'green', displayOrder: 0, hidden: false })],
			}),
		);
		const [patch] = await state.sb.requests();
		expect([patch.method, patch.path]).toEqual([
			'PATCH',
			pathIn(ENDPOINTS.crmProperty, { objectType: 'contacts', propertyName: 'favorite_color' }),
		]);
		expect(patch.body).toEqual({
			label: 'Colour',
			options: [{ label: 'Green', value: 'green', hidden: false, displayOrder: 0 }],
		});

		const readOnly = await run(
			{
				operation: 'update',
				objectType: 'contacts',
				propertyName: 'email',
				propertyUpdate: { label: 'Mail' },
			},
			[{}],
			true,
		);
		expect(jsonOf(readOnly)[0].error).toEqual(expect.stringContaining('HubSpot-defined'));

		const many = await run({
			operation: 'getMany',
			objectType: 'contacts',
			returnAll: false,
			limit: 2,
		});
		expect(jsonOf(many)).toHaveLength(2);

		const deleted = await run({
			operation: 'delete',
			objectType: 'contacts',
			propertyName: 'favorite_color',
		});
		expect(jsonOf(deleted)).toEqual([
			{ objectType: 'contacts', name: 'favorite_color', archived: true },
		]);
		const archived = await run({
			operation: 'getMany',
			objectType: 'contacts',
			returnAll: true,
			archived: true,
		});
		expect(jsonOf(archived).map((p) => p.name)).toEqual(['favorite_color']);
		const gone = await run(
			{ operation: 'get', objectType: 'contacts', propertyName: 'favorite_color' },
			[{}],
			true,
		);
		expect(jsonOf(gone)[0].error).toEqual(expect.stringContaining('does not exist'));
	});

	it('batch creates one property per item in one request, each failure paired to its item', async () => {
		const result = await run(
			{
				operation: 'batchCreate',
				objectType: 'companies',
				propertyGroup: 'companyinformation',
				newPropertyName: '={{ $json.name }}',
				propertyLabel: '={{ $json.label }}',
				propertyFieldKind: 'string:text',
			},
			[
				{ name: 'region_code', label: 'Region Code' },
				{ name: 'name', label: 'Taken' },
				{ name: 'tier_note', label: 'Tier Note' },
			],
			true,
		);
		const json = jsonOf(result);
		expect(json.map((j) => j.name ?? j.error)).toEqual([
			'region_code',
			expect.stringContaining('already exists'),
			'tier_note',
		]);
		expect(pairs(result).sort()).toEqual([0, 1, 2]);
		const requests = await state.sb.requests();
		expect(requests.map((r) => [r.method, r.path])).toEqual([
			['POST', pathIn(ENDPOINTS.crmPropertiesBatchCreate, { objectType: 'companies' })],
		]);
		expect((requests[0].body as { inputs: IDataObject[] }).inputs.map((i) => i.name)).toEqual([
			'region_code',
			'name',
			'tier_note',
		]);
	});

	it('drops the definitions record writes keep, so a changed option list counts at once', async () => {
		await run({ operation: 'create', ...COLOR });
		const sent = async (color: string) => {
			await state.sb.clearRequests();
			const [record] = jsonOf(
				await run(
					{
						resource: 'record',
						operation: 'create',
						objectType: 'contacts',
						columns: mapped({ email: `${color}@example.com`, favorite_color: color }),
					},
					[{}],
					true,
				),
			);
			expect(record.error).toBeUndefined();
			const create = (await state.sb.requests()).find((r) => r.method === 'POST');
			return (create?.body as { properties?: IDataObject } | undefined)?.properties?.favorite_color;
		};
		// The mapper takes an option's label and sends its value: the kept definitions know Red.
		expect(await sent('Red')).toBe('red');
		await run({
			operation: 'update',
			objectType: 'contacts',
			propertyName: 'favorite_color',
			propertyUpdate: {
				options: {
					option: [
						{ label: 'Red', value: 'red' },
						{ label: 'Purple', value: 'purple' },
					],
				},
			},
		});
		expect(await sent('Purple')).toBe('purple');
	});
});
