/** @apiVersionModes all */
import type { IDataObject, INodeParameters, ResourceMapperValue } from 'n8n-workflow';
import { getObjectTypes } from '../../../nodes/shared/crm/pickers';
import { getPropertyMappingFields } from '../../../nodes/HubSpotCrm/methods/resourceMapping';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

const mapped = (value: ResourceMapperValue['value']): ResourceMapperValue => ({
	mappingMode: 'defineBelow',
	value,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

describe('HubSpot CRM: activities (notes, tasks, calls, ...) with Associate With', () => {
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
				parameters: { authentication: 'appToken', resource: 'record', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);

	/** The ids of the records of `toType` associated with `id`, read through the node's Association Batch Read. */
	async function associated(fromType: string, id: string, toType: string): Promise<string[]> {
		const read = await run({
			resource: 'association',
			operation: 'batchRead',
			fromObjectType: fromType,
			toObjectType: toType,
			recordId: id,
		});
		expect(read.error).toBeUndefined();
		return [...new Set(((jsonOf(read)[0]?.to ?? []) as IDataObject[]).map((to) => String(to.id)))];
	}

	it('logs a note on a deal and a contact in one node: the note is read back through its associations, its timestamp defaulting to now', async () => {
		const [deal] = await state.sb.ids('deals', 1);
		const [contact] = await state.sb.ids('contacts', 1);
		const before = Date.now();
		const created = await run({
			operation: 'create',
			objectType: 'notes',
			columns: mapped({ hs_note_body: '<p>Called about renewal</p>' }),
			associateWith: { dealIds: deal, contactIds: contact },
		});
		expect(created.error).toBeUndefined();
		const noteId = String(jsonOf(created)[0].id);

		const [request] = (await state.sb.requests()).filter((r) => r.method === 'POST');
		expect((request.body as IDataObject).associations).toEqual([
			{
				to: { id: contact },
				types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }],
			},
			{
				to: { id: deal },
				types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }],
			},
		]);
		const note = (await state.sb.record('notes', noteId, ['hs_note_body', 'hs_timestamp'])).body
			.properties as IDataObject;
		expect(note.hs_note_body).toBe('<p>Called about renewal</p>');
		const timestamp = String(note.hs_timestamp);
		expect(
			/^\d+$/.test(timestamp) ? Number(timestamp) : Date.parse(timestamp),
		).toBeGreaterThanOrEqual(before);
		// The output shows the associations made, and the timestamp in ISO like HubSpot's other times.
		const output = jsonOf(created)[0];
		expect(output.associations).toEqual((request.body as IDataObject).associations);
		expect(
			[output.hs_timestamp, output.createdAt].map((value) =>
				/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(String(value)),
			),
		).toEqual([true, true]);

		expect(await associated('notes', noteId, '0-3')).toEqual([deal]);
		expect(await associated('notes', noteId, 'contacts')).toEqual([contact]);
		expect(await associated('0-3', deal, 'notes')).toEqual([noteId]);
	});

	it('version 2 takes associations with a type ID in the same Associate With section', async () => {
		const [deal] = await state.sb.ids('deals', 1);
		await state.sb.clearRequests();
		const created = await run({
			operation: 'create',
			objectType: 'notes',
			columns: mapped({ hs_note_body: 'typed' }),
			associateWith: {
				withType: {
					values: [{ toId: deal, associationTypeId: 214, associationCategory: 'HUBSPOT_DEFINED' }],
				},
			},
		});
		expect(created.error).toBeUndefined();
		const typed = [
			{
				to: { id: deal },
				types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }],
			},
		];
		expect(
			((await state.sb.requests()).find((r) => r.method === 'POST')?.body as IDataObject)
				.associations,
		).toEqual(typed);
		expect(jsonOf(created)[0].associations).toEqual(typed);
		expect(await associated('0-3', deal, 'notes')).toEqual([String(jsonOf(created)[0].id)]);
	});

	it('creates a task per item on its deals in one request, keeping a timestamp given, and refuses a pair without a default type before writing', async () => {
		const deals = await state.sb.ids('deals', 3);
		await state.sb.clearRequests();
		const tasks = await run(
			{
				operation: 'batchCreate',
				objectType: 'tasks',
				columns: mapped({
					hs_task_subject: '={{ $json.subject }}',
					hs_task_status: 'NOT_STARTED',
					hs_task_priority: 'HIGH',
					hs_timestamp: '2026-12-01T09:00:00Z',
				}),
				associateWith: { dealIds: '={{ $json.deals }}' },
			},
			[
				{ subject: 'Send contract', deals: [deals[0], deals[1]] },
				{ subject: 'Book kick-off', deals: deals[2] },
			],
		);
		expect(tasks.error).toBeUndefined();
		expect(pairs(tasks)).toEqual([0, 1]);
		const requests = await state.sb.requests();
		expect(requests).toHaveLength(2);
		const inputs = (requests[1].body as { inputs: IDataObject[] }).inputs;
		expect(
			inputs.map((i) => [
				(i.properties as IDataObject).hs_timestamp,
				(i.associations as IDataObject[]).map((a) => (a.to as IDataObject).id),
			]),
		).toEqual([
			[String(Date.parse('2026-12-01T09:00:00Z')), [deals[0], deals[1]]],
			[String(Date.parse('2026-12-01T09:00:00Z')), [deals[2]]],
		]);
		expect(await associated('0-3', deals[1], 'tasks')).toEqual([String(jsonOf(tasks)[0].id)]);

		await state.sb.clearRequests();
		const refused = await run(
			{
				operation: 'create',
				objectType: 'contacts',
				columns: mapped({ email: 'x@example.com' }),
				associateWith: { contactIds: '={{ $json.id }}' },
			},
			[{ id: '12' }],
		);
		expect(refused.error?.message).toBe(
			'Associate With (Contact IDs): HubSpot has no default association type from contacts to contacts; use Associations with a type ID (item 0)',
		);
		const badId = await run({
			operation: 'create',
			objectType: 'notes',
			columns: mapped({ hs_note_body: 'x' }),
			associateWith: { dealIds: '12, abc' },
		});
		expect(badId.error?.message).toBe(
			'Associate With (Deal IDs): must be digits only, got "abc" (item 0)',
		);
		// Version 2 reads the property definitions first; nothing is written.
		expect((await state.sb.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
	});

	it("offers the activity types in the type list, and an activity's key fields first in the mapper", async () => {
		const types = (
			await getObjectTypes.call(state.sb.editing({ operation: 'create' }, 'objectType'))
		).map((o) => o.value);
		expect(types).toEqual(
			expect.arrayContaining([
				'notes',
				'tasks',
				'calls',
				'meetings',
				'emails',
				'communications',
				'postal_mail',
			]),
		);
		const taskFields = (
			await getPropertyMappingFields.call(
				state.sb.editing({ operation: 'create', objectType: 'tasks' }, 'columns'),
			)
		).fields;
		expect(taskFields.slice(0, 7).map((f) => f.id)).toEqual([
			'hs_timestamp',
			'hs_task_subject',
			'hs_task_body',
			'hs_task_status',
			'hs_task_priority',
			'hs_task_type',
			'hs_task_reminders',
		]);
		expect(taskFields[0].displayName).toBe('Activity date (Empty: Now)');
		expect(
			taskFields.find((f) => f.id === 'hs_task_priority')?.options?.map((o) => o.value),
		).toEqual(['LOW', 'MEDIUM', 'HIGH']);
		const noteFields = (
			await getPropertyMappingFields.call(
				state.sb.editing({ operation: 'create', objectType: 'notes' }, 'columns'),
			)
		).fields;
		expect(noteFields.slice(0, 3).map((f) => f.id)).toEqual([
			'hs_timestamp',
			'hs_note_body',
			'hubspot_owner_id',
		]);
		expect(noteFields[2].options).toHaveLength(3);
	});
});

describe('HubSpot CRM: Associate With on Create or Update', () => {
	const state = useCrmSandbox();
	const upsert = async (
		parameters: INodeParameters,
		input: IDataObject[],
		continueOnFail = false,
	) =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				typeVersion: 2,
				parameters: {
					authentication: 'appToken',
					resource: 'record',
					objectType: 'contacts',
					...parameters,
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);
	const columns = (value: ResourceMapperValue['value']) => ({
		...mapped(value),
		matchingColumns: ['email'],
	});

	it('associates the contacts it creates or updates with their companies in one request after the upsert, an unknown company failing only its item', async () => {
		const companies = await state.sb.ids('companies', 2);
		await state.sb.clearRequests();
		const result = await upsert(
			{
				operation: 'batchUpsert',
				columns: columns({ email: '={{ $json.email }}', firstname: '={{ $json.name }}' }),
				associateWith: { companyIds: '={{ $json.company }}' },
			},
			[
				{ email: 'ada@example.com', name: 'Ada', company: companies[0] },
				{ email: 'alan@example.com', name: 'Alan', company: '999999999' },
				{ email: 'grace@example.com', name: 'Grace', company: `${companies[0]},${companies[1]}` },
			],
			true,
		);
		expect(pairs(result)).toEqual([0, 1, 2]);
		const [ada, alan, grace] = jsonOf(result);
		expect([ada.error, grace.error]).toEqual([undefined, undefined]);
		expect(alan).toEqual(
			expect.objectContaining({
				error: expect.stringContaining('999999999'),
				id: expect.any(String),
			}),
		);
		const writes = (await state.sb.requests()).filter((r) => r.method === 'POST');
		expect(
			writes.map((r) => [
				r.path.split('/').slice(-2).join('/'),
				(r.body as { inputs: unknown[] }).inputs.length,
			]),
		).toEqual([
			['batch/upsert', 3],
			['associate/default', 4],
		]);
		const read = await state.sb.call<{
			results: Array<{ from: { id: string }; to: Array<{ toObjectId: string }> }>;
		}>('POST', '/crm/associations/2026-03/contacts/companies/batch/read', {
			inputs: [{ id: String(ada.id) }, { id: String(grace.id) }],
		});
		expect(read.body.results.map((r) => [r.from.id, r.to.map((t) => t.toObjectId).sort()])).toEqual(
			[
				[String(ada.id), [companies[0]]],
				[String(grace.id), [...companies].sort()],
			],
		);
	});
});
