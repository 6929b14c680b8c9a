/** @apiVersionModes all */
import type {
	IDataObject,
	INode,
	INodeParameters,
	ResourceMapperField,
	ResourceMapperValue,
} from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { getPropertyMappingFields } from '../../../nodes/HubSpotCrm/methods/resourceMapping';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { appTokenData } from '../../harness/sandboxCredentials';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

const inputsOf = (body: unknown) => (body as { inputs: IDataObject[] }).inputs;

/** The mapper's stored value: "Map Each Property Below" with these values, or "Map Automatically". */
const mapped = (
	value: ResourceMapperValue['value'] | 'auto',
	matchingColumns: string[] = [],
): ResourceMapperValue => ({
	mappingMode: value === 'auto' ? 'autoMapInputData' : 'defineBelow',
	value: value === 'auto' ? null : value,
	matchingColumns,
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

describe("HubSpot CRM version 2: properties through n8n's resource mapper", () => {
	const state = useCrmSandbox(2);

	/** Runs the node in version 2 (the version new nodes get). */
	const run = async (
		parameters: INodeParameters,
		input: IDataObject[] = [{}],
		options: { continueOnFail?: boolean } = {},
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
				continueOnFail: options.continueOnFail ?? false,
			},
			input,
		);

	const writes = async () => (await state.sb.requests()).filter((r) => r.method !== 'GET');

	describe('the fields the editor offers', () => {
		async function fieldsFor(
			operation: string,
			objectType = 'contacts',
		): Promise<ResourceMapperField[]> {
			return (
				await getPropertyMappingFields.call(state.sb.editing({ operation, objectType }, 'columns'))
			).fields;
		}

		it('are the writable properties with their labels, input types and options; read-only ones are not offered', async () => {
			const fields = await fieldsFor('create');
			const field = (id: string) => fields.find((f) => f.id === id);
			expect(field('hs_object_id')).toBeUndefined();
			expect(field('createdate')).toBeUndefined();
			expect(field('email')).toEqual(
				expect.objectContaining({
					displayName: 'Email',
					type: 'string',
					canBeUsedToMatch: false,
					defaultMatch: false,
				}),
			);
			expect(field('hs_lead_score')?.type).toBe('number');
			expect(field('newsletter_opt_in')?.type).toBe('boolean');
			expect(field('date_of_birth')?.type).toBe('dateTime');
			// A multi-select is typed as options joined with ";": n8n's mapper keeps no list as a fixed value.
			expect(field('hs_buying_role')).toEqual(
				expect.objectContaining({
					type: 'string',
					displayName: 'Buying Role (options joined by ;)',
				}),
			);
			expect(field('lifecyclestage')).toEqual(
				expect.objectContaining({
					type: 'options',
					options: expect.arrayContaining([{ name: 'lead', value: 'lead' }]),
				}),
			);
			// Contacts have an owner field: its choices come from the owners list.
			expect((await state.sb.requests()).map((r) => r.path)).toEqual([
				pathIn(ENDPOINTS.crmProperties, { objectType: 'contacts' }),
				pathIn(ENDPOINTS.owners),
			]);
		});

		it('mark what finds the record: unique properties (email first) for Create or Update, and the record ID too for Update', async () => {
			const upsert = await fieldsFor('batchUpsert');
			expect(upsert.filter((f) => f.canBeUsedToMatch).map((f) => f.id)).toEqual(['email']);
			expect(upsert.find((f) => f.defaultMatch)?.id).toBe('email');
			const update = await fieldsFor('update', 'companies');
			expect(update[0]).toEqual(
				expect.objectContaining({
					id: 'id',
					displayName: 'Record ID',
					canBeUsedToMatch: true,
					defaultMatch: true,
				}),
			);
			expect(update.filter((f) => f.canBeUsedToMatch).map((f) => f.id)).toEqual(['id', 'domain']);
		});
		it("a create requires what a custom object's schema requires; an update does not", async () => {
			const required = async (operation: string) =>
				(await fieldsFor(operation, 'p62515_cars')).filter((f) => f.required).map((f) => f.id);
			expect(await required('create')).toEqual(['name']);
			expect(await required('batchCreate')).toEqual(['name']);
			expect(await required('update')).toEqual([]);
			expect(await required('upsert')).toEqual([]);
		});

		it('a create of an activity offers its files in Attachments, not as the property holding their IDs', async () => {
			const ids = async (operation: string) =>
				(await fieldsFor(operation, 'notes')).map((f) => f.id);
			expect(await ids('create')).not.toContain('hs_attachment_ids');
			expect(await ids('create')).toContain('hs_note_body');
			expect(await ids('update')).toContain('hs_attachment_ids');
		});
	});

	describe('values converted to what HubSpot stores', () => {
		it('numbers, booleans, options, multi-select lists joined with ";", dates as midnight UTC and datetimes as epoch ms', async () => {
			const result = await run({
				operation: 'create',
				columns: mapped({
					email: 'typed@example.com',
					hs_lead_score: '={{ 12.5 }}',
					newsletter_opt_in: '={{ true }}',
					lifecyclestage: 'lead',
					hs_buying_role: '={{ ["CHAMPION", "END_USER"] }}',
					date_of_birth: '1990-05-01T23:30:00-05:00',
					// Added to the form but given no value: not written.
					jobtitle: null,
				}),
			});
			expect(result.error).toBeUndefined();
			// One read of the type's property definitions per run, for the conversions.
			expect(
				(await state.sb.requests()).filter((r) => r.method === 'GET').map((r) => r.path),
			).toEqual([pathIn(ENDPOINTS.crmProperties, { objectType: 'contacts' })]);
			const [create] = await writes();
			expect(create.body).toEqual({
				properties: {
					email: 'typed@example.com',
					hs_lead_score: '12.5',
					newsletter_opt_in: 'true',
					lifecyclestage: 'lead',
					hs_buying_role: 'CHAMPION;END_USER',
					date_of_birth: String(Date.UTC(1990, 4, 1)),
				},
			});
			expect(result.items[0].json).toEqual(
				expect.objectContaining({
					hs_buying_role: 'CHAMPION;END_USER',
					date_of_birth: '1990-05-01',
				}),
			);
		});

		it('a multi-select typed in the mapper (options joined with ";", or a JSON list a former mapper stored) passes n8n\'s checks of the stored schema and is written', async () => {
			const schema = await getPropertyMappingFields.call(
				state.sb.editing({ operation: 'create', objectType: 'contacts' }, 'columns'),
			);
			const typed = async (hs_buying_role: string) =>
				await run({
					operation: 'create',
					columns: {
						...mapped({ email: `${hs_buying_role.length}@example.com`, hs_buying_role }),
						schema: schema.fields,
					},
				});
			for (const text of ['CHAMPION;END_USER', '["CHAMPION", "END_USER"]']) {
				const result = await typed(text);
				expect(result.error).toBeUndefined();
			}
			expect(
				(await writes()).map(
					(r) => (r.body as { properties: IDataObject }).properties.hs_buying_role,
				),
			).toEqual(['CHAMPION;END_USER', 'CHAMPION;END_USER']);
		});

		it('a datetime from an ISO text, epoch milliseconds or a Luxon DateTime; a date from a DateTime in its own zone', async () => {
			const result = await run(
				{
					operation: 'create',
					objectType: '0-3',
					columns: mapped({ dealname: '={{ $json.name }}', closedate: '={{ $json.close }}' }),
				},
				[
					{ name: 'iso', close: '2024-05-10T16:50:41.180Z' },
					{ name: 'epoch', close: 1715359841180 },
					{ name: 'luxon', close: '' },
				],
			);
			expect(result.error).toBeUndefined();
			expect(
				(await writes()).map((r) => (r.body as { properties: IDataObject }).properties.closedate),
			).toEqual(['1715359841180', '1715359841180', '']);
			const luxon = await run({
				operation: 'create',
				objectType: '0-3',
				columns: mapped({
					dealname: 'luxon',
					closedate: "={{ DateTime.fromISO('2024-05-10T18:50:41.180+02:00') }}",
				}),
			});
			expect(luxon.error).toBeUndefined();
			const born = await run({
				operation: 'create',
				columns: mapped({
					email: 'zoned@example.com',
					date_of_birth: "={{ DateTime.fromISO('1990-05-01T00:30:00', { zone: 'Asia/Tokyo' }) }}",
				}),
			});
			expect(born.error).toBeUndefined();
			const [, , , fromLuxon, fromZoned] = await writes();
			expect((fromLuxon.body as { properties: IDataObject }).properties.closedate).toBe(
				'1715359841180',
			);
			expect((fromZoned.body as { properties: IDataObject }).properties.date_of_birth).toBe(
				String(Date.UTC(1990, 4, 1)),
			);
		});

		it.each([
			[
				'lifecyclestage',
				'someday',
				'property "lifecyclestage" "someday" is not one of its options (subscriber, lead, opportunity, customer)',
			],
			[
				'hs_buying_role',
				'CHAMPION;KINGMAKER',
				'property "hs_buying_role" "KINGMAKER" is not one of its options (BUDGET_HOLDER, CHAMPION, DECISION_MAKER, END_USER)',
			],
			[
				'date_of_birth',
				'May 1st',
				'property "date_of_birth" must be a date (YYYY-MM-DD, an ISO date, epoch milliseconds or a DateTime), got "May 1st"',
			],
			[
				'date_of_birth',
				'2024-02-30',
				'property "date_of_birth" must be a date (YYYY-MM-DD, an ISO date, epoch milliseconds or a DateTime), got "2024-02-30"',
			],
			['hs_lead_score', 'ten', 'property "hs_lead_score" must be a number, got "ten"'],
			['newsletter_opt_in', 'yes', 'property "newsletter_opt_in" must be true or false, got "yes"'],
			['firstname', '={{ { a: 1 } }}', 'property "firstname" must be text, got an object'],
		])(
			'refuses %s = %s before any request, naming the field and the item',
			async (name, value, problem) => {
				const result = await run(
					{
						operation: 'batchCreate',
						columns: mapped({
							email: '={{ $json.email }}',
							[name]: `={{ $itemIndex === 1 ? ${value.startsWith('=') ? value.slice(4, -3) : JSON.stringify(value)} : null }}`,
						}),
					},
					[{ email: 'ok@example.com' }, { email: 'bad@example.com' }],
				);
				expect(result.error?.message).toBe(`Properties: ${problem} (item 1)`);
				expect(await writes()).toHaveLength(0);
			},
		);

		it('with Continue On Fail, an unconvertible item becomes its error item and the others are written', async () => {
			const result = await run(
				{
					operation: 'batchCreate',
					columns: mapped({ email: '={{ $json.email }}', hs_lead_score: '={{ $json.score }}' }),
				},
				[
					{ email: 'one@example.com', score: 1 },
					{ email: 'two@example.com', score: 'many' },
				],
				{ continueOnFail: true },
			);
			expect(result.items.map((i) => [i.pairedItem, i.json.email ?? i.json.error])).toEqual([
				[{ item: 0 }, 'one@example.com'],
				[{ item: 1 }, 'Properties: property "hs_lead_score" must be a number, got "many" (item 1)'],
			]);
		});
	});

	describe("names n8n drops from the mapper's value before the node runs", () => {
		it.each(['constructor', 'prototype'])(
			'a property named %s is refused naming it, never sent without it',
			async (name) => {
				const [id] = await state.sb.ids('contacts', 1);
				await state.sb.clearRequests();
				// As the editor saves it: the field in the schema, its value beside firstname's.
				const field = { display: true, type: 'string', required: false, defaultMatch: false };
				const columns = {
					...mapped({ id, firstname: 'Kept', [name]: 'x' }, ['id']),
					schema: ['id', 'firstname', name].map((fieldId) => ({
						...field,
						id: fieldId,
						displayName: fieldId,
					})),
				};
				const result = await run({ operation: 'update', columns });
				expect(result.error?.message).toBe(
					`Properties: "${name}" cannot be sent as a name by n8n (it would be dropped); rename it (item 0)`,
				);
				expect(await writes()).toEqual([]);

				// Removed from the mapper, the field is not written and the others are.
				const removed = columns.schema.map((f) => (f.id === name ? { ...f, removed: true } : f));
				const written = await run({
					operation: 'update',
					columns: { ...columns, value: { id, firstname: 'Kept' }, schema: removed },
				});
				expect(written.error).toBeUndefined();
				expect((await writes()).map((w) => w.body)).toEqual([
					{ properties: { firstname: 'Kept' } },
				]);
			},
		);
	});

	describe('Map Automatically', () => {
		it("sends the item's fields minus Fields to Skip, converted; null clears", async () => {
			const [contactId] = await state.sb.ids('contacts', 1);
			await state.sb.clearRequests();
			const result = await run(
				{ operation: 'update', columns: mapped('auto', ['id']), fieldsToSkip: 'note' },
				[
					{
						id: contactId,
						note: 'x',
						jobtitle: null,
						hs_buying_role: ['CHAMPION'],
						newsletter_opt_in: false,
					},
				],
			);
			expect(result.error).toBeUndefined();
			const [patch] = await writes();
			expect([patch.method, patch.path, patch.body]).toEqual([
				'PATCH',
				pathIn(ENDPOINTS.crmRecord, { objectType: 'contacts', recordId: contactId }),
				{ properties: { jobtitle: '', hs_buying_role: 'CHAMPION', newsletter_opt_in: 'false' } },
			]);
		});
	});

	describe('Update, Batch Update and Create or Update find the record by the matching property', () => {
		it('Update by record ID and Batch Update by a unique property (sent as idProperty)', async () => {
			const byId = await run({
				operation: 'update',
				objectType: 'companies',
				columns: mapped({ id: state.ids[0], description: 'by id' }, ['id']),
			});
			expect(byId.error).toBeUndefined();
			const domain = (
				(await state.sb.record('companies', state.ids[1], ['domain'])).body
					.properties as IDataObject
			).domain as string;
			await state.sb.clearRequests();
			const byDomain = await run(
				{
					operation: 'batchUpdate',
					objectType: 'companies',
					columns: mapped({ domain: '={{ $json.domain }}', description: 'by domain' }, ['domain']),
				},
				[{ domain }],
			);
			expect(byDomain.error).toBeUndefined();
			expect(byDomain.items[0].json.id).toBe(state.ids[1]);
			expect(inputsOf((await writes())[0].body)).toEqual([
				{ id: domain, idProperty: 'domain', properties: { description: 'by domain' } },
			]);
			const notAnId = await run({
				operation: 'update',
				objectType: 'companies',
				columns: mapped({ id: 'abc', description: 'x' }, ['id']),
			});
			expect(notAnId.error?.message).toBe(
				'Properties (Record ID): must be digits only, got "abc" (item 0)',
			);
		});

		it('Batch Create or Update contacts by e-mail, auto-mapped: 150 items in 2 requests, flags right', async () => {
			const { body } = await state.sb.call<{
				results: Array<{ id: string; properties: { email: string } }>;
			}>('GET', '/crm/v3/objects/contacts?limit=1&properties=email');
			const known = body.results[0];
			const items = [
				{ email: known.properties.email, firstname: 'Known' },
				...Array.from({ length: 149 }, (_, n) => ({
					email: `mapped${n}@example.com`,
					firstname: 'New',
				})),
			];
			await state.sb.clearRequests();
			const result = await run(
				{ operation: 'batchUpsert', columns: mapped('auto', ['email']) },
				items,
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.new)).toEqual(items.map((_, n) => n > 0));
			expect(result.items[0].json.id).toBe(known.id);
			expect(pairs(result)).toEqual(items.map((_, n) => n));
			expect((await writes()).map((r) => inputsOf(r.body).length)).toEqual([100, 50]);
			expect(inputsOf((await writes())[0].body)[0]).toEqual({
				idProperty: 'email',
				id: known.properties.email,
				properties: { firstname: 'Known', email: known.properties.email },
			});
		});

		it('Create or Update refuses an e-mail address that is not one, and an empty matching value, before any request', async () => {
			const notEmail = await run({
				operation: 'upsert',
				columns: mapped({ email: 'nobody', firstname: 'x' }, ['email']),
			});
			expect(notEmail.error?.message).toMatch(/^Properties \(email\): must be an e-mail address/);
			const empty = await run({
				operation: 'upsert',
				columns: mapped({ email: '', firstname: 'x' }, ['email']),
			});
			expect(empty.error?.message).toBe(
				'Properties (email): must not be empty: it finds the record (item 0)',
			);
			expect(await writes()).toHaveLength(0);
		});
	});

	describe('the property definitions a run converts values by', () => {
		let credentials = 0;
		/** A credential of the test's own: n8n's process keeps the definitions per credential across runs, as here. */
		const ownCredential = () => {
			const id = `app-kept-${++credentials}`;
			state.sb.engine.credentials.add({
				id,
				name: id,
				type: 'hubSpotPlatformAppTokenApi',
				data: appTokenData(state.sb.baseUrl),
			});
			return { hubSpotPlatformAppTokenApi: id };
		};
		const runWith = async (
			credential: Record<string, string>,
			columns: ResourceMapperValue,
			input: IDataObject[],
		) =>
			await state.sb.engine.runNode(
				{
					type: 'hubSpotCrm',
					typeVersion: 2,
					parameters: {
						authentication: 'appToken',
						resource: 'record',
						objectType: 'contacts',
						operation: 'batchCreate',
						columns,
					},
					credentials: credential,
					continueOnFail: true,
				},
				input,
			);
		const definitionReads = async () =>
			(await state.sb.requests()).filter(
				(r) =>
					r.method === 'GET' &&
					r.path === pathIn(ENDPOINTS.crmProperties, { objectType: 'contacts' }),
			).length;

		it('are read by the first run; a second run within a few minutes converts by the same ones without reading them', async () => {
			const credential = ownCredential();
			const columns = mapped({
				email: '={{ $json.email }}',
				hs_lead_score: '={{ $json.score }}',
				newsletter_opt_in: '={{ $json.optIn }}',
			});
			expect(
				(await runWith(credential, columns, [{ email: 'kept1@x.example', score: 5, optIn: true }]))
					.error,
			).toBeUndefined();
			expect(await definitionReads()).toBe(1);
			await state.sb.clearRequests();
			const second = await runWith(credential, columns, [
				{ email: 'kept2@x.example', score: 7, optIn: false },
			]);
			expect(second.error).toBeUndefined();
			expect(await definitionReads()).toBe(0);
			expect(inputsOf((await writes())[0].body)[0].properties).toEqual({
				email: 'kept2@x.example',
				hs_lead_score: '7',
				newsletter_opt_in: 'false',
			});
			// Another credential (maybe another account) reads its own.
			await runWith(ownCredential(), columns, [
				{ email: 'kept3@x.example', score: 1, optIn: true },
			]);
			expect(await definitionReads()).toBe(1);
		});

		it('are read again by a run naming a property they lack (one created since)', async () => {
			const credential = ownCredential();
			await runWith(credential, mapped({ email: '={{ $json.email }}' }), [
				{ email: 'kept4@x.example' },
			]);
			await state.sb.clearRequests();
			await runWith(credential, mapped({ email: '={{ $json.email }}', created_since: 'x' }), [
				{ email: 'kept5@x.example' },
			]);
			expect(await definitionReads()).toBe(1);
		});

		it('are read again after HubSpot refused a property as unknown (one deleted since)', async () => {
			const credential = ownCredential();
			const auto = mapped('auto');
			await runWith(credential, auto, [{ email: 'kept6@x.example' }]);
			await state.sb.clearRequests();
			const refused = await runWith(credential, auto, [
				{ email: 'kept7@x.example', deleted_since: 'x' },
			]);
			expect(JSON.stringify(refused.items[0].json)).toContain('PROPERTY_DOESNT_EXIST');
			expect(await definitionReads()).toBe(0);
			await runWith(credential, auto, [{ email: 'kept8@x.example' }]);
			expect(await definitionReads()).toBe(1);
		});
	});

	it.each(['create', 'update', 'upsert', 'batchCreate', 'batchUpdate', 'batchUpsert'])(
		'%s: version 2 shows the mapper, version 1 its fixed collection',
		(operation) => {
			const description = state.sb.engine.nodeTypes.getByNameAndVersion(
				'n8n-nodes-hubspot-platform.hubSpotCrm',
				2,
			).description;
			const shown = (typeVersion: number) => {
				const node = { typeVersion, parameters: {} } as INode;
				const parameters = NodeHelpers.getNodeParameters(
					description.properties,
					{ resource: 'record', operation },
					true,
					false,
					node,
					description,
				)!;
				return Object.keys(parameters);
			};
			expect(description.defaultVersion).toBe(3);
			expect(shown(2)).toEqual(expect.arrayContaining(['columns']));
			expect(shown(2)).not.toContain('propertiesInput');
			expect(shown(1)).toEqual(expect.arrayContaining(['propertiesInput', 'propertyValues']));
			expect(shown(1)).not.toContain('columns');
		},
	);

	it('a workflow saved with version 1 keeps its fixed collection and runs as before', async () => {
		const result = await state.sb.run({
			operation: 'update',
			recordId: state.ids[0],
			propertyValues: { values: [{ name: 'description', value: 'still version 1' }] },
		});
		expect(result.error).toBeUndefined();
		expect(result.items[0].json.description).toBe('still version 1');
		expect((await state.sb.requests()).map((r) => r.method)).toEqual(['PATCH']);
	});
});
