/** @apiVersionModes all */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IConnections, IDataObject, INode } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { appTokenData } from '../../harness/sandboxCredentials';
import { pathIn } from '../../harness/apiVersions';
import { PACKAGE_NAME } from '../../harness/nodeTypes';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

const inputsOf = (body: unknown) => (body as { inputs: IDataObject[] }).inputs;

/** Contacts whose e-mail address is the given one, read through search. */
async function contactsWithEmail(
	state: ReturnType<typeof useCrmSandbox>,
	email: string,
): Promise<number> {
	const { body } = await state.sb.call<{ total: number }>(
		'POST',
		'/crm/v3/objects/contacts/search',
		{
			filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }],
			limit: 1,
		},
	);
	return body.total;
}

describe('HubSpot CRM: Record Create or Update (upsert) and Batch Create or Update', () => {
	const state = useCrmSandbox();
	let existing: Array<{ id: string; email: string }>;

	beforeEach(async () => {
		const { body } = await state.sb.call<{
			results: Array<{ id: string; properties: { email: string } }>;
		}>('GET', '/crm/v3/objects/contacts?limit=2&properties=email');
		existing = body.results.map((r) => ({ id: r.id, email: r.properties.email }));
		await state.sb.clearRequests();
	});

	describe('Create or Update', () => {
		it('updates the contact with the e-mail address and creates the one without, one request per item, saying which', async () => {
			const result = await state.sb.run(
				{
					operation: 'upsert',
					objectType: 'contacts',
					idProperty: 'email',
					idPropertyValue: '={{ $json.email }}',
					propertyValues: { values: [{ name: 'firstname', value: '={{ $json.name }}' }] },
				},
				[
					{ email: 'new.person@example.com', name: 'New' },
					{ email: existing[0].email, name: 'Known' },
				],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => [r.email, r.firstname, r.new])).toEqual([
				['new.person@example.com', 'New', true],
				[existing[0].email, 'Known', false],
			]);
			expect(result.items[1].json.id).toBe(existing[0].id);
			expect(pairs(result)).toEqual([0, 1]);
			const requests = await state.sb.requests();
			expect(requests.map((r) => [r.path, inputsOf(r.body)])).toEqual([
				[
					pathIn(ENDPOINTS.crmBatchUpsert, { objectType: 'contacts' }),
					[
						{
							idProperty: 'email',
							id: 'new.person@example.com',
							properties: { firstname: 'New', email: 'new.person@example.com' },
						},
					],
				],
				[
					pathIn(ENDPOINTS.crmBatchUpsert, { objectType: 'contacts' }),
					[
						{
							idProperty: 'email',
							id: existing[0].email,
							properties: { firstname: 'Known', email: existing[0].email },
						},
					],
				],
			]);
		});

		it('auto-maps the input item: the Record ID Field holds the e-mail address and is sent as the email property', async () => {
			const result = await state.sb.run(
				{
					operation: 'upsert',
					objectType: 'contacts',
					idProperty: 'email',
					propertiesInput: 'autoMap',
					recordIdField: 'mail',
				},
				[{ mail: existing[1].email, lastname: 'Mapped' }],
			);
			expect(result.error).toBeUndefined();
			expect(result.items[0].json).toEqual(
				expect.objectContaining({ id: existing[1].id, lastname: 'Mapped', new: false }),
			);
			expect(inputsOf((await state.sb.requests())[0].body)[0]).toEqual({
				idProperty: 'email',
				id: existing[1].email,
				properties: { lastname: 'Mapped', email: existing[1].email },
			});
		});

		it('is sent again after a connection reset that came after the write, and the contact exists once', async () => {
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/batch/upsert',
				apply: true,
				resetAfter: 10,
			});
			const result = await state.sb.run({
				operation: 'upsert',
				objectType: 'contacts',
				idProperty: 'email',
				idPropertyValue: 'retried@example.com',
				propertiesInput: 'json',
				propertiesJson: '{"firstname": "Once"}',
			});
			expect(result.error).toBeUndefined();
			// The lost first try created the contact: the repeat found and updated it.
			expect(result.items[0].json).toEqual(
				expect.objectContaining({ email: 'retried@example.com', firstname: 'Once', new: false }),
			);
			const requests = (await state.sb.requests()).filter(
				(r) => r.method === 'POST' && r.path.endsWith('/batch/upsert'),
			);
			expect(requests.map((r) => r.fault)).toEqual([
				'connection reset after 10 bytes of the body',
				undefined,
			]);
			expect(await contactsWithEmail(state, 'retried@example.com')).toBe(1);
		});

		it('is sent again after a 503 and a timeout-like drop, writing once', async () => {
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/batch/upsert',
				status: 503,
				times: 1,
			});
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/batch/upsert',
				apply: true,
				drop: true,
				times: 1,
			});
			const result = await state.sb.run({
				operation: 'upsert',
				objectType: 'contacts',
				idProperty: 'email',
				idPropertyValue: 'twice@example.com',
				propertiesInput: 'json',
				propertiesJson: '{}',
			});
			expect(result.error).toBeUndefined();
			expect(
				(await state.sb.requests()).filter((r) => r.path.endsWith('/batch/upsert')),
			).toHaveLength(3);
			expect(await contactsWithEmail(state, 'twice@example.com')).toBe(1);
		});

		it('upserts records of other types by a property with unique values', async () => {
			const result = await state.sb.run({
				operation: 'upsert',
				objectType: 'p62515_cars',
				idProperty: 'vin',
				idPropertyValue: 'VIN-0001',
				propertiesInput: 'json',
				// A car's schema requires its name: HubSpot refuses a create (an upsert's too) without it.
				propertiesJson: '{"name": "Roadster One", "model": "Roadster"}',
			});
			expect(result.error).toBeUndefined();
			expect(result.items[0].json).toEqual(
				expect.objectContaining({ vin: 'VIN-0001', model: 'Roadster', new: true }),
			);
			const project = await state.sb.run({
				operation: 'upsert',
				objectType: 'projects',
				idProperty: 'hs_unique_key',
				idPropertyValue: 'P-7',
				propertiesInput: 'json',
				propertiesJson: '{"hs_name": "Launch"}',
			});
			expect(project.error).toBeUndefined();
			expect((await state.sb.requests()).map((r) => r.path)).toEqual([
				pathIn(ENDPOINTS.crmBatchUpsert, { objectType: 'p62515_cars' }),
				pathIn(ENDPOINTS.projectBatchUpsert),
			]);
		});

		it("reports HubSpot's refusal of a property without unique values, and an unknown option, per item with Continue On Fail", async () => {
			const nonUnique = await state.sb.run({
				operation: 'upsert',
				idProperty: 'name',
				idPropertyValue: 'Acme',
				propertiesInput: 'json',
				propertiesJson: '{}',
			});
			expect(nonUnique.error?.message).toBe(
				'1 of 1 items failed — item 0: Unable to perform update/upsert by non-unique 0-2 property name in portal ID 62515',
			);
			const option = await state.sb.run(
				{
					operation: 'upsert',
					objectType: 'contacts',
					idProperty: 'email',
					idPropertyValue: '={{ $json.email }}',
					propertiesInput: 'json',
					propertiesJson: '={{ JSON.stringify({ lifecyclestage: $json.stage }) }}',
				},
				[
					{ email: 'a@example.com', stage: 'someday' },
					{ email: 'b@example.com', stage: 'lead' },
				],
				{ continueOnFail: true },
			);
			expect(
				option.items.map((i) => [i.pairedItem, i.json.category ?? i.json.lifecyclestage]),
			).toEqual([
				[{ item: 0 }, 'VALIDATION_ERROR'],
				[{ item: 1 }, 'lead'],
			]);
			expect(option.items[0].json.error).toMatch(/someday/);
		});

		it('refuses before any request: no ID property, hs_object_id, an empty value, a contact e-mail that is not one', async () => {
			const run = async (parameters: IDataObject) =>
				(
					await state.sb.run({
						operation: 'upsert',
						objectType: 'contacts',
						propertiesInput: 'json',
						propertiesJson: '{}',
						...parameters,
					})
				).error?.message;
			expect(await run({ idProperty: ' ', idPropertyValue: 'x' })).toBe(
				'ID Property: must not be empty (item 0)',
			);
			expect(await run({ idProperty: 'hs_object_id', idPropertyValue: '1' })).toMatch(
				/^ID Property: hs_object_id cannot find a record to upsert/,
			);
			expect(await run({ idProperty: 'email', idPropertyValue: '={{ "" }}' })).toBe(
				'ID Property Value: must not be empty (item 0)',
			);
			expect(await run({ idProperty: 'email', idPropertyValue: 'not an address' })).toMatch(
				/^ID Property Value: must be an e-mail address/,
			);
			expect(await state.sb.requests()).toHaveLength(0);
		});
	});

	describe('Batch Create or Update', () => {
		it('upserts 250 items mixing new and existing records in 3 requests, each result paired by its e-mail address with the right flag', async () => {
			const known = await state.sb.seed('contacts', 125);
			const knownEmails = [...(await state.sb.records('contacts', known, ['email'])).entries()].map(
				([id, p]) => ({ id, email: String(p.email) }),
			);
			// Known and new addresses alternate, so results (updated first, then created) come back in another order.
			const items = knownEmails.flatMap(({ email }, n) => [
				{ email, hs_lead_score: n },
				{ email: `fresh${n}@example.com`, hs_lead_score: n },
			]);
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'batchUpsert',
					objectType: 'contacts',
					idProperty: 'email',
					propertiesInput: 'autoMap',
					recordIdField: 'email',
				},
				items,
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => [r.email, r.hs_lead_score, r.new])).toEqual(
				items.map((item, n) => [item.email, String(item.hs_lead_score), n % 2 === 1]),
			);
			expect(
				jsonOf(result)
					.filter((_, n) => n % 2 === 0)
					.map((r) => r.id),
			).toEqual(knownEmails.map((k) => k.id));
			expect(pairs(result)).toEqual(items.map((_, n) => n));
			const requests = await state.sb.requests();
			expect(requests.map((r) => [r.path, inputsOf(r.body).length, r.status])).toEqual([
				[pathIn(ENDPOINTS.crmBatchUpsert, { objectType: 'contacts' }), 100, 200],
				[pathIn(ENDPOINTS.crmBatchUpsert, { objectType: 'contacts' }), 100, 200],
				[pathIn(ENDPOINTS.crmBatchUpsert, { objectType: 'contacts' }), 50, 200],
			]);
			expect(await contactsWithEmail(state, 'fresh124@example.com')).toBe(1);
		});

		it('with Continue On Fail, a failed input of a 207 becomes its error item and the others are written', async () => {
			const result = await state.sb.run(
				{
					operation: 'batchUpsert',
					objectType: 'tickets',
					idProperty: 'hs_unique_key',
					propertiesInput: 'autoMap',
					recordIdField: 'key',
				},
				[
					{ key: 'T-1', subject: 'Printer' },
					{ key: 'T-2', hs_ticket_priority: 'SOMEDAY' },
					{ key: 'T-3', hs_ticket_priority: 'HIGH' },
				],
				{ continueOnFail: true },
			);
			expect(
				result.items.map((i) => [i.pairedItem, i.json.hs_unique_key ?? i.json.category]),
			).toEqual([
				[{ item: 0 }, 'T-1'],
				[{ item: 1 }, 'VALIDATION_ERROR'],
				[{ item: 2 }, 'T-3'],
			]);
			const stopped = await state.sb.run(
				{
					operation: 'batchUpsert',
					objectType: 'tickets',
					idProperty: 'hs_unique_key',
					propertiesInput: 'autoMap',
					recordIdField: 'key',
				},
				[{ key: 'T-4', hs_ticket_priority: 'SOMEDAY' }],
			);
			expect(stopped.error?.message).toMatch(
				/^1 of 1 items failed — item 0: Property values were not valid/,
			);
		});

		it('sends one record twice in two requests, in item order, so the later values win', async () => {
			const result = await state.sb.run(
				{
					operation: 'batchUpsert',
					objectType: 'contacts',
					idProperty: 'email',
					propertiesInput: 'autoMap',
					recordIdField: 'email',
				},
				[
					{ email: 'same@example.com', firstname: 'First' },
					{ email: 'same@example.com', firstname: 'Second' },
				],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => [r.firstname, r.new])).toEqual([
				['First', true],
				['Second', false],
			]);
			expect((await state.sb.requests()).map((r) => inputsOf(r.body).length)).toEqual([1, 1]);
		});

		it('is sent again after a reset that came after the write: 120 contacts exist once each', async () => {
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/batch/upsert',
				apply: true,
				resetAfter: 10,
			});
			const items = Array.from({ length: 120 }, (_, n) => ({ email: `storm${n}@example.com` }));
			const result = await state.sb.run(
				{
					operation: 'batchUpsert',
					objectType: 'contacts',
					idProperty: 'email',
					propertiesInput: 'autoMap',
					recordIdField: 'email',
				},
				items,
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.email)).toEqual(items.map((i) => i.email));
			const { body } = await state.sb.call<{ total: number }>(
				'POST',
				'/crm/v3/objects/contacts/search',
				{
					filterGroups: [
						{ filters: [{ propertyName: 'email', operator: 'CONTAINS_TOKEN', value: 'storm*' }] },
					],
					limit: 1,
				},
			);
			expect(body.total).toBe(120);
		});
	});

	it('the demo workflow reads 10 contacts and upserts them by e-mail address: the first is created under a new address, the others updated', async () => {
		const demo = JSON.parse(
			readFileSync(
				join(__dirname, '..', '..', '..', 'demo', 'workflows', 'hubSpotCrmUpsertContacts.json'),
				'utf8',
			),
		) as { nodes: INode[]; connections: IConnections };
		state.sb.engine.credentials.add({
			id: 'hsAppToken000001',
			name: 'demo app',
			type: 'hubSpotPlatformAppTokenApi',
			data: appTokenData(state.sb.baseUrl),
		});
		const manual = demo.nodes.find((n) => n.type === 'n8n-nodes-base.manualTrigger')!;
		// n8n-nodes-base is not loaded here: the harness's start node stands in for the Manual Trigger.
		const nodes = demo.nodes.map((n) =>
			n === manual
				? { ...n, type: `${PACKAGE_NAME}.itemsSource`, parameters: { items: '[{}]' } }
				: n,
		);
		const run = await state.sb.engine.execute(nodes, demo.connections, manual.name);
		expect(run.data.resultData.error).toBeUndefined();
		const upserted = run.data.resultData.runData['Upsert Contacts by Email'][0].data!.main[0]!.map(
			(i) => i.json,
		);
		expect(upserted.map((r) => [r.lifecyclestage, r.new])).toEqual(
			Array.from({ length: 10 }, (_, n) => ['lead', n === 0]),
		);
		expect(upserted[0].email).toBe('new.subscriber@example.com');
	});
});
