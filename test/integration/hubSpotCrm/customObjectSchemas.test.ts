/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { getSchemas } from '../../../nodes/HubSpotCrm/methods/definitionPickers';
import { atLeast } from '../../../nodes/shared/transport/apiVersions';
import { ENDPOINTS, versionFor } from '../../../nodes/shared/transport/endpoints';
import { apiVersionMode, pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

/** The version schemas are sent in, in the suite's mode. */
const version = versionFor(ENDPOINTS.crmSchemas, apiVersionMode);
/** HubSpot dropped display hints and same-object associations in 2026-09, for every later version too. */
const withoutDisplayHints = atLeast(version, '2026-09');

const BIKES: INodeParameters = {
	operation: 'create',
	schemaName: 'bikes',
	schemaLabelSingular: 'Bike',
	schemaLabelPlural: 'Bikes',
	schemaProperties: {
		property: [
			{ name: 'frame_number', label: 'Frame Number', fieldKind: 'string:text', unique: true },
			{ name: 'size', label: 'Size', fieldKind: 'enumeration:select', options: 'S, M, L' },
		],
	},
	schemaPrimaryDisplayProperty: 'frame_number',
	schemaRequiredProperties: 'frame_number',
	schemaSearchableProperties: 'frame_number,size',
	schemaAssociatedObjects: ['0-1', '0-2'],
};

describe('HubSpot CRM: Custom Object Schema resource and the schema picker', () => {
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
				parameters: { authentication: 'appToken', resource: 'customObjectSchema', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);

	it("creates a custom object in the version's body, whose records can then be written", async () => {
		const created = await run(BIKES);
		const [schema] = jsonOf(created);
		expect(schema).toEqual(
			expect.objectContaining({
				name: 'bikes',
				fullyQualifiedName: 'p62515_bikes',
				labels: { singular: 'Bike', plural: 'Bikes' },
				primaryDisplayProperty: 'frame_number',
				requiredProperties: ['frame_number'],
			}),
		);
		expect((schema.associations as IDataObject[]).map((a) => a.toObjectTypeId)).toEqual([
			'0-1',
			'0-2',
		]);
		const [request] = await state.sb.requests();
		expect([request.method, request.path]).toEqual(['POST', pathIn(ENDPOINTS.crmSchemas)]);
		const size = {
			name: 'size',
			label: 'Size',
			type: 'enumeration',
			fieldType: 'select',
			options: ['S', 'M', 'L'].map((value, displayOrder) => ({
				label: value,
				value,
				hidden: false,
				displayOrder,
			})),
		};
		const common = {
			name: 'bikes',
			labels: { singular: 'Bike', plural: 'Bikes' },
			primaryDisplayProperty: 'frame_number',
			properties: [
				{
					name: 'frame_number',
					label: 'Frame Number',
					type: 'string',
					fieldType: 'text',
					hasUniqueValue: true,
				},
				size,
			],
			requiredProperties: ['frame_number'],
			searchableProperties: ['frame_number', 'size'],
			associatedObjects: ['0-1', '0-2'],
		};
		// v3 sends what it requires; 2026-03 adds its required fields; from 2026-09 on without shouldCreateSameObjectAssociation.
		const dated = { ...common, secondaryDisplayProperties: [], allowsSensitiveProperties: false };
		const expected =
			version === 'legacy'
				? common
				: withoutDisplayHints
					? dated
					: { ...dated, shouldCreateSameObjectAssociation: false };
		expect(request.body).toEqual(expected);

		const record = await state.sb.run({
			resource: 'record',
			operation: 'create',
			objectType: String(schema.objectTypeId),
			propertiesInput: 'json',
			propertiesJson: JSON.stringify({ frame_number: 'F-1', size: 'M' }),
		});
		expect(jsonOf(record)[0]).toEqual(expect.objectContaining({ frame_number: 'F-1', size: 'M' }));

		const picker = await getSchemas.call(
			state.sb.editing({ resource: 'customObjectSchema', operation: 'get' }, 'schemaObjectType'),
		);
		expect(picker.map((o) => [o.name, o.value])).toEqual([
			['Bikes', schema.objectTypeId],
			['Cars', '2-3453001'],
		]);
	});

	it('refuses bad input before any request, naming the field and the item', async () => {
		const cases: Array<[INodeParameters, string]> = [
			[{ ...BIKES, schemaName: 'Bikes!' }, 'Name'],
			[{ ...BIKES, schemaProperties: {} }, 'Properties'],
			[{ ...BIKES, schemaRequiredProperties: 'colour' }, 'Required Properties'],
			[
				{
					...BIKES,
					schemaProperties: {
						property: [
							{ name: 'size', label: 'Size', fieldKind: 'enumeration:radio', options: '' },
						],
					},
					schemaPrimaryDisplayProperty: 'size',
					schemaRequiredProperties: '',
					schemaSearchableProperties: '',
				},
				'Properties 1: Option Values',
			],
			...(withoutDisplayHints
				? ([
						[
							{ ...BIKES, schemaOptions: { shouldCreateSameObjectAssociation: true } },
							'Associate With Itself',
						],
					] as Array<[INodeParameters, string]>)
				: []),
		];
		for (const [parameters, field] of cases) {
			const result = await run(parameters, [{}, {}], true);
			expect(jsonOf(result).map((j) => j.error)).toEqual(
				[0, 1].map(() => expect.stringContaining(field)),
			);
			expect(pairs(result)).toEqual([0, 1]);
		}
		expect(await state.sb.requests()).toEqual([]);
	});

	it('updates a schema with clearDescription as each version requires, gets it and lists it', async () => {
		const updated = await run({
			operation: 'update',
			schemaObjectType: '2-3453001',
			schemaUpdate: { labelPlural: 'Fleet Cars', searchableProperties: 'name,vin' },
		});
		expect(jsonOf(updated)[0]).toEqual(
			expect.objectContaining({
				objectTypeId: '2-3453001',
				labels: { singular: 'Car', plural: 'Fleet Cars' },
				searchableProperties: ['name', 'vin'],
			}),
		);
		const [patch] = await state.sb.requests();
		expect([patch.method, patch.path]).toEqual([
			'PATCH',
			pathIn(ENDPOINTS.crmSchema, { objectType: '2-3453001' }),
		]);
		expect(patch.body).toEqual({
			labels: { plural: 'Fleet Cars' },
			searchableProperties: ['name', 'vin'],
			...(version === 'legacy' ? {} : { clearDescription: false }),
		});

		const cleared = await run({
			operation: 'update',
			schemaObjectType: 'p62515_cars',
			schemaUpdate: { clearDescription: true },
		});
		expect(jsonOf(cleared)[0].description).toBe('');

		const got = await run({ operation: 'get', schemaObjectType: '2-3453001' });
		expect(jsonOf(got)[0]).toEqual(
			expect.objectContaining({
				labels: { singular: 'Car', plural: 'Fleet Cars' },
				properties: expect.arrayContaining([expect.objectContaining({ name: 'vin' })]),
			}),
		);
		const many = await run({ operation: 'getMany', returnAll: true });
		expect(jsonOf(many).map((s) => s.objectTypeId)).toEqual(['2-3453001']);
	});

	it('adds and removes association definitions', async () => {
		const added = await run({
			operation: 'addAssociation',
			schemaObjectType: '2-3453001',
			toObjectType: 'deals',
			associationName: 'car_to_deal',
		});
		const [association] = jsonOf(added);
		expect(association).toEqual(
			expect.objectContaining({
				fromObjectTypeId: '2-3453001',
				toObjectTypeId: '0-3',
				name: 'car_to_deal',
			}),
		);
		const [request] = await state.sb.requests();
		expect([request.method, request.path, request.body]).toEqual([
			'POST',
			pathIn(ENDPOINTS.crmSchemaAssociations, { objectType: '2-3453001' }),
			{ fromObjectTypeId: '2-3453001', toObjectTypeId: '0-3', name: 'car_to_deal' },
		]);

		const removed = await run(
			{
				operation: 'removeAssociation',
				schemaObjectType: '2-3453001',
				associationId: '={{ $json.id }}',
			},
			[{ id: association.id }, { id: 'x' }],
			true,
		);
		expect(jsonOf(removed).map((j) => j.error ?? j)).toEqual([
			{ objectType: '2-3453001', associationId: association.id, removed: true },
			expect.stringContaining('Association Definition ID'),
		]);
		const got = await run({ operation: 'get', schemaObjectType: '2-3453001' });
		expect((jsonOf(got)[0].associations as IDataObject[]).map((a) => a.id)).toEqual(['75']);
	});

	it('deletes a custom object only once its records are gone, then frees its name', async () => {
		const [schema] = jsonOf(await run(BIKES));
		const objectTypeId = String(schema.objectTypeId);
		const [record] = jsonOf(
			await state.sb.run({
				resource: 'record',
				operation: 'create',
				objectType: objectTypeId,
				propertiesInput: 'json',
				propertiesJson: JSON.stringify({ frame_number: 'F-9' }),
			}),
		);
		const refused = await run({ operation: 'delete', schemaObjectType: objectTypeId }, [{}], true);
		expect(jsonOf(refused)[0].error).toEqual(expect.stringContaining('still has records'));
		await state.sb.run({
			resource: 'record',
			operation: 'delete',
			objectType: objectTypeId,
			recordId: String(record.id),
		});
		expect(jsonOf(await run({ operation: 'delete', schemaObjectType: objectTypeId }))).toEqual([
			{ objectType: objectTypeId, deleted: true },
		]);
		const archived = await run({ operation: 'getMany', returnAll: true, archived: true });
		expect(jsonOf(archived).map((s) => s.name)).toEqual(['bikes']);
		const again = await run(BIKES, [{}], true);
		expect(jsonOf(again)[0].error).toEqual(expect.stringContaining('already exists'));
		await run({ operation: 'delete', schemaObjectType: objectTypeId, hardDelete: true });
		expect(jsonOf(await run(BIKES))[0]).toEqual(expect.objectContaining({ name: 'bikes' }));
	});
});
