import { getObjectTypes, getProperties } from '../../../nodes/shared/crmPropertyOptions';
import { getPropertyMappingFields } from '../../../nodes/HubSpotCrm/methods/resourceMapping';
import { ENDPOINTS } from '../../../nodes/shared/endpoints';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, useCrmSandbox } from '../../harness/crmSandbox';

const CARS = '2-3453001';
const BUILT_IN = ['calls', 'communications', 'companies', 'contacts', '0-3', 'emails', 'line_items', 'leads', 'meetings', 'notes', 'partner_clients', 'postal_mail', 'products', 'projects', 'tasks', 'tickets'];

describe('HubSpot CRM: the account\'s custom objects in the object type list', () => {
	const state = useCrmSandbox();


	it('lists the built-in types, the custom objects by their labels, and "Custom Object (By ID)" last', async () => {
		const options = await getObjectTypes.call(state.sb.editing({ operation: 'create' }, 'objectType'));
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
		const token = await state.sb.control<IssuedToken>('POST', 'tokens', { scopes, expiresInSeconds: 600 });
		state.sb.engine.credentials.add({ id: 'narrow', name: 'Companies only', type: 'hubSpotPlatformOAuth2Api', data: oauth2Data(state.sb.baseUrl, scopes, token) });
		const options = await getObjectTypes.call(state.sb.editing({ authentication: 'oAuth2', operation: 'create' }, 'objectType', { credentials: { hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Companies only' } } }));
		expect(options.map((o) => o.value)).toEqual([...BUILT_IN, 'custom']);
	});

	it('offers the properties of the custom object picked, and writes and reads its records', async () => {
		const properties = await getProperties.call(state.sb.editing({ operation: 'get', objectType: CARS }, 'properties'));
		expect(properties.map((p) => p.value)).toEqual(expect.arrayContaining(['name', 'vin', 'model', 'year']));
		const fields = (await getPropertyMappingFields.call(state.sb.editing({ operation: 'create', objectType: CARS }, 'columns'))).fields;
		expect(fields.map((f) => f.id).sort()).toEqual(['model', 'name', 'vin', 'year']);

		const created = await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion: 2,
				parameters: { authentication: 'appToken', resource: 'record', operation: 'create', objectType: CARS, columns: { mappingMode: 'defineBelow', value: { name: 'Fleet car', vin: 'VIN-0001', year: 2024 }, matchingColumns: [], schema: [] } },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
			},
			[{}],
		);
		expect(created.error).toBeUndefined();
		const [car] = jsonOf(created);
		const read = await state.sb.call<{ properties: Record<string, string> }>('GET', `/crm/v3/objects/${CARS}/${String(car.id)}?properties=name,vin,year`);
		expect(read.body.properties).toEqual(expect.objectContaining({ name: 'Fleet car', vin: 'VIN-0001', year: '2024' }));
	});
});
