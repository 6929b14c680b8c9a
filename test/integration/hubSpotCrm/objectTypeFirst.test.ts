/** @apiVersionModes all */
import type { IDataObject, INode, INodeParameters } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { getPropertyMappingFields } from '../../../nodes/HubSpotCrm/methods/resourceMapping';
import { useCrmSandbox } from '../../harness/crmSandbox';

/** The mapper's stored value for "Map Each Property Below" with these values. */
const mapped = (value: Record<string, string | null>, matchingColumns: string[] = []) => ({
	mappingMode: 'defineBelow',
	value,
	matchingColumns,
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

describe('HubSpot CRM version 3: the object type is chosen before the property mapper shows', () => {
	const state = useCrmSandbox(1);

	const run = async (typeVersion: number, parameters: INodeParameters, input: IDataObject[]) =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion,
				parameters: { authentication: 'appToken', resource: 'record', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
			},
			input,
		);

	const description = () =>
		state.sb.engine.nodeTypes.getByNameAndVersion('n8n-nodes-hubspot-platform.hubSpotCrm', 3)
			.description;

	/** The parameters n8n's editor gives a node of this version with these values set (defaults added, hidden ones left out). */
	const editorParameters = (typeVersion: number, given: INodeParameters) =>
		NodeHelpers.getNodeParameters(
			description().properties,
			given,
			true,
			false,
			{ typeVersion, parameters: given } as INode,
			description(),
		)!;

	it('new nodes get version 3', () => {
		expect(description().defaultVersion).toBe(3);
	});

	it.each(['create', 'update', 'upsert', 'batchCreate', 'batchUpdate', 'batchUpsert'])(
		'%s: version 3 starts without an object type and shows no mapper until one is chosen; version 2 keeps companies and its mapper',
		(operation) => {
			const fresh = editorParameters(3, { resource: 'record', operation });
			expect(fresh.objectType).toBe('');
			expect(Object.keys(fresh)).not.toContain('columns');
			expect(Object.keys(fresh)).not.toContain('fieldsToSkip');
			const chosen = editorParameters(3, { resource: 'record', operation, objectType: 'notes' });
			expect(Object.keys(chosen)).toEqual(expect.arrayContaining(['columns']));
			// A workflow saved with version 2 stores no default: its Object Type is still companies.
			const saved = editorParameters(2, { resource: 'record', operation });
			expect(saved.objectType).toBe('companies');
			expect(Object.keys(saved)).toEqual(expect.arrayContaining(['columns']));
		},
	);

	it.each(['update', 'batchUpdate'])(
		"%s: version 3's mapper keeps Record ID shown (required), so n8n's mapper shows it and the list to add properties on its first load; version 2's stored schemas are unchanged",
		async (operation) => {
			const recordId = async (typeVersion: number) =>
				(
					await getPropertyMappingFields.call(
						state.sb.editing({ operation, objectType: 'contacts' }, 'columns', { typeVersion }),
					)
				).fields.find((field) => field.id === 'id');
			expect(await recordId(3)).toEqual(
				expect.objectContaining({ required: true, defaultMatch: true, canBeUsedToMatch: true }),
			);
			expect(await recordId(2)).toEqual(expect.objectContaining({ required: false }));
		},
	);

	it('n8n refuses to run a node whose Object Type is empty, naming the field, before any request', async () => {
		await expect(
			run(3, { operation: 'create', objectType: '', columns: mapped({ name: 'Acme' }) }, [{}]),
		).rejects.toThrow('Parameter "Object Type Name or ID" is required.');
		expect(await state.sb.requests()).toEqual([]);
	});

	it('an Object Type that an expression leaves empty is refused, naming the field and the item, before any request', async () => {
		const result = await run(
			3,
			{ operation: 'create', objectType: '={{ $json.type }}', columns: mapped({ name: 'Acme' }) },
			[{ type: '' }],
		);
		expect(result.error?.message).toBe(
			'Object Type: is empty: choose the type of records (item 0)',
		);
		expect(await state.sb.requests()).toEqual([]);
	});

	it('Create sends what version 2 sends for the same parameters', async () => {
		const parameters = {
			operation: 'create',
			objectType: 'contacts',
			columns: mapped({ email: 'same@example.com', firstname: 'Same', hs_lead_score: '={{ 7 }}' }),
		};
		const sent = async (typeVersion: number) => {
			await state.sb.reset();
			const result = await run(typeVersion, parameters, [{}]);
			expect(result.error).toBeUndefined();
			expect(result.items[0].json).toEqual(
				expect.objectContaining({ email: 'same@example.com', firstname: 'Same' }),
			);
			// Writes only: the property definitions read by the first run are kept for the second.
			return (await state.sb.requests())
				.filter(({ method }) => method !== 'GET')
				.map(({ method, path, body }) => ({ method, path, body }));
		};
		const version2 = await sent(2);
		expect(version2.map((r) => r.method)).toEqual(['POST']);
		expect(await sent(3)).toEqual(version2);
	});

	it('Update finds the record by its Record ID as in version 2', async () => {
		const result = await run(
			3,
			{
				operation: 'update',
				objectType: 'companies',
				columns: mapped({ id: state.ids[0], description: 'version 3', name: null }, ['id']),
			},
			[{}],
		);
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toEqual(
			expect.objectContaining({ id: state.ids[0], description: 'version 3' }),
		);
		const writes = (await state.sb.requests()).filter(({ method }) => method !== 'GET');
		expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
			{
				method: 'PATCH',
				path: expect.stringMatching(new RegExp(`/companies/${state.ids[0]}$`)),
				body: { properties: { description: 'version 3' } },
			},
		]);
	});
});
