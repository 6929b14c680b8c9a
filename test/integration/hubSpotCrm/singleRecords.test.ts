/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

const companyToContact = (companyId: string) => ({
	values: [{ toId: companyId, associationTypeId: 279, associationCategory: 'HUBSPOT_DEFINED' }],
});

describe('HubSpot CRM: Record Create, Get and Delete', () => {
	const state = useCrmSandbox(2);

	describe('Create', () => {
		it('creates one record per item with one POST each, with its associations, and pairs each output with its item', async () => {
			const result = await state.sb.run(
				{
					operation: 'create',
					objectType: 'contacts',
					propertiesInput: 'json',
					propertiesJson: '={{ JSON.stringify({ email: $json.email, firstname: $json.name }) }}',
					associations: companyToContact(state.ids[0]),
				},
				[
					{ email: 'ada@example.com', name: 'Ada' },
					{ email: 'grace@example.com', name: 'Grace' },
				],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => [r.email, r.firstname])).toEqual([
				['ada@example.com', 'Ada'],
				['grace@example.com', 'Grace'],
			]);
			expect(pairs(result)).toEqual([0, 1]);
			const requests = await state.sb.requests();
			expect(requests.map((r) => [r.method, r.path, r.status])).toEqual([
				['POST', pathIn(ENDPOINTS.crmRecords, { objectType: 'contacts' }), 201],
				['POST', pathIn(ENDPOINTS.crmRecords, { objectType: 'contacts' }), 201],
			]);
			expect(requests[0].body).toEqual({
				properties: { email: 'ada@example.com', firstname: 'Ada' },
				associations: [
					{
						to: { id: state.ids[0] },
						types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 }],
					},
				],
			});
			const read = await state.sb.call<IDataObject>(
				'GET',
				`/crm/v3/objects/contacts/${String(result.items[1].json.id)}?associations=companies`,
			);
			expect(read.body.associations).toEqual({
				companies: { results: [{ id: state.ids[0], type: 'contact_to_company' }] },
			});
		});

		it('creates a project on its own path and auto-maps the input item', async () => {
			const result = await state.sb.run(
				{
					operation: 'create',
					objectType: 'projects',
					propertiesInput: 'autoMap',
					fieldsToSkip: 'note',
				},
				[{ hs_name: 'Launch', note: 'not sent' }],
			);
			expect(result.error).toBeUndefined();
			expect(result.items[0].json.hs_name).toBe('Launch');
			expect((await state.sb.requests()).map((r) => [r.path, r.body])).toEqual([
				[pathIn(ENDPOINTS.projectRecords), { properties: { hs_name: 'Launch' } }],
			]);
		});

		it('names the existing record when a contact with the e-mail address exists (409)', async () => {
			const [contactId] = await state.sb.ids('contacts', 1);
			const email = (
				(await state.sb.record('contacts', contactId, ['email'])).body.properties as IDataObject
			).email;
			const parameters = {
				operation: 'create',
				objectType: 'contacts',
				propertiesInput: 'json',
				propertiesJson: JSON.stringify({ email }),
			};
			const stopped = await state.sb.run(parameters);
			expect(stopped.error?.message).toBe(`Contact already exists. Existing ID: ${contactId}`);
			expect(stopped.error?.description).toMatch(
				new RegExp(`^The record exists already: its ID is ${contactId}\\. .*Upsert`),
			);
			const continued = await state.sb.run(parameters, [{}], { continueOnFail: true });
			expect(continued.items[0].json).toEqual(
				expect.objectContaining({
					httpCode: '409',
					category: 'CONFLICT',
					description: expect.stringContaining(`its ID is ${contactId}`),
				}),
			);
		});

		it('is not sent again after a connection reset, which may have created the record', async () => {
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/contacts',
				apply: true,
				resetAfter: 5,
			});
			const result = await state.sb.run({
				operation: 'create',
				objectType: 'contacts',
				propertiesInput: 'json',
				propertiesJson: '{"email": "once@example.com"}',
			});
			expect(result.error?.message).toMatch(/could write twice/);
			expect((await state.sb.requests()).filter((r) => r.method === 'POST')).toHaveLength(1);
		});

		it('refuses bad input before any request: an association to a non-numeric ID, invalid JSON', async () => {
			const association = await state.sb.run({
				operation: 'create',
				propertiesInput: 'json',
				propertiesJson: '{"name": "x"}',
				associations: companyToContact('abc'),
			});
			expect(association.error?.message).toBe(
				'Associations (association 1) To Record ID: must be digits only, got "abc" (item 0)',
			);
			const json = await state.sb.run({
				operation: 'create',
				propertiesInput: 'json',
				propertiesJson: '{',
			});
			expect(json.error?.message).toMatch(/^Properties \(JSON\): is not valid JSON/);
			expect(await state.sb.requests()).toHaveLength(0);
		});
	});

	describe('Get', () => {
		it('reads one record per item by ID with the properties, history and associations asked for', async () => {
			const [contactId] = await state.sb.ids('contacts', 1);
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'get',
					objectType: 'contacts',
					recordId: '={{ $json.id }}',
					simplify: false,
					options: {
						properties: ['firstname'],
						propertiesWithHistory: ['email'],
						associations: 'companies',
					},
				},
				[{ id: contactId }],
			);
			expect(result.error).toBeUndefined();
			const record = result.items[0].json;
			expect(record.id).toBe(contactId);
			expect(Object.keys(record.properties as IDataObject)).toEqual(['firstname']);
			expect(((record.propertiesWithHistory as IDataObject).email as IDataObject[])[0]).toEqual(
				expect.objectContaining({ value: expect.stringContaining('@') }),
			);
			expect((record.associations as IDataObject).companies).toBeDefined();
			const [request] = await state.sb.requests();
			expect([request.method, request.path]).toEqual([
				'GET',
				pathIn(ENDPOINTS.crmRecord, { objectType: 'contacts', recordId: contactId }),
			]);
			expect(request.query).toEqual({
				archived: 'false',
				properties: 'firstname',
				propertiesWithHistory: 'email',
				associations: 'companies',
			});
		});

		it('reads a contact by e-mail address (ID Property), simplified', async () => {
			const [contactId] = await state.sb.ids('contacts', 1);
			const email = (
				(await state.sb.record('contacts', contactId, ['email'])).body.properties as IDataObject
			).email as string;
			await state.sb.clearRequests();
			const result = await state.sb.run({
				operation: 'get',
				objectType: 'contacts',
				recordId: email,
				idProperty: 'email',
			});
			expect(result.error).toBeUndefined();
			expect(result.items[0].json).toEqual(
				expect.objectContaining({ id: contactId, email, archived: false }),
			);
			const [request] = await state.sb.requests();
			expect(request.path).toBe(
				pathIn(ENDPOINTS.crmRecord, { objectType: 'contacts', recordId: email }),
			);
			expect(request.query).toEqual(expect.objectContaining({ idProperty: 'email' }));
		});

		it('reports a missing record as HubSpot does, and goes on with Continue On Fail', async () => {
			const result = await state.sb.run(
				{ operation: 'get', recordId: '={{ $json.id }}' },
				[{ id: '999999999' }, { id: state.ids[0] }],
				{ continueOnFail: true },
			);
			expect(result.items.map((i) => [i.pairedItem, i.json.httpCode ?? i.json.id])).toEqual([
				[{ item: 0 }, '404'],
				[{ item: 1 }, state.ids[0]],
			]);
		});

		it('refuses an ID that is not a number without ID Property, and one that would leave its path segment', async () => {
			const text = await state.sb.run({ operation: 'get', recordId: 'abc' });
			expect(text.error?.message).toBe('Record ID: must be digits only, got "abc" (item 0)');
			const dots = await state.sb.run({ operation: 'get', recordId: '..', idProperty: 'domain' });
			expect(dots.error?.message).toBe('Record ID: ".." cannot be part of a URL path (item 0)');
			expect(await state.sb.requests()).toHaveLength(0);
		});
	});

	describe('Delete', () => {
		it('archives one record per item and outputs {id, archived: true}; the record is then read only as archived', async () => {
			const result = await state.sb.run(
				{ operation: 'delete', recordId: '={{ $json.id }}' },
				state.ids.map((id) => ({ id })),
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result)).toEqual(state.ids.map((id) => ({ id, archived: true })));
			expect(pairs(result)).toEqual([0, 1]);
			expect(
				(await state.sb.requests())
					.filter((r) => r.method === 'DELETE')
					.map((r) => [r.path, r.status]),
			).toEqual(
				state.ids.map((id) => [
					pathIn(ENDPOINTS.crmRecord, { objectType: 'companies', recordId: id }),
					204,
				]),
			);
			expect((await state.sb.record('companies', state.ids[0])).status).toBe(404);
			expect((await state.sb.record('companies', state.ids[0], [], true)).body.archived).toBe(true);
			const read = await state.sb.run({
				operation: 'get',
				recordId: state.ids[1],
				options: { archived: true },
			});
			expect(read.items[0].json).toEqual(
				expect.objectContaining({ id: state.ids[1], archived: true }),
			);
		});

		it('is repeated after a connection reset, as archiving twice archives once', async () => {
			await state.sb.control('POST', 'faults', { method: 'DELETE', apply: true, drop: true });
			const result = await state.sb.run({ operation: 'delete', recordId: state.ids[0] });
			expect(result.error).toBeUndefined();
			expect((await state.sb.requests()).filter((r) => r.method === 'DELETE')).toHaveLength(2);
		});
	});
});
