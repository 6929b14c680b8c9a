/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { getPropertyGroups, getSchemas } from '../../../nodes/HubSpotCrm/methods/definitionPickers';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';

describe('HubSpot CRM: Property Group resource and the group picker', () => {
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
				parameters: {
					authentication: 'appToken',
					resource: 'propertyGroup',
					objectType: 'deals',
					...parameters,
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);

	it('creates, lists, updates and archives groups; the picker offers them', async () => {
		const created = await run(
			{
				operation: 'create',
				newGroupName: '={{ $json.name }}',
				groupLabel: '={{ $json.label }}',
				additionalFields: { displayOrder: 3 },
			},
			[
				{ name: 'onboarding', label: 'Onboarding' },
				{ name: 'onboarding', label: 'Twice' },
				{ name: 'Bad Name', label: 'Bad' },
			],
			true,
		);
		expect(jsonOf(created).map((j) => j.error ?? j)).toEqual([
			{ name: 'onboarding', label: 'Onboarding', displayOrder: 3, archived: false },
			expect.stringContaining('already exists'),
			expect.stringContaining('Name'),
		]);
		expect(pairs(created)).toEqual([0, 1, 2]);
		const requests = await state.sb.requests();
		expect(requests.map((r) => [r.method, r.path])).toEqual(
			[0, 1].map(() => ['POST', pathIn(ENDPOINTS.crmPropertyGroups, { objectType: 'deals' })]),
		);
		expect(requests[0].body).toEqual({ name: 'onboarding', label: 'Onboarding', displayOrder: 3 });

		const picker = await getPropertyGroups.call(
			state.sb.editing(
				{ resource: 'property', operation: 'create', objectType: 'deals' },
				'propertyGroup',
			),
		);
		expect(picker.map((o) => o.value)).toEqual(['dealinformation', 'onboarding']);

		const updated = await run({
			operation: 'update',
			propertyGroup: 'onboarding',
			groupUpdate: { label: 'Customer Onboarding' },
		});
		expect(jsonOf(updated)[0]).toEqual(
			expect.objectContaining({ name: 'onboarding', label: 'Customer Onboarding' }),
		);
		const nothing = await run(
			{ operation: 'update', propertyGroup: 'onboarding', groupUpdate: {} },
			[{}],
			true,
		);
		expect(jsonOf(nothing)[0].error).toEqual(expect.stringContaining('Update Fields'));
		const builtIn = await run(
			{ operation: 'update', propertyGroup: 'dealinformation', groupUpdate: { label: 'Mine' } },
			[{}],
			true,
		);
		expect(jsonOf(builtIn)[0].error).toEqual(expect.stringContaining('HubSpot-defined'));

		const limited = await run({ operation: 'getMany', returnAll: false, limit: 1 });
		expect(jsonOf(limited).map((g) => g.name)).toEqual(['dealinformation']);

		const deleted = await run({ operation: 'delete', propertyGroup: 'onboarding' });
		expect(jsonOf(deleted)).toEqual([{ objectType: 'deals', name: 'onboarding', archived: true }]);
		const all = await run({ operation: 'getMany', returnAll: true });
		expect(jsonOf(all).map((g) => g.name)).toEqual(['dealinformation']);
	});

	it('refuses to archive a group that still holds a property', async () => {
		await run({ operation: 'create', newGroupName: 'renewals', groupLabel: 'Renewals' });
		await run({
			resource: 'property',
			operation: 'create',
			newPropertyName: 'renewal_date',
			propertyLabel: 'Renewal Date',
			propertyFieldKind: 'date:date',
			propertyGroup: 'renewals',
		});
		const refused = await run({ operation: 'delete', propertyGroup: 'renewals' }, [{}], true);
		expect(jsonOf(refused)[0].error).toEqual(expect.stringContaining('still holds properties'));
	});

	it('group and schema pickers name the scope a narrow credential lacks instead of failing', async () => {
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
		const narrow = {
			credentials: { hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Companies only' } },
		};
		const companies = await getPropertyGroups.call(
			state.sb.editing(
				{
					authentication: 'oAuth2',
					resource: 'property',
					operation: 'create',
					objectType: 'companies',
				},
				'propertyGroup',
				narrow,
			),
		);
		expect(companies.map((o) => o.value)).toEqual(['companyinformation']);
		const deals = await getPropertyGroups.call(
			state.sb.editing(
				{ authentication: 'oAuth2', resource: 'property', operation: 'create', objectType: '0-3' },
				'propertyGroup',
				narrow,
			),
		);
		expect(deals).toEqual([
			expect.objectContaining({
				value: '',
				name: expect.stringContaining('lacks the scope crm.objects.deals.read'),
			}),
		]);
		const schemas = await getSchemas.call(
			state.sb.editing(
				{ authentication: 'oAuth2', resource: 'customObjectSchema', operation: 'get' },
				'schemaObjectType',
				narrow,
			),
		);
		expect(schemas).toEqual([
			expect.objectContaining({
				value: '',
				name: expect.stringContaining('lacks the scope crm.schemas.custom.read'),
			}),
		]);
	});
});
