/** @apiVersionModes all */
import { getObjectTypes, getProperties } from '../../../nodes/shared/crm/pickers';
import { getPropertyMappingFields } from '../../../nodes/HubSpotCrm/methods/resourceMapping';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, useCrmSandbox } from '../../harness/crmSandbox';

const CARS = '2-3453001';
const BUILT_IN = [
	'calls',
	'communications',
	'companies',
	'contacts',
	'0-3',
	'emails',
	'line_items',
	'leads',
	'meetings',
	'notes',
	'partner_clients',
	'postal_mail',
	'products',
	'projects',
	'tasks',
	'tickets',
];

describe("HubSpot CRM: the account's custom objects in the object type list", () => {
	const state = useCrmSandbox();

	it('lists the built-in types, the custom objects by their labels, and "Custom Object (By ID)" last', async () => {
		const options = await getObjectTypes.call(
			state.sb.editing({ operation: 'create' }, 'objectType'),
		);
		expect(options.map((o) => [o.name, o.value])).toEqual([
			...BUILT_IN.map((value) => [expect.any(String), value]),
			['Cars', CARS],
			['Custom Object (By ID)', 'custom'],
		]);
		expect(options.find((o) => o.value === '0-3')?.name).toBe('Deal');
		expect((await state.sb.requests()).map((r) => r.path)).toEqual([pathIn(ENDPOINTS.crmSchemas)]);
	});

	it('keeps the built-in types when the credential may not read schemas', async () => {
		const scopes = ['crm.objects.companies.read'];
		const token = await state.sb.control<IssuedToken>('POST', 'tokens', {
			scopes,
			expiresInSeconds: 600,
		});
		state.sb.engine.credentials.add({
			id: 'narrow',
			name: 'Companies only',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(state.sb.baseUrl, scopes, token),
		});
		const options = await getObjectTypes.call(
			state.sb.editing({ authentication: 'oAuth2', operation: 'create' }, 'objectType', {
				credentials: { hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Companies only' } },
			}),
		);
		expect(options.map((o) => o.value)).toEqual([...BUILT_IN, 'custom']);
		// The picker names the scope that would list the custom objects.
		expect(options.at(-1)?.description).toBe(
			"The account's custom objects are not listed: the credential lacks the scope crm.schemas.custom.read or crm.objects.custom.read",
		);

		// The property mapper without the owners scope: every field still loads, the owner field takes an ID and names the scope.
		const fields = (
			await getPropertyMappingFields.call(
				state.sb.editing(
					{ authentication: 'oAuth2', operation: 'create', objectType: 'companies' },
					'columns',
					{ credentials: { hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Companies only' } } },
				),
			)
		).fields;
		expect(fields.map((f) => f.id)).toEqual(
			expect.arrayContaining(['name', 'domain', 'hubspot_owner_id']),
		);
		expect(fields.find((f) => f.id === 'hubspot_owner_id')).toMatchObject({
			type: 'string',
			displayName: expect.stringContaining('needs the scope crm.objects.owners.read'),
		});
	});

	it('offers the properties of projects in every API version mode (they have no 2026-09 release: Latest reads 2026-03)', async () => {
		const properties = await getProperties.call(
			state.sb.editing({ operation: 'get', objectType: 'projects' }, 'properties'),
		);
		expect(properties.length).toBeGreaterThan(0);
		const fields = (
			await getPropertyMappingFields.call(
				state.sb.editing({ operation: 'create', objectType: 'projects' }, 'columns'),
			)
		).fields;
		expect(fields.length).toBeGreaterThan(0);
	});

	it('a new node without a credential yet lists the built-in types instead of failing', async () => {
		const options = await getObjectTypes.call(
			state.sb.editing({ authentication: 'oAuth2', operation: 'create' }, 'objectType', {
				credentials: {},
			}),
		);
		expect(options.map((o) => o.value)).toEqual([...BUILT_IN, 'custom']);
	});

	it('offers the properties of the custom object picked, and writes and reads its records', async () => {
		const properties = await getProperties.call(
			state.sb.editing({ operation: 'get', objectType: CARS }, 'properties'),
		);
		expect(properties.map((p) => p.value)).toEqual(
			expect.arrayContaining(['name', 'vin', 'model', 'year']),
		);
		const fields = (
			await getPropertyMappingFields.call(
				state.sb.editing({ operation: 'create', objectType: CARS }, 'columns'),
			)
		).fields;
		expect(fields.map((f) => f.id).sort()).toEqual(['model', 'name', 'vin', 'year']);

		const created = await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion: 2,
				parameters: {
					authentication: 'appToken',
					resource: 'record',
					operation: 'create',
					objectType: CARS,
					columns: {
						mappingMode: 'defineBelow',
						value: { name: 'Fleet car', vin: 'VIN-0001', year: 2024 },
						matchingColumns: [],
						schema: [],
					},
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
			},
			[{}],
		);
		expect(created.error).toBeUndefined();
		const [car] = jsonOf(created);
		const read = await state.sb.call<{ properties: Record<string, string> }>(
			'GET',
			`/crm/v3/objects/${CARS}/${String(car.id)}?properties=name,vin,year`,
		);
		expect(read.body.properties).toEqual(
			expect.objectContaining({ name: 'Fleet car', vin: 'VIN-0001', year: '2024' }),
		);
	});
});
