/** @apiVersionModes all */
import type {
	IDataObject,
	INodeParameters,
	ResourceMapperField,
	ResourceMapperValue,
} from 'n8n-workflow';
import { getPropertyMappingFields } from '../../../nodes/HubSpotCrm/methods/resourceMapping';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

const mapped = (
	value: ResourceMapperValue['value'],
	matchingColumns: string[] = [],
): ResourceMapperValue => ({
	mappingMode: 'defineBelow',
	value,
	matchingColumns,
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

const GRACE = {
	id: '71000002',
	email: 'grace.hopper@sandbox-demo.example',
	firstName: 'Grace',
	lastName: 'Hopper',
	userId: 9100002,
	type: 'PERSON',
	archived: false,
};

describe('HubSpot CRM: owners, pipelines, and their pickers', () => {
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
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);

	async function mapperFields(
		operation: string,
		objectType: string,
	): Promise<ResourceMapperField[]> {
		return (
			await getPropertyMappingFields.call(state.sb.editing({ operation, objectType }, 'columns'))
		).fields;
	}

	it('lists the owners, active or archived, and gets one by owner ID, user ID or email', async () => {
		const active = await run({ resource: 'owner', operation: 'getMany', returnAll: true });
		expect(jsonOf(active).map((o) => o.email)).toEqual([
			'demo.user@sandbox-demo.example',
			GRACE.email,
			'alan.turing@sandbox-demo.example',
		]);
		const limited = await run({
			resource: 'owner',
			operation: 'getMany',
			returnAll: false,
			limit: 2,
		});
		expect(jsonOf(limited)).toHaveLength(2);
		const archived = await run({
			resource: 'owner',
			operation: 'getMany',
			returnAll: true,
			archived: true,
		});
		expect(jsonOf(archived).map((o) => [o.email, o.userId, o.userIdIncludingInactive])).toEqual([
			['former.rep@sandbox-demo.example', null, 9100004],
		]);

		await state.sb.clearRequests();
		const found = await run(
			{
				resource: 'owner',
				operation: 'get',
				ownerFindBy: '={{ $json.by }}',
				ownerId: '={{ $json.id }}',
				ownerEmail: '={{ $json.email }}',
			},
			[
				{ by: 'id', id: GRACE.id },
				{ by: 'userId', id: '9100002' },
				{ by: 'email', email: 'Grace.Hopper@sandbox-demo.example' },
			],
		);
		expect(jsonOf(found)).toEqual(
			[0, 1, 2].map(() =>
				expect.objectContaining({
					...GRACE,
					teams: [{ id: '178588', name: 'West Coast Sales', primary: true }],
				}),
			),
		);
		expect(pairs(found)).toEqual([0, 1, 2]);
		const requests = await state.sb.requests();
		expect(requests.map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.owner, { ownerId: GRACE.id }),
			pathIn(ENDPOINTS.owner, { ownerId: '9100002' }),
			pathIn(ENDPOINTS.owners),
		]);
		expect(requests[1].query).toEqual(expect.objectContaining({ idProperty: 'userId' }));
		expect(requests[2].query).toEqual(
			expect.objectContaining({ email: 'Grace.Hopper@sandbox-demo.example', limit: '1' }),
		);

		const missing = await run(
			{
				resource: 'owner',
				operation: 'get',
				ownerFindBy: '={{ $json.by }}',
				ownerId: '={{ $json.id }}',
				ownerEmail: '={{ $json.email }}',
			},
			[
				{ by: 'email', email: 'nobody@example.com' },
				{ by: 'id', id: '123' },
			],
			true,
		);
		expect(jsonOf(missing).map((o) => o.error)).toEqual([
			'No active owner has the email address nobody@example.com',
			expect.stringContaining('Owner with id 123 not found'),
		]);
	});

	it('lists the pipelines of deals and of tickets with their stages', async () => {
		const deals = await run({
			resource: 'pipeline',
			operation: 'getMany',
			pipelineObjectType: 'deals',
		});
		expect(jsonOf(deals).map((p) => [p.id, p.label, (p.stages as IDataObject[]).length])).toEqual([
			['default', 'Sales Pipeline', 7],
			['75004511', 'Enterprise Pipeline', 4],
		]);
		expect((jsonOf(deals)[0].stages as IDataObject[])[4]).toEqual(
			expect.objectContaining({
				id: 'contractsent',
				label: 'Contract sent',
				metadata: { isClosed: 'false', probability: '0.9' },
			}),
		);
		const tickets = await run({
			resource: 'pipeline',
			operation: 'getMany',
			pipelineObjectType: 'tickets',
		});
		expect(jsonOf(tickets).map((p) => (p.stages as IDataObject[]).map((s) => s.label))).toEqual([
			['New', 'Waiting on contact', 'Waiting on us', 'Closed'],
		]);
		const refused = await run({
			resource: 'pipeline',
			operation: 'getMany',
			pipelineObjectType: 'companies',
		});
		expect(refused.error?.message).toBe(
			'Object Type: must be deals or tickets, got "companies" (item 0)',
		);
	});

	it('offers owners by name and email, pipelines by label, and stages as "Pipeline › Stage" in the mapper', async () => {
		const fields = await mapperFields('update', '0-3');
		const field = (id: string) => fields.find((f) => f.id === id)!;
		expect(field('hubspot_owner_id')).toEqual(
			expect.objectContaining({
				type: 'options',
				options: expect.arrayContaining([
					{ name: 'Grace Hopper (grace.hopper@sandbox-demo.example)', value: GRACE.id },
				]),
			}),
		);
		expect(field('hubspot_owner_id').options).toHaveLength(3);
		expect(field('pipeline').options).toEqual([
			{ name: 'Sales Pipeline', value: 'default' },
			{ name: 'Enterprise Pipeline', value: '75004511' },
		]);
		expect(field('dealstage').options).toEqual(
			expect.arrayContaining([
				{ name: 'Sales Pipeline › Contract sent', value: 'contractsent' },
				{ name: 'Enterprise Pipeline › Security review', value: '75004513' },
			]),
		);
		const ticketFields = await mapperFields('create', 'tickets');
		expect(
			ticketFields.find((f) => f.id === 'hs_pipeline_stage')?.options?.map((o) => o.name),
		).toEqual([
			'Support Pipeline › New',
			'Support Pipeline › Waiting on contact',
			'Support Pipeline › Waiting on us',
			'Support Pipeline › Closed',
		]);
		const contactFields = await mapperFields('create', 'contacts');
		expect(contactFields.find((f) => f.id === 'hubspot_owner_id')?.options).toHaveLength(3);
		expect(contactFields.find((f) => f.id === 'lifecyclestage')?.options).toHaveLength(4);
	});

	it("moves a deal to a stage chosen by its label, assigns an owner, and gets HubSpot's refusal for a stage of another pipeline", async () => {
		const [deal] = await state.sb.ids('deals', 1);
		const moved = await run({
			resource: 'record',
			operation: 'update',
			objectType: '0-3',
			columns: mapped({ id: deal, dealstage: 'Contract sent', hubspot_owner_id: GRACE.id }, ['id']),
		});
		expect(moved.error).toBeUndefined();
		expect(
			(await state.sb.record('deals', deal, ['dealstage', 'pipeline', 'hubspot_owner_id'])).body
				.properties,
		).toEqual(
			expect.objectContaining({
				dealstage: 'contractsent',
				pipeline: 'default',
				hubspot_owner_id: GRACE.id,
			}),
		);

		const elsewhere = await run({
			resource: 'record',
			operation: 'update',
			objectType: '0-3',
			columns: mapped({ id: deal, dealstage: 'Security review' }, ['id']),
		});
		expect(elsewhere.error?.message).toMatch(
			/75004513 is not a valid dealstage for pipeline default/,
		);
		const both = await run({
			resource: 'record',
			operation: 'update',
			objectType: '0-3',
			columns: mapped({ id: deal, pipeline: 'Enterprise Pipeline', dealstage: 'Security review' }, [
				'id',
			]),
		});
		expect(both.error).toBeUndefined();
		expect(
			(await state.sb.record('deals', deal, ['dealstage', 'pipeline'])).body.properties,
		).toEqual(expect.objectContaining({ dealstage: '75004513', pipeline: '75004511' }));
	});
});
